// Migration: what the owner's orders table sorts, filters and searches by: the buyer's name as a column, and indexes per sort and filter.
import type { Knex } from 'knex';

/**
 * The orders table (server/commerce/orders/order-search.ts) searches by email and name, sorts
 * by name, email, total and status, and filters by status within a date range. `customer_name`
 * is the shipping address's first and last name, kept by PostgreSQL beside the address (orders
 * without one, digital goods, have ''); `search_text` is the email and that name in lower case,
 * so a search is one LIKE on one column. Each index leads with `website_id` and ends with the
 * column the table breaks ties by, so a page of any sort is read in index order and stops early.
 */
export async function up(knex: Knex): Promise<void> {
  const name = `btrim(coalesce(shipping_address ->> 'firstName', '') || ' ' || coalesce(shipping_address ->> 'lastName', ''))`;
  await knex.raw(`alter table "ORDERS" add column customer_name text generated always as (${name}) stored`);
  await knex.raw(
    `alter table "ORDERS" add column search_text text generated always as (lower(customer_email || ' ' || ${name})) stored`,
  );
  await knex.raw('create index orders_by_status on "ORDERS" (website_id, status, created_at, order_number)');
  await knex.raw('create index orders_by_total on "ORDERS" (website_id, grand_total_cents, order_number)');
  await knex.raw('create index orders_by_email on "ORDERS" (website_id, customer_email, order_number)');
  await knex.raw('create index orders_by_name on "ORDERS" (website_id, customer_name, order_number)');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['orders_by_status', 'orders_by_total', 'orders_by_email', 'orders_by_name'])
    await knex.raw(`drop index ${index}`);
  await knex.raw('alter table "ORDERS" drop column search_text');
  await knex.raw('alter table "ORDERS" drop column customer_name');
}
