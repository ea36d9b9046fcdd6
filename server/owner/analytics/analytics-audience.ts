// The owner's audience read: visits and visitors by device kind and by country, from the daily figures and the period's page views.
import type { Knex } from 'knex';
import {
  DEVICE_KINDS,
  type AnalyticsAudience,
  type AnalyticsRange,
  type DeviceKind,
} from '../../../domain/owner-api/analytics.js';
import { TABLES } from '../../db/tables.js';
import { instantsOf, rollUpRecentDays } from './analytics-days.js';
import { dailyRows, num, TOP, visitor, type AnalyticsSite } from './analytics-service.js';

interface Group {
  key: string;
  visits: number;
  visitors: number;
}

/**
 * Visits by the key of their first page view (summed by day), and distinct visitors over the
 * period by the key of any of their page views; most visits first, without the keys no visit has.
 */
async function groups(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
  dimension: 'device' | 'country',
  unknown: string,
  keyOf: (stored: string) => string = (stored) => stored,
): Promise<Group[]> {
  const visits = new Map<string, number>();
  for (const row of await dailyRows(db, site.id, dimension, range)) {
    const key = keyOf(row.key);
    visits.set(key, (visits.get(key) ?? 0) + num(row.visits));
  }
  const { from, to } = instantsOf(range, site.timeZone);
  const rows: { key: string; visitors: number | string }[] = await db(TABLES.trackingEvents)
    .where({ website_id: site.id, event_type: 'page-view' })
    .andWhere('occurred_at', '>=', from)
    .andWhere('occurred_at', '<', to)
    .groupByRaw('1')
    .select(
      db.raw(`coalesce("payload"->>?, ?) as "key"`, [dimension, unknown]),
      db.raw(`count(distinct ${visitor}) as "visitors"`),
    );
  const visitors = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row.key);
    visitors.set(key, (visitors.get(key) ?? 0) + num(row.visitors));
  }
  return [...visits]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, visits: count, visitors: visitors.get(key) ?? 0 }))
    .sort((a, b) => b.visits - a.visits || b.visitors - a.visitors || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

const deviceOf = (stored: string): DeviceKind =>
  (DEVICE_KINDS as readonly string[]).includes(stored) ? (stored as DeviceKind) : 'other';

/** The range's visits and visitors by device kind and by country ('' when unknown), most visits first. */
export async function analyticsAudience(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsAudience> {
  await rollUpRecentDays(db, site.id, site.timeZone, range);
  const devices = await groups(db, site, range, 'device', 'other', deviceOf);
  const countries = await groups(db, site, range, 'country', '');
  return {
    devices: devices.map(({ key, visits, visitors }) => ({ device: deviceOf(key), visits, visitors })),
    countries: countries.map(({ key, visits, visitors }) => ({ country: key, visits, visitors })),
  };
}
