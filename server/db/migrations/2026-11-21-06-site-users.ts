// Migration: SITE_USERS, visitors with an account on one website (customers).
import type { Knex } from 'knex';
import { email, tenantKey, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SITE_USERS', (table) => {
    tenantKey(table, knex);
    email(table).notNullable();
    // argon2id; null until the person sets a password (an account made at checkout).
    table.text('password_hash').nullable();
    table.text('display_name').notNullable().defaultTo('');
    table.text('language').nullable();
    time(table, 'last_login_at').nullable();
    timestamps(table, knex);
    table.unique(['website_id', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SITE_USERS');
}
