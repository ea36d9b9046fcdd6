// Migration: two-factor sign-in: an owner's authenticator secret and the last time step used, OWNER_RECOVERY_CODES, OWNER_SIGN_IN_CHALLENGES (a password accepted, the code still to come) and a website's "everyone must use two-factor" switch.
import type { Knex } from 'knex';
import { time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('OWNER_ACCOUNTS', (table) => {
    // The RFC 6238 secret (Base32) the authenticator app shares; the server must read it to check
    // codes, so it cannot be hashed like a password.
    table.text('totp_secret').nullable();
    // A secret being set up: shown as a QR code, kept only once a code from it has been typed.
    table.text('totp_pending_secret').nullable();
    time(table, 'totp_enabled_at').nullable();
    // The 30-second step of the last code accepted: a code of that step or an earlier one is refused,
    // so a code seen over someone's shoulder cannot be used again.
    table.bigInteger('totp_last_step').nullable();
  });

  await knex.schema.createTable('OWNER_RECOVERY_CODES', (table) => {
    table.text('account_id').notNullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('CASCADE');
    // SHA-256 of the account id and the normalised code; the code itself is shown once and never stored.
    table.text('code_hash').notNullable();
    time(table, 'used_at').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.primary(['account_id', 'code_hash']);
  });

  await knex.schema.createTable('OWNER_SIGN_IN_CHALLENGES', (table) => {
    // SHA-256 of the token in the browser's HttpOnly cookie.
    table.text('id').primary();
    table.text('account_id').notNullable().references('id').inTable('OWNER_ACCOUNTS').onDelete('CASCADE');
    table.boolean('remember_me').notNullable().defaultTo(false);
    table.integer('failed_attempts').notNullable().defaultTo(0);
    time(table, 'expires_at').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.index(['expires_at']);
    table.index(['account_id']);
  });

  await knex.schema.alterTable('WEBSITES', (table) => {
    table.boolean('two_factor_required').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('WEBSITES', (table) => table.dropColumn('two_factor_required'));
  await knex.schema.dropTable('OWNER_SIGN_IN_CHALLENGES');
  await knex.schema.dropTable('OWNER_RECOVERY_CODES');
  await knex.schema.alterTable('OWNER_ACCOUNTS', (table) => {
    table.dropColumn('totp_last_step');
    table.dropColumn('totp_enabled_at');
    table.dropColumn('totp_pending_secret');
    table.dropColumn('totp_secret');
  });
}
