// Migration: a page's draft (PAGES.draft_content, what the editor saves until Publish) and PAGE_REVISIONS, the content of each publish (the last 50 a page).
import type { Knex } from 'knex';
import { tenantKey, tenantReference, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('PAGES', (table) => {
    // The content as the editor last saved it, null when it is the published `content` (no unpublished changes).
    table.jsonb('draft_content').nullable();
    // When the page was last published; null for a page added in the editor and not yet published.
    // Pages written any other way (the demo, imports, stores) are published as they are written.
    time(table, 'published_at').nullable().defaultTo(knex.fn.now());
    // A page added with "add to the menu": linked in the main menu by its first publish.
    table.boolean('link_on_publish').notNullable().defaultTo(false);
  });
  // The pages there are were published as they are, when they were last saved.
  await knex('PAGES').update({ published_at: knex.ref('updated_at') });
  await knex.schema.createTable('PAGE_REVISIONS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'page_id', 'PAGES', { onDelete: 'cascade' });
    // 1 for the page's first kept version, one more each publish.
    table.integer('number').notNullable();
    // The page's whole content as published (blocks, block areas, sections: kept as one).
    table.jsonb('content').notNullable();
    table
      .text('published_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    // The person's email or "API key" at the time (OWNER_CHANGES.actor).
    table.text('published_by').notNullable().defaultTo('');
    time(table, 'published_at').notNullable().defaultTo(knex.fn.now());
    table.unique(['website_id', 'page_id', 'number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PAGE_REVISIONS');
  await knex.schema.alterTable('PAGES', (table) => {
    table.dropColumn('draft_content');
    table.dropColumn('published_at');
    table.dropColumn('link_on_publish');
  });
}
