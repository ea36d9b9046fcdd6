// Migration: FORMS (site forms and products' additional-fields forms) and FORM_SUBMISSIONS.
import type { Knex } from 'knex';
import { json, tenantKey, tenantReference, time, timestamps } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('FORMS', (table) => {
    tenantKey(table, knex);
    table.text('name').notNullable().defaultTo('');
    // The form builder's fields, in order: [{id, type, title, required, …}].
    json(table, 'fields', knex, '[]');
    table.text('submission_message').notNullable().defaultTo('');
    table.text('submission_html').notNullable().defaultTo('');
    table.text('success_redirect').nullable();
    table.text('disclaimer_message').notNullable().defaultTo('');
    table.boolean('captcha_enabled').notNullable().defaultTo(false);
    table.text('captcha_theme').notNullable().defaultTo('light');
    table.text('captcha_alignment').notNullable().defaultTo('left');
    // Where submissions go (the builder's storage fieldset): email, mailing list, …
    json(table, 'storage', knex);
    timestamps(table, knex);
    table.check(`jsonb_typeof(fields) = 'array'`, [], 'fields_is_list');
    table.check(`captcha_theme in ('light', 'dark')`, [], 'captcha_theme_known');
    table.check(`captcha_alignment in ('left', 'center', 'right')`, [], 'captcha_alignment_known');
  });
  await knex.schema.createTable('FORM_SUBMISSIONS', (table) => {
    tenantKey(table, knex);
    tenantReference(table, 'form_id', 'FORMS', { onDelete: 'cascade' });
    // The one-time key from /api/form/FormSubmissionKey: a key is used once.
    table.text('submission_key').nullable();
    // Field id → sanitized value, as posted.
    json(table, 'values', knex);
    // [{type, rawTitle, value, values}], as the notification email and the owner see it.
    json(table, 'summary', knex, '[]');
    table.text('page_url').nullable();
    table.text('visitor_id').nullable();
    time(table, 'created_at').notNullable().defaultTo(knex.fn.now());
    table.index(['website_id', 'form_id', 'created_at']);
    table.index(['website_id', 'submission_key'], 'form_submissions_key_used_once', {
      indexType: 'unique',
      predicate: knex.whereNotNull('submission_key'),
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('FORM_SUBMISSIONS');
  await knex.schema.dropTable('FORMS');
}
