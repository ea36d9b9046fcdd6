// Migration: JS_ERROR_GROUPS (browser and server errors grouped by message and stack) and PERFORMANCE_RECORDS (Core Web Vitals, append-only).
import type { Knex } from 'knex';
import { tenantKey, time, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('JS_ERROR_GROUPS', (table) => {
    websiteColumn(table);
    // sha256 (hex) of the source, the message and the normalised top of the stack.
    table.text('fingerprint').notNullable();
    table.text('source').notNullable();
    table.check(`"source" in ('browser', 'server')`, [], 'js_error_groups_source');
    table.text('message').notNullable();
    // One stack as it was sent (cut at 5,000 characters): a sample of the group.
    table.text('stack').notNullable().defaultTo('');
    time(table, 'first_seen').notNullable().defaultTo(knex.fn.now());
    time(table, 'last_seen').notNullable().defaultTo(knex.fn.now());
    table.integer('count').notNullable().defaultTo(1);
    // The path (no query string) of the last page or request it happened on.
    table.text('last_page_path').nullable();
    table.primary(['website_id', 'fingerprint']);
    table.index(['website_id', 'last_seen']);
  });
  await knex.schema.createTable('PERFORMANCE_RECORDS', (table) => {
    tenantKey(table, knex);
    time(table, 'occurred_at').notNullable().defaultTo(knex.fn.now());
    table.text('page_path').notNullable();
    table.text('metric').notNullable();
    table.double('value').notNullable();
    table.text('rating').notNullable();
    table.check(`"rating" in ('good', 'needs-improvement', 'poor')`, [], 'performance_records_rating');
    table.text('page_load_id').notNullable();
    table.index(['website_id', 'occurred_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('PERFORMANCE_RECORDS');
  await knex.schema.dropTable('JS_ERROR_GROUPS');
}
