// The site layout (every menu, the main one first) and menu updates, checked against the site's pages.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { HttpError } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { implicitMainNavigation, MAIN_NAVIGATION } from '../../commerce/stores/store.js';
import {
  MAX_NAVIGATION_DEPTH,
  MAX_NAVIGATION_LINKS,
  measure,
  type NavigationItem,
} from './navigation-input.js';

/** One menu of the layout: its field name and its links as stored. */
export interface LayoutEntry {
  identifier: string;
  links: unknown[];
}

/**
 * Every menu of the website, the main navigation first (SPEC §7: the first entry is the site's main
 * navigation; a site that never saved one gets the links it shows by default), the others by name.
 */
export async function siteLayout(db: Knex, websiteId: string): Promise<LayoutEntry[]> {
  const rows: { name: string; items: unknown }[] = await db(TABLES.navigations)
    .where({ website_id: websiteId })
    .orderBy('name')
    .select('name', 'items');
  const links = (items: unknown) => (Array.isArray(items) ? items : []);
  const main = rows.find((row) => row.name === MAIN_NAVIGATION);
  return [
    {
      identifier: MAIN_NAVIGATION,
      links: main === undefined ? await implicitMainNavigation(db, websiteId) : links(main.items),
    },
    ...rows.filter((row) => row !== main).map((row) => ({ identifier: row.name, links: links(row.items) })),
  ];
}

function invalid(message: string): HttpError {
  return new HttpError(400, 'invalid-navigation', message);
}

function collectIds(items: readonly NavigationItem[], pages: Set<string>, collections: Set<string>): void {
  for (const item of items) {
    const targets = [item.pageId, item.collectionId, item.externalLink].filter((x) => x !== undefined);
    if (targets.length > 1) throw invalid('A link leads to one page, one collection or one address.');
    if (targets.length === 0 && item.items.length === 0) {
      throw invalid('A link needs a page, a collection or an address (or links inside it).');
    }
    if (item.pageId !== undefined) pages.add(item.pageId);
    if (item.collectionId !== undefined) collections.add(item.collectionId);
    collectIds(item.items, pages, collections);
  }
}

async function missing(db: Knex, table: string, websiteId: string, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  const found: { id: string }[] = await db(table)
    .where({ website_id: websiteId })
    .whereIn('id', [...ids])
    .select('id');
  const known = new Set(found.map((row) => row.id));
  return [...ids].filter((id) => !known.has(id));
}

/**
 * Saves a menu under `fieldName` (making it if new), after checking its depth, size and that every
 * page and collection it names belongs to this website; the site shows it at once.
 */
export async function updateNavigation(
  db: Knex,
  websiteId: string,
  fieldName: string,
  navigation: NavigationItem[],
): Promise<void> {
  const { depth, links } = measure(navigation);
  if (depth > MAX_NAVIGATION_DEPTH) throw invalid(`Menus nest at most ${MAX_NAVIGATION_DEPTH} levels deep.`);
  if (links > MAX_NAVIGATION_LINKS) throw invalid(`A menu holds at most ${MAX_NAVIGATION_LINKS} links.`);
  const pages = new Set<string>();
  const collections = new Set<string>();
  collectIds(navigation, pages, collections);
  const unknown = [
    ...(await missing(db, TABLES.pages, websiteId, pages)),
    ...(await missing(db, TABLES.collections, websiteId, collections)),
  ];
  if (unknown.length > 0) throw invalid(`No such page or collection: ${unknown.join(', ')}.`);
  const items = JSON.stringify(navigation);
  await db(TABLES.navigations)
    .insert({ website_id: websiteId, name: fieldName, items })
    .onConflict(['website_id', 'name'])
    .merge({ items, updated_at: db.fn.now() });
  invalidateSiteData(websiteId);
}
