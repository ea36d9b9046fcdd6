// Migration: REVIEW_REQUESTS (the signed link a buyer gets once an order is fulfilled) and PRODUCT_REVIEWS (star ratings and text, held for moderation).
import type { Knex } from 'knex';
import { tenantKey, tenantReference, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('REVIEW_REQUESTS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'order_id', 'ORDERS', { onDelete: 'cascade' });
    // The SHA-256 of the link's random token: the link is the buyer's proof of purchase.
    table.text('token_hash').notNullable();
    table.text('email').notNullable();
    time(table, 'expires_at').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    // One request per order: a fulfilment repeated (or retried) sends no second mail.
    table.unique(['website_id', 'order_id']);
  });

  await knex.schema.createTable('PRODUCT_REVIEWS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'product_id', 'PRODUCTS', { onDelete: 'cascade' });
    tenantReference(table, 'request_id', 'REVIEW_REQUESTS', { onDelete: 'set null', nullable: true });
    table.smallint('rating').notNullable();
    table.text('body').notNullable();
    table.text('author_name').notNullable();
    // Written through a reviews request, so by someone who bought the product.
    table.boolean('verified_buyer').notNullable().defaultTo(false);
    // pending (held for moderation) or approved (shown on the product page).
    table.text('status').notNullable().defaultTo('pending');
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'updated_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'approved_at').nullable();
    table.check('rating between 1 and 5', [], 'review_rating_1_to_5');
    table.check(`status in ('pending', 'approved')`, [], 'review_status_known');
    // One review per product per request: writing again replaces it.
    table.unique(['website_id', 'request_id', 'product_id']);
    // The product page's approved reviews, newest first; the owner's queue by status.
    table.index(['website_id', 'product_id', 'status', 'created_at']);
    table.index(['website_id', 'status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PRODUCT_REVIEWS');
  await knex.schema.dropTable('REVIEW_REQUESTS');
}
