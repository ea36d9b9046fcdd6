// Migration: MAIL_OUTBOX, email waiting to be sent, retried with back-off (global: one sender polls all).
import type { Knex } from 'knex';
import { time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('MAIL_OUTBOX', (table) => {
    table.text('id').primary().defaultTo(knex.raw('gen_random_uuid()::text'));
    // The website the mail is about (its name and reply address); null for account mail.
    table.text('website_id').nullable().references('id').inTable('WEBSITES').onDelete('CASCADE');
    table.text('to_address').notNullable();
    table.text('from_address').nullable();
    table.text('reply_to').nullable();
    table.text('subject').notNullable();
    table.text('body_text').notNullable();
    table.text('body_html').nullable();
    table.integer('attempts').notNullable().defaultTo(0);
    time(table, 'next_attempt_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'sent_at').nullable();
    table.text('last_error').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.check('attempts >= 0', [], 'attempts_not_negative');
    // The sender's poll: unsent mail that is due.
    table.index(['next_attempt_at'], 'mail_outbox_due', { predicate: knex.whereNull('sent_at') });
    table.index(['website_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('MAIL_OUTBOX');
}
