// Migration: WEBHOOK_ENDPOINTS (where a website's events are posted) and WEBHOOK_DELIVERIES (the durable queue and log of each post).
import type { Knex } from 'knex';
import { tenantKey, tenantReference, textList, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBHOOK_ENDPOINTS', (table) => {
    tenantKey(table, knex);
    // https, or http on a loopback address (development and tests); checked by the owner API.
    table.text('url').notNullable();
    table.text('description').notNullable().defaultTo('');
    // The event types posted here (`order.placed`, …).
    textList(table, 'events', knex);
    table.boolean('enabled').notNullable().defaultTo(true);
    // The HMAC-SHA256 key of the signatures. Kept as is (signing needs it); shown to the owner once.
    table.text('secret').notNullable();
    time(table, 'secret_rotated_at').nullable();
    table.integer('version').notNullable().defaultTo(1);
    table
      .text('updated_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    timestamps(table, knex);
    table.index(['website_id', 'created_at']);
  });

  await knex.schema.createTable('WEBHOOK_DELIVERIES', (table) => {
    // `id` is the Tessera-Delivery header: the same on every attempt of this delivery.
    tenantKey(table, knex);
    tenantReference(table, 'endpoint_id', 'WEBHOOK_ENDPOINTS', { onDelete: 'cascade' });
    // The event's id (the payload's `id`): one event posted to several endpoints, or redelivered, keeps it.
    table.text('event_id').notNullable();
    table.text('event_type').notNullable();
    // The exact JSON posted (and signed) on every attempt.
    table.text('body').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    // Due time, or while claimed the end of the claim's lease.
    time(table, 'next_attempt_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'last_attempt_at').nullable();
    time(table, 'delivered_at').nullable();
    time(table, 'failed_at').nullable();
    table.integer('response_status').nullable();
    table.text('last_error').nullable();
    // The delivery an owner's redeliver copied.
    table.text('redelivery_of').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.check('attempts >= 0', [], 'webhook_attempts_not_negative');
    // The worker's poll across websites: pending deliveries by due time.
    table.index(['next_attempt_at'], 'webhook_deliveries_due', {
      predicate: knex.whereNull('delivered_at').whereNull('failed_at'),
    });
    // The delivery log, newest first, per endpoint.
    table.index(['website_id', 'endpoint_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('WEBHOOK_DELIVERIES');
  await knex.schema.dropTable('WEBHOOK_ENDPOINTS');
}
