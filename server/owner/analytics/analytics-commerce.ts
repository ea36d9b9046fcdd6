// The owner's commerce read: the funnel (product view → add to cart → checkout → order) in visits, from the daily figures, and revenue from the orders.
import type { Knex } from 'knex';
import {
  FUNNEL_STEPS,
  type AnalyticsCommerce,
  type AnalyticsRange,
} from '../../../domain/owner-api/analytics.js';
import { daysOf, previousPeriod, rollUpRecentDays } from './analytics-days.js';
import { revenueByDay } from './analytics-sales.js';
import { dailyRows, num, rate, type AnalyticsSite } from './analytics-service.js';

/** The funnel's steps (visits summed by day) and the conversion rate (visits with an order over all visits). */
async function funnelOf(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<Pick<AnalyticsCommerce, 'funnel' | 'conversionRate'>> {
  const visits = new Map<string, number>();
  for (const row of await dailyRows(db, site.id, 'funnel', range))
    visits.set(row.key, (visits.get(row.key) ?? 0) + num(row.visits));
  const all = (await dailyRows(db, site.id, 'site', range)).reduce((sum, row) => sum + num(row.visits), 0);
  const funnel = FUNNEL_STEPS.map((step, index) => {
    const reached = visits.get(step) ?? 0;
    const before = index === 0 ? undefined : (visits.get(FUNNEL_STEPS[index - 1]!) ?? 0);
    return { step, visits: reached, rate: before === undefined ? 1 : rate(reached, before) };
  });
  return { funnel, conversionRate: rate(visits.get('order') ?? 0, all) };
}

/** The range's funnel and conversion rate, its revenue by day and against the period before. */
export async function analyticsCommerce(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsCommerce> {
  await rollUpRecentDays(db, site.id, site.timeZone, range);
  const byDay = await revenueByDay(db, site, range);
  const days = daysOf(range).map((day) => ({
    day,
    totalCents: byDay.get(day)?.totalCents ?? 0,
    orders: byDay.get(day)?.orders ?? 0,
  }));
  const totalCents = days.reduce((sum, day) => sum + day.totalCents, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const before = await revenueByDay(db, site, previousPeriod(range));
  return {
    ...(await funnelOf(db, site, range)),
    revenue: {
      currency: site.currency,
      totalCents,
      orders,
      averageOrderCents: orders === 0 ? 0 : Math.floor(totalCents / orders),
      previousTotalCents: [...before.values()].reduce((sum, day) => sum + day.totalCents, 0),
      days,
    },
  };
}
