// How `tessera serve` and `tessera dev` end: on SIGINT or SIGTERM the server drains, within a hard bound, then the output gets a moment to take the last lines.
import {
  armShutdownWatchdog,
  pendingResources,
  reportNow,
  SHUTDOWN_MARGIN_MS,
} from '../server/cluster/shutdown-watchdog.js';
import { lameDuckMs, shutdownGraceMs } from '../server/cluster/shutdown-grace.js';
import { settleLogOutput } from '../server/logger.js';
import type { RunningServer } from '../server/serve.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';

/** How long the output may take the last lines once the server has stopped. */
const OUTPUT_SETTLE_MS = 2_000;
/** A signal this soon after the first is the same request, not an impatient second one. */
const REPEAT_MS = 1_000;

/** Whether standard output and standard error have taken everything written to them. */
function streamsDrained(): boolean {
  return process.stdout.writableLength === 0 && process.stderr.writableLength === 0;
}

async function outputSettled(ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  const logs = await settleLogOutput(ms);
  while (!streamsDrained() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return logs && streamsDrained();
}

/**
 * Says `running` once it listens for SIGINT and SIGTERM (a supervisor may stop the server the
 * moment it reads that line), serves until one arrives, then stops `server`. A reader of standard output or error that
 * went away no longer ends the process half-way (EPIPE is ignored), and the shutdown is bounded:
 * past the lame duck, the grace for open requests and {@link SHUTDOWN_MARGIN_MS}, the watchdog
 * says where it was and what was pending and exits with 1. Once stopped, output nobody reads
 * (a full pipe) is given {@link OUTPUT_SETTLE_MS}, then the process exits without it.
 */
export async function serveUntilSignal(
  server: RunningServer,
  io: Io,
  onPostgres: boolean,
  running: string,
): Promise<number> {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  const signal = await new Promise<string>((resolve) => {
    const first = (name: string) => {
      process.off('SIGINT', first);
      process.off('SIGTERM', first);
      resolve(name);
    };
    process.on('SIGINT', first);
    process.on('SIGTERM', first);
    io.out(running);
  });
  const boundMs = lameDuckMs(onPostgres) + shutdownGraceMs() + SHUTDOWN_MARGIN_MS;
  armShutdownWatchdog({ afterMs: boundMs, stage: () => server.stage() });
  // A second signal (Ctrl-C again) stops waiting; one within a second of the first is the same
  // request sent twice (`npm start` passes it on to a process group that already had it).
  const firstAt = Date.now();
  const again = (name: string) => {
    if (Date.now() - firstAt < REPEAT_MS) return;
    reportNow(
      `tessera: ${name} again during shutdown (at: ${server.stage()}); still pending: ${pendingResources()}; exiting now`,
    );
    process.exit(EXIT.failed);
  };
  process.on('SIGINT', again);
  process.on('SIGTERM', again);
  io.out(`\n${signal} received: shutting down (at most ${Math.ceil(boundMs / 1000)} s)…\n`);
  await server.stop();
  io.out('Stopped; the database was closed cleanly.\n');
  if (!(await outputSettled(OUTPUT_SETTLE_MS))) {
    reportNow(
      `tessera: stopped; the last lines of output were not taken within ${OUTPUT_SETTLE_MS} ms (is anything reading standard output?)`,
    );
    // The lines still waiting would keep the process alive for as long as nobody reads them.
    process.exit(EXIT.ok);
  }
  return EXIT.ok;
}
