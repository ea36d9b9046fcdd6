// Migration: SAMPLE_CONTENT, the rows a starting point added as examples, which "Remove sample content" deletes in one step.
import type { Knex } from 'knex';
import { timestamps, websiteColumn } from '../migration-helpers.js';

/** What a sample row is: a store's product, a blog post, a gallery item (content items), or a picture (FILES). */
const KINDS = ['content-item', 'file'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('SAMPLE_CONTENT', (table) => {
    websiteColumn(table);
    table.text('kind').notNullable();
    table.text('row_id').notNullable();
    timestamps(table, knex);
    table.primary(['website_id', 'kind', 'row_id']);
    table.check(`kind in (${KINDS.map((kind) => `'${kind}'`).join(', ')})`, [], 'sample_content_kind_known');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('SAMPLE_CONTENT');
}
