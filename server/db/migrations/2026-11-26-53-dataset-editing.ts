// Migration: DATA_TABLES become editable datasets: a slug per website (templates and blocks name it), a version for If-Match and the last editor.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('DATA_TABLES', (table) => {
    // `opening-hours`: unique per website; made from the name, `-2`, `-3`… when taken.
    table.text('slug').nullable();
    // Raised by one on every save; a save naming an older version is refused (412).
    table.integer('version').notNullable().defaultTo(1);
    table
      .text('updated_by_account_id')
      .nullable()
      .references('id')
      .inTable('OWNER_ACCOUNTS')
      .onDelete('SET NULL');
  });
  // Rows written before this migration get their id as slug (unique, and never a made-up name).
  await knex.raw(`update "DATA_TABLES" set slug = 'dataset-' || id where slug is null`);
  await knex.raw(`alter table "DATA_TABLES" alter column slug set not null`);
  await knex.schema.alterTable('DATA_TABLES', (table) => {
    table.unique(['website_id', 'slug']);
    // Columns are now [{key, label, type}] and rows [[cell, …], …] in column order (domain/datasets.ts).
    table.check(`jsonb_array_length(columns) <= 50`, [], 'at_most_50_columns');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('DATA_TABLES', (table) => {
    table.dropChecks(['at_most_50_columns']);
    table.dropUnique(['website_id', 'slug']);
    table.dropColumn('updated_by_account_id');
    table.dropColumn('version');
    table.dropColumn('slug');
  });
}
