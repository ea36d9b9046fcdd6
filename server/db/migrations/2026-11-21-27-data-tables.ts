// Migration: DATA_TABLES, the owner's datasets (rows and columns) templates can read.
import type { Knex } from 'knex';
import { json, tenantKey, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('DATA_TABLES', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable();
    // [{name, type}] and [[value, …], …] in column order.
    json(table, 'columns', knex, '[]');
    json(table, 'rows', knex, '[]');
    timestamps(table, knex);
    table.unique(['website_id', 'name']);
    table.check(
      `jsonb_typeof(columns) = 'array' and jsonb_typeof(rows) = 'array'`,
      [],
      'columns_and_rows_are_lists',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('DATA_TABLES');
}
