// Migration: CONTENT_ITEMS, the records a collection holds (posts, products, events, gallery images…).
import type { Knex } from 'knex';
import { json, tenantKey, tenantReference, textList, time, timestamps } from '../migration-helpers.js';

const STATUSES = ['published', 'draft', 'scheduled', 'needs-review', 'private', 'deprecated'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('CONTENT_ITEMS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'collection_id', 'COLLECTIONS', { onDelete: 'cascade' });
    // RECORD_TYPE in domain/enums.ts (store-item 11, event 12, …).
    table.smallint('record_type').notNullable();
    table.text('url_id').notNullable();
    table.text('title').notNullable().defaultTo('');
    table.text('body').notNullable().defaultTo('');
    table.text('excerpt').notNullable().defaultTo('');
    json(table, 'structured_content', knex);
    tenantReference(table, 'main_image_id', 'IMAGES', { onDelete: 'set null', nullable: true });
    // Further media in order: [{type: 'image'|'video'|…, imageId?, fileId?, …}].
    json(table, 'media', knex, '[]');
    table.text('external_link').nullable();
    table.text('source_url').nullable();
    table.boolean('passthrough').notNullable().defaultTo(false);
    table.text('promoted_block_type').nullable();
    // {addressLine1, addressLine2, addressCountry, mapLat, mapLng}.
    table.jsonb('location').nullable();
    time(table, 'start_date').nullable();
    time(table, 'end_date').nullable();
    time(table, 'published_at').nullable();
    table.text('status').notNullable().defaultTo('published');
    table.smallint('comment_state').notNullable().defaultTo(0);
    table.integer('comment_count').notNullable().defaultTo(0);
    table.integer('like_count').notNullable().defaultTo(0);
    textList(table, 'tags', knex);
    textList(table, 'categories', knex);
    table
      .text('author_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    // Place in a user-ordered collection.
    table.integer('position').notNullable().defaultTo(0);
    timestamps(table, knex);
    table.unique(['website_id', 'collection_id', 'url_id']);
    table.check(`status in (${STATUSES.map((status) => `'${status}'`).join(', ')})`, [], 'status_known');
    table.check('end_date is null or start_date is null or end_date >= start_date', [], 'ends_after_start');
    table.check('comment_count >= 0 and like_count >= 0', [], 'counts_not_negative');
    table.index(['website_id', 'collection_id', 'published_at']);
    table.index(['website_id', 'collection_id', 'position']);
    table.index(['website_id', 'collection_id', 'start_date']);
    table.index(['website_id', 'main_image_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('CONTENT_ITEMS');
}
