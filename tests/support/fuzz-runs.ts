// How many generated requests an HTTP fuzz property sends: a share of its full count in npm test, all of it in CI.

/**
 * The runs of a fuzz property written for `full` runs. Each run is a real request against the app,
 * so the full counts cost about a minute of a 2-core machine: `npm test` runs a quarter of each
 * (fast-check draws new cases every run, so repeated local runs still cover the space), CI's
 * `npm test` and `test:pg` run them whole (`FUZZ_SCALE=1`, .ci/run), and `FUZZ_RUNS=<n>` sets every property to
 * `n` for a longer hunt. Never fewer than 50.
 */
export function fuzzRuns(full: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  if (Number.isInteger(runs) && runs > 0) return runs;
  const scale = Number(process.env.FUZZ_SCALE ?? 0.25);
  return Math.max(50, Math.round(full * (Number.isFinite(scale) && scale > 0 ? scale : 0.25)));
}
