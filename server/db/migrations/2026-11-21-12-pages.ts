// Migration: PAGES, the addresses of a website: plain pages, collection pages, splash and system pages.
import type { Knex } from 'knex';
import { json, tenantKey, tenantReference, time, timestamps } from '../migration-helpers.js';

/** SPEC §2 page-type numbers. */
const PAGE_TYPES = [
  1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 107, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210,
  211, 300, 301, 400,
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('PAGES', (table) => {
    tenantKey(table, knex);
    table.text('url_id').notNullable();
    table.smallint('page_type').notNullable().defaultTo(2);
    table.text('title').notNullable().defaultTo('');
    table.text('navigation_title').notNullable().defaultTo('');
    table.text('description').notNullable().defaultTo('');
    // The collection a page of type 1 shows.
    tenantReference(table, 'collection_id', 'COLLECTIONS', { onDelete: 'set null', nullable: true });
    // Blocks and layout, and SEO fields.
    json(table, 'content', knex);
    json(table, 'seo', knex);
    table.boolean('enabled').notNullable().defaultTo(true);
    table.boolean('password_protected').notNullable().defaultTo(false);
    // argon2id of the page password.
    table.text('password_hash').nullable();
    // The owner editing it now (the editor's "page locked" notice).
    table
      .text('locked_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    time(table, 'locked_at').nullable();
    timestamps(table, knex);
    table.unique(['website_id', 'url_id']);
    table.check(`page_type in (${PAGE_TYPES.join(', ')})`, [], 'page_type_known');
    table.check('not password_protected or password_hash is not null', [], 'protected_has_password');
    table.index(['website_id', 'collection_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PAGES');
}
