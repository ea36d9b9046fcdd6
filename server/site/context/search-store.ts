// SQL of the site search: PostgreSQL full-text search over CONTENT_ITEMS.search_vector and pg_trgm similarity of titles, best first, with excerpts.
import type { Knex } from 'knex';
import { typoTolerantText } from '../../../domain/search-typos.js';
import { TABLES } from '../../db/tables.js';
import { itemsQuery, type ItemRecord } from './item-store.js';
import { HIT_END, HIT_START } from './search-excerpt.js';

/** The text-search configuration of the search vector (migration 2026-11-25-47-item-search). */
const CONFIG = 'english';

/**
 * How `ts_headline` cuts the excerpt: up to two passages of 12 to 30 words around the hits, the
 * hits between the two marker characters `searchExcerptHtml` turns into `<mark>`.
 */
const HEADLINE_OPTIONS = [
  `StartSel="${HIT_START}"`,
  `StopSel="${HIT_END}"`,
  'MinWords=12',
  'MaxWords=30',
  'ShortWord=3',
  'MaxFragments=2',
  'FragmentDelimiter=" … "',
].join(', ');

/** A search result: the item, and its excerpt with the hits between HIT_START and HIT_END (plain text). */
export interface SearchRecord extends ItemRecord {
  search_headline: string;
}

/**
 * Published items of enabled collections that match `text`, read as a web search
 * (`websearch_to_tsquery`: words, `"quoted phrases"`, `-excluded`, `or`), best first (`ts_rank`
 * over the weighted vector: title, then tags and categories, then excerpt and body), newest first
 * among equals. One more row than asked when there are more. Only punctuation or stop words match
 * nothing by its words. A query of plain words (no phrase, no exclusion) also finds titles with
 * words like its words of four letters or more (a typo: "skilet" finds "Cast Iron Skillet",
 * `typoTolerantText`), ranked after the full-text hits, most alike first. The excerpt is cut from the excerpt and body (the body alone when it already holds the
 * excerpt, as a gallery image's caption does), for the rows of this page only.
 */
export function searchItems(
  db: Knex,
  websiteId: string,
  text: string,
  limit: number,
  offset: number,
): Promise<SearchRecord[]> {
  const query = db.raw('websearch_to_tsquery(?::regconfig, ?)', [CONFIG, text]);
  const typos = typoTolerantText(text);
  const ranked = itemsQuery(db, websiteId)
    .join({ c: TABLES.collections }, function joinCollection() {
      this.on('c.website_id', 'i.website_id').andOn('c.id', 'i.collection_id');
    })
    .where('c.enabled', true)
    .where(function matches() {
      this.whereRaw('i.search_vector @@ ?', [query]);
      // pg_trgm's word similarity (at least pg_trgm.word_similarity_threshold, 0.6): a title with a
      // word close to the query's, through the trigram index (migration 2026-11-29-92).
      if (typos !== undefined) this.orWhereRaw('tessera_title_like(?, i.title)', [typos]);
    })
    .select(
      db.raw('ts_rank(i.search_vector, ?) as search_rank', [query]),
      typos === undefined
        ? db.raw('0 as title_similarity')
        : db.raw('tessera_title_likeness(?, i.title) as title_similarity', [typos]),
    )
    .orderBy([
      { column: 'search_rank', order: 'desc' },
      { column: 'title_similarity', order: 'desc' },
      { column: 'i.published_at', order: 'desc', nulls: 'last' },
      { column: 'i.id', order: 'asc' },
    ])
    .limit(limit + 1)
    .offset(offset);
  const document = `case when strpos(r.body, r.excerpt) > 0 then r.body else r.excerpt || ' ' || r.body end`;
  return db
    .from(ranked.as('r'))
    .select(
      'r.*',
      db.raw(`ts_headline(?::regconfig, ${document}, ?, ?) as search_headline`, [
        CONFIG,
        query,
        HEADLINE_OPTIONS,
      ]),
    )
    .orderBy([
      { column: 'r.search_rank', order: 'desc' },
      { column: 'r.title_similarity', order: 'desc' },
      { column: 'r.published_at', order: 'desc', nulls: 'last' },
      { column: 'r.id', order: 'asc' },
    ]);
}
