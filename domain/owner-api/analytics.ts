// The owner's analytics (GET /api/owner/analytics/*): the date range asked for and the figures, pages, sources, errors and vitals answered.
import { z } from 'zod';

/** The longest range the analytics routes answer, in days (a leap year). */
export const MAX_ANALYTICS_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` (`YYYY-MM-DD`) is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** How many days `from` to `to` holds, both included (0 or less when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const day = (what: string) =>
  z
    .string({ error: `Give the ${what} day as YYYY-MM-DD.` })
    .refine(isCalendarDay, { error: `Give the ${what} day as YYYY-MM-DD.` })
    .describe(`The ${what} day (YYYY-MM-DD, in the website's time zone), included.`);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: days in the website's time zone, both included, at most 366 days. */
export const analyticsRangeQuerySchema = z
  .object({ from: day('first'), to: day('last') })
  .superRefine((range, ctx) => {
    if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
    const days = daysBetween(range.from, range.to);
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes before the first.' });
    else if (days > MAX_ANALYTICS_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose at most ${MAX_ANALYTICS_DAYS} days.`,
      });
  });

export type AnalyticsRange = z.infer<typeof analyticsRangeQuerySchema>;

/** The figures of a period. */
export const analyticsTotalsSchema = z.object({
  visits: z
    .number()
    .int()
    .describe('Visits started in the period (a visit spanning midnight counts on each day).'),
  visitors: z.number().int().describe('Distinct visitors over the whole period.'),
  pageViews: z.number().int(),
  bounceRate: z.number().describe('Share of visits with exactly one page view, 0–1 (0 without visits).'),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/** One day of the series. */
export const analyticsDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD in the website time zone.'),
  visits: z.number().int(),
  visitors: z.number().int(),
  pageViews: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** GET /analytics/overview. */
export const analyticsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: analyticsTotalsSchema,
  previous: z
    .object({ from: z.string(), to: z.string(), totals: analyticsTotalsSchema })
    .describe('The period of the same length just before, for comparison.'),
  days: z.array(analyticsDaySchema).describe('Every day of the range, oldest first, zeros included.'),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** GET /analytics/pages. */
export const analyticsPagesSchema = z.object({
  pages: z.array(
    z.object({
      path: z.string(),
      pageViews: z.number().int(),
      visits: z.number().int().describe('Visits that viewed the page (summed by day).'),
      visitors: z.number().int().describe('Distinct visitors who viewed the page over the period.'),
      bounceRate: z
        .number()
        .describe('Single-page visits that entered here, over the visits that viewed it.'),
    }),
  ),
});
export type AnalyticsPages = z.infer<typeof analyticsPagesSchema>;

/** GET /analytics/sources. */
export const analyticsSourcesSchema = z.object({
  sources: z.array(
    z.object({
      source: z.string().describe('The referring origin, or "Direct" for visits without a referrer.'),
      visits: z.number().int(),
    }),
  ),
});
export type AnalyticsSources = z.infer<typeof analyticsSourcesSchema>;

/** GET /analytics/errors. */
export const analyticsErrorsSchema = z.object({
  errors: z.array(
    z.object({
      fingerprint: z.string(),
      source: z.string(),
      message: z.string(),
      count: z.number().int().describe('Occurrences since first seen.'),
      firstSeen: z.string(),
      lastSeen: z.string(),
      lastPagePath: z.string().nullable(),
    }),
  ),
});
export type AnalyticsErrors = z.infer<typeof analyticsErrorsSchema>;

const rating = z.enum(['good', 'needs-improvement', 'poor']);

/** GET /analytics/vitals. */
export const analyticsVitalsSchema = z.object({
  vitals: z.array(
    z.object({
      pagePath: z.string(),
      metric: z.enum(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']),
      p75: z.number(),
      rating: rating.describe("The p75's rating by the Core Web Vitals thresholds."),
      samples: z.number().int(),
      good: z.number().int(),
      needsImprovement: z.number().int(),
      poor: z.number().int(),
    }),
  ),
});
export type AnalyticsVitals = z.infer<typeof analyticsVitalsSchema>;

/** A visitor's kind of device, read from the user agent (no client hints, no fingerprinting). */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** GET /analytics/audience: devices and countries. */
export const analyticsAudienceSchema = z.object({
  devices: z.array(
    z.object({
      device: z.enum(DEVICE_KINDS),
      visits: z.number().int(),
      visitors: z.number().int().describe('Distinct visitors over the period.'),
    }),
  ),
  countries: z.array(
    z.object({
      country: z
        .string()
        .describe(
          "ISO 3166-1 alpha-2 code from the Accept-Language region, else the browser's time zone; '' when unknown. Never from the IP address.",
        ),
      visits: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
});
export type AnalyticsAudience = z.infer<typeof analyticsAudienceSchema>;

/** GET /analytics/products. */
export const analyticsProductsSchema = z.object({
  products: z.array(
    z.object({
      itemId: z.string(),
      title: z.string().describe("The product's title now, else the title the events carried."),
      views: z.number().int().describe('Product page views (CommerceShopping_VisitPDP).'),
      addToCarts: z.number().int().describe('Add-to-cart events for the product, from any page.'),
      unitsSold: z.number().int().describe('Units on orders placed in the period.'),
      revenueCents: z.number().int().describe("The product's line totals on those orders, in minor units."),
    }),
  ),
  currency: z.string().describe("The store's currency (ISO 4217)."),
});
export type AnalyticsProducts = z.infer<typeof analyticsProductsSchema>;

/** The steps of the commerce funnel, in order. */
export const FUNNEL_STEPS = ['productView', 'addToCart', 'checkout', 'order'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** GET /analytics/commerce: the funnel and revenue. */
export const analyticsCommerceSchema = z.object({
  funnel: z
    .array(
      z.object({
        step: z.enum(FUNNEL_STEPS),
        visits: z.number().int().describe('Visits that reached this step.'),
        rate: z
          .number()
          .describe(
            "visits over the previous step's visits, 0–1 (1 for the first step, 0 when the previous has none).",
          ),
      }),
    )
    .describe('Product view → add to cart → checkout → order, each counted in visits.'),
  conversionRate: z.number().describe('Visits with an order over all visits of the period, 0–1.'),
  revenue: z.object({
    currency: z.string(),
    totalCents: z
      .number()
      .int()
      .describe('Grand totals of the orders placed in the period (refunds not taken off).'),
    orders: z.number().int(),
    averageOrderCents: z.number().int().describe('totalCents / orders, rounded down; 0 without orders.'),
    previousTotalCents: z.number().int().describe('The same for the period of the same length just before.'),
    days: z.array(z.object({ day: z.string(), totalCents: z.number().int(), orders: z.number().int() })),
  }),
});
export type AnalyticsCommerce = z.infer<typeof analyticsCommerceSchema>;

/** GET /analytics/forms. */
export const analyticsFormsSchema = z.object({
  forms: z.array(
    z.object({
      formId: z.string(),
      name: z.string().describe("The form block's name now, else its id."),
      views: z.number().int().describe('Times the form was shown (census form-render).'),
      submissions: z.number().int().describe('Submissions stored in the period.'),
      conversionRate: z.number().describe('submissions over views, 0–1 (0 without views).'),
    }),
  ),
});
export type AnalyticsForms = z.infer<typeof analyticsFormsSchema>;

/** The Analytics screen's tables that export as CSV. */
export const ANALYTICS_TABLES = [
  'pages',
  'sources',
  'devices',
  'countries',
  'products',
  'funnel',
  'forms',
  'errors',
  'vitals',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** `/analytics/{table}/csv`. */
export const analyticsTableParamsSchema = z.object({
  table: z.enum(ANALYTICS_TABLES, {
    error: 'Choose pages, sources, devices, countries, products, funnel, forms, errors or vitals.',
  }),
});
