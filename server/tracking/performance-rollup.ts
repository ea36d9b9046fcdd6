// Moves the raw Core Web Vitals (PERFORMANCE_RECORDS) into the daily figures (PERFORMANCE_DAILY): each record is counted once, then deleted.
import { formatInTimeZone } from '../zoned-time.js';
import type { Knex } from 'knex';
import { digestOf, mergeDigests, type VitalDigest } from '../../domain/vital-digest.js';
import type { VitalRating } from '../../domain/web-vitals.js';
import { TABLES } from '../db/tables.js';

/** The most page paths a website's day keeps apart; the vitals of later ones go under {@link OTHER_PATHS}. */
export const MAX_VITAL_PATHS_PER_DAY = 100;
/** The path under which a day's paths past {@link MAX_VITAL_PATHS_PER_DAY} are counted (no real path: those start with /). */
export const OTHER_PATHS = '(other)';
/** Raw records moved per transaction. */
const BATCH = 5_000;

/** A PERFORMANCE_DAILY row, as read and written. */
export interface DailyVitalRow {
  day: string;
  page_path: string;
  metric: string;
  samples: number;
  good: number;
  needs_improvement: number;
  poor: number;
  digest: VitalDigest;
}

interface RawRow {
  occurred_at: Date | string;
  page_path: string;
  metric: string;
  value: number;
  rating: VitalRating;
}

/** The day (`YYYY-MM-DD`) of a date column as the driver returns it (PGlite: a Date at UTC midnight; pg: the same). */
export function dayText(day: Date | string): string {
  return day instanceof Date ? day.toISOString().slice(0, 10) : String(day).slice(0, 10);
}

const keyOf = (day: string, path: string, metric: string) => JSON.stringify([day, path, metric]);

/** Adds raw rows to the day rows `rows` (by key), a new path past the day's cap going under OTHER_PATHS. */
function addRaw(rows: Map<string, DailyVitalRow>, raw: readonly RawRow[], timeZone: string): void {
  const pathsOfDay = new Map<string, Set<string>>();
  for (const row of rows.values()) {
    const paths = pathsOfDay.get(row.day) ?? new Set<string>();
    paths.add(row.page_path);
    pathsOfDay.set(row.day, paths);
  }
  const values = new Map<string, number[]>();
  for (const record of raw) {
    const day = formatInTimeZone(new Date(record.occurred_at), timeZone, 'yyyy-MM-dd');
    const paths = pathsOfDay.get(day) ?? new Set<string>();
    pathsOfDay.set(day, paths);
    let path = record.page_path;
    if (!paths.has(path)) {
      if (paths.size >= MAX_VITAL_PATHS_PER_DAY) path = OTHER_PATHS;
      paths.add(path);
    }
    const key = keyOf(day, path, record.metric);
    const row = rows.get(key) ?? {
      day,
      page_path: path,
      metric: record.metric,
      samples: 0,
      good: 0,
      needs_improvement: 0,
      poor: 0,
      digest: {},
    };
    row.samples += 1;
    if (record.rating === 'good') row.good += 1;
    else if (record.rating === 'needs-improvement') row.needs_improvement += 1;
    else row.poor += 1;
    rows.set(key, row);
    const list = values.get(key) ?? [];
    list.push(Number(record.value));
    values.set(key, list);
  }
  for (const [key, list] of values) {
    const row = rows.get(key)!;
    row.digest = mergeDigests(row.digest, digestOf(list));
  }
}

/** Moves up to BATCH of a website's raw records into its day rows, in one transaction; returns how many moved. */
async function moveBatch(db: Knex, websiteId: string, timeZone: string): Promise<number> {
  return db.transaction(async (trx) => {
    const raw: RawRow[] = await trx(TABLES.performanceRecords)
      .where({ website_id: websiteId })
      .whereIn(
        'id',
        trx(TABLES.performanceRecords)
          .select('id')
          .where({ website_id: websiteId })
          .orderBy('occurred_at')
          .limit(BATCH),
      )
      .delete()
      .returning(['occurred_at', 'page_path', 'metric', 'value', 'rating']);
    if (raw.length === 0) return 0;
    const days = [
      ...new Set(raw.map((row) => formatInTimeZone(new Date(row.occurred_at), timeZone, 'yyyy-MM-dd'))),
    ];
    const known: (Omit<DailyVitalRow, 'day'> & { day: Date | string })[] = await trx(TABLES.performanceDaily)
      .where({ website_id: websiteId })
      .whereIn('day', days)
      .forUpdate()
      .select('day', 'page_path', 'metric', 'samples', 'good', 'needs_improvement', 'poor', 'digest');
    const rows = new Map<string, DailyVitalRow>();
    for (const row of known) {
      const day = dayText(row.day);
      rows.set(keyOf(day, row.page_path, row.metric), { ...row, day });
    }
    addRaw(rows, raw, timeZone);
    const now = new Date();
    await trx(TABLES.performanceDaily)
      .insert(
        [...rows.values()].map((row) => ({
          website_id: websiteId,
          ...row,
          digest: JSON.stringify(row.digest),
          computed_at: now,
        })),
      )
      .onConflict(['website_id', 'day', 'page_path', 'metric'])
      .merge(['samples', 'good', 'needs_improvement', 'poor', 'digest', 'computed_at']);
    return raw.length;
  });
}

/**
 * Rolls every raw record up into its website's day (in the website's time zone): counts and the
 * digest added to the day's row of its page and metric, and the record deleted in the same
 * transaction, so each is counted once whichever server runs this and whenever it stops. A day
 * keeps at most {@link MAX_VITAL_PATHS_PER_DAY} paths apart. Run by the hourly housekeeping
 * (scheduler.ts), one server at a time; readers add the raw records not moved yet
 * (performance-store.ts). Returns the records moved.
 */
export async function rollUpPerformance(db: Knex): Promise<number> {
  const websites: { id: string; time_zone: string }[] = await db(`${TABLES.websites} as w`)
    .whereExists(
      db(`${TABLES.performanceRecords} as r`)
        .select(db.raw('1'))
        .whereRaw('?? = ??', ['r.website_id', 'w.id']),
    )
    .select('w.id', 'w.time_zone');
  let moved = 0;
  for (const website of websites) {
    for (;;) {
      const count = await moveBatch(db, website.id, website.time_zone || 'UTC');
      moved += count;
      if (count < BATCH) break;
    }
  }
  return moved;
}
