// Migration: NAVIGATIONS, a website's menus (main, header, footer…) as ordered, nested item lists.
import type { Knex } from 'knex';
import { json, tenantKey, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('NAVIGATIONS', (table) => {
    tenantKey(table, knex);
    // The template's navigation field name: `main`, `header`, `footer`, or one a theme adds.
    table.text('name').notNullable();
    // [{collectionId?, pageId?, externalLink?, memberAreaId?, title?, items: […]}, …] in order.
    json(table, 'items', knex, '[]');
    timestamps(table, knex);
    table.unique(['website_id', 'name']);
    table.check(`jsonb_typeof(items) = 'array'`, [], 'items_is_list');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('NAVIGATIONS');
}
