// Migration: API_KEYS, bearer keys for a website's API, stored hashed and shown once.
import type { Knex } from 'knex';
import { tenantKey, textList, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('API_KEYS', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable().defaultTo('');
    table.text('key_hash').notNullable();
    // The first characters of the key, shown in lists so the owner can tell keys apart.
    table.text('prefix').notNullable();
    textList(table, 'scopes', knex);
    table
      .text('created_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    time(table, 'last_used_at').nullable();
    time(table, 'expires_at').nullable();
    time(table, 'revoked_at').nullable();
    timestamps(table, knex);
    table.unique(['website_id', 'key_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('API_KEYS');
}
