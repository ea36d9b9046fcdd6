// Store-creation SQL through knex: URL ids in use, the store's collection, page and categories, the main menu.
import type { Knex } from 'knex';
import { COLLECTION_TYPE } from '../../../domain/enums.js';
import { TABLES } from '../../db/tables.js';

/** SPEC §2 page type of a page that shows a collection. */
const COLLECTION_PAGE_TYPE = 1;
/** The NAVIGATIONS row of the site's main menu (GetSiteLayout's first entry). */
export const MAIN_NAVIGATION = 'main';

/** Addresses the server answers itself, so no store may take them as its URL id. */
export const RESERVED_URL_IDS: readonly string[] = [
  'account',
  'admin',
  'api',
  'assets',
  'cart',
  'checkout',
  'commerce',
  'config',
  'editor',
  'files',
  'healthz',
  'readyz',
  'home',
  'login',
  'search',
  'theme',
  'unlock',
];

/** A store's COLLECTIONS row, as store creation returns it. */
export interface StoreRow {
  id: string;
  title: string;
  navigation_title: string;
  url_id: string;
  description: string;
  enabled: boolean;
}

/** A PRODUCT_CATEGORIES row. */
export interface CategoryRow {
  id: string;
  collection_id: string;
  parent_category_id: string | null;
  display_name: string;
  type: 'ROOT' | 'CATEGORY';
  page_rendering: string;
  display_index: number;
}

const CATEGORY_COLUMNS = [
  'id',
  'collection_id',
  'parent_category_id',
  'display_name',
  'type',
  'page_rendering',
  'display_index',
];

/**
 * Serialises store creations of one website until the transaction ends, so two owners creating
 * "Shop" at once get `shop` and `shop-1`, not a unique-key failure.
 */
export async function lockWebsiteUrls(trx: Knex.Transaction, websiteId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`store-urls:${websiteId}`]);
}

/** Every URL id the website's pages and collections use, enabled or not. */
export async function usedUrlIds(db: Knex, websiteId: string): Promise<string[]> {
  const { rows } = await db.raw(
    `select url_id from "${TABLES.pages}" where website_id = ?
     union select url_id from "${TABLES.collections}" where website_id = ?`,
    [websiteId, websiteId],
  );
  return (rows as { url_id: string }[]).map((row) => row.url_id);
}

/** Inserts a products collection (type 13) and the page of type 1 that shows it at the same URL id. */
export async function insertStore(
  db: Knex,
  websiteId: string,
  store: Omit<StoreRow, 'id'>,
): Promise<StoreRow & { page_id: string }> {
  const [{ position }] = await db(TABLES.collections)
    .where({ website_id: websiteId })
    .select(db.raw('coalesce(max(position) + 1, 0)::int as position'));
  const [collection] = await db(TABLES.collections)
    .insert({
      website_id: websiteId,
      type: COLLECTION_TYPE.products,
      ...store,
      view: 'grid',
      position,
      settings: JSON.stringify({ typeName: 'products' }),
    })
    .returning(['id', 'title', 'navigation_title', 'url_id', 'description', 'enabled']);
  const [page] = await db(TABLES.pages)
    .insert({
      website_id: websiteId,
      url_id: store.url_id,
      page_type: COLLECTION_PAGE_TYPE,
      title: store.title,
      navigation_title: store.navigation_title,
      description: store.description,
      collection_id: collection.id,
      enabled: store.enabled,
    })
    .returning(['id']);
  return { ...(collection as StoreRow), page_id: page.id as string };
}

/**
 * The website's products collection `collectionId`, or undefined; with `lock`, its row is held
 * (FOR NO KEY UPDATE, which rows referencing it do not wait for) until the transaction ends.
 */
export async function findStore(
  db: Knex,
  websiteId: string,
  collectionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoreRow | undefined> {
  const query = db(TABLES.collections)
    .where({ website_id: websiteId, id: collectionId, type: COLLECTION_TYPE.products })
    .first('id', 'title', 'navigation_title', 'url_id', 'description', 'enabled');
  return lock ? query.forNoKeyUpdate() : query;
}

/** The page that shows a store, or undefined. */
export async function findStorePageId(
  db: Knex,
  websiteId: string,
  collectionId: string,
): Promise<string | undefined> {
  const row = await db(TABLES.pages)
    .where({ website_id: websiteId, collection_id: collectionId, page_type: COLLECTION_PAGE_TYPE })
    .orderBy('created_at')
    .first('id');
  return row?.id as string | undefined;
}

/** Every category of a store. */
export function storeCategories(db: Knex, websiteId: string, collectionId: string): Promise<CategoryRow[]> {
  return db(TABLES.productCategories)
    .where({ website_id: websiteId, collection_id: collectionId })
    .orderBy([{ column: 'display_index' }, { column: 'display_name' }])
    .select(CATEGORY_COLUMNS);
}

/** Inserts a category. */
export async function insertCategory(
  db: Knex,
  websiteId: string,
  category: Omit<CategoryRow, 'id'>,
): Promise<CategoryRow> {
  const [row] = await db(TABLES.productCategories)
    .insert({ website_id: websiteId, ...category })
    .returning(CATEGORY_COLUMNS);
  return row as CategoryRow;
}

/** The main menu's stored items, locked until the transaction ends; undefined when the site has none. */
export async function lockMainNavigation(db: Knex, websiteId: string): Promise<unknown[] | undefined> {
  const row = await db(TABLES.navigations)
    .where({ website_id: websiteId, name: MAIN_NAVIGATION })
    .forUpdate()
    .first('items');
  if (row === undefined) return undefined;
  return Array.isArray(row.items) ? (row.items as unknown[]) : [];
}

/**
 * The links the site shows when it has no main menu row (server/site/context/navigation.ts):
 * enabled pages and collection pages in URL order, the home page first.
 */
export async function implicitMainNavigation(db: Knex, websiteId: string): Promise<unknown[]> {
  const pages: { id: string; url_id: string; collection_id: string | null }[] = await db(TABLES.pages)
    .where({ website_id: websiteId, enabled: true })
    .whereIn('page_type', [COLLECTION_PAGE_TYPE, 2])
    .orderBy('url_id')
    .select('id', 'url_id', 'collection_id');
  const ordered = [...pages].sort((a, b) => Number(b.url_id === 'home') - Number(a.url_id === 'home'));
  return ordered.map((page) => ({
    pageId: page.id,
    ...(page.collection_id === null ? {} : { collectionId: page.collection_id }),
    newWindow: false,
    items: [],
  }));
}

/** Stores the main menu's items (inserting the row when the site had none). */
export async function saveMainNavigation(
  db: Knex,
  websiteId: string,
  items: readonly unknown[],
): Promise<void> {
  await db(TABLES.navigations)
    .insert({ website_id: websiteId, name: MAIN_NAVIGATION, items: JSON.stringify(items) })
    .onConflict(['website_id', 'name'])
    .merge({ items: JSON.stringify(items), updated_at: db.fn.now() });
}
