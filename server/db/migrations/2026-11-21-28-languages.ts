// Migration: LANGUAGES, the languages a multilingual website is offered in.
import type { Knex } from 'knex';
import { timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('LANGUAGES', (table) => {
    websiteColumn(table);
    // A BCP 47 tag: en-US, fr-CA.
    table.text('code').notNullable();
    table.text('name').notNullable().defaultTo('');
    table.boolean('is_default').notNullable().defaultTo(false);
    table.boolean('enabled').notNullable().defaultTo(true);
    table.integer('position').notNullable().defaultTo(0);
    timestamps(table, knex);
    table.primary(['website_id', 'code']);
    table.index(['website_id'], 'languages_one_default', {
      indexType: 'unique',
      predicate: knex.whereRaw('is_default'),
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('LANGUAGES');
}
