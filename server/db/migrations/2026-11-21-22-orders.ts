// Migration: ORDERS (a purchased cart, idempotent on the client's key) and ORDER_ITEMS.
import type { Knex } from 'knex';
import {
  currency,
  email,
  json,
  money,
  tenantKey,
  tenantReference,
  textList,
  timestamps,
} from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ORDERS', (table) => {
    tenantKey(table, knex);
    // The number the customer sees, counting up per website.
    table.integer('order_number').notNullable();
    table.text('idempotency_key').notNullable();
    // purchasedCartId; a cart is bought at most once.
    tenantReference(table, 'cart_id', 'CARTS', { onDelete: 'set null', nullable: true });
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'set null', nullable: true });
    email(table, 'customer_email').notNullable();
    table.boolean('test_mode').notNullable().defaultTo(false);
    table.text('status').notNullable().defaultTo('pending');
    currency(table);
    money(table, 'subtotal_cents');
    money(table, 'discount_cents');
    money(table, 'shipping_cents');
    money(table, 'tax_cents');
    money(table, 'grand_total_cents');
    textList(table, 'coupons', knex);
    table.jsonb('billing_address').nullable();
    table.jsonb('shipping_address').nullable();
    // The shipping option as chosen (name, rate), kept even if the option changes later.
    table.jsonb('shipping_option').nullable();
    // Payment provider references.
    json(table, 'payment', knex);
    timestamps(table, knex);
    table.unique(['website_id', 'idempotency_key']);
    table.unique(['website_id', 'order_number']);
    table.unique(['website_id', 'cart_id']);
    table.check(`status in ('pending', 'paid', 'fulfilled', 'canceled', 'refunded')`, [], 'status_known');
    table.index(['website_id', 'created_at']);
    table.index(['website_id', 'site_user_id']);
  });
  await knex.schema.createTable('ORDER_ITEMS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'order_id', 'ORDERS', { onDelete: 'cascade' });
    // What was bought, as it was then: no references, the product may change or go.
    table.text('product_id').nullable();
    table.text('variant_id').nullable();
    table.text('sku').notNullable();
    table.text('product_name').notNullable();
    table.smallint('product_type').notNullable();
    table.integer('quantity').notNullable();
    money(table, 'unit_price_cents');
    table.jsonb('additional_fields').nullable();
    table.integer('position').notNullable().defaultTo(0);
    table.check('quantity > 0', [], 'quantity_positive');
    table.index(['website_id', 'order_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ORDER_ITEMS');
  await knex.schema.dropTable('ORDERS');
}
