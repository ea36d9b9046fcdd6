// Pages' plain rules (no zod here): the kinds of page an owner adds and their names.
/** The kinds of page an owner adds: a page of blocks, or a page showing a new collection. */
export const PAGE_KINDS = ['page', 'blog', 'events', 'gallery', 'products'] as const;

/** One kind of page an owner adds. */
export type PageKind = (typeof PAGE_KINDS)[number];

/** What the editor calls each kind in its "Add page" menu. */
export const PAGE_KIND_LABELS: Readonly<Record<PageKind, string>> = {
  page: 'Page',
  blog: 'Blog',
  events: 'Events',
  gallery: 'Gallery',
  products: 'Store',
};

/** The most characters of a page password. */
export const MAX_PAGE_PASSWORD = 200;

/** How many published versions of a page are kept (the oldest goes at the next publish). */
export const MAX_PAGE_REVISIONS = 50;

/** The 409 of publishing a page whose draft is the published page. */
export const NOTHING_TO_PUBLISH_MESSAGE = 'This page has no unpublished changes to publish.';
