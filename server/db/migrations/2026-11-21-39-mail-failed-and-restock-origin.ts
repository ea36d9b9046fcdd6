// Migration: MAIL_OUTBOX.failed_at (the sender gave up) and RESTOCK_SIGNUPS.origin (where the visitor signed up, for the link in their email).
import type { Knex } from 'knex';
import { time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => {
    // Set when the last allowed attempt failed; the sender never picks the row again.
    time(table, 'failed_at').nullable();
  });
  await knex.schema.alterTable('RESTOCK_SIGNUPS', (table) => {
    // `https://shop.example`: the address the visitor used, so the email links back to the same site.
    table.text('origin').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('RESTOCK_SIGNUPS', (table) => table.dropColumn('origin'));
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => table.dropColumn('failed_at'));
}
