// Migration: COLLECTIONS, the containers of content items (blogs, product stores, galleries, events).
import type { Knex } from 'knex';
import { json, tenantKey, tenantReference, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('COLLECTIONS', (table) => {
    tenantKey(table, knex);
    // COLLECTION_TYPE in domain/enums.ts (products 13, …).
    table.smallint('type').notNullable();
    table.text('title').notNullable().defaultTo('');
    table.text('navigation_title').notNullable().defaultTo('');
    table.text('url_id').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.text('view').notNullable().defaultTo('grid');
    table.boolean('is_folder').notNullable().defaultTo(false);
    tenantReference(table, 'parent_id', 'COLLECTIONS', { onDelete: 'set null', nullable: true });
    // FOLDER_BEHAVIOR: index 1, redirect 2, none 3.
    table.smallint('folder_behavior').nullable();
    table.smallint('comment_state').notNullable().defaultTo(0);
    table.boolean('enabled').notNullable().defaultTo(true);
    // Place among its siblings, and how its items are ordered.
    table.integer('position').notNullable().defaultTo(0);
    table.text('item_ordering').notNullable().defaultTo('manual');
    // Type-specific settings (gallery design options, events view…).
    json(table, 'settings', knex);
    timestamps(table, knex);
    table.unique(['website_id', 'url_id']);
    table.check(`view in ('list', 'grid', 'product')`, [], 'view_known');
    table.check('folder_behavior in (1, 2, 3)', [], 'folder_behavior_known');
    table.check(
      `item_ordering in ('manual', 'newest-first', 'oldest-first', 'title', 'start-date')`,
      [],
      'item_ordering_known',
    );
    table.index(['website_id', 'parent_id', 'position']);
    table.index(['website_id', 'type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('COLLECTIONS');
}
