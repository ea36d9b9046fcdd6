// Migration: PRODUCT_CATEGORIES of a store collection, and which products each holds.
import type { Knex } from 'knex';
import { tenantKey, tenantReference, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('PRODUCT_CATEGORIES', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'collection_id', 'COLLECTIONS', { onDelete: 'cascade' });
    tenantReference(table, 'parent_category_id', 'PRODUCT_CATEGORIES', {
      onDelete: 'cascade',
      nullable: true,
    });
    table.text('display_name').notNullable();
    // SPEC §3: the root category a store is created with is ROOT.
    table.text('type').notNullable().defaultTo('CATEGORY');
    table.text('page_rendering').notNullable().defaultTo('LIST_VIEW');
    table.integer('display_index').notNullable().defaultTo(0);
    timestamps(table, knex);
    table.check(`type in ('ROOT', 'CATEGORY')`, [], 'type_known');
    table.index(['website_id', 'collection_id', 'parent_category_id', 'display_index']);
    table.index(['website_id', 'parent_category_id']);
  });
  await knex.schema.createTable('PRODUCT_CATEGORY_PRODUCTS', (table) => {
    websiteColumn(table);
    tenantReference(table, 'category_id', 'PRODUCT_CATEGORIES', { onDelete: 'cascade' });
    tenantReference(table, 'product_id', 'PRODUCTS', { onDelete: 'cascade' });
    table.integer('position').notNullable().defaultTo(0);
    table.primary(['website_id', 'category_id', 'product_id']);
    table.index(['website_id', 'product_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PRODUCT_CATEGORY_PRODUCTS');
  await knex.schema.dropTable('PRODUCT_CATEGORIES');
}
