// Migration: what the owner's orders table sorts, filters and searches by: the buyer's name as a column, and indexes per sort and filter.
import type { Knex } from 'knex';

/**
 * The orders table (server/commerce/orders/order-search.ts) searches by name, sorts by name,
 * email, total and status, and filters by status within a date range. `customer_name` is the
 * shipping address's first and last name, kept by PostgreSQL beside the address (orders without
 * one, digital goods, have ''). Each index leads with `website_id` and ends with the column the
 * table breaks ties by, so a first page of any sort is read in index order and stops early.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table "ORDERS" add column customer_name text generated always as (
      btrim(coalesce(shipping_address ->> 'firstName', '') || ' ' || coalesce(shipping_address ->> 'lastName', ''))
    ) stored`);
  await knex.raw('create index orders_by_status on "ORDERS" (website_id, status, created_at, order_number)');
  await knex.raw('create index orders_by_total on "ORDERS" (website_id, grand_total_cents, order_number)');
  await knex.raw('create index orders_by_email on "ORDERS" (website_id, customer_email, order_number)');
  await knex.raw('create index orders_by_name on "ORDERS" (website_id, customer_name, order_number)');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['orders_by_status', 'orders_by_total', 'orders_by_email', 'orders_by_name'])
    await knex.raw(`drop index ${index}`);
  await knex.raw('alter table "ORDERS" drop column customer_name');
}
