// Migration: WEBSITE_DESIGNS, each website's design (fonts, palette, spacing): the draft the editor saves and what the live site shows.
import type { Knex } from 'knex';
import { json, time, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBSITE_DESIGNS', (table) => {
    websiteColumn(table);
    table.primary(['website_id']);
    // domain/owner-api/design.ts's settings, checked by the owner API; `{}` means the theme's defaults.
    json(table, 'draft', knex);
    // What visitors see: the draft as it was when last published; `{}` until the first publish.
    json(table, 'published', knex);
    time(table, 'published_at').nullable();
    table.integer('version').notNullable().defaultTo(1);
    table
      .text('updated_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    timestamps(table, knex);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('WEBSITE_DESIGNS');
}
