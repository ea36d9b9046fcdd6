// Migration: lets cart writes update CARTS rows in place (HOT): drops the unused index on updated_at.
import type { Knex } from 'knex';

/**
 * Every change to a cart marks its row changed (`updated_at`, see lockOpenCart), many times a
 * minute while a visitor shops. No query looks carts up by `updated_at`, but the index on it made
 * each of those updates write a new entry into every index of the table instead of updating the
 * row in place, bloating them under load.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('CARTS', (table) => {
    table.dropIndex(['website_id', 'updated_at']);
  });
  await knex.raw('alter table "CARTS" set (fillfactor = 50)');
  await knex.raw('alter table "CART_ENTRIES" set (fillfactor = 50)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('CARTS', (table) => {
    table.index(['website_id', 'updated_at']);
  });
}
