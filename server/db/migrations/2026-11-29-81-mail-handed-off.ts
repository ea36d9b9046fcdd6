// Migration: MAIL_OUTBOX.handed_off_at, written just before a mail goes to the transport, so a mail claimed again after its sender died mid-send is known to have perhaps gone already.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => {
    // Set before each hand-off, cleared when the attempt is recorded as failed: set on a row not sent
    // means an attempt whose outcome nobody recorded (the sender was killed), see server/mail/sender.ts.
    table.timestamp('handed_off_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => table.dropColumn('handed_off_at'));
}
