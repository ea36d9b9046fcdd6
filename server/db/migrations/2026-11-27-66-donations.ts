// Migration: DONATIONS (gifts paid through a donation block or the donate page) and WEBSITE_SETTINGS.promo_popup (the newsletter promotion popup's settings).
import type { Knex } from 'knex';
import { currency, email, money, tenantKey, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('DONATIONS', (table) => {
    tenantKey(table, knex);
    // The donor's reference, shown on the confirmation page and in the receipt; it also opens that page.
    table.text('reference').notNullable();
    money(table, 'amount_cents');
    currency(table);
    table.text('donor_name').notNullable();
    email(table, 'donor_email').notNullable();
    // The payment provider's charge, for refunds, and the card's last four digits.
    table.text('payment_provider').notNullable();
    table.text('payment_reference').notNullable();
    table.text('card_last4').notNullable();
    table.boolean('test_mode').notNullable().defaultTo(true);
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.check('amount_cents > 0', [], 'donation_amount_positive');
    table.unique(['website_id', 'reference']);
    // The owner's list, newest first.
    table.index(['website_id', 'created_at']);
  });
  await knex.schema.alterTable('WEBSITE_SETTINGS', (table) => {
    // {enabled, title, text, mailingListId, delaySeconds}; {} is off.
    table.jsonb('promo_popup').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('WEBSITE_SETTINGS', (table) => {
    table.dropColumn('promo_popup');
  });
  await knex.schema.dropTable('DONATIONS');
}
