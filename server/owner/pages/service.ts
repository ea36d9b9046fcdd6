// The site's pages for the editor: the list with the main menu, one page with its blocks, and deleting a page.
import type { Knex } from 'knex';
import type { PageDetail, PageList } from '../../../domain/owner-api/pages.js';
import { MAIN_NAVIGATION_NAME } from '../../../domain/owner-api/navigation.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { HOME_URL_ID, PAGE_TYPE } from '../../site/context/site-map.js';
import { recordChange, type Actor } from '../api/actor.js';
import { navigationMenus, removeLinksTo } from '../navigation/navigation-service.js';
import { pageKind, pageView } from './page-view.js';
import { storedBlockFields, storedBlocks, storedSections } from './stored-blocks.js';
import {
  deleteCollectionRow,
  deletePageRow,
  itemCount,
  lockPage,
  otherPageShows,
  pageContent,
  pageRow,
  pageRows,
} from './store.js';

/** The 409 of deleting the home page. */
export const HOME_PAGE_DELETE_MESSAGE =
  'The home page cannot be deleted. Make another page the home page first.';
/** The 409 of deleting a store that still sells something. */
export const STORE_NOT_EMPTY_MESSAGE =
  'This store still has products. Delete its products or move them to another store first.';

/**
 * Every page the editor lists (pages, collection pages, the lock screen; the home page first) and
 * the main menu: the one saved, or the links the site shows when none was.
 */
export async function listPages(db: Knex, websiteId: string): Promise<PageList> {
  const [rows, menus] = await Promise.all([pageRows(db, websiteId), navigationMenus(db, websiteId)]);
  const main = menus.find((menu) => menu.name === MAIN_NAVIGATION_NAME);
  return { pages: rows.map(pageView), navigation: { main: main?.items ?? [] } };
}

/**
 * One page with its blocks (none for a collection page) and its block areas' blocks, each with an
 * id: stored ones as they are, missing ones made from the block, the same on every read until the
 * page is saved. The published content, or with `draft` the draft (the whole content: blocks, block
 * areas and whatever else it holds). 404 for a page the editor does not list.
 */
export async function pageDetail(
  db: Knex,
  websiteId: string,
  id: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<PageDetail> {
  const row = await pageRow(db, websiteId, id);
  if (row === undefined) throw notFound('No such page.');
  const showsBlocks = row.page_type === PAGE_TYPE.page || row.page_type === PAGE_TYPE.splash;
  const content = await pageContent(db, websiteId, id, draft);
  return {
    ...pageView(row),
    blocks: showsBlocks ? storedBlocks(content) : [],
    sections: showsBlocks ? storedSections(content) : [],
    blockFields: storedBlockFields(content),
  };
}

/**
 * Deletes a page in one transaction: 404 when there is none, 409 for the home page and for a
 * store that still has products. A blog, events or gallery page takes its collection and every item
 * with it (a store its categories); every menu loses its links to the page and its collection
 * (children of a removed link move up to its place). Recorded; the site forgets it at once.
 */
export async function deletePage(db: Knex, websiteId: string, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const page = await lockPage(trx, websiteId, id);
    if (page === undefined) throw notFound('No such page.');
    if (page.url_id === HOME_URL_ID) throw new HttpError(409, 'home-page', HOME_PAGE_DELETE_MESSAGE);
    const row = (await pageRow(trx, websiteId, id))!;
    const kind = pageKind(row);
    const collectionId = page.page_type === PAGE_TYPE.collection ? page.collection_id : null;
    // A collection another page still shows stays (with its items and its menu links).
    const dropCollection = collectionId !== null && !(await otherPageShows(trx, websiteId, collectionId, id));
    if (dropCollection && kind === 'products' && (await itemCount(trx, websiteId, collectionId)) > 0) {
      throw new HttpError(409, 'store-not-empty', STORE_NOT_EMPTY_MESSAGE);
    }
    await removeLinksTo(
      trx,
      websiteId,
      { pageId: id, collectionId: dropCollection ? collectionId : null },
      actor,
    );
    await deletePageRow(trx, websiteId, id);
    if (dropCollection) await deleteCollectionRow(trx, websiteId, collectionId);
    await recordChange(trx, actor, {
      websiteId,
      action: 'delete',
      entity: 'page',
      entityId: id,
      summary: `Deleted the page "${page.title}" (/${page.url_id})${dropCollection ? ' and its collection' : ''}.`,
    });
  });
  invalidateSiteData(websiteId);
}
