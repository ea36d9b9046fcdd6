// The Analytics screen's tables as CSV files (pages, sources, devices, countries, products, funnel, forms, errors, vitals over a range), the first line naming the columns.
import type { Knex } from 'knex';
import { csvLine } from '../../../domain/csv.js';
import type { AnalyticsRange, AnalyticsTable, FunnelStep } from '../../../domain/owner-api/analytics.js';
import { analyticsAudience } from './analytics-audience.js';
import { analyticsCommerce } from './analytics-commerce.js';
import { analyticsForms } from './analytics-forms.js';
import { analyticsProducts } from './analytics-products.js';
import {
  analyticsErrors,
  analyticsPages,
  analyticsSources,
  analyticsVitals,
  type AnalyticsSite,
} from './analytics-service.js';

const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`;

/** Minor units as the currency writes them (`1250` USD → `12.50`, `1250` JPY → `1250`). */
export function amountOf(cents: number, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // An unknown code: two decimals.
  }
  return (cents / 10 ** digits).toFixed(digits);
}

const STEP_LABELS: Record<FunnelStep, string> = {
  productView: 'Product view',
  addToCart: 'Add to cart',
  checkout: 'Checkout',
  order: 'Order',
};

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
    case 'devices':
      return [
        ['Device', 'Visits', 'Visitors'],
        ...(await analyticsAudience(db, site, range)).devices.map((row) => [
          row.device,
          String(row.visits),
          String(row.visitors),
        ]),
      ];
    case 'countries':
      return [
        ['Country', 'Visits', 'Visitors'],
        ...(await analyticsAudience(db, site, range)).countries.map((row) => [
          row.country === '' ? 'Unknown' : row.country,
          String(row.visits),
          String(row.visitors),
        ]),
      ];
    case 'products': {
      const { products, currency } = await analyticsProducts(db, site, range);
      return [
        ['Product', 'Item id', 'Views', 'Add to carts', 'Units sold', `Revenue (${currency})`],
        ...products.map((row) => [
          row.title,
          row.itemId,
          String(row.views),
          String(row.addToCarts),
          String(row.unitsSold),
          amountOf(row.revenueCents, currency),
        ]),
      ];
    }
    case 'funnel':
      return [
        ['Step', 'Visits', 'Rate from the step before'],
        ...(await analyticsCommerce(db, site, range)).funnel.map((row) => [
          STEP_LABELS[row.step],
          String(row.visits),
          percent(row.rate),
        ]),
      ];
    case 'forms':
      return [
        ['Form', 'Form id', 'Views', 'Submissions', 'Conversion rate'],
        ...(await analyticsForms(db, site, range)).forms.map((row) => [
          row.name,
          row.formId,
          String(row.views),
          String(row.submissions),
          percent(row.conversionRate),
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
