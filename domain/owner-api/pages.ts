// Pages as the owner API reads and writes them: create, list, change, lock, delete.
import { z } from 'zod';
import { blockSchema, blocksSchema } from './blocks.js';
import { changeStampSchema, idSchema, optionSchema, titleSchema, urlSlugSchema } from './common.js';
import { navigationItemSchema } from './navigation.js';

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

/** `POST /api/owner/pages`. The URL slug is the title's when not given; the page joins the main menu unless told not to. */
export const createPageBodySchema = z.object({
  title: titleSchema,
  urlSlug: urlSlugSchema.optional(),
  type: optionSchema(PAGE_KINDS).default('page'),
  addToNavigation: z.boolean().default(true),
});

/** SEO fields of a page: what search engines and shared links show. */
export const seoSchema = z.object({
  title: z.string().trim().max(300).default(''),
  description: z.string().trim().max(1000).default(''),
});

/**
 * `PATCH /api/owner/pages/{id}` (with `If-Match: <version>`): any of these. `password` locks the
 * page with a password, `null` removes the lock. `blocks` replaces the page's blocks.
 */
export const updatePageBodySchema = z.object({
  title: titleSchema.optional(),
  navigationTitle: z.string().trim().max(200).optional(),
  urlSlug: urlSlugSchema.optional(),
  description: z.string().trim().max(1000).optional(),
  seo: seoSchema.partial().optional(),
  enabled: z.boolean().optional(),
  password: z
    .string()
    .min(1, 'Please enter a password.')
    .max(MAX_PAGE_PASSWORD, `A password has at most ${MAX_PAGE_PASSWORD} characters.`)
    .nullable()
    .optional(),
  blocks: blocksSchema.optional(),
});

/** A page as the owner API shows it. */
export const pageViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  navigationTitle: z.string(),
  urlSlug: z.string(),
  /** The kind of page; `system` for the site's own pages (not found, lock screen…). */
  type: z.enum([...PAGE_KINDS, 'system']),
  /** SPEC §2 page-type number. */
  pageType: z.number().int(),
  collectionId: z.string().nullable(),
  /** Where visitors find it (`/` for the home page). */
  fullUrl: z.string(),
  isHome: z.boolean(),
  enabled: z.boolean(),
  passwordProtected: z.boolean(),
  description: z.string(),
  seo: seoSchema,
  ...changeStampSchema.shape,
});
/** A page as the owner API shows it. */
export type PageView = z.infer<typeof pageViewSchema>;

/** One page with its blocks (`GET /api/owner/pages/{id}`, and every save's answer). */
export const pageDetailSchema = pageViewSchema.extend({ blocks: z.array(blockSchema) });
/** One page with its blocks. */
export type PageDetail = z.infer<typeof pageDetailSchema> & {
  blocks: (z.infer<typeof blockSchema> & { id: string })[];
};

/** `GET /api/owner/pages`: every page, and the main menu (the order the editor lists them in). */
export const pageListSchema = z.object({
  pages: z.array(pageViewSchema),
  navigation: z.object({ main: z.array(navigationItemSchema) }),
});
/** `GET /api/owner/pages`. */
export type PageList = z.infer<typeof pageListSchema>;

/** The id in a page route's path. */
export const pageParamsSchema = z.object({ id: idSchema });
