// Migration: pg_trgm and a trigram index of CONTENT_ITEMS titles, so the site search finds a title through a typo ("skilet" → "Cast Iron Skillet").
import type { Knex } from 'knex';

/**
 * PostgreSQL ships pg_trgm in contrib (a server needs the contrib package); the embedded engine
 * loads PGlite's build of it (`EMBEDDED_EXTENSIONS`). The index serves the search's `<%`
 * (word similarity) test of a query against titles (server/site/context/search-store.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create index content_items_title_trigrams on "CONTENT_ITEMS" using gin (title gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index content_items_title_trigrams');
}
