// The LESS worker pool: a compile's outcome, its limits, at most `workers` threads, a bounded queue, a worker kept for the next compile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLessWorkerPool, type LessRun } from './less-workers.js';
import { DEFAULT_STYLE_LIMITS } from './style-limits.js';

const root = mkdtempSync(join(tmpdir(), 'tessera-less-workers-'));
const pools: ReturnType<typeof createLessWorkerPool>[] = [];

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  rmSync(root, { recursive: true, force: true });
});

const pool = (limits: Partial<typeof DEFAULT_STYLE_LIMITS>) => {
  const created = createLessWorkerPool({ ...DEFAULT_STYLE_LIMITS, ...limits });
  pools.push(created);
  return created;
};

const job = (entrySource: string) => ({ root, entrySource, entryFile: join(root, 'styles', '.site.less') });

/** LESS that never finishes: each mixin calls the one before twice. */
const RUNAWAY =
  Array.from({ length: 40 }, (_, i) =>
    i === 0 ? '.m0() { a: b; }' : `.m${i}() { .m${i - 1}(); .m${i - 1}(); }`,
  ).join('\n') + '\n.a { .m39(); }';

describe('LESS workers', () => {
  it('answers with the CSS or with the error less gave', async () => {
    const workers = pool({});
    expect(await workers.run(job('@w: 2px;\n.a { border: @w solid red; }'))).toEqual({
      css: '.a {\n  border: 2px solid red;\n}\n',
    });
    expect(await workers.run(job('.a {\n  color: @nowhere;\n}'))).toMatchObject({
      error: { message: 'variable @nowhere is undefined', line: 2, column: 9 },
    });
  });

  it('keeps the worker that answered for the next compile', async () => {
    const workers = pool({});
    await workers.run(job('.a { color: red; }'));
    await workers.run(job('.b { color: blue; }'));
    expect(workers.threads()).toBe(1);
  });

  it('runs at most `workers` compiles at once, queues `maxWaiting` more and refuses the rest', async () => {
    const workers = pool({ workers: 1, maxWaiting: 1, timeoutMs: 1_000 });
    const settled: string[] = [];
    const runs = ['first', 'second', 'third'].map((name) =>
      workers.run(job(RUNAWAY)).then((run: LessRun) => {
        settled.push(name);
        expect(workers.threads()).toBeLessThanOrEqual(1);
        return run;
      }),
    );
    expect(await Promise.all(runs)).toEqual([{ limit: 'time' }, { limit: 'time' }, { busy: true }]);
    expect(settled).toEqual(['third', 'first', 'second']);
  });

  it('stops a compile past the time limit and starts a new worker for the next', async () => {
    const workers = pool({ workers: 1, timeoutMs: 1_000 });
    expect(await workers.run(job(RUNAWAY))).toEqual({ limit: 'time' });
    expect(await workers.run(job('.a { color: red; }'))).toEqual({ css: '.a {\n  color: red;\n}\n' });
  });

  it('gives the size of CSS past the limit instead of the CSS', async () => {
    const workers = pool({ maxCssBytes: 100 });
    expect(await workers.run(job(`.a { content: "${'x'.repeat(200)}"; }`))).toEqual({ tooLarge: 222 });
  });

  it('answers that the server is stopping once closed, its workers gone', async () => {
    const workers = pool({});
    await workers.run(job('.a { color: red; }'));
    await workers.close();
    expect(workers.threads()).toBe(0);
    expect(await workers.run(job('.a { color: red; }'))).toEqual({ failed: 'the server is stopping' });
  });
});
