// Migration: TAGS, the tags and categories of the owner's tag manager.
import type { Knex } from 'knex';
import { tenantKey, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('TAGS', (table) => {
    tenantKey(table, knex);
    table.text('kind').notNullable().defaultTo('tag');
    table.text('name').notNullable();
    timestamps(table, knex);
    table.unique(['website_id', 'kind', 'name']);
    table.check(`kind in ('tag', 'category')`, [], 'kind_known');
    // SPEC §9: tag length 50, category length 25.
    table.check(
      `char_length(name) between 1 and (case when kind = 'category' then 25 else 50 end)`,
      [],
      'name_length',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('TAGS');
}
