// Migration: a gift card sent to someone keeps the recipient's name and the day it is mailed (GIFT_CARDS already has recipient_email and message, the buyer's note).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('GIFT_CARDS', (table) => {
    table.text('recipient_name').notNullable().defaultTo('');
    // The day (`YYYY-MM-DD`, the site's time zone) the recipient's mail is due; null for a card
    // mailed to its buyer. Text, so PGlite and pg read it back alike (no driver date parsing).
    table.text('send_on').nullable();
    table.check(`send_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`, [], 'send_on_is_a_day');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('GIFT_CARDS', (table) => {
    table.dropColumn('recipient_name');
    table.dropColumn('send_on');
  });
}
