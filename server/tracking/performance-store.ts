// PERFORMANCE_RECORDS: appending Core Web Vitals (batched); p75 per page and metric for the dashboard, from the daily rows and the records not rolled up yet.
import type { Knex } from 'knex';
import type { VitalRating, WebVital } from '../../domain/web-vitals.js';
import { formatInTimeZone } from '../zoned-time.js';
import { digestOf, digestPercentile, mergeDigests, type VitalDigest } from '../../domain/vital-digest.js';
import { TABLES } from '../db/tables.js';
import type { DateRange } from './errors-store.js';
import type { DailyVitalRow } from './performance-rollup.js';

/** One stored metric value. */
export interface PerformanceRecord {
  websiteId: string;
  occurredAt: Date;
  pagePath: string;
  metric: WebVital;
  value: number;
  rating: VitalRating;
  pageLoadId: string;
}

/** Inserts records in one statement. */
export async function insertPerformanceRecords(
  knex: Knex,
  records: readonly PerformanceRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await knex(TABLES.performanceRecords).insert(
    records.map((record) => ({
      website_id: record.websiteId,
      occurred_at: record.occurredAt,
      page_path: record.pagePath,
      metric: record.metric,
      value: record.value,
      rating: record.rating,
      page_load_id: record.pageLoadId,
    })),
  );
}

/** A page's metric over a range: the 75th percentile, the samples and how they rate. */
export interface VitalSummary {
  pagePath: string;
  metric: WebVital;
  p75: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/**
 * The days of `timeZone` the range touches, `from` included, `to` excluded (`YYYY-MM-DD`): a daily
 * row counts its whole day, exact for ranges of whole days (the dashboard's).
 */
function daysTouched(range: DateRange, timeZone: string): { from: string; to: string } {
  const last = formatInTimeZone(new Date(range.to.getTime() - 1), timeZone, 'yyyy-MM-dd');
  return {
    from: formatInTimeZone(range.from, timeZone, 'yyyy-MM-dd'),
    to: new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
  };
}

/**
 * Per page path and metric in the range: p75 (as `percentile_cont(0.75)`: exact up to 100 values,
 * within about 1 % past them, domain/vital-digest.ts), the samples and their ratings. Reads the
 * daily rows (PERFORMANCE_DAILY, days of `timeZone`) of the days the range touches, and the raw
 * records in it not rolled up yet (performance-rollup.ts moves each record from one to the other
 * in one transaction, so none is counted twice).
 */
export async function vitalsP75(
  knex: Knex,
  websiteId: string,
  range: DateRange,
  timeZone = 'UTC',
): Promise<VitalSummary[]> {
  const days = daysTouched(range, timeZone);
  const [daily, raw] = await Promise.all([
    knex(TABLES.performanceDaily)
      .where({ website_id: websiteId })
      .andWhere('day', '>=', days.from)
      .andWhere('day', '<', days.to)
      .select('page_path', 'metric', 'samples', 'good', 'needs_improvement', 'poor', 'digest') as Promise<
      Omit<DailyVitalRow, 'day'>[]
    >,
    knex(TABLES.performanceRecords)
      .where({ website_id: websiteId })
      .andWhere('occurred_at', '>=', range.from)
      .andWhere('occurred_at', '<', range.to)
      .select('page_path', 'metric', 'value', 'rating') as Promise<
      { page_path: string; metric: WebVital; value: number; rating: VitalRating }[]
    >,
  ]);
  const summaries = new Map<string, VitalSummary & { digest: VitalDigest; values: number[] }>();
  const summaryOf = (pagePath: string, metric: WebVital) => {
    const key = JSON.stringify([pagePath, metric]);
    let summary = summaries.get(key);
    if (summary === undefined) {
      summary = {
        pagePath,
        metric,
        p75: 0,
        samples: 0,
        good: 0,
        needsImprovement: 0,
        poor: 0,
        digest: {},
        values: [],
      };
      summaries.set(key, summary);
    }
    return summary;
  };
  for (const row of daily) {
    const summary = summaryOf(row.page_path, row.metric as WebVital);
    summary.samples += Number(row.samples);
    summary.good += Number(row.good);
    summary.needsImprovement += Number(row.needs_improvement);
    summary.poor += Number(row.poor);
    summary.digest = mergeDigests(summary.digest, row.digest);
  }
  for (const row of raw) {
    const summary = summaryOf(row.page_path, row.metric);
    summary.samples += 1;
    if (row.rating === 'good') summary.good += 1;
    else if (row.rating === 'needs-improvement') summary.needsImprovement += 1;
    else summary.poor += 1;
    summary.values.push(Number(row.value));
  }
  return [...summaries.values()]
    .map(({ digest, values, ...summary }) => ({
      ...summary,
      p75: digestPercentile(mergeDigests(digest, digestOf(values)), 0.75),
    }))
    .sort((a, b) =>
      a.pagePath === b.pagePath ? (a.metric < b.metric ? -1 : 1) : a.pagePath < b.pagePath ? -1 : 1,
    );
}
