// Analytics calls (the overview, top pages, sources, devices and countries, products, the commerce funnel and revenue, forms, errors and vitals of a date range; the CSV exports' addresses) and their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsAudience,
  AnalyticsCommerce,
  AnalyticsErrors,
  AnalyticsForms,
  AnalyticsOverview,
  AnalyticsPages,
  AnalyticsProducts,
  AnalyticsRange,
  AnalyticsSources,
  AnalyticsTable,
  AnalyticsVitals,
} from '../../domain/owner-api/analytics.js';
import { api } from './client.js';

export type { AnalyticsRange, AnalyticsTable };

export const ANALYTICS_KEYS = {
  read: (what: string, range: AnalyticsRange) => ['analytics', what, range.from, range.to] as const,
};

const path = (what: string) => `/api/owner/analytics/${what}`;

/** The address of one table's CSV export over `range` (the browser downloads it). */
export const analyticsCsvUrl = (table: AnalyticsTable, range: AnalyticsRange) =>
  `${path(`${table}/csv`)}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

function useAnalytics<T>(what: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: ANALYTICS_KEYS.read(what, range),
    queryFn: () => api<T>(path(what), { query: { from: range.from, to: range.to } }),
    placeholderData: keepPreviousData,
  });
}

/** Totals, the previous period and the daily series of `range`. */
export const useAnalyticsOverview = (range: AnalyticsRange) =>
  useAnalytics<AnalyticsOverview>('overview', range);
/** The most viewed pages of `range`. */
export const useAnalyticsPages = (range: AnalyticsRange) => useAnalytics<AnalyticsPages>('pages', range);
/** Where the visits of `range` came from. */
export const useAnalyticsSources = (range: AnalyticsRange) =>
  useAnalytics<AnalyticsSources>('sources', range);
/** The error groups last seen in `range`. */
export const useAnalyticsErrors = (range: AnalyticsRange) => useAnalytics<AnalyticsErrors>('errors', range);
/** Core Web Vitals per page and metric over `range`. */
export const useAnalyticsVitals = (range: AnalyticsRange) => useAnalytics<AnalyticsVitals>('vitals', range);
/** Visits by kind of device and by country over `range`. */
export const useAnalyticsAudience = (range: AnalyticsRange) =>
  useAnalytics<AnalyticsAudience>('audience', range);
/** Views, add-to-carts, units sold and revenue per product over `range`. */
export const useAnalyticsProducts = (range: AnalyticsRange) =>
  useAnalytics<AnalyticsProducts>('products', range);
/** The commerce funnel, the conversion rate and the revenue of `range`. */
export const useAnalyticsCommerce = (range: AnalyticsRange) =>
  useAnalytics<AnalyticsCommerce>('commerce', range);
/** Views, submissions and conversion per form over `range`. */
export const useAnalyticsForms = (range: AnalyticsRange) => useAnalytics<AnalyticsForms>('forms', range);
