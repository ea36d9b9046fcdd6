// Migration: a version and the last editor on what owners edit (pages, items, collections, files, tags, menus), and a file's display name.
import type { Knex } from 'knex';

/** The tables the editor saves with optimistic concurrency (If-Match: version). */
const VERSIONED = ['PAGES', 'CONTENT_ITEMS', 'COLLECTIONS', 'FILES', 'TAGS', 'NAVIGATIONS'];

export async function up(knex: Knex): Promise<void> {
  for (const name of VERSIONED) {
    await knex.schema.alterTable(name, (table) => {
      // Raised by one on every save; a save naming an older version is refused (412).
      table.integer('version').notNullable().defaultTo(1);
      table
        .text('updated_by_account_id')
        .nullable()
        .references('id')
        .inTable('OWNER_ACCOUNTS')
        .onDelete('SET NULL');
    });
  }
  await knex.schema.alterTable('FILES', (table) => {
    // The name the file manager shows and owners rename; `filename` stays the stored (URL) name.
    table.text('name').notNullable().defaultTo('');
    table.index(['website_id', 'name']);
  });
  await knex.raw(`update "FILES" set name = filename where name = ''`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('FILES', (table) => {
    table.dropIndex(['website_id', 'name']);
    table.dropColumn('name');
  });
  for (const name of VERSIONED) {
    await knex.schema.alterTable(name, (table) => {
      table.dropColumn('updated_by_account_id');
      table.dropColumn('version');
    });
  }
}
