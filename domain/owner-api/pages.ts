// Pages as the owner API reads and writes them: create, list, change, lock, delete.
import { z } from 'zod';
import { blockSchema, blocksSchema } from './blocks.js';
import { changeStampSchema, idSchema, optionSchema, titleSchema, urlSlugSchema } from './common.js';
import { navigationItemSchema } from './navigation.js';
import { MAX_PAGE_PASSWORD, PAGE_KINDS } from './page-rules.js';
import { sectionSchema, sectionsSchema, type Section } from './sections.js';
import { PAGE_TEMPLATES } from '../page-templates.js';

export { MAX_PAGE_PASSWORD, PAGE_KINDS, PAGE_KIND_LABELS } from './page-rules.js';
export type { PageKind } from './page-rules.js';

/**
 * `POST /api/owner/pages`. The URL slug is the title's when not given; the page joins the main menu
 * unless told not to (a page of blocks starts unpublished and joins it at its first publish).
 */
export const createPageBodySchema = z.object({
  title: titleSchema,
  urlSlug: urlSlugSchema.optional(),
  type: optionSchema(PAGE_KINDS).default('page'),
  addToNavigation: z.boolean().default(true),
  /** A page of blocks starts with a template's sections (domain/page-templates.ts); blank without. */
  template: optionSchema(PAGE_TEMPLATES).optional(),
});

/** SEO fields of a page: what search engines and shared links show. */
export const seoSchema = z.object({
  title: z.string().trim().max(300).default(''),
  description: z.string().trim().max(1000).default(''),
  noIndex: z
    .boolean()
    .optional()
    .describe(
      'Hide the page from search engines: left out of the sitemap, `noindex` in its head (a collection page: its items too).',
    ),
});

/** A block area's id, as a theme's `<squarespace:block-field id="…">` names it. */
export const BLOCK_FIELD_ID = /^[A-Za-z][\w-]*$/;
/** The most block areas one page stores. */
export const MAX_BLOCK_FIELDS = 20;

/** What a block area id that is not one is told. */
const BLOCK_FIELD_ID_MESSAGE = 'A block area id starts with a letter and has letters, digits, - or _.';

/**
 * The block areas a theme declares (`<squarespace:block-field>`), each with its blocks: a sidebar,
 * a footer. A page's own areas; the home page's show on pages without their own (`null` takes a
 * page's own away). Ids are checked here rather than by the record's key schema, so a bad one
 * gets its own message on its field.
 */
export const blockFieldsSchema = z.record(z.string(), blocksSchema.nullable()).superRefine((fields, ctx) => {
  const ids = Object.keys(fields);
  for (const id of ids) {
    if (!BLOCK_FIELD_ID.test(id) || id.length > 100) {
      ctx.addIssue({ code: 'custom', message: BLOCK_FIELD_ID_MESSAGE, path: [id], input: id });
    }
  }
  if (ids.length > MAX_BLOCK_FIELDS) {
    ctx.addIssue({
      code: 'custom',
      message: `A page holds at most ${MAX_BLOCK_FIELDS} block areas.`,
      input: fields,
    });
  }
});

/**
 * `PATCH /api/owner/pages/{id}` (with `If-Match: <version>`): any of these. `password` locks the
 * page with a password, `null` removes the lock. `blocks` replaces the page's blocks; each area
 * given in `blockFields` has its blocks replaced (`[]` empties it; `null` removes the page's own,
 * so it shows the home page's again), the others stay.
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
  /** Replaces the page's sections and their blocks (`blocks` then reads them in reading order). */
  sections: sectionsSchema.optional(),
  blockFields: blockFieldsSchema.optional(),
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
  /** Whether the editor saved changes visitors do not see yet ("Unpublished changes"). */
  hasDraft: z.boolean(),
  /** When it was last published; null for a page added in the editor and never published (not in the menus yet). */
  publishedAt: z.string().nullable(),
  ...changeStampSchema.shape,
});
/** A page as the owner API shows it. */
export type PageView = z.infer<typeof pageViewSchema>;

/**
 * One page with its blocks and the blocks of each block area it stores (`GET
 * /api/owner/pages/{id}`: the published page, or with `?draft=1` the draft; every save's answer is
 * the draft).
 */
export const pageDetailSchema = pageViewSchema.extend({
  blocks: z.array(blockSchema),
  /**
   * The page's sections (always given by the server; a page stored as one stack of blocks reads
   * as one contained, one-column section with id `main`). `blocks` are theirs in reading order.
   */
  sections: z.array(sectionSchema).optional(),
  blockFields: z.record(z.string(), z.array(blockSchema)),
});
/** One page with its blocks. */
export type PageDetail = z.infer<typeof pageDetailSchema> & {
  blocks: (z.infer<typeof blockSchema> & { id: string })[];
  blockFields: Record<string, (z.infer<typeof blockSchema> & { id: string })[]>;
  sections?: Section[];
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

/** The answer of `POST /api/owner/pages`: the new page. */
export const createdPageReplySchema = z.object({ page: pageViewSchema });

/** The answer of `GET` and `PATCH /api/owner/pages/{id}`: the page with its blocks. */
export const pageDetailReplySchema = z.object({ page: pageDetailSchema });

/** One block area the site's theme declares. */
export const blockFieldSchema = z.object({
  id: z.string(),
  /** The `columns` the theme gives it (1 to 12), or null when it gives none (the full width). */
  columns: z.number().int().nullable(),
  /** The theme files declaring it (`site.region`). */
  templates: z.array(z.string()),
});
/** One block area the site's theme declares. */
export type BlockField = z.infer<typeof blockFieldSchema>;

/** `GET /api/owner/block-fields`: the block areas of the theme the live site renders (none for the built-in theme). */
export const blockFieldsReplySchema = z.object({
  fields: z.array(blockFieldSchema),
  /** The theme's name (its template.conf's). */
  theme: z.string(),
});
/** `GET /api/owner/block-fields`. */
export type BlockFieldsReply = z.infer<typeof blockFieldsReplySchema>;
