// Migration: GIFT_CARDS, codes worth an amount, spent down at checkout.
import type { Knex } from 'knex';
import {
  currency,
  email,
  money,
  tenantKey,
  tenantReference,
  time,
  timestamps,
} from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('GIFT_CARDS', (table) => {
    tenantKey(table, knex);
    table.text('code').notNullable();
    table.integer('initial_value_cents').notNullable();
    // Spent with `… set balance_cents = balance_cents - ?`: the check refuses overspending.
    money(table, 'balance_cents');
    currency(table);
    // The order that bought it, if one did.
    tenantReference(table, 'order_id', 'ORDERS', { onDelete: 'set null', nullable: true });
    email(table, 'recipient_email').nullable();
    table.text('sender_name').notNullable().defaultTo('');
    table.text('message').notNullable().defaultTo('');
    time(table, 'expires_at').nullable();
    timestamps(table, knex);
    table.unique(['website_id', 'code']);
    table.check('initial_value_cents > 0', [], 'initial_value_positive');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('GIFT_CARDS');
}
