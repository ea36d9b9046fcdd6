// Which page a request gets: its route, then the lock screen and page passwords, then the page builder for its type.
import type { Knex } from 'knex';
import type { ShoppingCart } from '../commerce/cart/shopping-cart.js';
import { cartPage } from './context/cart-context.js';
import { collectionPage } from './context/collection-page.js';
import { itemPage } from './context/item-page.js';
import { withSeo, type PageRequest, type PageView } from './context/page-view.js';
import { plainPage } from './context/plain-page.js';
import { searchPage } from './context/search-page.js';
import type { SiteReads } from './context/site-reads.js';
import { PAGE_TYPE, type SiteMap } from './context/site-map.js';
import type { PageRecord } from './context/store.js';
import { lockScreenPage, notFoundPage, passwordPage } from './context/system-pages.js';
import { resolveRoute, type Route } from './routing/resolve-route.js';
import { localizedPath } from '../../domain/site-languages.js';
import { memberGuard, memberPageOf } from '../members/member-guard.js';
import { collectionHiddenFromSearch, pageHiddenFromSearch } from './search-engines/indexing.js';

/** A page to render, or a redirect. */
export type PageOutcome = { view: PageView } | { redirect: string };

/** The site's lock page when the site is locked: an enabled page of type 103 with a password. */
export function activeLockPage(map: SiteMap): PageRecord | undefined {
  const page = map.pageOfType(PAGE_TYPE.lockScreen);
  return page !== undefined && page.password_protected && page.password_hash !== null ? page : undefined;
}

/** The page whose password guards a route: the page itself, or the page that shows the collection. */
export function guardPage(route: Route, map: SiteMap): PageRecord | undefined {
  let page: PageRecord | undefined;
  if (route.kind === 'page') page = route.page;
  else if (route.kind === 'collection' || route.kind === 'item') {
    page =
      (route.kind === 'collection' ? route.page : undefined) ??
      map.pages.find(
        (candidate) =>
          candidate.page_type === PAGE_TYPE.collection && candidate.collection_id === route.collection.id,
      );
  }
  return page !== undefined && page.password_protected && page.password_hash !== null ? page : undefined;
}

/**
 * Whether every visitor without a cart gets the same page at this request's address, so it can be
 * rendered once (shared-pages.ts): the visitor is no member of the website and has no cart, and no
 * cookie changes the page (the site is not locked, the route has no password, it is not the cart).
 */
export function isSharedPage(request: PageRequest, cart: ShoppingCart | undefined): boolean {
  // A signed-in site user's menus show their member areas' links: their pages are their own.
  if (request.isOwner || cart !== undefined || request.siteUser !== undefined) return false;
  const { map } = request.site;
  if (activeLockPage(map) !== undefined) return false;
  const route = resolveRoute(request.path, map);
  return (
    route.kind !== 'cart' && guardPage(route, map) === undefined && memberPageOf(route, map) === undefined
  );
}

/** The path and query the visitor asked for, to come back to after entering a password. */
function returnPath(request: PageRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query))
    if (typeof value === 'string') search.set(key, value);
  const query = search.toString();
  return query === '' ? request.path : `${request.path}?${query}`;
}

/**
 * The outcome of a page request. A locked site shows its lock screen at every address until the
 * visitor enters its password (owners pass); a protected page (and the items of a protected
 * collection page) shows its password form likewise. Anything that resolves to nothing is the
 * not-found page. Site data comes through `reads`; `db` serves the visitor's own rows (the cart page).
 */
export async function pageOutcome(
  db: Knex,
  reads: SiteReads,
  request: PageRequest,
  cart: ShoppingCart | undefined,
): Promise<PageOutcome> {
  const { map } = request.site;
  const route = resolveRoute(request.path, map);
  if (route.kind === 'redirect') return { redirect: localizedPath(route.location, request.language) };
  // Only pages are translated: any other address under a language's prefix is the primary one's.
  if (request.language !== undefined && route.kind !== 'page') return { redirect: request.path };

  const lockPage = activeLockPage(map);
  if (lockPage !== undefined && !request.isOwner && !request.access.siteUnlocked(lockPage)) {
    return { view: lockScreenPage(lockPage, request.site.website.site_title, returnPath(request)) };
  }
  const guard = guardPage(route, map);
  if (guard !== undefined && !request.isOwner && !request.access.pageUnlocked(guard)) {
    return { view: passwordPage(guard, returnPath(request)) };
  }
  // Member areas (server/members/): 105, 106 or 107 instead of the page; the page itself is never stored by a cache.
  const memberPage = memberPageOf(route, map);
  if (memberPage !== undefined) {
    const refused = await memberGuard(db, request, memberPage);
    if (refused !== undefined) return { view: refused };
  }

  let view: PageView | undefined;
  switch (route.kind) {
    case 'page':
      view = await plainPage(reads, request, route.page);
      // The SEO fields are written in the primary language; a translation has its own title and description.
      if (request.language === undefined) view = withSeo(view, route.page);
      break;
    case 'collection': {
      view = await collectionPage(reads, request, route.collection, {
        page: route.page,
        categorySlug: route.categorySlug,
      });
      // The SEO fields describe the collection's first page; later pages keep their "(page N)" titles.
      const first = request.query.page === undefined && route.categorySlug === undefined;
      if (view !== undefined && route.page !== undefined && first) view = withSeo(view, route.page);
      break;
    }
    case 'item':
      view = await itemPage(reads, request, route.collection, route.urlId);
      break;
    case 'search':
      view = await searchPage(reads, request);
      break;
    case 'cart':
      view = await cartPage(db, request, cart);
      // SPEC §2 "commerce cart v2" (205): the cart at the address of the owner's page of that type.
      if (route.page !== undefined)
        view = { ...view, pageType: route.page.page_type, title: route.page.title };
      break;
  }
  if (view !== undefined && memberPage !== undefined) view = { ...view, cache: 'no-store' };
  // A page the owner hid from search engines, and the list and items of a collection it shows.
  const hidden =
    route.kind === 'page'
      ? pageHiddenFromSearch(route.page)
      : (route.kind === 'collection' || route.kind === 'item') &&
        collectionHiddenFromSearch(map, route.collection);
  if (view !== undefined && hidden) view = { ...view, noIndex: true };
  return { view: view ?? notFoundPage(map) };
}
