// Migration: COMMENTS, visitors' comments on content items (replies one level deep), held for moderation until the owner approves them.
import type { Knex } from 'knex';
import { email, tenantKey, tenantReference, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('COMMENTS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'item_id', 'CONTENT_ITEMS', { onDelete: 'cascade' });
    // A reply names the top-level comment it answers; deleting that comment deletes its replies.
    tenantReference(table, 'parent_id', 'COMMENTS', { onDelete: 'cascade', nullable: true });
    table.text('author_name').notNullable();
    // Never shown on the site: for the owner to answer.
    email(table).nullable();
    table.text('website').nullable();
    table.text('body').notNullable();
    table.text('status').notNullable().defaultTo('held');
    // A SHA-256 of the website and the client address: who posted, without keeping the address.
    table.text('visitor_key').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'moderated_at').nullable();
    table.check(`status in ('held', 'approved', 'spam')`, [], 'comment_status_known');
    table.check('char_length(author_name) between 1 and 100', [], 'comment_name_length');
    table.check('char_length(body) between 1 and 5000', [], 'comment_body_length');
    table.index(['website_id', 'item_id', 'status', 'created_at']);
    table.index(['website_id', 'status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('COMMENTS');
}
