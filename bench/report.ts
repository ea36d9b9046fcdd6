// What every bench prints last and writes to .bench-results/: the verdict line and a JSON report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

/** Prints `FAILED: …`, `targets MISSED` or `all targets ok`, with the run's duration. */
export function printVerdict(failure: string | undefined, missed: boolean, startedMs: number): void {
  const verdict = failure !== undefined ? `FAILED: ${failure}` : missed ? 'targets MISSED' : 'all targets ok';
  console.log(`\n${verdict} (${((performance.now() - startedMs) / 1000).toFixed(1)} s)`);
}

/** Writes `.bench-results/<file>` under `root`: the run's date, Node version and CPU, then `fields`. */
export function writeReport(root: string, file: string, fields: Record<string, unknown>): void {
  const out = join(root, '.bench-results');
  mkdirSync(out, { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model, ...fields };
  writeFileSync(join(out, file), JSON.stringify(report, null, 2) + '\n');
}
