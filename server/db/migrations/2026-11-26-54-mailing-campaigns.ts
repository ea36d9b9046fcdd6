// Migration: the website's mailing-list connection (built-in or Mailchimp), EMAIL_CAMPAIGNS with their CAMPAIGN_RECIPIENTS (one-click unsubscribe tokens), and MAIL_OUTBOX.headers.
import type { Knex } from 'knex';
import {
  email,
  json,
  tenantKey,
  tenantReference,
  time,
  timestamps,
  websiteColumn,
} from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('MAILING_LIST_CONNECTIONS', (table) => {
    websiteColumn(table);
    table.primary(['website_id']);
    // `tessera` (a MAILING_LISTS row) or `mailchimp` (a list of the owner's Mailchimp account).
    table.text('provider').notNullable();
    // The provider's API key; never sent back whole (the owner API shows its last 4 characters).
    table.text('api_key').nullable();
    // The list sign-ups go to: a MAILING_LISTS id, or the provider's own list id.
    table.text('list_id').notNullable();
    table.text('list_name').notNullable().defaultTo('');
    table
      .text('updated_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    timestamps(table, knex);
    table.check(`provider in ('tessera', 'mailchimp')`, [], 'provider_known');
  });
  await knex.schema.createTable('EMAIL_CAMPAIGNS', (table) => {
    tenantKey(table, knex);
    table.text('subject').notNullable();
    // Sanitized rich text (server/owner/sanitize), and the plain text made from it for the text part.
    table.text('body_html').notNullable().defaultTo('');
    tenantReference(table, 'mailing_list_id', 'MAILING_LISTS', { onDelete: 'set null', nullable: true });
    table.text('status').notNullable().defaultTo('draft');
    time(table, 'sent_at').nullable();
    table.integer('recipient_count').notNullable().defaultTo(0);
    table.integer('version').notNullable().defaultTo(1);
    table
      .text('updated_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
    timestamps(table, knex);
    table.check(`status in ('draft', 'sent')`, [], 'status_known');
    table.index(['website_id', 'created_at']);
  });
  await knex.schema.createTable('CAMPAIGN_RECIPIENTS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'campaign_id', 'EMAIL_CAMPAIGNS', { onDelete: 'cascade' });
    tenantReference(table, 'subscriber_id', 'MAILING_LIST_SUBSCRIBERS', { onDelete: 'cascade' });
    email(table).notNullable();
    // SHA-256 (base64url) of the random token in the mail's unsubscribe link.
    table.text('token_hash').notNullable();
    table.text('outbox_id').nullable();
    time(table, 'unsubscribed_at').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.unique(['website_id', 'campaign_id', 'subscriber_id']);
    table.unique(['website_id', 'token_hash']);
  });
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => {
    // Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`) by name.
    json(table, 'headers', knex);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('MAIL_OUTBOX', (table) => table.dropColumn('headers'));
  await knex.schema.dropTable('CAMPAIGN_RECIPIENTS');
  await knex.schema.dropTable('EMAIL_CAMPAIGNS');
  await knex.schema.dropTable('MAILING_LIST_CONNECTIONS');
}
