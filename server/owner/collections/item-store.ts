// SQL of collection items as the owner API reads and saves them: every status, the collection's order, URL ids, positions.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { OTHER_ITEM_STATUSES, type ItemFilterStatus } from '../../../domain/owner-api/items.js';
import type { ItemRecord } from '../../site/context/item-store.js';
import { editedRows, UPDATED_BY } from '../api/edited-rows.js';
import { likeContaining, likeText } from '../../db/like-pattern.js';

/** The CONTENT_ITEMS columns the owner API reads that the site reads too (typed as the site has them). */
const SITE_COLUMNS = [
  'id',
  'collection_id',
  'record_type',
  'url_id',
  'title',
  'body',
  'excerpt',
  'published_at',
  'tags',
  'categories',
  'main_image_id',
  'start_date',
  'end_date',
  'location',
  'structured_content',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ItemRecord)[];

/** A CONTENT_ITEMS row as the owner API reads it (every status), with the email of who saved it last. */
export interface ItemRow extends Pick<ItemRecord, (typeof SITE_COLUMNS)[number]> {
  status: string;
  author_account_id: string | null;
  position: number;
  version: number;
  updated_by: string | null;
}

/** Which items of a collection to list. */
export interface ItemFilter {
  /** Words the title or excerpt contains. */
  q?: string;
  /**
   * Drafts (anything neither published nor one of SPEC §4's other statuses), scheduled (published,
   * due later), published (due now), or needs-review, private or deprecated.
   */
  status?: ItemFilterStatus;
}

const COLUMNS = [
  ...[...SITE_COLUMNS, 'status', 'author_account_id', 'position', 'version'].map((column) => `i.${column}`),
  UPDATED_BY,
];

/** The owner's order of each COLLECTIONS.item_ordering; drafts without a date count from when they were made. */
const ORDERINGS: Readonly<Record<string, string>> = {
  manual: 'i.position asc, i.created_at asc',
  'newest-first': 'coalesce(i.published_at, i.created_at) desc, i.created_at desc',
  'oldest-first': 'coalesce(i.published_at, i.created_at) asc, i.created_at asc',
  title: 'lower(i.title) asc',
  'start-date': 'i.start_date asc nulls last',
};

function itemQuery(db: Knex, websiteId: string, collectionId: string): Knex.QueryBuilder {
  return editedRows(db, TABLES.contentItems, 'i', websiteId).where('i.collection_id', collectionId);
}

function filtered(db: Knex, websiteId: string, collectionId: string, filter: ItemFilter): Knex.QueryBuilder {
  const query = itemQuery(db, websiteId, collectionId);
  for (const word of (filter.q ?? '').split(/\s+/).filter((part) => part !== '')) {
    const pattern = likeContaining(word);
    query.where((where) => where.whereILike('i.title', pattern).orWhereILike('i.excerpt', pattern));
  }
  if (filter.status === 'draft') query.whereNotIn('i.status', ['published', ...OTHER_ITEM_STATUSES]);
  if ((OTHER_ITEM_STATUSES as readonly string[]).includes(filter.status ?? '')) {
    query.where('i.status', filter.status);
  }
  if (filter.status === 'scheduled')
    query.where('i.status', 'published').where('i.published_at', '>', db.fn.now());
  if (filter.status === 'published') {
    query
      .where('i.status', 'published')
      .where((where) => where.whereNull('i.published_at').orWhere('i.published_at', '<=', db.fn.now()));
  }
  return query;
}

/** One page of a collection's items (every status) matching `filter`, in the collection's order. */
export function selectItems(
  db: Knex,
  websiteId: string,
  collection: { id: string; item_ordering: string },
  filter: ItemFilter,
  page: { limit: number; offset: number },
): Promise<ItemRow[]> {
  // The order comes from ORDERINGS, never from a request.
  const order = ORDERINGS[collection.item_ordering] ?? ORDERINGS.manual;
  return filtered(db, websiteId, collection.id, filter)
    .select(COLUMNS)
    .orderByRaw(`${order}, i.id asc`)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of a collection's items match `filter`. */
export async function countMatching(
  db: Knex,
  websiteId: string,
  collectionId: string,
  filter: ItemFilter,
): Promise<number> {
  const row = await filtered(db, websiteId, collectionId, filter).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** One item of a collection; with `lock`, its row stays locked until the transaction ends. */
export function selectItem(
  db: Knex,
  websiteId: string,
  collectionId: string,
  id: string,
  lock = false,
): Promise<ItemRow | undefined> {
  const query = itemQuery(db, websiteId, collectionId).where('i.id', id).select(COLUMNS).first();
  return lock ? query.forUpdate('i') : query;
}

/** The URL ids of a collection that are `base` or `base-<something>` (what a new one must avoid). */
export async function urlIdsLike(
  db: Knex,
  websiteId: string,
  collectionId: string,
  base: string,
): Promise<string[]> {
  const rows: { url_id: string }[] = await db(TABLES.contentItems)
    .where({ website_id: websiteId, collection_id: collectionId })
    .where((where) => where.where('url_id', base).orWhereLike('url_id', `${likeText(base)}-%`))
    .select('url_id');
  return rows.map((row) => row.url_id);
}

/** Whether another item of the collection than `exceptId` has the URL id. */
export async function urlIdTaken(
  db: Knex,
  websiteId: string,
  collectionId: string,
  urlId: string,
  exceptId?: string,
): Promise<boolean> {
  const query = db(TABLES.contentItems)
    .where({ website_id: websiteId, collection_id: collectionId, url_id: urlId })
    .select('id');
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  return (await query.first()) !== undefined;
}

/** How many items the collection holds, and the place after its last. */
export async function itemCountAndNextPosition(
  db: Knex,
  websiteId: string,
  collectionId: string,
): Promise<{ count: number; nextPosition: number }> {
  const row = await db(TABLES.contentItems)
    .where({ website_id: websiteId, collection_id: collectionId })
    .select(db.raw('count(*)::int as count'), db.raw('coalesce(max(position) + 1, 0)::int as next'))
    .first();
  return { count: Number(row?.count ?? 0), nextPosition: Number(row?.next ?? 0) };
}

/** Inserts an item; returns its id. */
export async function insertItem(db: Knex, row: Record<string, unknown>): Promise<string> {
  const [inserted] = await db(TABLES.contentItems).insert(row).returning('id');
  return inserted.id as string;
}

/** Saves an item's columns when its version is still `version`; false when another save came first. */
export async function updateItemRow(
  db: Knex,
  websiteId: string,
  collectionId: string,
  id: string,
  version: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db(TABLES.contentItems)
    .where({ website_id: websiteId, collection_id: collectionId, id, version })
    .update(columns)
    .returning('id');
  return rows.length === 1;
}

/** Deletes an item. */
export async function deleteItemRow(
  db: Knex,
  websiteId: string,
  collectionId: string,
  id: string,
): Promise<void> {
  await db(TABLES.contentItems).where({ website_id: websiteId, collection_id: collectionId, id }).delete();
}

/** Every item id of a collection. */
export async function selectItemIds(db: Knex, websiteId: string, collectionId: string): Promise<string[]> {
  const rows: { id: string }[] = await db(TABLES.contentItems)
    .where({ website_id: websiteId, collection_id: collectionId })
    .select('id');
  return rows.map((row) => row.id);
}

/** Puts the items in the order of `ids` (positions 0, 1, 2…), in one statement. */
export async function setPositions(
  db: Knex,
  websiteId: string,
  collectionId: string,
  ids: readonly string[],
): Promise<void> {
  await db.raw(
    `update "${TABLES.contentItems}" i set position = o.n - 1
       from unnest(?::text[]) with ordinality as o(id, n)
      where i.website_id = ? and i.collection_id = ? and i.id = o.id`,
    [ids as string[], websiteId, collectionId],
  );
}
