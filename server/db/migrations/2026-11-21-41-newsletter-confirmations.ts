// Migration: NEWSLETTER_CONFIRMATIONS, newsletter sign-ups waiting for the visitor to confirm by email (double opt-in).
import type { Knex } from 'knex';
import { email, tenantKey, tenantReference, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('NEWSLETTER_CONFIRMATIONS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'mailing_list_id', 'MAILING_LISTS', { onDelete: 'cascade' });
    email(table).notNullable();
    // A SHA-256 of the token in the confirmation link.
    table.text('token_hash').notNullable();
    // Where the sign-up came from (newsletter block, footer…).
    table.text('source').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'expires_at').notNullable();
    time(table, 'confirmed_at').nullable();
    table.unique(['website_id', 'token_hash']);
    table.index(['website_id', 'mailing_list_id', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('NEWSLETTER_CONFIRMATIONS');
}
