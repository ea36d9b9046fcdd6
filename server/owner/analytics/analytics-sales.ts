// What the analytics reads take from the orders themselves (ORDERS, ORDER_ITEMS), never from events: revenue by day and units sold by product.
import type { Knex } from 'knex';
import type { AnalyticsRange } from '../../../domain/owner-api/analytics.js';
import { TABLES } from '../../db/tables.js';
import { instantsOf } from './analytics-days.js';
import { num, type AnalyticsSite } from './analytics-service.js';

/**
 * The orders a period counts: placed (created) in its days in the website's time zone, in the
 * store's currency, not canceled (refunded ones count: refunds are not taken off). Test-mode
 * orders count too: a store still in test mode sees its trial purchases.
 */
function ordersOf(db: Knex, site: AnalyticsSite, range: AnalyticsRange, alias = 'o') {
  const { from, to } = instantsOf(range, site.timeZone);
  return db({ [alias]: TABLES.orders })
    .where(`${alias}.website_id`, site.id)
    .andWhere(`${alias}.created_at`, '>=', from)
    .andWhere(`${alias}.created_at`, '<', to)
    .andWhere(`${alias}.status`, '<>', 'canceled')
    .andWhereRaw(`trim(??) = ?`, [`${alias}.currency`, site.currency]);
}

/** Each day (`YYYY-MM-DD` in the website's time zone) with orders: their grand totals and how many. */
export async function revenueByDay(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<Map<string, { totalCents: number; orders: number }>> {
  const rows: { day: string; total: number | string; orders: number | string }[] = await ordersOf(
    db,
    site,
    range,
  )
    .groupByRaw('1')
    .select(
      db.raw(`to_char(o."created_at" at time zone ?, 'YYYY-MM-DD') as "day"`, [site.timeZone]),
      db.raw(`sum(o."grand_total_cents") as "total"`),
      db.raw(`count(*) as "orders"`),
    );
  return new Map(rows.map((row) => [row.day, { totalCents: num(row.total), orders: num(row.orders) }]));
}

/** One product's sales over a period. */
export interface ProductSales {
  units: number;
  revenueCents: number;
  /** The name on its latest order line. */
  name: string;
}

/** Units and line totals (quantity × unit price) per product id on the period's orders. */
export async function salesByProduct(
  db: Knex,
  site: AnalyticsSite,
  range: AnalyticsRange,
): Promise<Map<string, ProductSales>> {
  const rows: { item: string; units: number | string; revenue: number | string; name: string }[] =
    await ordersOf(db, site, range)
      .join({ i: TABLES.orderItems }, function joinItems() {
        this.on('i.website_id', 'o.website_id').andOn('i.order_id', 'o.id');
      })
      .whereNotNull('i.product_id')
      .groupBy('i.product_id')
      .select(
        'i.product_id as item',
        db.raw(`sum(i."quantity") as "units"`),
        db.raw(`sum(i."quantity" * i."unit_price_cents") as "revenue"`),
        db.raw(`(array_agg(i."product_name" order by o."created_at" desc))[1] as "name"`),
      );
  return new Map(
    rows.map((row) => [row.item, { units: num(row.units), revenueCents: num(row.revenue), name: row.name }]),
  );
}
