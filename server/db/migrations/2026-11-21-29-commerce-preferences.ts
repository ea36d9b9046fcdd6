// Migration: COMMERCE_PREFERENCES, one settings object per website and namespace (SPEC §7).
import type { Knex } from 'knex';
import { json, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('COMMERCE_PREFERENCES', (table) => {
    websiteColumn(table);
    table.text('namespace').notNullable();
    json(table, 'settings', knex);
    timestamps(table, knex);
    table.primary(['website_id', 'namespace']);
    table.check(`jsonb_typeof(settings) = 'object'`, [], 'settings_is_object');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('COMMERCE_PREFERENCES');
}
