// Which addresses the sitemap lists: every page, collection and item a visitor may open and a search engine may index, with when each last changed.
import type { Knex } from 'knex';
import { localizedPath } from '../../../domain/site-languages.js';
import type { SiteParts } from '../context/site-reads.js';
import { collectionKind, itemPath, PAGE_TYPE, pagePath } from '../context/site-map.js';
import type { CollectionRecord, PageRecord } from '../context/store.js';
import { activeLockPage } from '../service.js';
import { CONTENT_PAGE_TYPES, pageHiddenFromSearch } from './indexing.js';
import { loadSitemapItems, pageChangeTimes } from './sitemap-store.js';

/** One address of the site (a path) and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Whether visitors reach a page without a password or a membership, and search engines may index it. */
function isPublic(page: PageRecord): boolean {
  return (
    CONTENT_PAGE_TYPES.includes(page.page_type) &&
    !(page.password_protected && page.password_hash !== null) &&
    typeof page.member_area_id !== 'string' &&
    !pageHiddenFromSearch(page)
  );
}

function later(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/**
 * The sitemap's entries, pages first (in the site map's order), then each listed collection's
 * items. Left out: disabled pages and collections (the site map has none), system pages (cart,
 * checkout, search, lock screen…), password-protected and members-only pages and the items of the
 * collections they show, pages hidden from search engines (and their collections' items), folders,
 * drafts and scheduled items. A locked site lists nothing. Pages of the site's other languages
 * follow the primary ones (`/fr/about`). A collection page's last change is its own or its newest
 * item's, whichever is later.
 */
export async function sitemapEntries(db: Knex, websiteId: string, parts: SiteParts): Promise<SitemapEntry[]> {
  const { map } = parts;
  if (activeLockPage(map) !== undefined) return [];
  const changed = await pageChangeTimes(db, websiteId);
  const pages = map.pages.filter(isPublic);
  const listed = new Map<string, { collection: CollectionRecord; page?: PageRecord }>();
  for (const page of pages) {
    if (page.page_type !== PAGE_TYPE.collection || page.collection_id === null) continue;
    const collection = map.collectionById(page.collection_id);
    if (collection !== undefined && !collection.is_folder && !listed.has(collection.id))
      listed.set(collection.id, { collection, page });
  }
  // A collection no page shows answers at its own URL id; one shown by a guarded page is guarded with it.
  for (const collection of map.collections) {
    if (collection.is_folder || map.pageOfCollection(collection.id) !== undefined) continue;
    listed.set(collection.id, { collection });
  }
  const collections = [...listed.values()].map((entry) => entry.collection);
  const items = await loadSitemapItems(
    db,
    websiteId,
    collections.map((collection) => collection.id),
    collections
      .filter((collection) => collectionKind(collection) === 'products')
      .map((collection) => collection.id),
  );
  const newest = new Map<string, Date>();
  for (const item of items)
    newest.set(item.collection_id, later(newest.get(item.collection_id), item.updated_at)!);

  const entries: SitemapEntry[] = [];
  for (const page of pages) {
    if (
      page.page_type === PAGE_TYPE.collection &&
      (page.collection_id === null || !listed.has(page.collection_id))
    )
      continue;
    const own = changed.get(page.id);
    entries.push({
      path: pagePath(page),
      lastmod: page.collection_id === null ? own : later(own, newest.get(page.collection_id)),
    });
  }
  for (const { collection, page } of listed.values()) {
    if (page === undefined)
      entries.push({ path: `/${collection.url_id}`, lastmod: newest.get(collection.id) });
  }
  // Only pages of blocks are translated (server/multilingual/).
  for (const language of parts.languages ?? []) {
    for (const page of pages) {
      if (page.page_type === PAGE_TYPE.collection) continue;
      entries.push({ path: localizedPath(pagePath(page), language), lastmod: changed.get(page.id) });
    }
  }
  for (const item of items) {
    const collection = listed.get(item.collection_id)!.collection;
    entries.push({
      path: itemPath(map.collectionPath(collection), collectionKind(collection), item.url_id),
      lastmod: item.updated_at,
    });
  }
  return entries;
}
