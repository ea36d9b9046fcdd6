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
