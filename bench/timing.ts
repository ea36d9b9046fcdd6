// Shared timing helpers of the benches: the round settings, batch calibration, medians and spreads.

/** Timed rounds per operation; the figure is their median. */
export const ROUNDS = 9;
/** About how long one timed batch runs. */
export const BATCH_MS = 120;
/** Warm-up before timing, which also finds the batch size. */
export const WARM_UP_MS = 400;

/** Everything an operation returns is folded in here, so the JIT cannot drop the work. */
let sink = 0;

/** Keeps an operation's result alive (see `sink`). */
export function consume(result: unknown): void {
  sink += typeof result === 'string' ? result.length : 1;
}

/** Prints nothing in practice; reading the sink at the end keeps it observable. */
export function releaseSink(): void {
  if (sink < 0) console.log(sink);
}

/** How many calls fill about BATCH_MS, found while warming up for WARM_UP_MS. */
export function calibrate(op: () => unknown): number {
  let n = 1;
  const start = performance.now();
  let perCall = Infinity;
  while (performance.now() - start < WARM_UP_MS) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) consume(op());
    perCall = (performance.now() - t0) / n;
    if (perCall * n < BATCH_MS / 4) n *= 2;
  }
  return Math.max(1, Math.round(BATCH_MS / perCall));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Half the spread between the slowest and the fastest round, relative to the median, in %. */
export function spread(values: readonly number[]): number {
  return (100 * (Math.max(...values) - Math.min(...values))) / 2 / median(values);
}
