// The owner's analytics read from the daily figures and the raw events: totals with the previous period, the daily series, top pages, sources, errors and vitals.
import type { Knex } from 'knex';
import type {
  AnalyticsDay,
  AnalyticsErrors,
  AnalyticsOverview,
  AnalyticsPages,
  AnalyticsRange,
  AnalyticsSources,
  AnalyticsTotals,
  AnalyticsVitals,
} from '../../../domain/owner-api/analytics.js';
import { rateVital } from '../../../domain/web-vitals.js';
import { TABLES } from '../../db/tables.js';
import { errorGroups } from '../../tracking/errors-store.js';
import { vitalsP75 } from '../../tracking/performance-store.js';
import { daysOf, instantsOf, previousPeriod, rollUpRecentDays } from './analytics-days.js';

/** The website an analytics read is for. */
export interface AnalyticsSite {
  id: string;
  timeZone: string;
  /** The store's currency (ISO 4217), for revenue. */
  currency: string;
}

/** How many pages and sources the tables list at most. */
export const TOP = 100;

export const num = (value: unknown): number => Number(value ?? 0);
/** `part / whole`, 0 when `whole` is 0. */
export const rate = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
/** The SQL of an event's visitor: the visitor record, else the daily hash. */
export const visitor = 'coalesce("visitor_id", "visitor_hash")';

/** One TRACKING_DAILY row as the reads use it. */
export interface DailyRow {
  /** `YYYY-MM-DD` (read with to_char). */
  day: string;
  key: string;
  events: number | string;
  page_views: number | string;
  visits: number | string;
  visitors: number | string;
  bounces: number | string;
}

/** The daily rows of one dimension over the range. */
export async function dailyRows(
  db: Knex,
  websiteId: string,
  dimension: string,
  range: AnalyticsRange,
): Promise<DailyRow[]> {
  return db(TABLES.trackingDaily)
    .select(
      db.raw(`to_char("day", 'YYYY-MM-DD') as "day"`),
      'key',
      'events',
      'page_views',
      'visits',
      'visitors',
      'bounces',
    )
    .where({ website_id: websiteId, dimension })
    .andWhere('day', '>=', range.from)
    .andWhere('day', '<=', range.to);
}

async function totals(db: Knex, site: AnalyticsSite, range: AnalyticsRange): Promise<AnalyticsTotals> {
  const rows = await dailyRows(db, site.id, 'site', range);
  const { from, to } = instantsOf(range, site.timeZone);
  const [distinct] = await db(TABLES.trackingEvents)
    .where({ website_id: site.id })
    .andWhere('occurred_at', '>=', from)
    .andWhere('occurred_at', '<', to)
    .select(db.raw(`count(distinct ${visitor}) as "visitors"`));
  const visits = rows.reduce((sum, row) => sum + num(row.visits), 0);
  const bounces = rows.reduce((sum, row) => sum + num(row.bounces), 0);
  return {
    visits,
    visitors: num((distinct as { visitors?: unknown } | undefined)?.visitors),
    pageViews: rows.reduce((sum, row) => sum + num(row.page_views), 0),
    bounceRate: rate(bounces, visits),
  };
}

/** Totals of the range and of the period before it, and every day's visits, visitors and page views. */
export async function analyticsOverview(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsOverview> {
  const before = previousPeriod(range);
  await rollUpRecentDays(db, site.id, site.timeZone, { from: before.from, to: range.to });
  const byDay = new Map((await dailyRows(db, site.id, 'site', range)).map((row) => [row.day, row]));
  const days: AnalyticsDay[] = daysOf(range).map((day) => {
    const row = byDay.get(day);
    return { day, visits: num(row?.visits), visitors: num(row?.visitors), pageViews: num(row?.page_views) };
  });
  return {
    from: range.from,
    to: range.to,
    totals: await totals(db, site, range),
    previous: { ...before, totals: await totals(db, site, before) },
    days,
  };
}

/** The most viewed pages of the range. */
export async function analyticsPages(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsPages> {
  await rollUpRecentDays(db, site.id, site.timeZone, range);
  const sums = new Map<string, { pageViews: number; visits: number; bounces: number }>();
  for (const row of await dailyRows(db, site.id, 'page', range)) {
    const sum = sums.get(row.key) ?? { pageViews: 0, visits: 0, bounces: 0 };
    sum.pageViews += num(row.page_views);
    sum.visits += num(row.visits);
    sum.bounces += num(row.bounces);
    sums.set(row.key, sum);
  }
  const { from, to } = instantsOf(range, site.timeZone);
  const visitors: { page_path: string; visitors: number | string }[] = await db(TABLES.trackingEvents)
    .where({ website_id: site.id, event_type: 'page-view' })
    .whereNotNull('page_path')
    .andWhere('occurred_at', '>=', from)
    .andWhere('occurred_at', '<', to)
    .groupBy('page_path')
    .select('page_path', db.raw(`count(distinct ${visitor}) as "visitors"`));
  const visitorsOf = new Map(visitors.map((row) => [row.page_path, num(row.visitors)]));
  const pages = [...sums]
    .filter(([, sum]) => sum.pageViews > 0)
    .map(([path, sum]) => ({
      path,
      pageViews: sum.pageViews,
      visits: sum.visits,
      visitors: visitorsOf.get(path) ?? 0,
      bounceRate: rate(sum.bounces, sum.visits),
    }))
    .sort((a, b) => b.pageViews - a.pageViews || a.path.localeCompare(b.path))
    .slice(0, TOP);
  return { pages };
}

/** Where the range's visits came from, the most first; visits without a referrer are "Direct". */
export async function analyticsSources(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsSources> {
  await rollUpRecentDays(db, site.id, site.timeZone, range);
  const sums = new Map<string, number>();
  for (const row of await dailyRows(db, site.id, 'source', range)) {
    const source = row.key === '' ? 'Direct' : row.key;
    sums.set(source, (sums.get(source) ?? 0) + num(row.visits));
  }
  const sources = [...sums]
    .map(([source, visits]) => ({ source, visits }))
    .sort((a, b) => b.visits - a.visits || a.source.localeCompare(b.source))
    .slice(0, TOP);
  return { sources };
}

/** The JavaScript and server error groups last seen in the range. */
export async function analyticsErrors(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsErrors> {
  const groups = await errorGroups(db, site.id, instantsOf(range, site.timeZone));
  return {
    errors: groups.map((group) => ({
      fingerprint: group.fingerprint,
      source: group.source,
      message: group.message,
      count: group.count,
      firstSeen: group.firstSeen.toISOString(),
      lastSeen: group.lastSeen.toISOString(),
      lastPagePath: group.lastPagePath,
    })),
  };
}

/** Each page's Core Web Vitals p75 over the range, rated. */
export async function analyticsVitals(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsVitals> {
  const vitals = await vitalsP75(db, site.id, instantsOf(range, site.timeZone), site.timeZone);
  return { vitals: vitals.map((vital) => ({ ...vital, rating: rateVital(vital.metric, vital.p75) })) };
}
