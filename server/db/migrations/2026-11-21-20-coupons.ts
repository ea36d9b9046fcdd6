// Migration: COUPONS, discount codes a cart can carry.
import type { Knex } from 'knex';
import { currency, json, money, tenantKey, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('COUPONS', (table) => {
    tenantKey(table, knex);
    table.text('code').notNullable();
    table.text('kind').notNullable();
    table.smallint('percent_off').nullable();
    table.integer('amount_off_cents').nullable();
    currency(table);
    money(table, 'min_subtotal_cents');
    time(table, 'starts_at').nullable();
    time(table, 'ends_at').nullable();
    table.integer('max_uses').nullable();
    // Counted up with `… set times_used = times_used + 1`: the check refuses the use past the limit.
    table.integer('times_used').notNullable().defaultTo(0);
    // Which products or categories it applies to; empty: the whole order.
    json(table, 'applies_to', knex);
    table.boolean('enabled').notNullable().defaultTo(true);
    timestamps(table, knex);
    table.unique(['website_id', 'code']);
    table.check(`kind in ('percent', 'fixed', 'free-shipping')`, [], 'kind_known');
    table.check(
      `(kind <> 'percent' or percent_off between 1 and 100) and ` +
        `(kind <> 'fixed' or amount_off_cents > 0)`,
      [],
      'amount_fits_kind',
    );
    table.check('times_used >= 0 and (max_uses is null or times_used <= max_uses)', [], 'uses_within_limit');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('COUPONS');
}
