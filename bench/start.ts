/**
 * Cold start: the time from spawning `node dist/cli/main.js serve` to the first 200 on `/`, on a
 * built checkout with existing data (the embedded database, the demo loaded by a first run that is
 * not timed). The median of BENCH_STARTS runs (default 7). BENCH_START_ROOT times another built
 * checkout (the same bench against an older build, for a before/after).
 * Usage: npm run bench:start [-- --strict]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './cluster-harness/free-port.js';
import { SERVER_NODE_FLAGS, withServerMallocEnv } from './cluster-harness/server-runtime.js';
import { printVerdict, writeReport } from './report.js';
import { projectRoot } from '../server/site/render/paths.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 7);
/** Issue 33: under 3 s to the first page. */
const TARGET_MS = 3000;
const root = resolve(process.env.BENCH_START_ROOT ?? projectRoot());

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function serve(dataDir: string, port: number): ChildProcess {
  return spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(root, 'dist', 'cli', 'main.js'), 'serve', '--demo'],
    {
      cwd: root,
      env: {
        ...withServerMallocEnv(process.env),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Milliseconds from now until `/` answers 200 (polled every 10 ms). */
async function untilHome(
  child: ChildProcess,
  port: number,
  since: number,
  timeoutMs: number,
): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`tessera serve exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  throw new Error(`tessera serve did not answer / within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(20_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-start-'));
  try {
    // The first run creates the database and loads the demo: not timed.
    const port = await freePort();
    const first = serve(dataDir, port);
    await untilHome(first, port, performance.now(), 300_000);
    await stop(first);

    console.log(
      `Cold start: Node ${process.version}, ${root}, embedded database with the demo, ${STARTS} starts (load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')})\n`,
    );
    const times: number[] = [];
    for (let run = 0; run < STARTS; run += 1) {
      const runPort = await freePort();
      const since = performance.now();
      const child = serve(dataDir, runPort);
      try {
        times.push(await untilHome(child, runPort, since, 120_000));
      } finally {
        await stop(child);
      }
      console.log(`start ${run + 1}: ${times[run].toFixed(0)} ms to the first 200 on /`);
    }
    const middle = median(times);
    const ok = middle < TARGET_MS;
    console.log(
      `\nbench:start median ${middle.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), target < ${TARGET_MS} ms: ${ok ? 'ok' : 'MISSED'}`,
    );
    writeReport(projectRoot(), 'start.json', {
      root,
      starts: times,
      medianMs: middle,
      targetMs: TARGET_MS,
      ok,
    });
    printVerdict(undefined, !ok, started);
    if (process.argv.includes('--strict') && !ok) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
