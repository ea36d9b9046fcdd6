// The owner API's analytics routes (declared on the owner route table): figures, pages, sources, audience, products, commerce, forms, errors and Core Web Vitals over a date range.
import type { z } from 'zod';
import {
  analyticsAudienceSchema,
  analyticsCommerceSchema,
  analyticsFormsSchema,
  analyticsProductsSchema,
  analyticsErrorsSchema,
  analyticsOverviewSchema,
  analyticsPagesSchema,
  analyticsRangeQuerySchema,
  analyticsSourcesSchema,
  analyticsTableParamsSchema,
  analyticsVitalsSchema,
  type AnalyticsRange,
} from '../../../domain/owner-api/analytics.js';
import type { OwnerApi } from '../api/owner-api.js';
import type { RequestWebsite } from '../../http/request-context.js';
import type { Knex } from 'knex';
import {
  analyticsErrors,
  analyticsOverview,
  analyticsPages,
  analyticsSources,
  analyticsVitals,
  type AnalyticsSite,
} from './analytics-service.js';
import { analyticsAudience } from './analytics-audience.js';
import { analyticsCommerce } from './analytics-commerce.js';
import { analyticsCsv } from './analytics-csv.js';
import { analyticsForms } from './analytics-forms.js';
import { analyticsProducts } from './analytics-products.js';

const TAG = 'Analytics';

type Read = (db: Knex, site: AnalyticsSite, range: AnalyticsRange) => Promise<Record<string, unknown>>;

/** Declares the `GET /analytics/*` routes on `api`; viewing the site's pages is enough to see its audience. */
export function registerAnalyticsRoutes(api: OwnerApi): void {
  const read = (
    name: string,
    operationId: string,
    summary: string,
    description: string,
    schema: z.ZodType,
    reader: Read,
  ) =>
    api.route({
      method: 'get',
      path: `/analytics/${name}`,
      operationId,
      summary,
      tag: TAG,
      capability: 'pages:view',
      query: analyticsRangeQuerySchema,
      responses: { 200: { description, schema } },
      handle: async ({ db, website, query }) => reader(db, siteOf(website), query),
    });

  read(
    'overview',
    'getAnalyticsOverview',
    'Visits, visitors, page views and bounce rate over a range, against the period before it.',
    'The totals, the previous period of the same length, and the daily series.',
    analyticsOverviewSchema,
    analyticsOverview,
  );
  read(
    'pages',
    'listAnalyticsPages',
    'The most viewed pages over a range.',
    'Up to 100 pages, the most viewed first.',
    analyticsPagesSchema,
    analyticsPages,
  );
  read(
    'sources',
    'listAnalyticsSources',
    'Where the visits of a range came from.',
    'Up to 100 referring origins ("Direct" without a referrer), the most visits first.',
    analyticsSourcesSchema,
    analyticsSources,
  );
  read(
    'audience',
    'getAnalyticsAudience',
    'Visits and visitors by device and by country over a range.',
    'Device kinds (from the user agent) and countries (from the language, else the time zone; never the address), the most visits first.',
    analyticsAudienceSchema,
    analyticsAudience,
  );
  read(
    'products',
    'listAnalyticsProducts',
    'The products viewed, added to carts and sold over a range.',
    'Up to 100 products, the most viewed first; units and revenue from the orders placed in the range.',
    analyticsProductsSchema,
    analyticsProducts,
  );
  read(
    'commerce',
    'getAnalyticsCommerce',
    'The commerce funnel and revenue over a range.',
    'Visits reaching each step (product view, add to cart, checkout, order), the conversion rate, and revenue by day against the period before.',
    analyticsCommerceSchema,
    analyticsCommerce,
  );
  read(
    'forms',
    'listAnalyticsForms',
    'How often each form was shown and submitted over a range.',
    'Up to 100 forms, the most viewed first, with their conversion rates.',
    analyticsFormsSchema,
    analyticsForms,
  );
  read(
    'errors',
    'listAnalyticsErrors',
    'The JavaScript and server errors last seen in a range.',
    'Error groups, the most frequent first.',
    analyticsErrorsSchema,
    analyticsErrors,
  );
  read(
    'vitals',
    'listAnalyticsVitals',
    'Core Web Vitals (p75) per page and metric over a range.',
    'Each page and metric: its 75th percentile, its rating and how the samples rate.',
    analyticsVitalsSchema,
    analyticsVitals,
  );

  api.route({
    method: 'get',
    path: '/analytics/{table}/csv',
    operationId: 'exportAnalyticsTable',
    summary:
      'Downloads one table of the Analytics screen (pages, sources, devices, countries, products, funnel, forms, errors or vitals) over a range as a CSV file (text/csv, UTF-8).',
    tag: TAG,
    capability: 'pages:view',
    params: analyticsTableParamsSchema,
    query: analyticsRangeQuerySchema,
    responses: {
      200: { description: 'The CSV file (text/csv), the first line naming the columns, as an attachment.' },
    },
    handle: async ({ res, db, website, params, query }) => {
      const { filename, csv } = await analyticsCsv(db, siteOf(website), params.table, query);
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .attachment(filename)
        .send(csv);
      return undefined;
    },
  });
}

const siteOf = (website: RequestWebsite): AnalyticsSite => ({
  id: website.id,
  timeZone: website.timeZone,
  currency: website.currency.trim(),
});
