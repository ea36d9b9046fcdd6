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

/** The Analytics screen's tables that export as CSV. */
export const ANALYTICS_TABLES = ['pages', 'sources', 'errors', 'vitals'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** `/analytics/{table}/csv`. */
export const analyticsTableParamsSchema = z.object({
  table: z.enum(ANALYTICS_TABLES, { error: 'Choose pages, sources, errors or vitals.' }),
});
