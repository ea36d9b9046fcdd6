// Migration: ORDERS columns checkout needs: the idempotency request hash, the buyer's access token, the gift card spent, the cart kind, fulfilment and refund times.
import type { Knex } from 'knex';
import { money, tenantReference, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ORDERS', (table) => {
    // SHA-256 of the order request, so a replay of the key with another body is refused (422).
    table.text('request_hash').notNullable().defaultTo('');
    // Lets a guest open the order status page and the download links; compared in constant time.
    table.text('access_token').notNullable().defaultTo(knex.raw(`replace(gen_random_uuid()::text, '-', '')`));
    // What a gift card paid of the grand total; the card charge is the rest.
    money(table, 'gift_card_cents');
    tenantReference(table, 'gift_card_id', 'GIFT_CARDS', { onDelete: 'set null', nullable: true });
    // The kind of cart bought: shopping, subscription or express.
    table.text('kind').notNullable().defaultTo('shopping');
    time(table, 'fulfilled_at').nullable();
    time(table, 'refunded_at').nullable();
    table.check('gift_card_cents <= grand_total_cents', [], 'gift_card_within_total');
    table.check(`kind in ('shopping', 'subscription', 'express')`, [], 'order_kind_known');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ORDERS', (table) => {
    table.dropChecks(['gift_card_within_total', 'order_kind_known']);
    table.dropForeign(['website_id', 'gift_card_id']);
    table.dropColumns(
      'request_hash',
      'access_token',
      'gift_card_cents',
      'gift_card_id',
      'kind',
      'fulfilled_at',
      'refunded_at',
    );
  });
}
