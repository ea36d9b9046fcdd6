// Every database read of a page builder, through the site cache (visitors) or straight to the database (owners).
import type { Knex } from 'knex';
import type { DesignSettings } from '../../../domain/owner-api/design-rules.js';
import type { SiteCache } from '../cache/site-cache.js';
import { loadPublishedDesign } from '../design/stored-design.js';
import {
  loadExtraLanguages,
  loadPageTranslation,
  type PageTranslationRecord,
} from '../../multilingual/store.js';
import {
  loadImages,
  loadItem,
  loadItems,
  loadItemsByIds,
  loadNeighbours,
  loadVariants,
  type ImageRecord,
  type ItemQuery,
  type ItemRecord,
  type NeighbourRecord,
  type VariantRecord,
} from './item-store.js';
import { loadDatasets, type DatasetRecord } from './dataset-block.js';
import { loadApprovedComments, type PublicCommentRecord } from '../../comments/store.js';
import { approvedReviews, type ReviewRow } from '../../reviews/store.js';
import { searchItems, type SearchRecord } from './search-store.js';
import { buildSiteMap, type SiteMap } from './site-map.js';
import {
  loadCategories,
  loadCollections,
  loadForms,
  loadNavigations,
  loadPageContent,
  loadPages,
  loadSettings,
  type CategoryRecord,
  type FormRecord,
  type NavigationRecord,
  type SettingsRecord,
} from './store.js';

/** The site-wide rows every page needs: settings, the site map (pages, collections) and menus. */
export interface SiteParts {
  settings: SettingsRecord | undefined;
  map: SiteMap;
  navigations: readonly NavigationRecord[];
  /** The published design (fonts, colours, spacing); the theme's defaults before the first publish. */
  design?: DesignSettings;
  /** The site's languages besides its primary one (server/multilingual/); empty when it has one. */
  languages?: readonly string[];
}

/**
 * The reads of the database for every visitor alike, each one query (the site parts four, in
 * parallel) whatever the number of rows: items of members-only collections included. Page builders
 * take {@link SiteReads} instead, which only guarded-reads.ts makes. Values may be shared between
 * page views: never change them.
 */
export interface UnguardedReads {
  siteParts(websiteId: string): Promise<SiteParts>;
  pageContent(websiteId: string, pageId: string): Promise<Readonly<Record<string, unknown>>>;
  pageTranslation(
    websiteId: string,
    pageId: string,
    language: string,
  ): Promise<PageTranslationRecord | undefined>;
  categories(websiteId: string, collectionId: string): Promise<readonly CategoryRecord[]>;
  items(query: ItemQuery): Promise<readonly ItemRecord[]>;
  item(websiteId: string, collectionId: string, urlId: string): Promise<ItemRecord | undefined>;
  itemsByIds(websiteId: string, ids: readonly string[]): Promise<readonly ItemRecord[]>;
  neighbours(
    websiteId: string,
    item: Pick<ItemRecord, 'id' | 'collection_id'>,
    ordering: string,
  ): Promise<{ previous?: NeighbourRecord; next?: NeighbourRecord }>;
  search(websiteId: string, text: string, limit: number, offset: number): Promise<readonly SearchRecord[]>;
  variants(websiteId: string, productIds: readonly string[]): Promise<readonly VariantRecord[]>;
  images(websiteId: string, imageIds: readonly string[]): Promise<readonly ImageRecord[]>;
  forms(websiteId: string, formIds: readonly string[]): Promise<readonly FormRecord[]>;
  /** The datasets page blocks show (server/site/context/dataset-block.ts). */
  datasets(websiteId: string, datasetIds: readonly string[]): Promise<readonly DatasetRecord[]>;
  /** An item's approved comments, oldest first (server/comments/). */
  comments(websiteId: string, itemId: string): Promise<readonly PublicCommentRecord[]>;
  /** A product's approved reviews, newest first, their count and average rating (server/reviews/). */
  productReviews(
    websiteId: string,
    productId: string,
  ): Promise<{ rows: readonly ReviewRow[]; count: number; average: number }>;
}

/**
 * The reads page builders make: {@link UnguardedReads} for one visitor, whose item reads (lists,
 * one item, items by id, neighbours, search, categories) leave out the items of collections the
 * visitor may not read (server/members/member-guard.ts). Made by `guardedReads` only, so every path
 * that shows items to a visitor goes through the one check.
 */
export interface SiteReads extends UnguardedReads {
  /** Whether this visitor may read the items of a collection. */
  readonly readable: (collectionId: string) => boolean;
}

/**
 * The site-wide rows of a website, four queries in parallel; with `unpublished`, pages added in the
 * editor and never published are in its site map (the owners' view).
 */
export async function loadSiteParts(
  db: Knex,
  websiteId: string,
  { unpublished = false } = {},
): Promise<SiteParts> {
  const [settings, pages, collections, navigations, design, languages] = await Promise.all([
    loadSettings(db, websiteId),
    loadPages(db, websiteId, { unpublished }),
    loadCollections(db, websiteId),
    loadNavigations(db, websiteId),
    loadPublishedDesign(db, websiteId),
    loadExtraLanguages(db, websiteId),
  ]);
  return { settings, map: buildSiteMap(pages, collections), navigations, design, languages };
}

/** Ids as a key and a query argument: each once, sorted, so the same set is the same read. */
function idSet(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/**
 * The reads of `db`. With `cache`, each read is remembered per website under its parameters; a
 * list of events is read as of the start of the cache's period, so its key repeats. `seen` is told
 * when each value returned expires (a page built from them must not outlive them). Without a
 * cache, every call queries.
 */
export function siteReads(db: Knex, cache?: SiteCache, seen?: (expiresAt: number) => void): UnguardedReads {
  const through = <T>(websiteId: string, key: unknown[], load: () => Promise<T>): Promise<T> =>
    cache === undefined ? load() : cache.read(websiteId, JSON.stringify(key), () => load(), seen);
  const period = cache?.ttlMs ?? 0;
  const asOf = (now: Date) => (period > 0 ? new Date(now.getTime() - (now.getTime() % period)) : now);

  return {
    siteParts: (websiteId) => through(websiteId, ['site'], () => loadSiteParts(db, websiteId)),
    pageContent: (websiteId, pageId) =>
      through(websiteId, ['page', pageId], () => loadPageContent(db, websiteId, pageId)),
    pageTranslation: (websiteId, pageId, language) =>
      through(websiteId, ['page-translation', pageId, language], () =>
        loadPageTranslation(db, websiteId, pageId, language),
      ),
    categories: (websiteId, collectionId) =>
      through(websiteId, ['categories', collectionId], () => loadCategories(db, websiteId, collectionId)),
    items(query) {
      const events =
        query.events === undefined ? undefined : { ...query.events, now: asOf(query.events.now) };
      const key = [
        'items',
        query.collectionId,
        query.ordering,
        query.limit,
        query.offset,
        query.categoryId ?? null,
        events?.view ?? null,
        events?.now.getTime() ?? null,
        query.range?.from.getTime() ?? null,
        query.range?.to.getTime() ?? null,
      ];
      return through(query.websiteId, key, () => loadItems(db, { ...query, events }));
    },
    item: (websiteId, collectionId, urlId) =>
      through(websiteId, ['item', collectionId, urlId], () => loadItem(db, websiteId, collectionId, urlId)),
    itemsByIds(websiteId, ids) {
      const set = idSet(ids);
      if (set.length === 0) return Promise.resolve([]);
      return through(websiteId, ['items-by-id', ...set], () => loadItemsByIds(db, websiteId, set));
    },
    neighbours: (websiteId, item, ordering) =>
      through(websiteId, ['neighbours', item.collection_id, item.id, ordering], () =>
        loadNeighbours(db, websiteId, item, ordering),
      ),
    search: (websiteId, text, limit, offset) =>
      through(websiteId, ['search', text, limit, offset], () =>
        searchItems(db, websiteId, text, limit, offset),
      ),
    variants(websiteId, productIds) {
      const set = idSet(productIds);
      if (set.length === 0) return Promise.resolve([]);
      return through(websiteId, ['variants', ...set], () => loadVariants(db, websiteId, set));
    },
    images(websiteId, imageIds) {
      const set = idSet(imageIds);
      if (set.length === 0) return Promise.resolve([]);
      return through(websiteId, ['images', ...set], () => loadImages(db, websiteId, set));
    },
    forms(websiteId, formIds) {
      const set = idSet(formIds);
      if (set.length === 0) return Promise.resolve([]);
      return through(websiteId, ['forms', ...set], () => loadForms(db, websiteId, set));
    },
    datasets(websiteId, datasetIds) {
      const set = idSet(datasetIds);
      if (set.length === 0) return Promise.resolve([]);
      return through(websiteId, ['datasets', ...set], () => loadDatasets(db, websiteId, set));
    },
    comments: (websiteId, itemId) =>
      through(websiteId, ['comments', itemId], () => loadApprovedComments(db, websiteId, itemId)),
    productReviews: (websiteId, productId) =>
      through(websiteId, ['product-reviews', productId], () => approvedReviews(db, websiteId, productId)),
  };
}
