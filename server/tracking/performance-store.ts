// PERFORMANCE_RECORDS: appending Core Web Vitals (batched) and reading p75 per page and metric for the dashboard.
import type { Knex } from 'knex';
import type { VitalRating, WebVital } from '../../domain/web-vitals.js';
import { TABLES } from '../db/tables.js';
import type { DateRange } from './errors-store.js';

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

interface SummaryRow {
  page_path: string;
  metric: WebVital;
  p75: number | string;
  samples: number | string;
  good: number | string;
  needs_improvement: number | string;
  poor: number | string;
}

/** p75 (percentile_cont, the same SQL on PostgreSQL and PGlite) per page path and metric in the range. */
export async function vitalsP75(knex: Knex, websiteId: string, range: DateRange): Promise<VitalSummary[]> {
  const rows: SummaryRow[] = await knex(TABLES.performanceRecords)
    .select('page_path', 'metric')
    .select(knex.raw('percentile_cont(0.75) within group (order by "value") as p75'))
    .select(knex.raw('count(*) as samples'))
    .select(knex.raw(`count(*) filter (where "rating" = 'good') as good`))
    .select(knex.raw(`count(*) filter (where "rating" = 'needs-improvement') as needs_improvement`))
    .select(knex.raw(`count(*) filter (where "rating" = 'poor') as poor`))
    .where({ website_id: websiteId })
    .andWhere('occurred_at', '>=', range.from)
    .andWhere('occurred_at', '<', range.to)
    .groupBy('page_path', 'metric')
    .orderBy([{ column: 'page_path' }, { column: 'metric' }]);
  return rows.map((row) => ({
    pagePath: row.page_path,
    metric: row.metric,
    p75: Number(row.p75),
    samples: Number(row.samples),
    good: Number(row.good),
    needsImprovement: Number(row.needs_improvement),
    poor: Number(row.poor),
  }));
}
