// The LESS workers: a theme's stylesheets compile in a child process, bounded in time, memory and output, a few at once, so a hostile theme never holds up or brings down the server.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LessJob, LessOutcome } from './less-render.js';
import type { LessReply, LessRequest } from './less-worker.js';
import { styleLimits, type StyleLimits } from './style-limits.js';

/** What a compile came to: the worker's outcome, a limit it reached, or why it did not run. */
export type LessRun =
  | LessOutcome
  | { limit: 'time' | 'memory' }
  /** Every worker was busy and {@link StyleLimits.maxWaiting} compiles were waiting already. */
  | { busy: true }
  /** The worker could not start or stopped without an answer. */
  | { failed: string };

/** Worker processes compiling LESS, at most {@link StyleLimits.workers} at once. */
export interface LessWorkerPool {
  readonly limits: Readonly<StyleLimits>;
  /** Compiles `job` in a worker (waiting for one when all are busy); never rejects. */
  run(job: Omit<LessJob, 'maxCssBytes'>): Promise<LessRun>;
  /** The worker processes alive now, compiling or idle. */
  threads(): number;
  /** Stops every worker; a compile still running ends as failed. */
  close(): Promise<void>;
}

/**
 * How long an idle worker is kept: a theme designer's next save or the next upload then finds one
 * started (about 100 ms saved per compile); an idle server lets them go.
 */
const IDLE_MS = 60_000;
/** How long a new worker may take to load its modules (about 100 ms) before it is given up. */
const STARTUP_MS = 60_000;

interface Waiting {
  job: Omit<LessJob, 'maxCssBytes'>;
  resolve(run: LessRun): void;
}

let script: Promise<string> | undefined;

/**
 * The worker's script. Built (dist/), the compiled less-worker.js beside this file. Run from the
 * TypeScript sources (vitest), Node cannot load less-worker.ts in a process of its own, so esbuild
 * bundles it into a file under the system's temporary folder, named by its content, its packages
 * (`less`) imported from where they are installed.
 */
function workerScript(): Promise<string> {
  script ??= import.meta.url.endsWith('.ts')
    ? bundledFromSource().catch((error: unknown) => {
        // Bundled again for the next compile rather than failing every one after.
        script = undefined;
        throw error;
      })
    : Promise.resolve(fileURLToPath(new URL('./less-worker.js', import.meta.url)));
  return script;
}

async function bundledFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./less-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-by-file-url',
        setup(esbuild) {
          // The bundle lives outside the project: packages are imported by their absolute URLs.
          esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('node:') || builtinModules.includes(args.path)) {
              return { external: true };
            }
            if (args.pluginData === 'inner') return undefined;
            const found = await esbuild.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: 'inner',
            });
            if (found.errors.length > 0) return { errors: found.errors };
            return { path: pathToFileURL(found.path).href, external: true };
          });
        },
      },
    ],
  });
  const text = bundle.outputFiles[0].text;
  const folder = join(tmpdir(), 'tessera-less-worker');
  const file = join(folder, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
  await mkdir(folder, { recursive: true });
  await writeFile(file, text);
  return file;
}

/** The end of what a worker wrote to stderr (V8 says "heap out of memory" there before it aborts). */
const STDERR_KEPT = 2_048;

/** Whether a worker that stopped was stopped by V8 reaching the heap limit it was started with. */
function outOfMemory(stderr: string, signal: NodeJS.Signals | null, code: number | null): boolean {
  return /heap out of memory|Reached heap limit/i.test(stderr) || (signal === 'SIGABRT' && code === null);
}

/** Stops a worker process and resolves once it is gone. */
function terminate(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    // An idle worker is unref'd; without a ref the event loop may end before 'exit' arrives, and
    // whoever awaits close() (a bench, a test's teardown) is left unsettled.
    worker.ref();
    worker.kill('SIGKILL');
  });
}

let nextId = 0;

/** A pool of LESS workers held to `limits`. */
export function createLessWorkerPool(limits: StyleLimits): LessWorkerPool {
  const idle = new Map<ChildProcess, NodeJS.Timeout>();
  const alive = new Set<ChildProcess>();
  const stderrOf = new WeakMap<ChildProcess, string>();
  const waiting: Waiting[] = [];
  let running = 0;
  let closed = false;

  /**
   * A new worker, once it says its modules are loaded: the time limit is the compile's, not the
   * process's start (a few hundred ms, seconds on a busy machine). A process, not a thread: V8 can
   * end the whole process when a thread reaches its heap limit while building a long string
   * (nodejs/node#47224, seen with a hostile theme on Node 26), which here ends the worker only.
   */
  const start = async (): Promise<ChildProcess> => {
    const worker = fork(await workerScript(), [], {
      // The heap limit, and the stack a worker thread had (4 MB; the main thread's 8 MB leaves room).
      execArgv: [`--max-old-space-size=${limits.memoryMb}`, '--stack-size=3900'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    stderrOf.set(worker, '');
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      stderrOf.set(worker, ((stderrOf.get(worker) ?? '') + chunk).slice(-STDERR_KEPT));
    });
    alive.add(worker);
    worker.once('exit', () => {
      alive.delete(worker);
      clearTimeout(idle.get(worker));
      idle.delete(worker);
    });
    await new Promise<void>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (error: Error) => {
        stop();
        void terminate(worker).then(() => reject(error));
      };
      const onMessage = (reply: LessReply) => {
        if (!('ready' in reply)) return;
        stop();
        resolve();
      };
      const onError = (error: Error) => fail(error);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        fail(new Error(`its worker stopped while starting (${signal ?? `exit code ${code}`})`));
      const timer = setTimeout(
        () => fail(new Error(`its worker did not start within ${STARTUP_MS / 1000} s`)),
        STARTUP_MS,
      );
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    return worker;
  };

  /** Keeps a worker that answered for the next compile; it no longer keeps the process alive. */
  const park = (worker: ChildProcess) => {
    if (closed || !alive.has(worker)) {
      void terminate(worker);
      return;
    }
    worker.unref();
    worker.channel?.unref();
    const timer = setTimeout(() => {
      idle.delete(worker);
      void terminate(worker);
    }, IDLE_MS);
    timer.unref();
    idle.set(worker, timer);
  };

  const take = async (): Promise<ChildProcess> => {
    const [worker] = idle.keys();
    if (worker === undefined) return start();
    clearTimeout(idle.get(worker));
    idle.delete(worker);
    return worker;
  };

  const compileOn = (worker: ChildProcess, job: LessJob): Promise<LessRun> =>
    new Promise((resolve) => {
      const id = ++nextId;
      const settle = (run: LessRun, answered: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (answered) {
          park(worker);
          resolve(run);
        } else {
          // Its process is gone before the next compile may start one: never more than `workers`.
          void terminate(worker).then(() => resolve(run));
        }
      };
      const onMessage = (reply: LessReply) => {
        if ('id' in reply && reply.id === id) settle(reply.outcome, true);
      };
      const onError = (error: Error) => settle({ failed: error.message }, false);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(
          outOfMemory(stderrOf.get(worker) ?? '', signal, code)
            ? { limit: 'memory' }
            : { failed: `its worker stopped (${signal ?? `exit code ${code}`})` },
          false,
        );
      // A compile that runs on is stopped: killing the process ends even a loop that never yields.
      const timer = setTimeout(() => settle({ limit: 'time' }, false), limits.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.ref();
      worker.channel?.ref();
      worker.send({ id, job } satisfies LessRequest);
    });

  const execute = async (job: Omit<LessJob, 'maxCssBytes'>): Promise<LessRun> => {
    running++;
    try {
      const worker = await take();
      return await compileOn(worker, { ...job, maxCssBytes: limits.maxCssBytes });
    } catch (error) {
      return { failed: (error as Error).message };
    } finally {
      running--;
      const next = waiting.shift();
      if (next !== undefined) void execute(next.job).then(next.resolve);
    }
  };

  return {
    limits,
    run(job) {
      if (closed) return Promise.resolve({ failed: 'the server is stopping' });
      if (running < limits.workers) return execute(job);
      if (waiting.length >= limits.maxWaiting) return Promise.resolve({ busy: true });
      return new Promise((resolve) => waiting.push({ job, resolve }));
    },
    threads: () => alive.size,
    async close() {
      closed = true;
      for (const entry of waiting.splice(0)) entry.resolve({ failed: 'the server is stopping' });
      await Promise.all([...alive].map((worker) => terminate(worker)));
    },
  };
}

let shared: LessWorkerPool | undefined;

/** The process's LESS workers, held to the limits the environment sets (style-limits.ts). */
export function lessWorkers(): LessWorkerPool {
  shared ??= createLessWorkerPool(styleLimits());
  return shared;
}
