// Migration: SERVER_SETUP, the one-time address that creates a new server's first owner, and OWNER_ACCOUNTS.is_server_admin.
import type { Knex } from 'knex';
import { time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SERVER_SETUP', (table) => {
    // One row at most: the setup address printed by the first `tessera serve` without the demo.
    table.text('id').primary();
    // The SHA-256 of the token in the setup address; the token itself is only printed and written to DATA_DIR/setup-token.
    table.text('token_hash').notNullable();
    time(table, 'expires_at').notNullable();
    timestamps(table, knex);
    table.check(`id = 'server'`, [], 'server_setup_one_row');
  });
  await knex.schema.alterTable('OWNER_ACCOUNTS', (table) => {
    // The server's admins (the first owner) create further websites on it.
    table.boolean('is_server_admin').notNullable().defaultTo(false);
  });
  // A server already in use: its oldest owner account (the demo's, or the first person's) runs it.
  await knex.raw(
    `update "OWNER_ACCOUNTS" set is_server_admin = true
     where id = (select id from "OWNER_ACCOUNTS" order by created_at, id limit 1)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('OWNER_ACCOUNTS', (table) => table.dropColumn('is_server_admin'));
  await knex.schema.dropTable('SERVER_SETUP');
}
