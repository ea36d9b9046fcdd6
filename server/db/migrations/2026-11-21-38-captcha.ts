// Migration: CAPTCHA_KEYS (each website's proof-of-work signing key) and CAPTCHA_SOLUTIONS (solutions already used, until they expire).
import type { Knex } from 'knex';
import { time, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('CAPTCHA_KEYS', (table) => {
    websiteColumn(table);
    table.primary(['website_id']);
    // The HMAC secret ALTCHA challenges are signed with, generated on first use (when the server
    // has no CAPTCHA_HMAC_KEY), so every app server of a website signs and verifies alike.
    table.text('secret').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('CAPTCHA_SOLUTIONS', (table) => {
    websiteColumn(table);
    // The challenge's signature: a solution is accepted once, so a replay finds its row here.
    table.text('challenge_id').notNullable();
    // After this the challenge has expired anyway, so the row may be swept.
    time(table, 'expires_at').notNullable();
    table.primary(['website_id', 'challenge_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('CAPTCHA_SOLUTIONS');
  await knex.schema.dropTable('CAPTCHA_KEYS');
}
