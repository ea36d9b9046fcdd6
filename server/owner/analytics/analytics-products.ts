// The owner's top products: product page views and add-to-carts from the daily figures, units sold and revenue from the orders.
import type { Knex } from 'knex';
import type { AnalyticsProducts, AnalyticsRange } from '../../../domain/owner-api/analytics.js';
import { TABLES } from '../../db/tables.js';
import { instantsOf, rollUpRecentDays } from './analytics-days.js';
import { salesByProduct } from './analytics-sales.js';
import { dailyRows, num, TOP, type AnalyticsSite } from './analytics-service.js';

/** The products' titles now (CONTENT_ITEMS), those without one left out. */
async function titlesNow(db: Knex, websiteId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; title: string }[] = await db(TABLES.contentItems)
    .where({ website_id: websiteId })
    .whereIn('id', ids)
    .select('id', 'title');
  return new Map(rows.filter((row) => row.title.trim() !== '').map((row) => [row.id, row.title]));
}

/** The latest `item_title` the range's add-to-cart events carried for each of `ids`. */
async function titlesOfEvents(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { from, to } = instantsOf(range, site.timeZone);
  const rows: { id: string; title: string }[] = await db(TABLES.trackingEvents)
    .where({ website_id: site.id, event_type: 'CommerceShopping_AddToCart' })
    .andWhere('occurred_at', '>=', from)
    .andWhere('occurred_at', '<', to)
    .whereRaw(`"payload"->'product'->>'item_id' = any(?)`, [ids])
    .whereRaw(`coalesce("payload"->'product'->>'item_title', '') <> ''`)
    .groupByRaw('1')
    .select(
      db.raw(`"payload"->'product'->>'item_id' as "id"`),
      db.raw(`(array_agg("payload"->'product'->>'item_title' order by "occurred_at" desc))[1] as "title"`),
    );
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The range's products: views (product page views), add-to-carts, units sold and revenue (line
 * totals of the orders placed in the range); up to 100, the most viewed first, then the best sold.
 */
export async function analyticsProducts(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<AnalyticsProducts> {
  await rollUpRecentDays(db, site.id, site.timeZone, range);
  const seen = new Map<string, { views: number; addToCarts: number }>();
  for (const row of await dailyRows(db, site.id, 'product', range)) {
    const sum = seen.get(row.key) ?? { views: 0, addToCarts: 0 };
    sum.views += num(row.page_views);
    sum.addToCarts += num(row.events);
    seen.set(row.key, sum);
  }
  const sales = await salesByProduct(db, site, range);
  const ids = [...new Set([...seen.keys(), ...sales.keys()])];
  const now = await titlesNow(db, site.id, ids);
  const carried = await titlesOfEvents(
    db,
    site,
    range,
    ids.filter((id) => !now.has(id) && !sales.has(id)),
  );
  const products = ids
    .map((itemId) => {
      const sold = sales.get(itemId);
      return {
        itemId,
        title: now.get(itemId) ?? sold?.name ?? carried.get(itemId) ?? itemId,
        views: seen.get(itemId)?.views ?? 0,
        addToCarts: seen.get(itemId)?.addToCarts ?? 0,
        unitsSold: sold?.units ?? 0,
        revenueCents: sold?.revenueCents ?? 0,
      };
    })
    .sort(
      (a, b) =>
        b.views - a.views ||
        b.unitsSold - a.unitsSold ||
        b.addToCarts - a.addToCarts ||
        b.revenueCents - a.revenueCents ||
        a.itemId.localeCompare(b.itemId),
    )
    .slice(0, TOP);
  return { products, currency: site.currency };
}
