// Migration: RESTOCK_SIGNUPS, visitors waiting to hear when a sold-out variant is back.
import type { Knex } from 'knex';
import { email, tenantKey, tenantReference, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('RESTOCK_SIGNUPS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'product_id', 'PRODUCTS', { onDelete: 'cascade' });
    tenantReference(table, 'variant_id', 'PRODUCT_VARIANTS', { onDelete: 'cascade' });
    email(table).notNullable();
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'set null', nullable: true });
    table.boolean('join_mailing_list').notNullable().defaultTo(false);
    // The visitor's language when the translation widget set one.
    table.text('language').nullable();
    time(table, 'notified_at').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    // One sign-up per email per variant (the variant's product is implied).
    table.unique(['website_id', 'variant_id', 'email']);
    table.index(['website_id', 'product_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('RESTOCK_SIGNUPS');
}
