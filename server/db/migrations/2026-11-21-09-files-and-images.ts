// Migration: FILES (uploads in the file manager) and IMAGES (the image facts of an uploaded file).
import type { Knex } from 'knex';
import { tenantKey, tenantReference, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('FILES', (table) => {
    tenantKey(table, knex);
    // Where the bytes are, relative to the website's file store.
    table.text('path').notNullable();
    table.text('filename').notNullable();
    table.bigInteger('size_bytes').notNullable();
    table.text('mime_type').notNullable();
    timestamps(table, knex);
    table.unique(['website_id', 'path']);
    table.check('size_bytes >= 0', [], 'size_bytes_not_negative');
    table.index(['website_id', 'created_at']);
  });
  await knex.schema.createTable('IMAGES', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'file_id', 'FILES', { onDelete: 'cascade' });
    // originalSize "WxH" (SPEC §3 "Media").
    table.integer('original_width').notNullable();
    table.integer('original_height').notNullable();
    table.specificType('focal_x', 'real').notNullable().defaultTo(0.5);
    table.specificType('focal_y', 'real').notNullable().defaultTo(0.5);
    table.text('alt_text').notNullable().defaultTo('');
    table.text('title').notNullable().defaultTo('');
    table.text('body').notNullable().defaultTo('');
    // {topLeftAverage, topRightAverage, bottomLeftAverage, bottomRightAverage, centerAverage}.
    table.jsonb('color_data').nullable();
    timestamps(table, knex);
    table.unique(['website_id', 'file_id']);
    table.check('original_width > 0 and original_height > 0', [], 'original_size_positive');
    table.check('focal_x between 0 and 1 and focal_y between 0 and 1', [], 'focal_point_in_image');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('IMAGES');
  await knex.schema.dropTable('FILES');
}
