// Migration: RATE_LIMIT_COUNTERS, hits per key per window for express-rate-limit (global).
import type { Knex } from 'knex';
import { time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('RATE_LIMIT_COUNTERS', (table) => {
    // The limiter's key (route and client address; a website id in it if the limit is per website).
    table.text('key').primary();
    time(table, 'window_start').notNullable();
    table.integer('hits').notNullable().defaultTo(0);
    table.check('hits >= 0', [], 'hits_not_negative');
    // Sweeping finished windows.
    table.index(['window_start'], 'rate_limit_counters_window_start');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('RATE_LIMIT_COUNTERS');
}
