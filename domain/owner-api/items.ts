// Collection items (blog posts, events, gallery images) and collections as the owner API reads and writes them.
import { z } from 'zod';
import {
  changeStampSchema,
  idSchema,
  instantSchema,
  localDateTimeSchema,
  titleSchema,
  urlSlugSchema,
} from './common.js';

/** SPEC §9: tag length 50, category length 25. */
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;

/** The kinds of collection the editor edits items of. */
export const COLLECTION_KINDS = ['blog', 'events', 'gallery', 'products'] as const;
/** One kind of collection. */
export type CollectionKindName = (typeof COLLECTION_KINDS)[number];

/** Whether an item is a draft or out in the world (published now, or scheduled: published with a future date). */
export const ITEM_STATUSES = ['draft', 'published'] as const;

/** SPEC §4 content status labels the editor shows. */
export const CONTENT_STATUS_LABELS = ['Draft', 'Scheduled', 'Published'] as const;
/** One content status label. */
export type ContentStatusLabel = (typeof CONTENT_STATUS_LABELS)[number];

/** The label of an item: a draft, scheduled (published with a date still to come), or published. */
export function contentStatusLabel(
  status: string,
  publishOn: string | Date | null | undefined,
  now: Date = new Date(),
): ContentStatusLabel {
  if (status !== 'published') return 'Draft';
  if (publishOn === null || publishOn === undefined) return 'Published';
  return new Date(publishOn).getTime() > now.getTime() ? 'Scheduled' : 'Published';
}

const tagName = z
  .string()
  .trim()
  .min(1, 'A tag needs a name.')
  .max(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters.`);
const categoryName = z
  .string()
  .trim()
  .min(1, 'A category needs a name.')
  .max(MAX_CATEGORY_LENGTH, `A category has at most ${MAX_CATEGORY_LENGTH} characters.`);

/** Where an event takes place (SPEC §3 content item `location`). */
export const locationSchema = z.object({
  addressTitle: z.string().trim().max(200).optional(),
  addressLine1: z.string().trim().max(300).optional(),
  addressLine2: z.string().trim().max(300).optional(),
  addressCountry: z.string().trim().max(100).optional(),
  mapLat: z.number().min(-90).max(90).optional(),
  mapLng: z.number().min(-180).max(180).optional(),
});

/** The fields an item may be given; which ones matter depends on the collection's kind. */
const itemFields = {
  title: titleSchema,
  /** HTML; the server sanitizes it. */
  body: z.string().max(500_000, 'The text is too long.'),
  /** HTML; the server sanitizes it. */
  excerpt: z.string().max(20_000, 'The excerpt is too long.'),
  urlSlug: urlSlugSchema,
  status: z.enum(ITEM_STATUSES),
  /** When it becomes visible; a future time schedules it. Null: at once. */
  publishOn: instantSchema.nullable(),
  tags: z.array(tagName).max(50),
  categories: z.array(categoryName).max(50),
  /** An owner account id (a member of the website). */
  authorId: idSchema.nullable(),
  /** An IMAGES id: a post's cover, an event's picture, a gallery item's image. */
  mainImageId: idSchema.nullable(),
  /** Events: the wall-clock start and end in the website's time zone. */
  startDate: localDateTimeSchema,
  endDate: localDateTimeSchema,
  location: locationSchema,
};

/**
 * `POST /api/owner/collections/{collectionId}/items`: a title and a body at least; published at
 * once unless `status: 'draft'` or a future `publishOn`. Events also need `startDate`.
 */
export const createItemBodySchema = z.object({
  ...itemFields,
  body: itemFields.body.default(''),
  urlSlug: itemFields.urlSlug.optional(),
  excerpt: itemFields.excerpt.optional(),
  status: itemFields.status.default('published'),
  publishOn: itemFields.publishOn.optional(),
  tags: itemFields.tags.default([]),
  categories: itemFields.categories.default([]),
  authorId: itemFields.authorId.optional(),
  mainImageId: itemFields.mainImageId.optional(),
  startDate: itemFields.startDate.optional(),
  endDate: itemFields.endDate.optional(),
  location: itemFields.location.optional(),
});

/** `PATCH /api/owner/collections/{collectionId}/items/{itemId}` (with `If-Match`): any of the fields. */
export const updateItemBodySchema = z.object(itemFields).partial();

/** `PUT /api/owner/collections/{collectionId}/items/order`: every item id, in the new order. */
export const itemOrderBodySchema = z.object({ itemIds: z.array(idSchema).min(1).max(250) });

/** An item as the owner API shows it. */
export const itemViewSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  urlId: z.string(),
  title: z.string(),
  body: z.string(),
  excerpt: z.string(),
  status: z.enum(ITEM_STATUSES),
  statusLabel: z.enum(CONTENT_STATUS_LABELS),
  publishOn: z.string().nullable(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  authorId: z.string().nullable(),
  mainImageId: z.string().nullable(),
  /** The main image's address, for thumbnails. */
  mainImageUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  location: locationSchema.nullable(),
  position: z.number().int(),
  fullUrl: z.string(),
  ...changeStampSchema.shape,
});
/** An item as the owner API shows it. */
export type ItemView = z.infer<typeof itemViewSchema>;

/** `PATCH /api/owner/collections/{collectionId}`: the collection's own fields. */
export const updateCollectionBodySchema = z.object({
  title: titleSchema.optional(),
  description: z.string().trim().max(2000).optional(),
  /** A gallery's (or blog's) cover: an IMAGES id, or null for none. */
  coverImageId: idSchema.nullable().optional(),
});

/** A collection as the owner API shows it. */
export const collectionViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  urlId: z.string(),
  fullUrl: z.string(),
  pageId: z.string().nullable(),
  description: z.string(),
  coverImageId: z.string().nullable(),
  itemCount: z.number().int(),
  ...changeStampSchema.shape,
});
/** A collection as the owner API shows it. */
export type CollectionView = z.infer<typeof collectionViewSchema>;

/** Route params. */
export const collectionParamsSchema = z.object({ collectionId: idSchema });
export const itemParamsSchema = z.object({ collectionId: idSchema, itemId: idSchema });

/** `GET …/items` query: a status filter, a search, and a page of at most 100. */
export const itemListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['draft', 'scheduled', 'published']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
