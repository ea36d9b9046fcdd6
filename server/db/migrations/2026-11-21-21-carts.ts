// Migration: CARTS (a visitor's shopping cart; its id is the cart token) and CART_ENTRIES.
import type { Knex } from 'knex';
import { currency, tenantKey, tenantReference, textList, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('CARTS', (table) => {
    tenantKey(table, knex);
    // shopping: the site's cart; subscription and express: a one-product checkout of their own.
    table.text('kind').notNullable().defaultTo('shopping');
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'set null', nullable: true });
    // The visitor cookie that owns an anonymous cart.
    table.text('cookie_id').nullable();
    table.boolean('is_purchased').notNullable().defaultTo(false);
    time(table, 'purchased_at').nullable();
    currency(table);
    // Coupon codes entered, in order; which are valid is worked out when the cart is read.
    textList(table, 'coupons', knex);
    table.jsonb('shipping_location').nullable();
    tenantReference(table, 'selected_shipping_option_id', 'SHIPPING_OPTIONS', {
      onDelete: 'set null',
      nullable: true,
    });
    timestamps(table, knex);
    table.check(`kind in ('shopping', 'subscription', 'express')`, [], 'kind_known');
    table.index(['website_id', 'site_user_id'], 'carts_open_by_site_user', {
      predicate: knex.whereRaw('not is_purchased'),
    });
    table.index(['website_id', 'cookie_id']);
    table.index(['website_id', 'updated_at']);
  });
  await knex.schema.createTable('CART_ENTRIES', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'cart_id', 'CARTS', { onDelete: 'cascade' });
    tenantReference(table, 'product_id', 'PRODUCTS', { onDelete: 'cascade' });
    tenantReference(table, 'variant_id', 'PRODUCT_VARIANTS', { onDelete: 'cascade' });
    table.integer('quantity').notNullable();
    // The additional-fields form's answers for this entry.
    table.jsonb('additional_fields').nullable();
    timestamps(table, knex);
    // SPEC §9: quantity 1–9999.
    table.check('quantity between 1 and 9999', [], 'quantity_in_range');
    table.index(['website_id', 'cart_id']);
    table.index(['website_id', 'variant_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('CART_ENTRIES');
  await knex.schema.dropTable('CARTS');
}
