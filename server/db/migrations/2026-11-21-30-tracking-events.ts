// Migration: TRACKING_EVENTS, what visitors did (visits, add to cart, census posts).
import type { Knex } from 'knex';
import { json, tenantKey, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('TRACKING_EVENTS', (table) => {
    tenantKey(table, knex);
    // RecordHit's event name, CommerceShopping_AddToCart, button-click…
    table.text('event_type').notNullable();
    time(table, 'occurred_at').notNullable().defaultTo(knex.fn.now());
    // From the visitor record cookie and the visit cookie.
    table.text('visitor_id').nullable();
    table.text('session_id').nullable();
    // Plain ids, no references: events outlive the users and pages they mention.
    table.text('site_user_id').nullable();
    table.text('page_path').nullable();
    json(table, 'payload', knex);
    table.index(['website_id', 'occurred_at']);
    table.index(['website_id', 'event_type', 'occurred_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('TRACKING_EVENTS');
}
