// Where a test file's time goes, whatever else the machine runs: on the CPU, waiting for one, or blocked (TEST_SCHEDULE_DIR=<folder> npm test).
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * The main thread's time on a CPU and waiting in the run queue, in ms (Linux /proc schedstat);
 * undefined elsewhere.
 */
function schedstat(): { onCpu: number; runQueue: number } | undefined {
  try {
    const [onCpu, runQueue] = readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8')
      .trim()
      .split(' ')
      .map(Number);
    return { onCpu: onCpu / 1e6, runQueue: runQueue / 1e6 };
  } catch {
    return undefined;
  }
}

const dir = process.env.TEST_SCHEDULE_DIR;
let start: { wall: number; sched: ReturnType<typeof schedstat>; cpu: NodeJS.CpuUsage } | undefined;

/**
 * One JSON line per test file (its hooks and tests, not its import) in `<dir>/<worker pid>.jsonl`:
 * `wall`, the main thread's `onCpu` and `runQueue` (waiting for a CPU: what a busy machine adds),
 * `blocked` (the rest: a child process, a timer, another thread, the disk), and `processCpu` (every
 * thread of the worker). wall − runQueue is about what the file takes on an idle machine; summed
 * per worker, it shows whether the workers keep the cores busy.
 */
if (dir !== undefined && dir !== '') {
  beforeAll(() => {
    start = { wall: performance.now(), sched: schedstat(), cpu: process.cpuUsage() };
  });
  afterAll(() => {
    if (start === undefined) return;
    const wall = performance.now() - start.wall;
    const cpu = process.cpuUsage(start.cpu);
    const now = schedstat();
    const onCpu = now && start.sched ? now.onCpu - start.sched.onCpu : NaN;
    const runQueue = now && start.sched ? now.runQueue - start.sched.runQueue : NaN;
    mkdirSync(dir, { recursive: true });
    const line = {
      file: expect.getState().testPath,
      wall,
      onCpu,
      runQueue,
      blocked: wall - onCpu - runQueue,
      processCpu: (cpu.user + cpu.system) / 1000,
    };
    appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
  });
}
