// Migration: PAGE_TRANSLATIONS, a page's title, description and block texts in one of the site's other languages (LANGUAGES).
import type { Knex } from 'knex';
import { json, tenantReference, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('PAGE_TRANSLATIONS', (table) => {
    websiteColumn(table);
    tenantReference(table, 'page_id', 'PAGES', { onDelete: 'cascade' });
    // A LANGUAGES code of the website; removing the language removes its translations.
    table.text('language').notNullable();
    table
      .foreign(['website_id', 'language'])
      .references(['website_id', 'code'])
      .inTable('LANGUAGES')
      .onDelete('CASCADE');
    // Empty means "the primary text".
    table.text('title').notNullable().defaultTo('');
    table.text('description').notNullable().defaultTo('');
    // { blockId: { field: text } } (domain/site-languages.ts TRANSLATABLE_BLOCK_FIELDS); the
    // blocks themselves, their order and their other fields come from the primary page.
    json(table, 'blocks', knex);
    table
      .text('updated_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    timestamps(table, knex);
    table.primary(['website_id', 'page_id', 'language']);
    table.index(['website_id', 'language']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PAGE_TRANSLATIONS');
}
