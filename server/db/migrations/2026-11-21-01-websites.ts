// Migration: WEBSITES, the tenants; every tenant table hangs from one by `website_id`.
import type { Knex } from 'knex';
import { currency, time, timestamps } from '../migration-helpers.js';

/** SPEC §3 "Subscription status" numbers, which the site status uses (internal 6, expired 1…). */
const SITE_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBSITES', (table) => {
    table.text('id').primary().defaultTo(knex.raw('gen_random_uuid()::text'));
    table.text('site_title').notNullable().defaultTo('');
    table.text('site_tagline').notNullable().defaultTo('');
    table.text('site_description').notNullable().defaultTo('');
    table.text('time_zone').notNullable().defaultTo('America/New_York');
    currency(table);
    table.text('language').notNullable().defaultTo('en-US');
    table.smallint('status').notNullable().defaultTo(8);
    table.check(`status in (${SITE_STATUSES.join(', ')})`, [], 'status_known');
    // The website served on localhost and on hosts no website claims.
    table.boolean('is_default').notNullable().defaultTo(false);
    time(table, 'expires_at').nullable();
    timestamps(table, knex);
    table.index(['is_default'], 'websites_one_default', {
      indexType: 'unique',
      predicate: knex.whereRaw('is_default'),
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('WEBSITES');
}
