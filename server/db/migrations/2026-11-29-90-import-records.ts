// Migration: IMPORT_RECORDS, what each imported thing became (a Shopify handle → a product, a WordPress post id → an item, an attachment URL → a file), so an import run again updates instead of duplicating.
import type { Knex } from 'knex';
import { timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('IMPORT_RECORDS', (table) => {
    websiteColumn(table);
    // Where it came from: 'shopify', 'wxr:<site link>'.
    table.text('source').notNullable();
    // What it was there: 'product:<handle>', 'post:<id>', 'image:<url>', 'comment:<id>'…
    table.text('source_key').notNullable();
    // What it is here: 'product', 'item', 'page', 'image', 'comment', 'collection', 'navigation'.
    table.text('entity').notNullable();
    table.text('entity_id').notNullable();
    timestamps(table, knex);
    table.primary(['website_id', 'source', 'source_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('IMPORT_RECORDS');
}
