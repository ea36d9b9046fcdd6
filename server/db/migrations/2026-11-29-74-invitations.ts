// Migration: OWNER_INVITATIONS, a website's invitations by email to work on it in a role, each with a single-use link.
import type { Knex } from 'knex';
import { email, tenantKey, time, timestamps } from '../migration-helpers.js';

/** SPEC §3 "Role" numbers an invitation may give (every role but none, 14). */
const ROLES = [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('OWNER_INVITATIONS', (table) => {
    tenantKey(table, knex);
    email(table).notNullable();
    table.smallint('role').notNullable();
    // The SHA-256 of the token in the mailed link; a resend makes a new token and forgets the old one.
    table.text('token_hash').notNullable();
    table
      .text('invited_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    time(table, 'expires_at').notNullable();
    time(table, 'accepted_at').nullable();
    timestamps(table, knex);
    table.check(`role in (${ROLES.join(', ')})`, [], 'invitation_role_known');
    table.unique(['website_id', 'token_hash']);
  });
  // One open invitation per address and website: inviting again replaces it.
  await knex.raw(
    'create unique index owner_invitations_open_email on "OWNER_INVITATIONS" (website_id, email) where accepted_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('OWNER_INVITATIONS');
}
