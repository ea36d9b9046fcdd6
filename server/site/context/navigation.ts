// The site's menus for templates: each NAVIGATIONS entry resolved to a title and a URL, the current one marked.
import { PAGE_TYPE, pagePath, type SiteMap } from './site-map.js';
import type { NavigationRecord } from './store.js';

/** One menu link as templates read it. */
export interface NavigationLink {
  title: string;
  fullUrl: string;
  /** The link leads off the site (marked for styling). */
  external: boolean;
  /** The owner asked for it to open in a new window. */
  newWindow: boolean;
  /** The page being shown is this link's page or inside it. */
  active: boolean;
  items: NavigationLink[];
}

interface StoredLink {
  collectionId?: unknown;
  pageId?: unknown;
  externalLink?: unknown;
  memberAreaId?: unknown;
  newWindow?: unknown;
  title?: unknown;
  items?: unknown;
}

const MAX_DEPTH = 4;

/** Whether the visitor may see a member area's links (server/members/). */
export type MemberAreaFilter = (memberAreaId: string) => boolean;

function isActive(fullUrl: string, currentPath: string): boolean {
  if (fullUrl === '/') return currentPath === '/';
  return currentPath === fullUrl || currentPath.startsWith(`${fullUrl}/`);
}

function resolveLink(
  raw: unknown,
  map: SiteMap,
  currentPath: string,
  depth: number,
  canSee: MemberAreaFilter,
): NavigationLink | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const stored = raw as StoredLink;
  // SPEC §3 memberAreaId: a member area's link, with what it holds, is for those who may enter it.
  if (typeof stored.memberAreaId === 'string' && !canSee(stored.memberAreaId)) return undefined;
  const title = typeof stored.title === 'string' ? stored.title.trim() : '';
  const children =
    depth < MAX_DEPTH && Array.isArray(stored.items)
      ? resolveLinks(stored.items, map, currentPath, depth + 1, canSee)
      : [];
  let fullUrl: string | undefined;
  let fallbackTitle = '';
  let external = false;
  if (typeof stored.pageId === 'string') {
    const page = map.pageById(stored.pageId);
    if (page === undefined) return undefined;
    if (typeof page.member_area_id === 'string' && !canSee(page.member_area_id)) return undefined;
    fullUrl = pagePath(page);
    fallbackTitle = page.navigation_title || page.title;
  } else if (typeof stored.collectionId === 'string') {
    const collection = map.collectionById(stored.collectionId);
    if (collection === undefined) return undefined;
    // A collection shown by a member page is that page's link, with its area's rule.
    const page = map.pageOfCollection(collection.id);
    if (typeof page?.member_area_id === 'string' && !canSee(page.member_area_id)) return undefined;
    fullUrl = map.collectionPath(collection);
    fallbackTitle = collection.navigation_title || collection.title;
  } else if (typeof stored.externalLink === 'string' && stored.externalLink !== '') {
    fullUrl = stored.externalLink;
    external = /^[a-z][a-z0-9+.-]*:/i.test(fullUrl);
  }
  const linkTitle = title || fallbackTitle;
  // A folder without a page of its own is a title over its children.
  if (fullUrl === undefined && children.length === 0) return undefined;
  return {
    title: linkTitle,
    fullUrl: fullUrl ?? '',
    external,
    newWindow: stored.newWindow === true,
    active: fullUrl !== undefined && !external && isActive(fullUrl, currentPath),
    items: children,
  };
}

function resolveLinks(
  raw: readonly unknown[],
  map: SiteMap,
  currentPath: string,
  depth: number,
  canSee: MemberAreaFilter,
): NavigationLink[] {
  return raw
    .map((entry) => resolveLink(entry, map, currentPath, depth, canSee))
    .filter((link): link is NavigationLink => link !== undefined);
}

/**
 * Every menu of the site by name (`navigation.main`, `navigation.footer`…). Links to disabled or
 * deleted pages are left out. A site without a `main` menu gets one listing its pages and
 * collection pages in URL order, the home page first. Links of a member area (`memberAreaId`, or a
 * page in one) are left out unless `canSee` lets the visitor into that area (default: nobody).
 */
export function navigationContext(
  records: readonly NavigationRecord[],
  map: SiteMap,
  currentPath: string,
  canSee: MemberAreaFilter = () => false,
): Record<string, NavigationLink[]> {
  const menus: Record<string, NavigationLink[]> = {};
  for (const record of records) {
    menus[record.name] = resolveLinks(
      Array.isArray(record.items) ? record.items : [],
      map,
      currentPath,
      1,
      canSee,
    );
  }
  if (menus.main === undefined) {
    const listed = map.pages.filter(
      (page) => page.page_type === PAGE_TYPE.page || page.page_type === PAGE_TYPE.collection,
    );
    const ordered = [...listed].sort((a, b) => Number(pagePath(b) === '/') - Number(pagePath(a) === '/'));
    menus.main = resolveLinks(
      ordered.map((page) => ({ pageId: page.id })),
      map,
      currentPath,
      1,
      canSee,
    );
  }
  return menus;
}
