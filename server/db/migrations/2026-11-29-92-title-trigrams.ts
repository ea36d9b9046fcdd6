// Migration: pg_trgm and a trigram index of CONTENT_ITEMS titles, so the site search finds a title through a typo ("skilet" → "10-Inch Cast Iron Skillet").
import type { Knex } from 'knex';

/** `name` as a quoted SQL identifier. */
function identifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * PostgreSQL ships pg_trgm in contrib (a server needs its contrib package); the embedded engine
 * loads PGlite's build of it (`EMBEDDED_EXTENSIONS`). The extension is made in `public` (not the
 * first schema of the search path, which a test suite's own schema is, and drops with it), or
 * used where it already is; its operator class and functions are named by their schema, so the
 * schema need not be on the search path. `tessera_title_like(query, title)` (pg_trgm's `<%`: a
 * word of the title at least `pg_trgm.word_similarity_threshold`, 0.6, alike) and
 * `tessera_title_likeness` (its `word_similarity`) are plain SQL functions the planner inlines, so
 * the search (server/site/context/search-store.ts) uses the index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm with schema public');
  const found = (await knex.raw(
    `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname = 'pg_trgm'`,
  )) as { rows: { schema: string }[] };
  const schema = identifier(found.rows[0].schema);
  await knex.raw(`
    create function tessera_title_like(query text, title text) returns boolean
    language sql stable strict parallel safe
    as $$ select title operator(${schema}.%>) query $$`);
  await knex.raw(`
    create function tessera_title_likeness(query text, title text) returns real
    language sql stable strict parallel safe
    as $$ select ${schema}.word_similarity(query, title) $$`);
  await knex.raw(
    `create index content_items_title_trigrams on "CONTENT_ITEMS" using gin (title ${schema}.gin_trgm_ops)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index content_items_title_trigrams');
  await knex.raw('drop function tessera_title_likeness(text, text)');
  await knex.raw('drop function tessera_title_like(text, text)');
}
