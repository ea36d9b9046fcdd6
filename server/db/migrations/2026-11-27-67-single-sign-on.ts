// Migration: SSO_SETTINGS (a website's OpenID Connect provider for its site users: issuer, client id and secret, kept on the server) and SSO_SIGN_INS (one sign-in on its way through the provider: the state's hash, the PKCE verifier, the nonce).
import type { Knex } from 'knex';
import { tenantKey, time, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SSO_SETTINGS', (table) => {
    websiteColumn(table);
    table.primary(['website_id']);
    table.boolean('enabled').notNullable().defaultTo(false);
    table.text('issuer_url').notNullable();
    table.text('client_id').notNullable();
    // Never sent to a browser: the owner API answers only whether one is set.
    table.text('client_secret').notNullable();
    // The provider's name on the button: "Sign in with {provider_name}".
    table.text('provider_name').notNullable();
    timestamps(table, knex);
  });

  await knex.schema.createTable('SSO_SIGN_INS', (table) => {
    tenantKey(table, knex);
    // The SHA-256 of the state sent to the provider; the browser keeps the state in a cookie.
    table.text('state_hash').notNullable();
    table.text('code_verifier').notNullable();
    table.text('nonce').notNullable();
    table.text('return_to').notNullable();
    time(table, 'expires_at').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.unique(['website_id', 'state_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SSO_SIGN_INS');
  await knex.schema.dropTable('SSO_SETTINGS');
}
