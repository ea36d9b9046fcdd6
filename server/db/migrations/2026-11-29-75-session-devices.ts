// Migration: SESSIONS keep the browser they were started in and when they were last used, for an owner's list of sessions.
import type { Knex } from 'knex';
import { time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('SESSIONS', (table) => {
    // The User-Agent header at sign-in, cut to 512 characters; shown as "Firefox on macOS".
    table.text('user_agent').nullable();
    // Moved at most every few minutes as the session is used (no write on every request).
    time(table, 'last_seen_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('SESSIONS', (table) => {
    table.dropColumn('last_seen_at');
    table.dropColumn('user_agent');
  });
}
