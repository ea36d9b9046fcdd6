// SQL for a site user's account page: their orders, the addresses those orders shipped to, their subscriptions and restock sign-ups.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** One order as the account page lists it. */
export interface AccountOrderRow {
  id: string;
  order_number: number;
  status: string;
  grand_total_cents: number;
  currency: string;
  created_at: Date;
  shipping_address: Record<string, unknown> | null;
}

/** One subscription as the account page lists it. */
export interface AccountSubscriptionRow {
  id: string;
  sku: string;
  status: string;
  price_cents: number;
  currency: string;
  billing_period_value: number;
  billing_period_unit: string;
  next_billing_at: Date | null;
  title: string | null;
}

/** One restock sign-up as the account page lists it. */
export interface AccountRestockRow {
  id: string;
  title: string | null;
  sku: string | null;
  notified_at: Date | null;
  created_at: Date;
}

/** The site user's latest orders (at most `limit`), newest first. */
export function ordersOfSiteUser(
  db: Knex,
  websiteId: string,
  siteUserId: string,
  limit = 50,
): Promise<AccountOrderRow[]> {
  return db(TABLES.orders)
    .select('id', 'order_number', 'status', 'grand_total_cents', 'currency', 'created_at', 'shipping_address')
    .where({ website_id: websiteId, site_user_id: siteUserId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'order_number', order: 'desc' },
    ])
    .limit(limit);
}

/** Whether order `orderId` of the website was placed by the site user. */
export async function isOrderOfSiteUser(
  db: Knex,
  websiteId: string,
  siteUserId: string,
  orderId: string,
): Promise<boolean> {
  const row = await db(TABLES.orders)
    .where({ website_id: websiteId, id: orderId, site_user_id: siteUserId })
    .first('id');
  return row !== undefined;
}

/** The site user's subscriptions, newest first, with their product's title when it still exists. */
export function subscriptionsOfSiteUser(
  db: Knex,
  websiteId: string,
  siteUserId: string,
): Promise<AccountSubscriptionRow[]> {
  return db(`${TABLES.subscriptions} as s`)
    .leftJoin(`${TABLES.contentItems} as i`, function joinItem() {
      this.on('i.website_id', '=', 's.website_id').andOn('i.id', '=', 's.product_id');
    })
    .select(
      's.id',
      's.sku',
      's.status',
      's.price_cents',
      's.currency',
      's.billing_period_value',
      's.billing_period_unit',
      's.next_billing_at',
      'i.title',
    )
    .where({ 's.website_id': websiteId, 's.site_user_id': siteUserId })
    .orderBy('s.created_at', 'desc');
}

/** The site user's restock sign-ups, newest first, with the product's title and the variant's SKU. */
export function restockOfSiteUser(
  db: Knex,
  websiteId: string,
  siteUserId: string,
): Promise<AccountRestockRow[]> {
  return db(`${TABLES.restockSignups} as r`)
    .leftJoin(`${TABLES.contentItems} as i`, function joinItem() {
      this.on('i.website_id', '=', 'r.website_id').andOn('i.id', '=', 'r.product_id');
    })
    .leftJoin(`${TABLES.productVariants} as v`, function joinVariant() {
      this.on('v.website_id', '=', 'r.website_id').andOn('v.id', '=', 'r.variant_id');
    })
    .select('r.id', 'i.title', 'v.sku', 'r.notified_at', 'r.created_at')
    .where({ 'r.website_id': websiteId, 'r.site_user_id': siteUserId })
    .orderBy('r.created_at', 'desc');
}
