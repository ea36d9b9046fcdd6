// Migration: SESSIONS, signed-in owners and site users (global: owner sessions span websites).
import type { Knex } from 'knex';
import { json, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SESSIONS', (table) => {
    // Made by the app from a strong random source (or the hash of the cookie's token): no default.
    table.text('id').primary();
    table.text('website_id').nullable().references('id').inTable('WEBSITES').onDelete('CASCADE');
    table.text('owner_account_id').nullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('CASCADE');
    table.text('site_user_id').nullable();
    table
      .foreign(['website_id', 'site_user_id'])
      .references(['website_id', 'id'])
      .inTable('SITE_USERS')
      .onDelete('CASCADE');
    json(table, 'data', knex);
    time(table, 'expires_at').notNullable();
    timestamps(table, knex);
    table.check('owner_account_id is null or site_user_id is null', [], 'one_kind_of_user');
    table.check('site_user_id is null or website_id is not null', [], 'site_user_has_website');
    // Sweeping expired sessions.
    table.index(['expires_at'], 'sessions_expires_at');
    table.index(['owner_account_id'], 'sessions_owner_account_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SESSIONS');
}
