// Migration: full-text search of CONTENT_ITEMS: a stored, weighted tsvector and its GIN index.
import type { Knex } from 'knex';

/**
 * The site search (server/site/context/search-store.ts) matches and ranks items by this column:
 * the title weighs most (A), then tags and categories (B), then the excerpt and body (C). HTML
 * tags in excerpts and bodies are not words for PostgreSQL's parser, so they are not indexed.
 * `array_to_string` is only stable (it may print any element type), so a generated column cannot
 * call it; `tessera_search_words` joins a `text[]`, which cannot depend on any setting.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function tessera_search_words(words text[]) returns text
    language sql immutable strict parallel safe
    as $$ select array_to_string(words, ' ') $$`);
  await knex.raw(`
    alter table "CONTENT_ITEMS" add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', tessera_search_words(tags || categories)), 'B') ||
      setweight(to_tsvector('english', excerpt || ' ' || body), 'C')
    ) stored`);
  await knex.raw('create index content_items_search on "CONTENT_ITEMS" using gin (search_vector)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index content_items_search');
  await knex.raw('alter table "CONTENT_ITEMS" drop column search_vector');
  await knex.raw('drop function tessera_search_words(text[])');
}
