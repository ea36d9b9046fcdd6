// Migration: TRACKING_EVENTS re-made with what a TrackingEvent holds (day-partitioned on PostgreSQL), TRACKING_DAILY, TRACKING_SALTS, the retention setting.
import type { Knex } from 'knex';
import { json, time, websiteColumn } from '../migration-helpers.js';

/** Whether this is a PostgreSQL server (`pg`), where TRACKING_EVENTS is partitioned by day; PGlite keeps a plain table. */
function onPostgresServer(knex: Knex): boolean {
  return (knex.client as Knex.Client & { config: { client?: unknown } }).config.client === 'pg';
}

const COLUMNS = `
  "website_id" text not null references "WEBSITES" ("id") on delete cascade,
  "id" text not null default gen_random_uuid()::text,
  "event_type" text not null,
  "occurred_at" timestamptz not null default now(),
  "visitor_hash" text null,
  "visitor_id" text null,
  "session_id" text null,
  "site_user_id" text null,
  "page_path" text null,
  "referrer" text null,
  "payload" jsonb not null default '{}'::jsonb,
  primary key ("website_id", "occurred_at", "id")`;

export async function up(knex: Knex): Promise<void> {
  // Nothing wrote events before this migration; whatever is there is kept all the same.
  await knex.raw(`create temporary table "tracking_events_kept" as
    select "website_id", "id", "event_type", "occurred_at", "visitor_id", "session_id", "site_user_id", "page_path", "payload"
    from "TRACKING_EVENTS"`);
  await knex.schema.dropTable('TRACKING_EVENTS');
  if (onPostgresServer(knex)) {
    // Day partitions ("TRACKING_EVENTS_2026_11_26") are made ahead by the tracking maintenance
    // (server/tracking/retention-partitions.ts); the default partition takes whatever has none yet.
    await knex.raw(`create table "TRACKING_EVENTS" (${COLUMNS}) partition by range ("occurred_at")`);
    await knex.raw(`create table "TRACKING_EVENTS_DEFAULT" partition of "TRACKING_EVENTS" default`);
  } else {
    await knex.raw(`create table "TRACKING_EVENTS" (${COLUMNS})`);
  }
  await knex.raw(
    `create index "tracking_events_type" on "TRACKING_EVENTS" ("website_id", "event_type", "occurred_at")`,
  );
  await knex.raw(`insert into "TRACKING_EVENTS"
    ("website_id", "id", "event_type", "occurred_at", "visitor_id", "session_id", "site_user_id", "page_path", "payload")
    select * from "tracking_events_kept"`);
  await knex.raw(`drop table "tracking_events_kept"`);

  // One row per website, day and figure: dimension `site` (key ''), `page` (path), `source`
  // (the referring origin of a visit's first page view, '' when direct), `event` (event type).
  await knex.schema.createTable('TRACKING_DAILY', (table) => {
    websiteColumn(table);
    table.date('day').notNullable();
    table.text('dimension').notNullable();
    table.text('key').notNullable();
    table.integer('events').notNullable().defaultTo(0);
    table.integer('page_views').notNullable().defaultTo(0);
    table.integer('visits').notNullable().defaultTo(0);
    table.integer('visitors').notNullable().defaultTo(0);
    // Visits with exactly one page view (`site` and `source`: visits that began there, `page`: entered there).
    table.integer('bounces').notNullable().defaultTo(0);
    time(table, 'computed_at').notNullable().defaultTo(knex.fn.now());
    table.primary(['website_id', 'day', 'dimension', 'key']);
    table.check(`"dimension" in ('site', 'page', 'source', 'event')`, [], 'tracking_daily_dimension');
  });

  // The daily salt of visitor hashes, shared by every app server; rows older than two days are deleted.
  await knex.schema.createTable('TRACKING_SALTS', (table) => {
    table.date('day').notNullable().primary();
    table.text('salt').notNullable();
  });

  await knex.schema.alterTable('WEBSITE_SETTINGS', (table) => {
    // Days tracking events and daily figures are kept (about 13 months by default).
    table.integer('tracking_retention_days').notNullable().defaultTo(395);
    table.check(
      `"tracking_retention_days" between 1 and 3660`,
      [],
      'website_settings_tracking_retention_days',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('WEBSITE_SETTINGS', (table) => {
    table.dropChecks('website_settings_tracking_retention_days');
    table.dropColumn('tracking_retention_days');
  });
  await knex.schema.dropTable('TRACKING_SALTS');
  await knex.schema.dropTable('TRACKING_DAILY');
  await knex.schema.dropTable('TRACKING_EVENTS');
  await knex.schema.createTable('TRACKING_EVENTS', (table) => {
    websiteColumn(table);
    table.text('id').notNullable().defaultTo(knex.raw('gen_random_uuid()::text'));
    table.primary(['website_id', 'id']);
    table.text('event_type').notNullable();
    time(table, 'occurred_at').notNullable().defaultTo(knex.fn.now());
    table.text('visitor_id').nullable();
    table.text('session_id').nullable();
    table.text('site_user_id').nullable();
    table.text('page_path').nullable();
    json(table, 'payload', knex);
    table.index(['website_id', 'occurred_at']);
    table.index(['website_id', 'event_type', 'occurred_at']);
  });
}
