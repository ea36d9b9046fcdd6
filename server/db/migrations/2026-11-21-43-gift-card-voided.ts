// Migration: GIFT_CARDS.voided_at, set when the order that bought a card is refunded.
import type { Knex } from 'knex';
import { time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('GIFT_CARDS', (table) => {
    // A voided card has no balance, cannot be spent and is never credited again.
    time(table, 'voided_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('GIFT_CARDS', (table) => {
    table.dropColumn('voided_at');
  });
}
