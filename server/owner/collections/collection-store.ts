// SQL of collections as the owner API reads and saves them: rows with their editor, item counts, the pages that show them.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { COLLECTION_COLUMNS, type CollectionRecord } from '../../site/context/store.js';
import { editedRows, UPDATED_BY } from '../api/edited-rows.js';

/** A COLLECTIONS row with its version and the email of who saved it last. */
export interface CollectionRow extends CollectionRecord {
  position: number;
  version: number;
  updated_at: Date;
  updated_by: string | null;
}

/** A page of type 1 showing a collection. */
export interface CollectionPageRow {
  id: string;
  url_id: string;
  collection_id: string;
  enabled: boolean;
}

const COLLECTION_PAGE_TYPE = 1;

function collectionQuery(db: Knex, websiteId: string): Knex.QueryBuilder {
  return editedRows(db, TABLES.collections, 'c', websiteId).select(
    ...COLLECTION_COLUMNS.map((column) => `c.${column}`),
    'c.position',
    'c.version',
    'c.updated_at',
    UPDATED_BY,
  );
}

/** Every collection of the website (folders aside), in navigation order. */
export function selectCollections(db: Knex, websiteId: string): Promise<CollectionRow[]> {
  return collectionQuery(db, websiteId)
    .where('c.is_folder', false)
    .orderBy([{ column: 'c.position' }, { column: 'c.title' }, { column: 'c.id' }]);
}

/**
 * One collection of the website. With `lock`, its row stays locked until the transaction ends, so
 * saves of it (and of its items' order) happen one after the other.
 */
export function selectCollection(
  db: Knex,
  websiteId: string,
  id: string,
  lock = false,
): Promise<CollectionRow | undefined> {
  const query = collectionQuery(db, websiteId).where('c.id', id).where('c.is_folder', false).first();
  return lock ? query.forUpdate('c') : query;
}

/** The pages of type 1 that show the website's collections (enabled ones first). */
export function selectCollectionPages(db: Knex, websiteId: string): Promise<CollectionPageRow[]> {
  return db(TABLES.pages)
    .where({ website_id: websiteId, page_type: COLLECTION_PAGE_TYPE })
    .whereNotNull('collection_id')
    .orderBy([{ column: 'enabled', order: 'desc' }, { column: 'created_at' }, { column: 'id' }])
    .select('id', 'url_id', 'collection_id', 'enabled');
}

/** How many items (drafts included) each of the website's collections holds. */
export async function countItems(db: Knex, websiteId: string): Promise<Map<string, number>> {
  const rows: { collection_id: string; count: number | string }[] = await db(TABLES.contentItems)
    .where('website_id', websiteId)
    .groupBy('collection_id')
    .select('collection_id', db.raw('count(*)::int as count'));
  return new Map(rows.map((row) => [row.collection_id, Number(row.count)]));
}

/** Saves a collection's columns when its version is still `version`; false when another save came first. */
export async function updateCollectionRow(
  db: Knex,
  websiteId: string,
  id: string,
  version: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db(TABLES.collections)
    .where({ website_id: websiteId, id, version })
    .update(columns)
    .returning('id');
  return rows.length === 1;
}
