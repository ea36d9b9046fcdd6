// Migration: FORM_SUBMISSION_KEYS, the single-use, expiring keys of POST /api/form/FormSubmissionKey.
import type { Knex } from 'knex';
import { tenantKey, time } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('FORM_SUBMISSION_KEYS', (table) => {
    tenantKey(table, knex);
    // A SHA-256 of the key the visitor holds: a database leak hands out no usable key.
    table.text('key_hash').notNullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    time(table, 'expires_at').notNullable();
    // Set once, by the submission that spends the key.
    time(table, 'used_at').nullable();
    table.unique(['website_id', 'key_hash']);
    table.index(['website_id', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('FORM_SUBMISSION_KEYS');
}
