// Tracking retention: each website keeps its events, daily figures, vitals and error groups so many days (WEBSITE_SETTINGS.tracking_retention_days), then they go.
import type { Knex } from 'knex';
import { DEFAULT_RETENTION_DAYS } from '../../domain/owner-api/tracking-settings.js';
import { TABLES } from '../db/tables.js';
import { dayOf, dropPartitionsBefore } from './retention-partitions.js';

/** The days a website without its own setting keeps tracking data (about 13 months). */
export const DEFAULT_TRACKING_RETENTION_DAYS = DEFAULT_RETENTION_DAYS;

/** What {@link pruneTracking} removed. */
export interface PruneReport {
  /** Days whose whole partition was dropped (PostgreSQL only). */
  droppedDays: string[];
  /** Events deleted row by row (websites keeping less than the longest retention; every website on PGlite). */
  deletedEvents: number;
  /** TRACKING_DAILY rows deleted. */
  deletedDailyRows: number;
  /** PERFORMANCE_RECORDS (not rolled up yet) and PERFORMANCE_DAILY rows deleted. */
  deletedPerformanceRows: number;
  /** JS_ERROR_GROUPS not seen within the retention, deleted. */
  deletedErrorGroups: number;
}

/**
 * Removes the tracking data each website keeps no longer: a website keeping `n` days keeps the
 * events of today (UTC) and the `n` days before. On PostgreSQL, the day partitions older than
 * every website's retention are dropped whole (instant, no dead rows); what remains past a
 * shorter retention is deleted row by row, as on the embedded database. Core Web Vitals (daily rows,
 * and raw records not rolled up yet) and error groups last seen before the cut go likewise.
 */
export async function pruneTracking(db: Knex, now: Date = new Date()): Promise<PruneReport> {
  const { rows } = await db.raw<{ rows: { longest: number | null }[] }>(
    `select max(coalesce(s."tracking_retention_days", ?))::int as "longest"
     from "${TABLES.websites}" w left join "${TABLES.websiteSettings}" s on s."website_id" = w."id"`,
    [DEFAULT_TRACKING_RETENTION_DAYS],
  );
  const longest = rows[0]?.longest ?? DEFAULT_TRACKING_RETENTION_DAYS;
  const droppedDays = await dropPartitionsBefore(db, dayOf(now, -longest));
  const today = dayOf(now);
  const retention = `(select w."id", coalesce(s."tracking_retention_days", ?) as "days"
     from "${TABLES.websites}" w left join "${TABLES.websiteSettings}" s on s."website_id" = w."id")`;
  const events = await db.raw<{ rows: { n: number }[] }>(
    `with gone as (delete from "${TABLES.trackingEvents}" e using ${retention} r
     where e."website_id" = r."id" and e."occurred_at" < (?::date - r."days")::timestamp at time zone 'UTC'
     returning 1) select count(*)::int as "n" from gone`,
    [DEFAULT_TRACKING_RETENTION_DAYS, today],
  );
  const daily = await db.raw<{ rows: { n: number }[] }>(
    `with gone as (delete from "${TABLES.trackingDaily}" d using ${retention} r
     where d."website_id" = r."id" and d."day" < ?::date - r."days"
     returning 1) select count(*)::int as "n" from gone`,
    [DEFAULT_TRACKING_RETENTION_DAYS, today],
  );
  const deleted = async (table: string, column: string, cutoff: string) => {
    const result = await db.raw<{ rows: { n: number }[] }>(
      `with gone as (delete from "${table}" t using ${retention} r
       where t."website_id" = r."id" and ${cutoff.replace('COLUMN', `t."${column}"`)}
       returning 1) select count(*)::int as "n" from gone`,
      [DEFAULT_TRACKING_RETENTION_DAYS, today],
    );
    return result.rows[0].n;
  };
  const atTime = `COLUMN < (?::date - r."days")::timestamp at time zone 'UTC'`;
  const records = await deleted(TABLES.performanceRecords, 'occurred_at', atTime);
  const vitals = await deleted(TABLES.performanceDaily, 'day', `COLUMN < ?::date - r."days"`);
  const errorGroups = await deleted(TABLES.jsErrorGroups, 'last_seen', atTime);
  return {
    droppedDays,
    deletedEvents: events.rows[0].n,
    deletedDailyRows: daily.rows[0].n,
    deletedPerformanceRows: records + vitals,
    deletedErrorGroups: errorGroups,
  };
}
