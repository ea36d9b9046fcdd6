// Page SQL through knex: the editor's page rows, their content, inserts, versioned updates, deletes, and the ids blocks name.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { stampColumns, type Actor } from '../api/actor.js';
import { editedRows, UPDATED_BY } from '../api/edited-rows.js';
import { LISTED_PAGE_TYPES, type OwnerPageRow } from './page-view.js';

const PAGE_COLUMNS = [
  'p.id',
  'p.url_id',
  'p.page_type',
  'p.title',
  'p.navigation_title',
  'p.description',
  'p.collection_id',
  'p.seo',
  'p.enabled',
  'p.password_protected',
  'p.version',
  'p.updated_at',
  'p.published_at',
  UPDATED_BY,
  'c.type as collection_type',
  'c.settings as collection_settings',
  'c.item_ordering as collection_ordering',
];

function pagesQuery(db: Knex, websiteId: string): Knex.QueryBuilder {
  return editedRows(db, TABLES.pages, 'p', websiteId)
    .leftJoin(`${TABLES.collections} as c`, function joinCollection() {
      this.on('c.website_id', 'p.website_id').andOn('c.id', 'p.collection_id');
    })
    .whereIn('p.page_type', LISTED_PAGE_TYPES)
    .select([...PAGE_COLUMNS, db.raw('(p.draft_content is not null) as has_draft')]);
}

/** Every page the editor lists, the home page first, then by URL. */
export function pageRows(db: Knex, websiteId: string): Promise<OwnerPageRow[]> {
  return pagesQuery(db, websiteId).orderByRaw(`p.url_id <> 'home', p.url_id`);
}

/** One page the editor lists, or undefined. */
export function pageRow(db: Knex, websiteId: string, id: string): Promise<OwnerPageRow | undefined> {
  return pagesQuery(db, websiteId).where('p.id', id).first();
}

/** What a save needs of the stored page, its row held until the transaction ends; undefined when there is none. */
export interface LockedPage {
  id: string;
  url_id: string;
  page_type: number;
  title: string;
  navigation_title: string;
  collection_id: string | null;
  /** The published content. */
  content: Record<string, unknown> | null;
  /** The unpublished changes' content, null when there are none. */
  draft_content: Record<string, unknown> | null;
  published_at: Date | string | null;
  /** Whether the first publish links the page in the main menu. */
  link_on_publish: boolean;
  seo: Record<string, unknown> | null;
  version: number;
}

/** The page `id` locked (FOR UPDATE) inside `trx`, if the editor lists it. */
export function lockPage(
  trx: Knex.Transaction,
  websiteId: string,
  id: string,
): Promise<LockedPage | undefined> {
  return trx(TABLES.pages)
    .where({ website_id: websiteId, id })
    .whereIn('page_type', LISTED_PAGE_TYPES)
    .forUpdate()
    .first(
      'id',
      'url_id',
      'page_type',
      'title',
      'navigation_title',
      'collection_id',
      'content',
      'draft_content',
      'published_at',
      'link_on_publish',
      'seo',
      'version',
    );
}

/** A page's content (its blocks): the published one, or with `draft` the draft (the published one when it has none). */
export async function pageContent(
  db: Knex,
  websiteId: string,
  id: string,
  draft = false,
): Promise<Record<string, unknown>> {
  const row = await db(TABLES.pages)
    .where({ website_id: websiteId, id })
    .first(draft ? db.raw('coalesce(draft_content, content) as content') : 'content');
  return (row?.content as Record<string, unknown> | null | undefined) ?? {};
}

/**
 * The URL ids the website's pages and collections use, but those of the page `pageId` and of the
 * collection it shows (a page may keep, or move between, its own).
 */
export async function urlIdsUsedByOthers(
  db: Knex,
  websiteId: string,
  pageId: string,
  collectionId: string | null,
): Promise<string[]> {
  const { rows } = await db.raw(
    `select url_id from "${TABLES.pages}" where website_id = ? and id <> ?
     union select url_id from "${TABLES.collections}" where website_id = ? and id is distinct from ?`,
    [websiteId, pageId, websiteId, collectionId],
  );
  return (rows as { url_id: string }[]).map((row) => row.url_id);
}

/** A new PAGES row; returns its id. */
export async function insertPage(
  db: Knex,
  websiteId: string,
  page: {
    url_id: string;
    page_type: number;
    title: string;
    collection_id?: string;
    content?: Record<string, unknown>;
    /** A page of blocks added in the editor: not published (nor in the menus) until its first publish. */
    unpublished?: { linkOnPublish: boolean };
  },
  actor: Actor,
): Promise<string> {
  const [row] = await db(TABLES.pages)
    .insert({
      website_id: websiteId,
      url_id: page.url_id,
      page_type: page.page_type,
      title: page.title,
      navigation_title: page.title,
      collection_id: page.collection_id ?? null,
      content: JSON.stringify(page.content ?? {}),
      ...(page.unpublished === undefined
        ? {}
        : { published_at: null, link_on_publish: page.unpublished.linkOnPublish }),
      updated_by_account_id: actor.accountId,
    })
    .returning('id');
  return row.id as string;
}

/** A new collection of posts, events or images (type 1, generic); returns its id. */
export async function insertCollection(
  db: Knex,
  websiteId: string,
  collection: { url_id: string; title: string; view: string; item_ordering: string; settings: object },
  actor: Actor,
): Promise<string> {
  const [{ position }] = await db(TABLES.collections)
    .where({ website_id: websiteId })
    .select(db.raw('coalesce(max(position) + 1, 0)::int as position'));
  const [row] = await db(TABLES.collections)
    .insert({
      website_id: websiteId,
      type: 1,
      title: collection.title,
      navigation_title: collection.title,
      url_id: collection.url_id,
      view: collection.view,
      item_ordering: collection.item_ordering,
      settings: JSON.stringify(collection.settings),
      position,
      updated_by_account_id: actor.accountId,
    })
    .returning('id');
  return row.id as string;
}

/**
 * Writes `changes` to the page if it is still at `version` (one version up, stamped); the number
 * of rows changed, 0 when another save came first.
 */
export function updatePageRow(
  db: Knex,
  websiteId: string,
  id: string,
  version: number,
  changes: Record<string, unknown>,
  actor: Actor,
): Promise<number> {
  return db(TABLES.pages)
    .where({ website_id: websiteId, id, version })
    .update({ ...changes, ...stampColumns(db, actor) });
}

/** Writes `changes` to a collection (one version up, stamped). */
export async function updateCollectionRow(
  db: Knex,
  websiteId: string,
  id: string,
  changes: Record<string, unknown>,
  actor: Actor,
): Promise<void> {
  await db(TABLES.collections)
    .where({ website_id: websiteId, id })
    .update({ ...changes, ...stampColumns(db, actor) });
}

/** The stored version of a page, or undefined when it is gone. */
export async function pageVersion(db: Knex, websiteId: string, id: string): Promise<number | undefined> {
  const row = await db(TABLES.pages).where({ website_id: websiteId, id }).first('version');
  return row?.version as number | undefined;
}

/** How many items a collection holds (any status). */
export async function itemCount(db: Knex, websiteId: string, collectionId: string): Promise<number> {
  const [{ count }] = await db(TABLES.contentItems)
    .where({ website_id: websiteId, collection_id: collectionId })
    .count({ count: '*' });
  return Number(count);
}

/** Whether a page other than `pageId` shows the collection. */
export async function otherPageShows(
  db: Knex,
  websiteId: string,
  collectionId: string,
  pageId: string,
): Promise<boolean> {
  const row = await db(TABLES.pages)
    .where({ website_id: websiteId, collection_id: collectionId })
    .whereNot('id', pageId)
    .first('id');
  return row !== undefined;
}

/** Deletes a page. */
export async function deletePageRow(db: Knex, websiteId: string, id: string): Promise<void> {
  await db(TABLES.pages).where({ website_id: websiteId, id }).delete();
}

/** Deletes a collection; its items (and a store's categories) go with it (ON DELETE CASCADE). */
export async function deleteCollectionRow(db: Knex, websiteId: string, id: string): Promise<void> {
  await db(TABLES.collections).where({ website_id: websiteId, id }).delete();
}

/** The ids among `ids` that `table` holds for the website (`products`: the items that are products). */
export async function knownIds(
  db: Knex,
  websiteId: string,
  kind: 'images' | 'forms' | 'products' | 'collections' | 'mailingLists',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: { id: string }[] = await db(TABLES[kind])
    .where({ website_id: websiteId })
    .whereIn('id', ids)
    .select('id');
  return new Set(rows.map((row) => row.id));
}

/** Clears the page's draft when it holds exactly the published content (no unpublished changes then). */
export async function dropDraftEqualToPublished(db: Knex, websiteId: string, id: string): Promise<void> {
  await db(TABLES.pages)
    .where({ website_id: websiteId, id })
    .whereRaw('draft_content = content')
    .update({ draft_content: null });
}
