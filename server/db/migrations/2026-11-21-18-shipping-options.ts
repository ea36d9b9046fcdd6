// Migration: SHIPPING_OPTIONS, the ways a store ships and what each costs.
import type { Knex } from 'knex';
import { currency, json, money, tenantKey, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SHIPPING_OPTIONS', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable();
    table.text('kind').notNullable().defaultTo('flat');
    money(table, 'rate_cents');
    currency(table);
    // Orders at or above this subtotal ship free; null: never.
    table.integer('free_over_cents').nullable();
    // Countries and regions served, weight tiers, pickup address…
    json(table, 'rules', knex);
    table.boolean('enabled').notNullable().defaultTo(true);
    table.integer('position').notNullable().defaultTo(0);
    timestamps(table, knex);
    table.check(`kind in ('flat', 'weight', 'free', 'pickup', 'carrier')`, [], 'kind_known');
    table.check('free_over_cents is null or free_over_cents >= 0', [], 'free_over_cents_not_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SHIPPING_OPTIONS');
}
