// Migration: WEBSITE_SETTINGS, one row per website: store, site, captcha and feature settings.
import type { Knex } from 'knex';
import { json, timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBSITE_SETTINGS', (table) => {
    websiteColumn(table);
    table.primary(['website_id']);
    // Store settings templates read (SPEC §3), then the rest of the store settings.
    table.boolean('multiple_quantity_allowed_for_services').notNullable().defaultTo(true);
    table.boolean('use_cldr_money_format').notNullable().defaultTo(false);
    json(table, 'store_settings', knex);
    // Site settings templates read (SPEC §3), then the rest of the site settings.
    table.text('disqus_shortname').nullable();
    table.boolean('simple_liking_enabled').notNullable().defaultTo(false);
    table.boolean('comments_enabled').notNullable().defaultTo(false);
    json(table, 'share_button_options', knex);
    json(table, 'site_settings', knex);
    // Site header and footer (GET/PUT /api/site-header-footer), fonts and colours.
    json(table, 'site_header', knex);
    json(table, 'site_footer', knex);
    json(table, 'style_settings', knex);
    // `{siteKey, …}`: a reCAPTCHA Enterprise site key switches bot checks away from ALTCHA.
    json(table, 'captcha_settings', knex);
    // Flag name → boolean (the templates' feature flags).
    json(table, 'feature_flags', knex);
    // Mailing-list and workflow-automation connections.
    json(table, 'integrations', knex);
    timestamps(table, knex);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('WEBSITE_SETTINGS');
}
