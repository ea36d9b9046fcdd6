// Migration: LIKES, one row per visitor per liked content item (posts and products), so a like counts once.
import type { Knex } from 'knex';
import { tenantReference, time, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('LIKES', (table) => {
    websiteColumn(table);
    tenantReference(table, 'item_id', 'CONTENT_ITEMS', { onDelete: 'cascade' });
    // The SHA-256 of the visitor's first-party like cookie (server/likes/visitor-key.ts), never an address.
    table.text('visitor_key').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    // One like per visitor per item: a second like is a conflict the service ignores.
    table.primary(['website_id', 'item_id', 'visitor_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('LIKES');
}
