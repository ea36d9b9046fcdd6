// Migration: OWNER_ACCOUNTS, the people who edit websites (global: one account, many websites).
import type { Knex } from 'knex';
import { email, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('OWNER_ACCOUNTS', (table) => {
    table.text('id').primary().defaultTo(knex.raw('gen_random_uuid()::text'));
    email(table).notNullable().unique();
    // argon2id, in its PHC string form.
    table.text('password_hash').notNullable();
    table.text('display_name').notNullable().defaultTo('');
    time(table, 'last_login_at').nullable();
    timestamps(table, knex);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('OWNER_ACCOUNTS');
}
