// Migration: CONTENT_ITEMS.starred, an item the owner features (the products grid's star; the item JSON's `starred`, which `item-classes` turns into `featured`).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('CONTENT_ITEMS', (table) => {
    table.boolean('starred').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('CONTENT_ITEMS', (table) => {
    table.dropColumn('starred');
  });
}
