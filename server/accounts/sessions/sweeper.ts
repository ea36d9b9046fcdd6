// The housekeeping `tessera serve` runs for sessions: expired sessions (and sign-ins left waiting for a two-factor code) are deleted at start and then hourly.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { runAlone } from '../../cluster/run-alone.js';
import { sweepExpiredChallenges } from '../sign-in-challenges/service.js';
import { sweepExpiredSessions } from './service.js';

const HOUR_MS = 60 * 60 * 1000;

/** A running sweeper. */
export interface SessionSweeper {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * Deletes expired sessions now and every `intervalMs` (default one hour). A failed sweep (the
 * database went away) is logged and the next one tries again; the timer never keeps Node running.
 */
export function startSessionSweeper(db: Knex, logger: Logger, intervalMs = HOUR_MS): SessionSweeper {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        // One app server sweeps at a time; the others skip this turn.
        const swept = await runAlone(
          db,
          'session-sweep',
          async () => (await sweepExpiredSessions(db)) + (await sweepExpiredChallenges(db)),
        );
        if (swept.ran && swept.value > 0) logger.info({ deleted: swept.value }, 'expired sessions deleted');
      } catch (error) {
        logger.warn({ err: error }, 'sweeping expired sessions failed');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
