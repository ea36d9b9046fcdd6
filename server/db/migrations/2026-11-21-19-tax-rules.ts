// Migration: TAX_RULES, the tax rates a store charges by destination.
import type { Knex } from 'knex';
import { tenantKey, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('TAX_RULES', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable().defaultTo('');
    table.specificType('country', 'char(2)').notNullable();
    // A subdivision code (state, province); null: the whole country.
    table.text('region').nullable();
    // A fraction (0.0825 for 8.25 %), exact: read as a decimal string on both engines.
    table.decimal('rate', 9, 6).notNullable();
    table.boolean('applies_to_shipping').notNullable().defaultTo(false);
    table.boolean('applies_to_digital').notNullable().defaultTo(true);
    table.boolean('enabled').notNullable().defaultTo(true);
    timestamps(table, knex);
    table.check('rate >= 0 and rate <= 1', [], 'rate_is_fraction');
    table.index(['website_id', 'country', 'region']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('TAX_RULES');
}
