// Today's figures rolled up on read, at most once per website and day every few seconds: the Analytics screen makes many reads at once.
import type { Knex } from 'knex';
import { rollUpTrackingDay } from './rollup.js';

/** How long a rollup of a website's day answers later reads. */
export const ROLLUP_MEMO_MS = 5000;

interface Run {
  startedAt: number;
  done: Promise<void>;
}

/** Per database (a knex instance), per `website day`: the latest rollup, finished or under way. */
const runs = new WeakMap<object, Map<string, Run>>();

function runsOf(db: Knex): Map<string, Run> {
  let map = runs.get(db);
  if (map === undefined) {
    map = new Map();
    runs.set(db, map);
  }
  return map;
}

/**
 * Rolls up `day` (`YYYY-MM-DD`) of `websiteId` unless a rollup of it started less than
 * {@link ROLLUP_MEMO_MS} ago (reads at the same time wait for the same rollup). A failed rollup
 * is forgotten, so the next read tries again.
 */
export function rollUpDayOnce(db: Knex, websiteId: string, day: string, now = Date.now()): Promise<void> {
  const map = runsOf(db);
  const key = `${websiteId} ${day}`;
  const run = map.get(key);
  if (run !== undefined && now - run.startedAt < ROLLUP_MEMO_MS) return run.done;
  const done = rollUpTrackingDay(db, websiteId, day).then(
    () => undefined,
    (error: unknown) => {
      if (map.get(key)?.done === done) map.delete(key);
      throw error;
    },
  );
  map.set(key, { startedAt: now, done });
  return done;
}

/** Forgets the rollups of these websites: this process just wrote events for them, the next read rolls up again. */
export function forgetRollups(db: Knex, websiteIds: Iterable<string>): void {
  const map = runs.get(db);
  if (map === undefined) return;
  const sites = new Set(websiteIds);
  for (const key of map.keys()) if (sites.has(key.slice(0, key.indexOf(' ')))) map.delete(key);
}
