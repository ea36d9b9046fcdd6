// Migration: MAIL_OUTBOX.message_id, the Message-ID every attempt at a mail sends, so a mail sent twice is recognisable as one.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => {
    // `<outbox id@sender's domain>`, set by the sender's first claim of the row and never changed.
    table.text('message_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => table.dropColumn('message_id'));
}
