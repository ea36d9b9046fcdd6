// The site's menus: the layout (main first), saving a menu after checking its links, and the main menu's changes when pages come and go.
import type { Knex } from 'knex';
import {
  MAIN_NAVIGATION_NAME,
  MAX_NAVIGATION_DEPTH,
  MAX_NAVIGATION_LINKS,
  measureNavigation,
  type NavigationItem,
} from '../../../domain/owner-api/navigation.js';
import { implicitMainNavigation, lockMainNavigation } from '../../commerce/stores/store.js';
import { HttpError } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { recordChange, type Actor } from '../api/actor.js';
import { storedNavigationItems, withoutLinksTo, type RemovedTarget } from './menu-items.js';
import { collectionsAmong, menuRows, pagesAmong, writeMenu } from './store.js';

/** One menu of the layout: its field name and its links as stored. */
export interface LayoutEntry {
  identifier: string;
  links: unknown[];
}

/** One menu as the owner API answers it. */
export interface Menu {
  name: string;
  items: NavigationItem[];
}

/**
 * Every menu of the website, the main navigation first (SPEC §7: the first entry is the site's main
 * navigation; a site that never saved one gets the links it shows by default), the others by name.
 */
export async function siteLayout(db: Knex, websiteId: string): Promise<LayoutEntry[]> {
  const rows = await menuRows(db, websiteId);
  const links = (items: unknown) => (Array.isArray(items) ? items : []);
  const main = rows.find((row) => row.name === MAIN_NAVIGATION_NAME);
  return [
    {
      identifier: MAIN_NAVIGATION_NAME,
      links: main === undefined ? await implicitMainNavigation(db, websiteId) : links(main.items),
    },
    ...rows.filter((row) => row !== main).map((row) => ({ identifier: row.name, links: links(row.items) })),
  ];
}

/** {@link siteLayout} as the owner API shows it: `{ name, items }`, items read as NavigationItems. */
export async function navigationMenus(db: Knex, websiteId: string): Promise<Menu[]> {
  return (await siteLayout(db, websiteId)).map((entry) => ({
    name: entry.identifier,
    items: storedNavigationItems(entry.links),
  }));
}

function invalid(message: string): HttpError {
  return new HttpError(400, 'invalid-navigation', message);
}

/** The ids a menu names, checking each link leads to one place (a page with the collection it shows counts as one). */
function collectTargets(
  items: readonly NavigationItem[],
  pages: Set<string>,
  collections: Set<string>,
  pairs: [string, string][],
): void {
  for (const item of items) {
    const targets = [item.pageId, item.collectionId, item.externalLink, item.memberAreaId].filter(
      (target) => target !== undefined,
    );
    const pagePair = targets.length === 2 && item.pageId !== undefined && item.collectionId !== undefined;
    if (targets.length > 1 && !pagePair) {
      throw invalid('A link leads to one page, one collection or one address.');
    }
    if (targets.length === 0 && item.items.length === 0) {
      throw invalid('A link needs a page, a collection or an address (or links inside it).');
    }
    if (item.pageId !== undefined) pages.add(item.pageId);
    if (item.collectionId !== undefined) collections.add(item.collectionId);
    if (pagePair) pairs.push([item.pageId!, item.collectionId!]);
    collectTargets(item.items, pages, collections, pairs);
  }
}

/**
 * Refuses (400 `invalid-navigation`) a menu too deep or too long, a link with two targets, or a
 * page or collection that is not this website's. Member areas are kept as given (a later feature).
 */
export async function checkNavigation(db: Knex, websiteId: string, items: readonly NavigationItem[]) {
  const { depth, links } = measureNavigation(items);
  if (depth > MAX_NAVIGATION_DEPTH) throw invalid(`Menus nest at most ${MAX_NAVIGATION_DEPTH} levels deep.`);
  if (links > MAX_NAVIGATION_LINKS) throw invalid(`A menu holds at most ${MAX_NAVIGATION_LINKS} links.`);
  const pageIds = new Set<string>();
  const collectionIds = new Set<string>();
  const pairs: [string, string][] = [];
  collectTargets(items, pageIds, collectionIds, pairs);
  const pages = await pagesAmong(db, websiteId, [...pageIds]);
  const collections = new Set(await collectionsAmong(db, websiteId, [...collectionIds]));
  const shown = new Map(pages.map((page) => [page.id, page.collection_id]));
  const unknown = [
    ...[...pageIds].filter((id) => !shown.has(id)),
    ...[...collectionIds].filter((id) => !collections.has(id)),
  ];
  if (unknown.length > 0) throw invalid(`No such page or collection: ${unknown.join(', ')}.`);
  const mismatch = pairs.find(([pageId, collectionId]) => shown.get(pageId) !== collectionId);
  if (mismatch !== undefined) throw invalid('A link leads to one page, one collection or one address.');
}

/**
 * Saves the menu `name` (making it if new) after {@link checkNavigation}, in one transaction with
 * the record of who saved it; the site shows it at once. Returns the items as stored.
 */
export async function saveNavigation(
  db: Knex,
  websiteId: string,
  actor: Actor,
  name: string,
  items: NavigationItem[],
): Promise<NavigationItem[]> {
  await db.transaction(async (trx) => {
    await checkNavigation(trx, websiteId, items);
    await writeMenu(trx, websiteId, name, items, actor);
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'navigation',
      entityId: name,
      summary: `Saved the ${name} menu (${measureNavigation(items).links} links).`,
    });
  });
  invalidateSiteData(websiteId);
  return items;
}

/** The main menu inside `trx`, locked: its stored items, or the links the site shows without one (`implicit`). */
export async function lockedMainNavigation(
  trx: Knex.Transaction,
  websiteId: string,
): Promise<{ items: NavigationItem[]; implicit: boolean }> {
  const stored = await lockMainNavigation(trx, websiteId);
  if (stored !== undefined) return { items: storedNavigationItems(stored), implicit: false };
  return { items: storedNavigationItems(await implicitMainNavigation(trx, websiteId)), implicit: true };
}

/** Stores the main menu inside `trx` (the caller records the change and tells the site). */
export function writeMainNavigation(
  trx: Knex.Transaction,
  websiteId: string,
  items: readonly NavigationItem[],
  actor: Actor,
): Promise<void> {
  return writeMenu(trx, websiteId, MAIN_NAVIGATION_NAME, items, actor);
}

/**
 * Takes the links to a page being deleted (and to the collection it showed) out of every stored
 * menu, at every level, inside `trx`. Menus that never linked there are left as they were.
 */
export async function removeLinksTo(
  trx: Knex.Transaction,
  websiteId: string,
  target: RemovedTarget,
  actor: Actor,
): Promise<void> {
  for (const row of await menuRows(trx, websiteId, { lock: true })) {
    const kept = withoutLinksTo(storedNavigationItems(row.items), target);
    if (kept !== undefined) await writeMenu(trx, websiteId, row.name, kept, actor);
  }
}
