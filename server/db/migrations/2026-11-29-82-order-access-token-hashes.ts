// Migration: ORDER_ACCESS_TOKENS keeps the SHA-256 of each link token of an order instead of ORDERS.access_token, the token as sent: the tokens already mailed keep working (their hashes are moved over), a leaked table opens no order.
import type { Knex } from 'knex';
import { tenantReference, time, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ORDER_ACCESS_TOKENS', (table) => {
    websiteColumn(table);
    tenantReference(table, 'order_id', 'ORDERS', { onDelete: 'cascade' });
    // Hex SHA-256 of the token in the link (server/commerce/orders/order-tokens.ts).
    table.text('token_hash').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.primary(['website_id', 'token_hash']);
    table.index(['website_id', 'order_id']);
  });
  await knex.raw(`insert into "ORDER_ACCESS_TOKENS" ("website_id", "order_id", "token_hash", "created_at")
    select "website_id", "id", encode(sha256(convert_to("access_token", 'UTF8')), 'hex'), "created_at"
    from "ORDERS"`);
  await knex.schema.alterTable('ORDERS', (table) => table.dropColumn('access_token'));
}

export async function down(knex: Knex): Promise<void> {
  // The tokens themselves are gone: every order gets a new one, and links already sent stop working.
  await knex.schema.alterTable('ORDERS', (table) => {
    table.text('access_token').notNullable().defaultTo(knex.raw(`replace(gen_random_uuid()::text, '-', '')`));
  });
  await knex.schema.dropTable('ORDER_ACCESS_TOKENS');
}
