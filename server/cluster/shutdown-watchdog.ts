// The hard bound on a shutdown: past its deadline the process exits, saying where the shutdown was and what was still pending.
import { writeSync } from 'node:fs';

/** What a shutdown may take beyond the lame duck and the grace for open requests: the workers, the flushes, closing the database. */
export const SHUTDOWN_MARGIN_MS = 5_000;

/**
 * The resources keeping the event loop alive (`process.getActiveResourcesInfo()`), counted by kind:
 * `"Timeout ×3, FSReqCallback, TCPSocketWrap"`; `"none"` when there are none.
 */
export function pendingResources(): string {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  if (counts.size === 0) return 'none';
  return [...counts].map(([kind, count]) => (count === 1 ? kind : `${kind} ×${count}`)).join(', ');
}

/**
 * Writes a line to standard error at once, or not at all: the log output may be the very thing
 * that is stuck (a pipe nobody reads), so this never waits and never throws.
 */
export function reportNow(line: string): void {
  try {
    writeSync(2, `${line}\n`);
  } catch (_stuck) {
    // Standard error is full or gone: nothing else can be told.
  }
}

/** Options of {@link armShutdownWatchdog}. */
export interface ShutdownWatchdogOptions {
  /** How long the whole shutdown may take, from now. */
  afterMs: number;
  /** Where the shutdown is ("closing the database"), for the report. */
  stage: () => string;
  /** Writes the report; default {@link reportNow}. */
  report?: (line: string) => void;
  /** Ends the process; default `process.exit`. */
  exit?: (code: number) => void;
}

/**
 * Arms the watchdog of a shutdown that has just begun: if the process is still alive after
 * `afterMs`, whatever keeps it so (a stage that never ended, a log line a full pipe will not
 * take, a timer), the report names the stage and the pending resources and the process exits with
 * code 1. The timer does not itself keep the process alive, so a shutdown that ends sooner exits
 * as it would have. `disarm` cancels it.
 */
export function armShutdownWatchdog(options: ShutdownWatchdogOptions): { disarm(): void } {
  const report = options.report ?? reportNow;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const timer = setTimeout(() => {
    report(
      `tessera: shutdown not over after ${options.afterMs} ms (at: ${options.stage()}); ` +
        `still pending: ${pendingResources()}; exiting now`,
    );
    exit(1);
  }, options.afterMs);
  timer.unref();
  return { disarm: () => clearTimeout(timer) };
}
