// Migration: WEBSITE_EXPORTS, each export of a whole website an owner started: its state, progress, and the archive kept in the file store for 24 hours.
import type { Knex } from 'knex';
import { tenantKey, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBSITE_EXPORTS', (table) => {
    tenantKey(table, knex);
    // 'running', 'done' or 'failed'.
    table.text('state').notNullable().defaultTo('running');
    table.integer('progress').notNullable().defaultTo(0);
    table.integer('total').notNullable().defaultTo(0);
    // The archive's key in the file store, once written.
    table.text('file_key').nullable();
    table.bigInteger('size_bytes').nullable();
    table.text('error').nullable();
    table.text('created_by_account_id').nullable();
    timestamps(table, knex);
    time(table, 'finished_at');
    // When the archive is deleted (24 hours after it was written).
    time(table, 'expires_at');
    table.index(['website_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('WEBSITE_EXPORTS');
}
