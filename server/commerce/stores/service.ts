// Store creation (SPEC §4): the products collection and its page, the root category, the first place in the main menu.
import type { Knex } from 'knex';
import { FALLBACK_STORE_TITLE, storeSlug } from '../../../domain/store-slug.js';
import { HttpError, badRequest, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { categorySlug } from '../../site/context/collection-page.js';
import { OWNER_INPUT_MESSAGE, notExpectedOption } from './owner-messages.js';
import {
  RESERVED_URL_IDS,
  findStore,
  findStorePageId,
  implicitMainNavigation,
  insertCategory,
  insertStore,
  storeCategories,
  lockMainNavigation,
  lockWebsiteUrls,
  saveMainNavigation,
  usedUrlIds,
  type CategoryRow,
  type StoreRow,
} from './store.js';

/** SPEC §3 "Store product creation" fields. */
export interface StoreInput {
  title: string;
  navigationTitle?: string;
  /** A URL id the owner typed (already checked to be a slug); else the title's slug. */
  urlId?: string;
  description?: string;
  enabled?: boolean;
}

/** SPEC §3 "Product category" fields. */
export interface CategoryInput {
  displayName: string;
  parentCategoryId?: string | null;
  type: 'ROOT' | 'CATEGORY';
  pageRendering: 'LIST_VIEW';
  displayIndex?: number;
}

/** A store as the owner API answers it. */
export interface StoreView {
  id: string;
  title: string;
  navigationTitle: string;
  urlId: string;
  description: string;
  enabled: boolean;
  fullUrl: string;
  pageId: string | undefined;
}

/** A category as the owner API answers it. */
export interface CategoryView {
  id: string;
  collectionId: string;
  displayName: string;
  parentCategoryId: string | null;
  type: 'ROOT' | 'CATEGORY';
  pageRendering: string;
  displayIndex: number;
}

/** The display name of the root category a store is created with. */
export const ROOT_CATEGORY_NAME = 'All';

const storeView = (row: StoreRow, pageId: string | undefined): StoreView => ({
  id: row.id,
  title: row.title,
  navigationTitle: row.navigation_title,
  urlId: row.url_id,
  description: row.description,
  enabled: row.enabled,
  fullUrl: `/${row.url_id}`,
  pageId,
});

const categoryView = (row: CategoryRow): CategoryView => ({
  id: row.id,
  collectionId: row.collection_id,
  displayName: row.display_name,
  parentCategoryId: row.parent_category_id,
  type: row.type,
  pageRendering: row.page_rendering,
  displayIndex: row.display_index,
});

const alreadyExists = (tagType: string) =>
  new HttpError(409, 'already-exists', `This ${tagType} already exists.`);

/** Step 1 inside `trx`: the products collection and its page, at the first free slug (SPEC §5). */
export async function insertStoreCollection(
  trx: Knex.Transaction,
  websiteId: string,
  input: StoreInput,
): Promise<StoreView> {
  await lockWebsiteUrls(trx, websiteId);
  const title = input.title.trim() || FALLBACK_STORE_TITLE;
  const used = [...(await usedUrlIds(trx, websiteId)), ...RESERVED_URL_IDS];
  const row = await insertStore(trx, websiteId, {
    title,
    navigation_title: input.navigationTitle?.trim() || title,
    url_id: storeSlug(input.urlId ?? title, used),
    description: input.description ?? '',
    enabled: input.enabled ?? true,
  });
  return storeView(row, row.page_id);
}

/**
 * Step 2 inside `trx`: a category of the store `collectionId`. A store has one ROOT category (no
 * parent); a CATEGORY hangs under another of the same store (default: the root) and needs a name
 * whose slug no other category of the store has (its URL is `/<store>/c/<slug>`). 404 for an unknown store, 409
 * 'This category already exists.' / 'This root category already exists.'.
 */
export async function insertStoreCategory(
  trx: Knex.Transaction,
  websiteId: string,
  collectionId: string,
  input: CategoryInput,
): Promise<CategoryView> {
  // The store's row lock serialises category creation, even while it has no category to lock.
  if ((await findStore(trx, websiteId, collectionId, { lock: true })) === undefined) {
    throw notFound('No such store.');
  }
  const existing = await storeCategories(trx, websiteId, collectionId);
  const root = existing.find((category) => category.type === 'ROOT');
  let parent: string | null = null;
  if (input.type === 'ROOT') {
    if (input.parentCategoryId) {
      throw badRequest(OWNER_INPUT_MESSAGE, { parentCategoryId: 'A root category has no parent.' });
    }
    if (root !== undefined) throw alreadyExists('root category');
  } else {
    parent = input.parentCategoryId ?? root?.id ?? null;
    if (parent !== null && !existing.some((category) => category.id === parent)) {
      throw badRequest(OWNER_INPUT_MESSAGE, { parentCategoryId: notExpectedOption(parent) });
    }
    const slug = categorySlug(input.displayName);
    if (
      existing.some((category) => category.type !== 'ROOT' && categorySlug(category.display_name) === slug)
    ) {
      throw alreadyExists('category');
    }
  }
  const siblings = existing.filter((category) => category.parent_category_id === parent);
  const displayIndex =
    input.displayIndex ?? siblings.reduce((next, category) => Math.max(next, category.display_index + 1), 0);
  const row = await insertCategory(trx, websiteId, {
    collection_id: collectionId,
    parent_category_id: parent,
    display_name: input.displayName,
    type: input.type,
    page_rendering: input.pageRendering,
    display_index: displayIndex,
  });
  return categoryView(row);
}

/**
 * Step 3 inside `trx`: the store's link at the first place of the main menu, before every existing
 * link (SPEC §4). A site without a main menu row gets one: the store, then the links it showed
 * until now. Returns the menu's stored items.
 */
export async function putStoreFirstInMainNavigation(
  trx: Knex.Transaction,
  websiteId: string,
  store: StoreView,
): Promise<unknown[]> {
  const current =
    (await lockMainNavigation(trx, websiteId)) ?? (await implicitMainNavigation(trx, websiteId));
  const link = {
    title: store.navigationTitle,
    ...(store.pageId === undefined ? {} : { pageId: store.pageId }),
    collectionId: store.id,
    newWindow: false,
    items: [],
  };
  const items = [
    link,
    ...current.filter((item) => (item as { collectionId?: unknown }).collectionId !== store.id),
  ];
  await saveMainNavigation(trx, websiteId, items);
  return items;
}

/** What {@link createStore} made. */
export interface CreatedStore {
  store: StoreView;
  rootCategory: CategoryView;
  /** The main menu's items after the store was put first; absent when it was not asked for. */
  navigation?: unknown[];
}

/**
 * SPEC §4 "Store creation" in one transaction: the products collection with its page, the root
 * category, and (with `addToNavigation`) the first place in the main menu. Pages show it at once.
 */
export async function createStore(
  db: Knex,
  websiteId: string,
  input: StoreInput & { addToNavigation?: boolean },
): Promise<CreatedStore> {
  const created = await db.transaction(async (trx) => {
    const store = await insertStoreCollection(trx, websiteId, input);
    const rootCategory = await insertStoreCategory(trx, websiteId, store.id, {
      displayName: ROOT_CATEGORY_NAME,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 0,
    });
    const result: CreatedStore = { store, rootCategory };
    if (input.addToNavigation) result.navigation = await putStoreFirstInMainNavigation(trx, websiteId, store);
    return result;
  });
  invalidateSiteData(websiteId);
  return created;
}

/** SPEC §7 content-service step 1 alone: the store's collection and page. */
export async function createStoreCollection(
  db: Knex,
  websiteId: string,
  input: StoreInput,
): Promise<StoreView> {
  const store = await db.transaction((trx) => insertStoreCollection(trx, websiteId, input));
  invalidateSiteData(websiteId);
  return store;
}

/** SPEC §7 content-service step 2 alone: a category of a store. */
export async function createStoreCategory(
  db: Knex,
  websiteId: string,
  collectionId: string,
  input: CategoryInput,
): Promise<CategoryView> {
  const category = await db.transaction((trx) => insertStoreCategory(trx, websiteId, collectionId, input));
  invalidateSiteData(websiteId);
  return category;
}

/** SPEC §4 step 3 alone, for a store made earlier: put it first in the main menu. 404 for an unknown store. */
export async function addStoreToMainNavigation(
  db: Knex,
  websiteId: string,
  collectionId: string,
): Promise<unknown[]> {
  const items = await db.transaction(async (trx) => {
    const row = await findStore(trx, websiteId, collectionId);
    if (row === undefined) throw notFound('No such store.');
    const store = storeView(row, await findStorePageId(trx, websiteId, collectionId));
    return putStoreFirstInMainNavigation(trx, websiteId, store);
  });
  invalidateSiteData(websiteId);
  return items;
}
