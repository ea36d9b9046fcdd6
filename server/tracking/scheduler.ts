// The tracking housekeeping `tessera serve` runs at start and then hourly: partitions ahead, daily figures, retention, old salts.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { runAlone } from '../cluster/run-alone.js';
import { rollUpPerformance } from './performance-rollup.js';
import { pruneTracking } from './retention.js';
import { dayOf, ensureTrackingPartitions } from './retention-partitions.js';
import { rollUpTrackingDay } from './rollup.js';
import { deleteOldSalts } from './visitor-hash.js';

const HOUR_MS = 60 * 60 * 1000;

/** A running scheduler. */
export interface TrackingScheduler {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * One housekeeping pass: makes the coming days' partitions (PostgreSQL), recomputes the figures
 * of yesterday, today and tomorrow in UTC (together they cover today and yesterday in every time
 * zone), moves the raw Core Web Vitals into their daily rows, prunes what retention lets go and
 * deletes old salts. Each step is safe to run on several
 * app servers at once.
 */
export async function runTrackingMaintenance(db: Knex, now: Date = new Date()): Promise<void> {
  await ensureTrackingPartitions(db, now);
  for (const offset of [-1, 0, 1]) await rollUpTrackingDay(db, undefined, dayOf(now, offset));
  await rollUpPerformance(db);
  await pruneTracking(db, now);
  await deleteOldSalts(db, now);
}

/**
 * Runs {@link runTrackingMaintenance} now and every `intervalMs` (default one hour). A failed pass
 * is logged and the next one tries again; passes never overlap; the timer never keeps Node running.
 */
export function startTrackingScheduler(db: Knex, logger: Logger, intervalMs = HOUR_MS): TrackingScheduler {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const pass = () => {
    if (busy) return;
    busy = true;
    running = (async () => {
      try {
        // One app server does the housekeeping at a time (partitions are created, figures rolled
        // up once); the others skip this turn.
        await runAlone(db, 'tracking-maintenance', () => runTrackingMaintenance(db));
      } catch (error) {
        logger.warn({ err: error }, 'tracking housekeeping failed');
      } finally {
        busy = false;
      }
    })();
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
