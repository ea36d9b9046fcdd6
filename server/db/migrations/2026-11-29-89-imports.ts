// Migration: IMPORTS, each import an owner started (a Shopify product CSV or a WordPress/Squarespace WXR file): its file, state, progress and report.
import type { Knex } from 'knex';
import { tenantKey, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('IMPORTS', (table) => {
    tenantKey(table, knex);
    // 'shopify-csv' or 'wxr' (told apart by the file's content).
    table.text('kind').notNullable();
    table.text('file_name').notNullable().defaultTo('');
    // The file as uploaded, read by the background job (dropped when it finishes).
    table.text('source').nullable();
    // 'queued', 'running', 'done' (something imported) or 'failed' (nothing could be).
    table.text('state').notNullable().defaultTo('queued');
    table.integer('progress').notNullable().defaultTo(0);
    table.integer('total').notNullable().defaultTo(0);
    table.jsonb('report').nullable();
    table.text('error').nullable();
    table.text('created_by_account_id').nullable();
    timestamps(table, knex);
    time(table, 'finished_at');
    table.index(['website_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('IMPORTS');
}
