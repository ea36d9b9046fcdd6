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
import {
  COLLECTION_KINDS,
  CONTENT_STATUS_LABELS,
  ITEM_FILTER_STATUSES,
  ITEM_STATUSES,
  MAX_CATEGORY_LENGTH,
  MAX_TAG_LENGTH,
} from './item-rules.js';
import { itemMediaSchema } from './media-items.js';
import { galleryOptionsInputSchema } from '../gallery-options.js';

export { itemMediaSchema, MEDIA_POSTS_ONLY_MESSAGE, type ItemMedia } from './media-items.js';
export {
  COLLECTION_KINDS,
  CONTENT_STATUS_LABELS,
  ITEM_FILTER_STATUSES,
  ITEM_STATUSES,
  MAX_CATEGORY_LENGTH,
  MAX_TAG_LENGTH,
  OTHER_ITEM_STATUSES,
  contentStatusLabel,
  isItemStatus,
} from './item-rules.js';
export type { CollectionKindName, ContentStatusLabel, ItemFilterStatus, ItemStatus } from './item-rules.js';

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

/**
 * An item's title: posts and events need one (the server refuses an empty one with 'Please enter a
 * title.'), a gallery image's title is its caption and may be empty.
 */
export const itemTitleSchema = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .max(300, 'A title has at most 300 characters.');

/** The fields an item may be given; which ones matter depends on the collection's kind. */
const itemFields = {
  title: itemTitleSchema,
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
  /** Blog posts: the audio or video it plays (media-items.ts), null for none. */
  media: itemMediaSchema.nullable(),
};

/**
 * `POST /api/owner/collections/{collectionId}/items`: a title and a body at least; published at
 * once unless `status: 'draft'` or a future `publishOn`. Events also need `startDate`; without
 * `endDate` they last an hour (as calendars assume).
 */
export const createItemBodySchema = z.object({
  ...itemFields,
  title: itemFields.title.default(''),
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
  media: itemFields.media.optional(),
});

/**
 * `PATCH /api/owner/collections/{collectionId}/items/{itemId}` (with `If-Match`): any of the fields;
 * an event's `location` may be cleared with null.
 */
export const updateItemBodySchema = z
  .object({ ...itemFields, location: itemFields.location.nullable() })
  .partial();

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
  /** A post's audio or video; null for none (and for other items). */
  media: itemMediaSchema.nullable(),
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
  /** A gallery's display options (SPEC §3): each given one replaces the owner's earlier choice; null forgets them all. */
  galleryOptions: galleryOptionsInputSchema.nullable().optional(),
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
  /** The cover's address, for a thumbnail. */
  coverImageUrl: z.string().nullable(),
  itemCount: z.number().int(),
  /** A gallery's display options in effect (the owner's choices over SPEC's defaults); null for other collections. */
  galleryOptions: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  ...changeStampSchema.shape,
});
/** A collection as the owner API shows it. */
export type CollectionView = z.infer<typeof collectionViewSchema>;

/** `GET /api/owner/collections`. */
export const collectionListSchema = z.object({ collections: z.array(collectionViewSchema) });
/** `GET`/`PATCH /api/owner/collections/{collectionId}`. */
export const collectionReplySchema = z.object({ collection: collectionViewSchema });
/** `GET …/items`: one page of items and how many match in all. */
export const itemListSchema = z.object({ items: z.array(itemViewSchema), total: z.number().int() });
/** One item: the answer of create, read and update. */
export const itemReplySchema = z.object({ item: itemViewSchema });
/** `PUT …/items/order`: the items in their new order. */
export const itemOrderReplySchema = z.object({ itemIds: z.array(z.string()) });

/** A member of the website who may write posts. */
export const authorViewSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
/** A possible author. */
export type AuthorView = z.infer<typeof authorViewSchema>;
/** `GET /api/owner/authors`. */
export const authorListSchema = z.object({ authors: z.array(authorViewSchema) });

/** Route params. */
export const collectionParamsSchema = z.object({ collectionId: idSchema });
export const itemParamsSchema = z.object({ collectionId: idSchema, itemId: idSchema });

/** `GET …/items` query: a status filter, a search, and a page of at most 100. */
export const itemListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ITEM_FILTER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
