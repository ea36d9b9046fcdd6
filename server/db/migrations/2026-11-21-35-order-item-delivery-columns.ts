// Migration: ORDER_ITEMS columns for what an item took and delivers: the stock taken, the variant's options, the digital file.
import type { Knex } from 'knex';
import { json } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ORDER_ITEMS', (table) => {
    // Units taken from PRODUCT_VARIANTS.qty_in_stock (0 for unlimited, digital and gift cards): a refund puts back exactly these.
    table.integer('stock_taken').notNullable().defaultTo(0);
    // The chosen variant's options as they were, e.g. {Size: 'M'}.
    json(table, 'attributes', knex);
    // The digital file bought, kept as it was when bought (no reference: the product may change it).
    table.text('digital_file_id').nullable();
    table.check('stock_taken >= 0 and stock_taken <= quantity', [], 'stock_taken_within_quantity');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ORDER_ITEMS', (table) => {
    table.dropChecks(['stock_taken_within_quantity']);
    table.dropColumns('stock_taken', 'attributes', 'digital_file_id');
  });
}
