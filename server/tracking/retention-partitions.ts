// The day partitions of TRACKING_EVENTS on PostgreSQL: made ahead of time, listed, and dropped whole when retention has passed.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

const DAY_MS = 86_400_000;
/** Days ahead of today (UTC) whose partitions are made in advance. */
export const PARTITION_DAYS_AHEAD = 7;
/** The partition that takes events of a day without its own partition, so an insert never fails. */
export const DEFAULT_PARTITION = `${TABLES.trackingEvents}_DEFAULT`;
/** Serialises partition changes between app servers sharing one database. */
const PARTITION_LOCK = 0x7472_6b01;

/** Whether `db` is a PostgreSQL server (`pg`), where TRACKING_EVENTS is partitioned; PGlite keeps a plain table. */
export function isPartitioned(db: Knex): boolean {
  return (db.client as Knex.Client & { config: { client?: unknown } }).config.client === 'pg';
}

/** The UTC day (`YYYY-MM-DD`) `days` days after the day of `at`. */
export function dayOf(at: Date, days = 0): string {
  return new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The partition holding the events of `day` (`YYYY-MM-DD`, UTC): `TRACKING_EVENTS_2026_11_26`. */
export function partitionName(day: string): string {
  return `${TABLES.trackingEvents}_${day.replace(/-/g, '_')}`;
}

/** The days (`YYYY-MM-DD`) that have their own partition, oldest first. */
export async function partitionDays(db: Knex): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { name: string }[] }>(
    `select c.relname as "name" from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = to_regclass(?)`,
    [`"${TABLES.trackingEvents}"`],
  );
  const prefix = `${TABLES.trackingEvents}_`;
  return rows
    .map(({ name }) => name.slice(prefix.length))
    .filter((rest) => /^\d{4}_\d{2}_\d{2}$/.test(rest))
    .map((rest) => rest.replace(/_/g, '-'))
    .sort();
}

/**
 * Makes the partitions of yesterday, today and {@link PARTITION_DAYS_AHEAD} days ahead that do not
 * exist yet (PostgreSQL only; nothing on PGlite). Events of such a day already in the default
 * partition move into the new one. Returns the days made.
 */
export async function ensureTrackingPartitions(
  db: Knex,
  now: Date = new Date(),
  daysAhead = PARTITION_DAYS_AHEAD,
): Promise<string[]> {
  if (!isPartitioned(db)) return [];
  const existing = new Set(await partitionDays(db));
  const made: string[] = [];
  for (let offset = -1; offset <= daysAhead; offset += 1) {
    const day = dayOf(now, offset);
    if (existing.has(day)) continue;
    if (await makePartition(db, day)) made.push(day);
  }
  return made;
}

async function makePartition(db: Knex, day: string): Promise<boolean> {
  const name = partitionName(day);
  const next = dayOf(new Date(`${day}T00:00:00Z`), 1);
  const from = `${day} 00:00:00+00`;
  const to = `${next} 00:00:00+00`;
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [PARTITION_LOCK]);
    const { rows } = await trx.raw<{ rows: { found: string | null }[] }>(
      'select to_regclass(?)::text as found',
      [`"${name}"`],
    );
    if (rows[0].found !== null) return false;
    // Made detached, filled with the day's events from the default partition, then attached:
    // attaching checks the default partition holds none of the day any more.
    await trx.raw(
      `create table "${name}" (like "${TABLES.trackingEvents}" including defaults including constraints)`,
    );
    await trx.raw(
      `with moved as (
         delete from "${DEFAULT_PARTITION}" where "occurred_at" >= ?::timestamptz and "occurred_at" < ?::timestamptz
         returning *)
       insert into "${name}" select * from moved`,
      [from, to],
    );
    await trx.raw(
      `alter table "${TABLES.trackingEvents}" attach partition "${name}" for values from ('${from}') to ('${to}')`,
    );
    return true;
  });
}

/** Drops the partitions of days before `oldestKept` (`YYYY-MM-DD`); returns the days dropped. */
export async function dropPartitionsBefore(db: Knex, oldestKept: string): Promise<string[]> {
  if (!isPartitioned(db)) return [];
  const dropped: string[] = [];
  for (const day of await partitionDays(db)) {
    if (day >= oldestKept) break;
    await db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [PARTITION_LOCK]);
      await trx.raw(`drop table if exists "${partitionName(day)}"`);
    });
    dropped.push(day);
  }
  return dropped;
}
