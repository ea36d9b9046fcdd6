// The Analytics screen's tables as CSV files (pages, sources, errors, vitals over a range), the first line naming the columns.
import type { Knex } from 'knex';
import { csvLine } from '../../../domain/csv.js';
import type { AnalyticsRange, AnalyticsTable } from '../../../domain/owner-api/analytics.js';
import {
  analyticsErrors,
  analyticsPages,
  analyticsSources,
  analyticsVitals,
  type AnalyticsSite,
} from './analytics-service.js';

const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

async function lines(
  db: Knex,
  site: AnalyticsSite,
  table: AnalyticsTable,
  range: AnalyticsRange,
): Promise<string[][]> {
  switch (table) {
    case 'pages':
      return [
        ['Page', 'Page views', 'Visits', 'Visitors', 'Bounce rate'],
        ...(await analyticsPages(db, site, range)).pages.map((page) => [
          page.path,
          String(page.pageViews),
          String(page.visits),
          String(page.visitors),
          percent(page.bounceRate),
        ]),
      ];
    case 'sources':
      return [
        ['Source', 'Visits'],
        ...(await analyticsSources(db, site, range)).sources.map((source) => [
          source.source,
          String(source.visits),
        ]),
      ];
    case 'errors':
      return [
        ['Message', 'Source', 'Count', 'First seen', 'Last seen', 'Page'],
        ...(await analyticsErrors(db, site, range)).errors.map((error) => [
          error.message,
          error.source,
          String(error.count),
          error.firstSeen,
          error.lastSeen,
          error.lastPagePath ?? '',
        ]),
      ];
    case 'vitals':
      return [
        ['Page', 'Metric', 'p75', 'Rating', 'Samples', 'Good', 'Needs improvement', 'Poor'],
        ...(await analyticsVitals(db, site, range)).vitals.map((vital) => [
          vital.pagePath,
          vital.metric,
          String(vital.p75),
          vital.rating,
          String(vital.samples),
          String(vital.good),
          String(vital.needsImprovement),
          String(vital.poor),
        ]),
      ];
  }
}

/** The file name and CSV text of one of the screen's tables. */
export async function analyticsCsv(
  db: Knex,
  site: AnalyticsSite,
  table: AnalyticsTable,
  range: AnalyticsRange,
): Promise<{ filename: string; csv: string }> {
  const rows = await lines(db, site, table, range);
  return { filename: `${table}-${range.from}-to-${range.to}.csv`, csv: rows.map(csvLine).join('') };
}
