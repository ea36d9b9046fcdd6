// Which page a path asks for (the site's URL scheme), from the site map alone: no queries.
import { isInternalPath } from '../../../domain/internal-link.js';
import type { CollectionRecord, PageRecord } from '../context/store.js';
import { collectionKind, HOME_URL_ID, PAGE_TYPE, type SiteMap } from '../context/site-map.js';

/** Where the search page and the cart page live (SPEC §2). */
export const SEARCH_PATH = '/search';
export const CART_PATH = '/cart';

/** What a path resolves to. */
export type Route =
  | { kind: 'page'; page: PageRecord }
  | { kind: 'collection'; collection: CollectionRecord; page?: PageRecord; categorySlug?: string }
  | { kind: 'item'; collection: CollectionRecord; urlId: string }
  | { kind: 'search' }
  | { kind: 'cart'; page?: PageRecord }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

const NOT_FOUND: Route = { kind: 'not-found' };
/** Page types a visitor reaches by URL; the others are system pages the server shows itself. */
const ADDRESSABLE: readonly number[] = [PAGE_TYPE.page, PAGE_TYPE.splash];
/** SPEC §2 page type "commerce cart v2". */
const COMMERCE_CART_V2 = 205;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch (_malformed) {
    return undefined;
  }
}

function pageRoute(page: PageRecord, map: SiteMap): Route {
  if (page.page_type === PAGE_TYPE.collection) {
    const collection = page.collection_id === null ? undefined : map.collectionById(page.collection_id);
    return collection === undefined ? NOT_FOUND : { kind: 'collection', collection, page };
  }
  // SPEC §2 "commerce cart v2" (205): a page of that type shows the visitor's cart at its address.
  if (page.page_type === COMMERCE_CART_V2) return { kind: 'cart', page };
  return ADDRESSABLE.includes(page.page_type) ? { kind: 'page', page } : NOT_FOUND;
}

/**
 * The route of `path` (already without the query):
 * `/` the home page (URL id `home`; `/home` redirects there), `/search`, `/cart`,
 * `/<page>` a page or a collection's list, `/<store>/c/<category>` a store category,
 * `/<store>/p/<item>` a product, `/<collection>/<item>` any other item.
 * A trailing slash redirects to the path without it, unless that would be another host
 * (`//evil.example/` → `//evil.example`): such a path is not found.
 */
export function resolveRoute(path: string, map: SiteMap): Route {
  if (path.length > 1 && path.endsWith('/')) {
    const location = path.replace(/\/+$/, '') || '/';
    return isInternalPath(location) ? { kind: 'redirect', location } : NOT_FOUND;
  }
  if (path === SEARCH_PATH) return { kind: 'search' };
  if (path === CART_PATH) return { kind: 'cart' };
  if (path === '/') {
    const home = map.pageByUrlId(HOME_URL_ID);
    return home === undefined ? NOT_FOUND : pageRoute(home, map);
  }
  const segments = path.slice(1).split('/').map(decodeSegment);
  if (segments.some((segment) => segment === undefined || segment === '')) return NOT_FOUND;
  const [first, second, third, ...rest] = segments as string[];
  if (rest.length > 0) return NOT_FOUND;
  if (second === undefined) {
    if (first === HOME_URL_ID && map.pageByUrlId(HOME_URL_ID) !== undefined) {
      return { kind: 'redirect', location: '/' };
    }
    const page = map.pageByUrlId(first);
    if (page !== undefined) return pageRoute(page, map);
    const collection = map.collectionAt(first);
    return collection === undefined ? NOT_FOUND : { kind: 'collection', collection };
  }
  const collection = map.collectionAt(first);
  if (collection === undefined) return NOT_FOUND;
  const products = collectionKind(collection) === 'products';
  if (third === undefined) return products ? NOT_FOUND : { kind: 'item', collection, urlId: second };
  if (!products) return NOT_FOUND;
  if (second === 'p') return { kind: 'item', collection, urlId: third };
  if (second === 'c') return { kind: 'collection', collection, categorySlug: third };
  return NOT_FOUND;
}
