// Migration: MAILING_LISTS and their MAILING_LIST_SUBSCRIBERS.
import type { Knex } from 'knex';
import { email, json, tenantKey, tenantReference, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('MAILING_LISTS', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable();
    // `tessera` keeps the list here; another provider is a connected service.
    table.text('provider').notNullable().defaultTo('tessera');
    json(table, 'connection', knex);
    timestamps(table, knex);
  });
  await knex.schema.createTable('MAILING_LIST_SUBSCRIBERS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'mailing_list_id', 'MAILING_LISTS', { onDelete: 'cascade' });
    email(table).notNullable();
    table.text('status').notNullable().defaultTo('subscribed');
    // Where the sign-up came from: newsletter block, form, restock sign-up…
    table.text('source').nullable();
    tenantReference(table, 'site_user_id', 'SITE_USERS', { onDelete: 'set null', nullable: true });
    time(table, 'subscribed_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'unsubscribed_at').nullable();
    table.unique(['website_id', 'mailing_list_id', 'email']);
    table.check(`status in ('subscribed', 'unsubscribed')`, [], 'status_known');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('MAILING_LIST_SUBSCRIBERS');
  await knex.schema.dropTable('MAILING_LISTS');
}
