// Migration: OWNER_EMAIL_CHANGES, the single-use links that confirm an owner's new email address.
import type { Knex } from 'knex';
import { email, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('OWNER_EMAIL_CHANGES', (table) => {
    // The SHA-256 of the token in the link mailed to the new address.
    table.text('id').primary();
    table.text('account_id').notNullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('CASCADE');
    email(table, 'new_email').notNullable();
    time(table, 'expires_at').notNullable();
    time(table, 'used_at').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('OWNER_EMAIL_CHANGES');
}
