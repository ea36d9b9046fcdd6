// The LESS worker threads: a theme's stylesheets compile in one, bounded in time, memory and output, a few at once, so a hostile theme never holds up the server.
import { builtinModules } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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

/** Worker threads compiling LESS, at most {@link StyleLimits.workers} at once. */
export interface LessWorkerPool {
  readonly limits: Readonly<StyleLimits>;
  /** Compiles `job` in a worker (waiting for one when all are busy); never rejects. */
  run(job: Omit<LessJob, 'maxCssBytes'>): Promise<LessRun>;
  /** The worker threads alive now, compiling or idle. */
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

let script: Promise<URL> | undefined;

/**
 * The worker's script. Built (dist/), the compiled less-worker.js beside this file. Run from the
 * TypeScript sources (vitest), Node cannot load less-worker.ts in a thread of its own, so esbuild
 * bundles it into a `data:` module, its packages (`less`) imported from where they are installed.
 */
function workerScript(): Promise<URL> {
  script ??= import.meta.url.endsWith('.ts')
    ? bundledFromSource().catch((error: unknown) => {
        // Bundled again for the next compile rather than failing every one after.
        script = undefined;
        throw error;
      })
    : Promise.resolve(new URL('./less-worker.js', import.meta.url));
  return script;
}

async function bundledFromSource(): Promise<URL> {
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
          // A `data:` module resolves only absolute URLs and Node's own modules.
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
  return new URL(`data:text/javascript,${encodeURIComponent(bundle.outputFiles[0].text)}`);
}

let nextId = 0;

/** A pool of LESS workers held to `limits`. */
export function createLessWorkerPool(limits: StyleLimits): LessWorkerPool {
  const idle = new Map<Worker, NodeJS.Timeout>();
  const alive = new Set<Worker>();
  const waiting: Waiting[] = [];
  let running = 0;
  let closed = false;

  /**
   * A new worker, once it says its modules are loaded: the time limit is the compile's, not the
   * thread's start (100 ms, seconds on a busy machine).
   */
  const start = async (): Promise<Worker> => {
    const worker = new Worker(await workerScript(), {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
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
        void worker.terminate().then(() => reject(error));
      };
      const onMessage = (reply: LessReply) => {
        if (!('ready' in reply)) return;
        stop();
        resolve();
      };
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) =>
        fail(new Error(`its worker stopped while starting (exit code ${code})`));
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
  const park = (worker: Worker) => {
    if (closed || !alive.has(worker)) {
      void worker.terminate();
      return;
    }
    worker.unref();
    const timer = setTimeout(() => {
      idle.delete(worker);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    idle.set(worker, timer);
  };

  const take = async (): Promise<Worker> => {
    const [worker] = idle.keys();
    if (worker === undefined) return start();
    clearTimeout(idle.get(worker));
    idle.delete(worker);
    return worker;
  };

  const compileOn = (worker: Worker, job: LessJob): Promise<LessRun> =>
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
          // Its thread is gone before the next compile may start one: never more than `workers`.
          void worker.terminate().then(() => resolve(run));
        }
      };
      const onMessage = (reply: LessReply) => {
        if ('id' in reply && reply.id === id) settle(reply.outcome, true);
      };
      const onError = (error: Error & { code?: string }) =>
        settle(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { limit: 'memory' } : { failed: error.message },
          false,
        );
      const onExit = (code: number) => settle({ failed: `its worker stopped (exit code ${code})` }, false);
      // A compile that runs on is stopped: terminating the thread ends even a loop that never yields.
      const timer = setTimeout(() => settle({ limit: 'time' }, false), limits.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.ref();
      worker.postMessage({ id, job } satisfies LessRequest);
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
      await Promise.all([...alive].map((worker) => worker.terminate()));
    },
  };
}

let shared: LessWorkerPool | undefined;

/** The process's LESS workers, held to the limits the environment sets (style-limits.ts). */
export function lessWorkers(): LessWorkerPool {
  shared ??= createLessWorkerPool(styleLimits());
  return shared;
}
