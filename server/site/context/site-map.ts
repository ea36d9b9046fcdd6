// The website's pages and collections, indexed for routing, navigation and item URLs.
import { COLLECTION_TYPE } from '../../../domain/enums.js';
import type { CollectionRecord, PageRecord } from './store.js';

/** SPEC §2 page-type numbers the site serves. */
export const PAGE_TYPE = {
  collection: 1,
  page: 2,
  splash: 3,
  item: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  protected: 105,
  memberAreaDenied: 106,
  cart: 200,
} as const;

/** The kinds of collection the default theme has list and item templates for. */
export type CollectionKind = 'products' | 'blog' | 'gallery' | 'events';

const KINDS: readonly CollectionKind[] = ['products', 'blog', 'gallery', 'events'];
const GALLERY_TYPES: readonly number[] = [
  COLLECTION_TYPE['gallery-block'],
  COLLECTION_TYPE['slide-gallery'],
  COLLECTION_TYPE['slide-album'],
];

/** The URL id of the page served at `/`. */
export const HOME_URL_ID = 'home';

/**
 * What kind of collection this is: `settings.typeName` when it names one of the kinds; else
 * products for a products collection (type 13), a gallery for the gallery types, events when its
 * items are ordered by start date, and a blog otherwise.
 */
export function collectionKind(collection: CollectionRecord): CollectionKind {
  const named = (collection.settings ?? {}).typeName;
  if (typeof named === 'string' && (KINDS as readonly string[]).includes(named))
    return named as CollectionKind;
  if (collection.type === COLLECTION_TYPE.products) return 'products';
  if (GALLERY_TYPES.includes(collection.type)) return 'gallery';
  if (collection.item_ordering === 'start-date') return 'events';
  return 'blog';
}

/** The website's enabled pages and collections, by the keys routing looks them up with. */
export interface SiteMap {
  readonly pages: readonly PageRecord[];
  readonly collections: readonly CollectionRecord[];
  pageByUrlId(urlId: string): PageRecord | undefined;
  pageById(id: string): PageRecord | undefined;
  /** The first enabled page of a system page type (not found 100, lock screen 103…). */
  pageOfType(pageType: number): PageRecord | undefined;
  collectionById(id: string): CollectionRecord | undefined;
  /** The collection shown at `/<segment>`: by the page of type 1 at that URL, else its own URL id. */
  collectionAt(segment: string): CollectionRecord | undefined;
  /** The path of a collection's list page: its page's URL when it has one, else `/<url id>`. */
  collectionPath(collection: CollectionRecord): string;
  /** The first page (type 1) that shows a collection, if any. */
  pageOfCollection(collectionId: string): PageRecord | undefined;
}

/** The path of a page: `/` for the home page, else `/<url id>`. */
export function pagePath(page: Pick<PageRecord, 'url_id'>): string {
  return page.url_id === HOME_URL_ID ? '/' : `/${page.url_id}`;
}

/** The URL of an item of a collection: `/<collection>/p/<url id>` for products, else `/<collection>/<url id>`. */
export function itemPath(collectionPath: string, kind: CollectionKind, urlId: string): string {
  return kind === 'products' ? `${collectionPath}/p/${urlId}` : `${collectionPath}/${urlId}`;
}

/** Indexes the site's pages and collections. */
export function buildSiteMap(
  pages: readonly PageRecord[],
  collections: readonly CollectionRecord[],
): SiteMap {
  const byUrlId = new Map(pages.map((page) => [page.url_id, page]));
  const byId = new Map(pages.map((page) => [page.id, page]));
  const collectionsById = new Map(collections.map((collection) => [collection.id, collection]));
  const collectionsByUrlId = new Map(collections.map((collection) => [collection.url_id, collection]));
  const pageOfCollection = new Map<string, PageRecord>();
  for (const page of pages) {
    if (page.page_type === PAGE_TYPE.collection && page.collection_id !== null) {
      if (!pageOfCollection.has(page.collection_id)) pageOfCollection.set(page.collection_id, page);
    }
  }
  return {
    pages,
    collections,
    pageByUrlId: (urlId) => byUrlId.get(urlId),
    pageById: (id) => byId.get(id),
    pageOfType: (pageType) => pages.find((page) => page.page_type === pageType),
    collectionById: (id) => collectionsById.get(id),
    collectionAt(segment) {
      const page = byUrlId.get(segment);
      if (page !== undefined) {
        if (page.page_type !== PAGE_TYPE.collection || page.collection_id === null) return undefined;
        return collectionsById.get(page.collection_id);
      }
      const collection = collectionsByUrlId.get(segment);
      // A collection that has its own page is reached at that page's URL only.
      return collection !== undefined && !pageOfCollection.has(collection.id) ? collection : undefined;
    },
    collectionPath(collection) {
      const page = pageOfCollection.get(collection.id);
      return page !== undefined ? pagePath(page) : `/${collection.url_id}`;
    },
    pageOfCollection: (collectionId) => pageOfCollection.get(collectionId),
  };
}
