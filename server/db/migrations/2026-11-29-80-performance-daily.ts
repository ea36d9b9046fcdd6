// Migration: PERFORMANCE_DAILY, Core Web Vitals per website, day, page and metric (counts and a digest of the values), into which the raw PERFORMANCE_RECORDS are rolled up and then deleted.
import type { Knex } from 'knex';
import { json, time, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('PERFORMANCE_DAILY', (table) => {
    websiteColumn(table);
    // The day in the website's time zone, as TRACKING_DAILY's.
    table.date('day').notNullable();
    // The page's path, or '(other)' for the paths past the day's cap (performance-rollup.ts).
    table.text('page_path').notNullable();
    table.text('metric').notNullable();
    table.integer('samples').notNullable().defaultTo(0);
    table.integer('good').notNullable().defaultTo(0);
    table.integer('needs_improvement').notNullable().defaultTo(0);
    table.integer('poor').notNullable().defaultTo(0);
    // domain/vital-digest.ts: the values while few, else 2 % buckets; merged across days for a range's p75.
    json(table, 'digest', knex);
    time(table, 'computed_at').notNullable().defaultTo(knex.fn.now());
    table.primary(['website_id', 'day', 'page_path', 'metric']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PERFORMANCE_DAILY');
}
