// Whether a visitor may see a member page, and the page they get instead when not (105 sign in or up, 106 join, 107 paywall).
import type { Knex } from 'knex';
import type { PageRequest, PageView } from '../site/context/page-view.js';
import { itemPath, PAGE_TYPE, pagePath, type SiteMap } from '../site/context/site-map.js';
import type { PageRecord } from '../site/context/store.js';
import type { Route } from '../site/routing/resolve-route.js';
import { TABLES } from '../db/tables.js';
import { accessDeniedPage, membersOnlyPage, paywallPage, type GuardedPage } from './member-pages.js';
import { areasOfSiteUser, findMemberArea, type MemberAreaRow } from './store.js';

/** The page whose member area guards a route: the page itself, or the page that shows the collection. */
export function memberPageOf(route: Route, map: SiteMap): PageRecord | undefined {
  let page: PageRecord | undefined;
  if (route.kind === 'page') page = route.page;
  else if (route.kind === 'collection' || route.kind === 'item') {
    page =
      (route.kind === 'collection' ? route.page : undefined) ?? map.pageOfCollection(route.collection.id);
  }
  return typeof page?.member_area_id === 'string' ? page : undefined;
}

/** Each site map's member areas by collection: those of the members-only pages showing it (maps are cached per site version). */
const areasByCollection = new WeakMap<SiteMap, ReadonlyMap<string, readonly string[]>>();

/** The member areas guarding a collection's items: those of the members-only pages that show it. */
function areasGuarding(map: SiteMap, collectionId: string): readonly string[] {
  let areas = areasByCollection.get(map);
  if (areas === undefined) {
    const found = new Map<string, string[]>();
    for (const page of map.pages) {
      if (page.page_type !== PAGE_TYPE.collection || page.collection_id === null) continue;
      if (typeof page.member_area_id !== 'string') continue;
      found.set(page.collection_id, [...(found.get(page.collection_id) ?? []), page.member_area_id]);
    }
    areas = found;
    areasByCollection.set(map, areas);
  }
  return areas.get(collectionId) ?? [];
}

/** Who reads: an owner of the website, or a visitor with the member areas they may enter. */
export interface ItemReader {
  isOwner: boolean;
  memberAreaIds?: readonly string[];
}

/**
 * Whether `reader` may read the items of a collection: owners read every one; anyone else those
 * of collections no members-only page shows, and those of the member areas they may enter (all of
 * them, should two members-only pages show one collection).
 */
export function collectionReader(map: SiteMap, reader: ItemReader): (collectionId: string) => boolean {
  if (reader.isOwner) return () => true;
  const mine = new Set(reader.memberAreaIds ?? []);
  return (collectionId) => areasGuarding(map, collectionId).every((area) => mine.has(area));
}

/** The member areas the request's visitor may see: none for a visitor who is not signed in. */
export async function visibleAreasOf(db: Knex, request: PageRequest): Promise<readonly string[]> {
  if (request.memberAreaIds !== undefined) return request.memberAreaIds;
  if (request.siteUser === undefined) return [];
  return areasOfSiteUser(db, request.site.website.id, request.siteUser.id);
}

/** The product page of a paid area's subscription product, when it is published on the site. */
async function productUrlOf(db: Knex, map: SiteMap, websiteId: string, area: MemberAreaRow) {
  if (area.product_id === null) return undefined;
  const item: { url_id: string; collection_id: string | null } | undefined = await db(TABLES.contentItems)
    .select('url_id', 'collection_id')
    .where({ website_id: websiteId, id: area.product_id, status: 'published' })
    .first();
  const collection =
    item?.collection_id === null || item === undefined ? undefined : map.collectionById(item.collection_id);
  if (item === undefined || collection === undefined) return undefined;
  return itemPath(map.collectionPath(collection), 'products', item.url_id);
}

/**
 * The page a visitor gets instead of the member page `page`, or undefined when they may see it:
 * owners of the website and members of its area pass (a paid area's members are those with an
 * active subscription of its product); a visitor who is not signed in gets 105, a signed-in one
 * 106 for a free area (with a button to join) and 107 for a paid one.
 */
export async function memberGuard(
  db: Knex,
  request: PageRequest,
  page: PageRecord,
): Promise<PageView | undefined> {
  if (request.isOwner || typeof page.member_area_id !== 'string') return undefined;
  const websiteId = request.site.website.id;
  const area = await findMemberArea(db, websiteId, page.member_area_id);
  if (area === undefined) return undefined;
  const guarded: GuardedPage = {
    title: page.title,
    path: request.path === '' ? pagePath(page) : request.path,
    areaId: area.id,
    areaName: area.name,
  };
  const free = area.access === 'free';
  const xsrfToken = request.siteUser?.xsrfToken;
  const state = xsrfToken === undefined ? {} : { xsrfToken };
  if (request.siteUser === undefined) return membersOnlyPage(guarded, free, state);
  if ((await visibleAreasOf(db, request)).includes(area.id)) return undefined;
  if (free) return accessDeniedPage(guarded, state);
  return paywallPage(guarded, await productUrlOf(db, request.site.map, websiteId, area));
}
