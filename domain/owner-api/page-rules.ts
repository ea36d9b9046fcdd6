// Pages' plain rules (no zod here): the kinds of page an owner adds and their names.
/**
 * The kinds of page an owner adds: a page of blocks, a page showing a new collection, or one of
 * SPEC §2's special pages: a splash page (3, blocks), the lock screen (103) and the cart page
 * ("commerce cart v2", 205).
 */
export const PAGE_KINDS = [
  'page',
  'blog',
  'events',
  'gallery',
  'products',
  'splash',
  'lock-screen',
  'cart',
] as const;

/** One kind of page an owner adds. */
export type PageKind = (typeof PAGE_KINDS)[number];

/** What the editor calls each kind in its "Add page" menu. */
export const PAGE_KIND_LABELS: Readonly<Record<PageKind, string>> = {
  page: 'Page',
  blog: 'Blog',
  events: 'Events',
  gallery: 'Gallery',
  products: 'Store',
  splash: 'Splash page',
  'lock-screen': 'Lock screen',
  cart: 'Cart page',
};

/** SPEC §2 page-type numbers of the special kinds an owner adds. */
export const SPECIAL_PAGE_TYPES = { splash: 3, 'lock-screen': 103, cart: 205 } as const;

/** The message of adding a second lock screen (a site has one: its password locks the whole site). */
export const ONE_LOCK_SCREEN_MESSAGE = 'This site already has a lock screen.';

/** The most characters of a page password. */
export const MAX_PAGE_PASSWORD = 200;

/** How many published versions of a page are kept (the oldest goes at the next publish). */
export const MAX_PAGE_REVISIONS = 50;

/** The 409 of publishing a page whose draft is the published page. */
export const NOTHING_TO_PUBLISH_MESSAGE = 'This page has no unpublished changes to publish.';
