// Migration: SUBSCRIPTIONS, customers' recurring purchases of a subscribable product.
import type { Knex } from 'knex';
import {
  currency,
  email,
  money,
  tenantKey,
  tenantReference,
  time,
  timestamps,
} from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SUBSCRIPTIONS', (table) => {
    tenantKey(table, knex);
    // The order that started it.
    tenantReference(table, 'order_id', 'ORDERS', { onDelete: 'set null', nullable: true });
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'set null', nullable: true });
    email(table, 'customer_email').notNullable();
    // As bought: no references, the product may change or go.
    table.text('product_id').nullable();
    table.text('variant_id').nullable();
    table.text('sku').notNullable();
    table.integer('billing_period_value').notNullable();
    table.text('billing_period_unit').notNullable();
    // 0: indefinitely (SPEC §3).
    table.integer('num_billing_cycles').notNullable().defaultTo(0);
    table.integer('cycles_billed').notNullable().defaultTo(0);
    money(table, 'price_cents');
    currency(table);
    table.text('status').notNullable().defaultTo('active');
    time(table, 'next_billing_at').nullable();
    time(table, 'canceled_at').nullable();
    timestamps(table, knex);
    table.check('billing_period_value > 0', [], 'billing_period_positive');
    table.check(`billing_period_unit in ('WEEK', 'MONTH', 'YEAR')`, [], 'billing_period_unit_known');
    table.check('num_billing_cycles >= 0 and cycles_billed >= 0', [], 'cycles_not_negative');
    table.check(`status in ('active', 'past-due', 'paused', 'canceled', 'completed')`, [], 'status_known');
    table.index(['website_id', 'status', 'next_billing_at']);
    table.index(['website_id', 'site_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SUBSCRIPTIONS');
}
