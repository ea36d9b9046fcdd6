// Migration: WEBSITE_THEMES, the theme folders (zip) a website's owners uploaded, and WEBSITES.active_theme_id, the one its live site shows.
import type { Knex } from 'knex';
import { json, tenantKey, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBSITE_THEMES', (table) => {
    tenantKey(table, knex);
    // template.conf's name and author, read when the zip was checked.
    table.text('name').notNullable();
    table.text('author').notNullable().defaultTo('');
    table.text('file_name').notNullable();
    // The zip as uploaded: the one source of truth; app servers unpack it into their data folder by content_hash.
    table.binary('zip').notNullable();
    table.text('content_hash').notNullable();
    table.integer('files').notNullable();
    table.integer('size_bytes').notNullable();
    table.integer('warnings').notNullable().defaultTo(0);
    // This website's tweak values by LESS variable name (without `@`); a name left out keeps its default.
    json(table, 'tweaks', knex);
    time(table, 'uploaded_at').notNullable().defaultTo(knex.fn.now());
    table
      .text('uploaded_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
  });
  await knex.schema.alterTable('WEBSITES', (table) => {
    // Null: the built-in theme. The app refuses to delete the active theme; removing a website's
    // rows (children first) clears it.
    table.text('active_theme_id').nullable();
    table
      .foreign(['id', 'active_theme_id'])
      .references(['website_id', 'id'])
      .inTable('WEBSITE_THEMES')
      .onDelete('SET NULL ("active_theme_id")');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('WEBSITES', (table) => {
    table.dropForeign(['id', 'active_theme_id']);
    table.dropColumn('active_theme_id');
  });
  await knex.schema.dropTable('WEBSITE_THEMES');
}
