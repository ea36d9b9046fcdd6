// Adding a page: a page of blocks, a blog, events or gallery page with its new collection, a store (SPEC §4), or a splash page, the lock screen or the cart page (SPEC §2), at a free URL.
import type { Knex } from 'knex';
import type { z } from 'zod';
import { ONE_LOCK_SCREEN_MESSAGE, SPECIAL_PAGE_TYPES } from '../../../domain/owner-api/page-rules.js';
import {
  PAGE_KIND_LABELS,
  type createPageBodySchema,
  type PageKind,
  type PageView,
} from '../../../domain/owner-api/pages.js';
import { OWNER_INPUT_MESSAGE, notValidPageUrl } from '../../../domain/owner-messages.js';
import { MIN_SLUG_LENGTH, storeSlug } from '../../../domain/store-slug.js';
import { createStore } from '../../commerce/stores/service.js';
import { RESERVED_URL_IDS, lockWebsiteUrls, usedUrlIds } from '../../commerce/stores/store.js';
import { badRequest } from '../../http/http-error.js';
import { TABLES } from '../../db/tables.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { PAGE_TYPE } from '../../site/context/site-map.js';
import { recordChange, type Actor } from '../api/actor.js';
import { lockedMainNavigation, writeMainNavigation } from '../navigation/navigation-service.js';
import { templateSections, type PageTemplate } from '../../../domain/page-templates.js';
import { newBlockId } from './block-input.js';
import { pageView } from './page-view.js';
import { insertCollection, insertPage, pageRow } from './store.js';

/** `POST /api/owner/pages`, parsed. */
export type NewPage = z.output<typeof createPageBodySchema>;

/** How a new collection of each kind is made: its list view, item order and settings (as the demo seeds them). */
const COLLECTION_KINDS: Readonly<
  Record<'blog' | 'events' | 'gallery', { view: string; item_ordering: string; settings: object }>
> = {
  blog: { view: 'list', item_ordering: 'newest-first', settings: { typeName: 'blog' } },
  events: { view: 'list', item_ordering: 'start-date', settings: { typeName: 'events' } },
  gallery: { view: 'grid', item_ordering: 'manual', settings: { typeName: 'gallery' } },
};

/** Kinds that do not join the main menu when added: pages of blocks (at their first publish) and the lock screen (never). */
const NOT_LINKED_NOW: readonly PageKind[] = ['page', 'splash', 'lock-screen'];

/** How the record of changes names a new page of `kind`: "blog page", "splash page", "lock screen". */
function changeName(kind: PageKind): string {
  const label = PAGE_KIND_LABELS[kind].toLowerCase();
  return kind in SPECIAL_PAGE_TYPES ? label : `${label} page`;
}

/** Whether the website has a lock screen already (it has one at most). */
async function hasLockScreen(trx: Knex.Transaction, websiteId: string): Promise<boolean> {
  const row = await trx(TABLES.pages)
    .where({ website_id: websiteId, page_type: SPECIAL_PAGE_TYPES['lock-screen'] })
    .first('id');
  return row !== undefined;
}

/**
 * The new page's URL id: the one asked for when free (400 "{val} is not a valid page URL." on
 * `urlSlug` when taken, kept by the server, or too short for a store), else the title's slug
 * made unique (SPEC §5), falling back to the kind's name for a title without letters.
 */
async function chooseSlug(trx: Knex.Transaction, websiteId: string, input: NewPage): Promise<string> {
  const used = [...(await usedUrlIds(trx, websiteId)), ...RESERVED_URL_IDS];
  if (input.urlSlug === undefined) return storeSlug(input.title, used, PAGE_KIND_LABELS[input.type]);
  const tooShort = input.type === 'products' && input.urlSlug.length < MIN_SLUG_LENGTH;
  if (used.includes(input.urlSlug) || tooShort) {
    throw badRequest(OWNER_INPUT_MESSAGE, { urlSlug: notValidPageUrl(input.urlSlug) });
  }
  return input.urlSlug;
}

/** Inserts the page (and its collection) inside `trx`; returns the page's id. */
async function insertPageOfKind(
  trx: Knex.Transaction,
  websiteId: string,
  kind: PageKind,
  title: string,
  slug: string,
  actor: Actor,
  addToNavigation: boolean,
  template: PageTemplate | undefined,
): Promise<string> {
  if (kind === 'page' || kind === 'splash') {
    // A template's sections (domain/page-templates.ts), with ids made as a save makes them.
    const content =
      template === undefined ? { blocks: [] } : { sections: templateSections(template, newBlockId) };
    return insertPage(
      trx,
      websiteId,
      {
        url_id: slug,
        page_type: kind === 'page' ? PAGE_TYPE.page : SPECIAL_PAGE_TYPES.splash,
        title,
        content,
        unpublished: { linkOnPublish: addToNavigation },
      },
      actor,
    );
  }
  if (kind === 'lock-screen' || kind === 'cart') {
    // The lock screen locks the site once it has a password (page settings); the cart page shows
    // the visitor's cart at its own address (SPEC §2 "commerce cart v2").
    return insertPage(trx, websiteId, { url_id: slug, page_type: SPECIAL_PAGE_TYPES[kind], title }, actor);
  }
  if (kind === 'products') {
    // SPEC §4's store creation: the products collection, its page, its root category and (when
    // asked) the first place in the main menu.
    const { store } = await createStore(trx, websiteId, { title, urlId: slug, addToNavigation });
    return store.pageId!;
  }
  const collectionId = await insertCollection(
    trx,
    websiteId,
    { url_id: slug, title, ...COLLECTION_KINDS[kind] },
    actor,
  );
  return insertPage(
    trx,
    websiteId,
    { url_id: slug, page_type: PAGE_TYPE.collection, title, collection_id: collectionId },
    actor,
  );
}

/**
 * Adds a page of `input.type` in one transaction, under the lock store creation takes on the
 * website's URLs: the rows, the main menu (the page appended, a store put first as SPEC §4 says; a
 * page of blocks starts unpublished and joins the menu at its first publish;
 * a site still showing its default links gets them stored first, so a page not added stays out),
 * and the record of who did it. The page answers at its URL at once.
 */
export async function createPage(
  db: Knex,
  websiteId: string,
  actor: Actor,
  input: NewPage,
): Promise<PageView> {
  if (input.template !== undefined && input.type !== 'page' && input.type !== 'splash') {
    throw badRequest(OWNER_INPUT_MESSAGE, { template: 'Only a page of blocks starts from a template.' });
  }
  const view = await db.transaction(async (trx) => {
    await lockWebsiteUrls(trx, websiteId);
    if (input.type === 'lock-screen' && (await hasLockScreen(trx, websiteId))) {
      throw badRequest(OWNER_INPUT_MESSAGE, { type: ONE_LOCK_SCREEN_MESSAGE });
    }
    const slug = await chooseSlug(trx, websiteId, input);
    const menu = await lockedMainNavigation(trx, websiteId);
    const pageId = await insertPageOfKind(
      trx,
      websiteId,
      input.type,
      input.title,
      slug,
      actor,
      input.addToNavigation,
      input.template,
    );
    const row = (await pageRow(trx, websiteId, pageId))!;
    if (input.type !== 'products' || !input.addToNavigation) {
      // A page of blocks joins the menu at its first publish (publish-page.ts), not before; the
      // lock screen is never in a menu (visitors see it at every address while the site is locked).
      const linkNow = input.addToNavigation && !NOT_LINKED_NOW.includes(input.type);
      const link = { pageId, ...(row.collection_id === null ? {} : { collectionId: row.collection_id }) };
      const items = linkNow ? [...menu.items, { ...link, items: [] }] : menu.items;
      if (linkNow || menu.implicit) await writeMainNavigation(trx, websiteId, items, actor);
    }
    await recordChange(trx, actor, {
      websiteId,
      action: 'create',
      entity: 'page',
      entityId: pageId,
      summary: `Added the ${changeName(input.type)} "${input.title}" at /${slug}.`,
    });
    return pageView(row);
  });
  invalidateSiteData(websiteId);
  return view;
}
