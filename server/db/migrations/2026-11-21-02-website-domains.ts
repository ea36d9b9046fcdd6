// Migration: WEBSITE_DOMAINS, the hosts a website answers on (a request's Host picks the website).
import type { Knex } from 'knex';
import { timestamps, websiteColumn } from '../migration-helpers.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('WEBSITE_DOMAINS', (table) => {
    websiteColumn(table);
    table.text('host').notNullable();
    table.boolean('is_primary').notNullable().defaultTo(false);
    timestamps(table, knex);
    table.primary(['website_id', 'host']);
    // A host belongs to one website; the lookup by Host header uses this index.
    table.unique(['host']);
    table.check('host = lower(host)', [], 'host_lower_case');
    table.index(['website_id'], 'website_domains_one_primary', {
      indexType: 'unique',
      predicate: knex.whereRaw('is_primary'),
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('WEBSITE_DOMAINS');
}
