// Migration: OWNER_CHANGES, who changed what in the editor or the owner API, and when.
import type { Knex } from 'knex';
import { tenantKey } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('OWNER_CHANGES', (table) => {
    tenantKey(table, knex);
    // The person (a session's account, or the account that made the API key) or null.
    table.text('account_id').nullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('SET NULL');
    // Set when the change came with an API key.
    table.text('api_key_id').nullable();
    // Kept as written, so the record still says who after the account is gone.
    table.text('actor').notNullable();
    // create, update, delete, move, rename, upload…
    table.text('action').notNullable();
    // page, navigation, collection, item, file, tag…
    table.text('entity').notNullable();
    table.text('entity_id').notNullable();
    table.text('summary').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['website_id', 'created_at']);
    table.index(['website_id', 'entity', 'entity_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('OWNER_CHANGES');
}
