// One Tessera server process of the cluster: `node dist/cli/main.js serve` on its own port, waited for until ready, stopped or killed by signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/site/render/paths.js';
import { freePort } from './free-port.js';
import { SERVER_NODE_FLAGS, withServerMallocEnv } from './server-runtime.js';

/** Where the built command line is; the cluster runs what `npm start` runs. */
export function builtCli(): string {
  return join(projectRoot(), 'dist', 'cli', 'main.js');
}

export interface AppServerOptions {
  /** Names the server in messages and its log file (`server-<index>.log`). */
  index: number;
  /** The PostgreSQL database; undefined: the embedded one in `dataDir` (one server only). */
  databaseUrl: string | undefined;
  /** Shared by every server of the cluster (files, pictures, `.eml` mail). */
  dataDir: string;
  /** Where the server's output goes. */
  logDir: string;
  /** More environment for the server (e.g. `SMTP_URL`). */
  env?: Readonly<Record<string, string>>;
  /** How long to wait for the server to answer ready (the first one migrates and seeds). */
  readyTimeoutMs?: number;
}

/** A running server. */
export interface AppServer {
  readonly index: number;
  readonly port: number;
  /** `http://127.0.0.1:<port>`: the server itself, past nginx. */
  readonly url: string;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last lines of a log, for a message about a server that did not come up. */
export function logTail(file: string, lines = 15): string {
  if (!existsSync(file)) return '(no output)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Whether the server is ready: `/readyz` answers 200, or, on a build without `/readyz` (404), the
 * home page answers 200.
 */
async function isReady(url: string): Promise<boolean> {
  try {
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
    await ready.arrayBuffer();
    if (ready.status !== 404) return ready.status === 200;
    const home = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
    await home.arrayBuffer();
    return home.status === 200;
  } catch {
    return false;
  }
}

/** Starts a server process and resolves once it answers ready; rejects with its output if it ends or stalls first. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const logFile = join(options.logDir, `server-${options.index}.log`);
  const log = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtCli(), 'serve', '--demo'], {
      cwd: projectRoot(),
      env: {
        ...withServerMallocEnv(process.env),
        // Undefined (the embedded database): left out of the environment, as spawn leaves undefined values.
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        // nginx is the one proxy in front: the visitor is the address it saw (X-Forwarded-For).
        TRUST_PROXY: '1',
        // The tests' and bench's visitors all come from 127.0.0.1: the per-address `/api` limit
        // would count the whole load as one client.
        API_RATE_LIMIT: '1000000000',
        ...options.env,
      },
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (!(await isReady(url))) {
    if (ended || Date.now() > deadline) {
      if (!ended) child.kill('SIGKILL');
      throw new Error(
        `Server ${options.index} (port ${port}) ${ended ? 'stopped' : 'was not ready in time'}; its output:\n${logTail(logFile)}`,
      );
    }
    await sleep(100);
  }
  return {
    index: options.index,
    port,
    url,
    pid: child.pid!,
    logFile,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
