// Migration: URL_MAPPINGS keeps each website's redirects as the owner writes them (Squarespace's format, one `/old -> /new 301` a line; domain/url-mappings.ts reads them).
import type { Knex } from 'knex';
import { timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('URL_MAPPINGS', (table) => {
    websiteColumn(table);
    table.text('text').notNullable().defaultTo('');
    table.integer('version').notNullable().defaultTo(1);
    timestamps(table, knex);
    table.primary(['website_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('URL_MAPPINGS');
}
