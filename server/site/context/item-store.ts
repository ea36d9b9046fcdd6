// SQL for a page's items: one page of a collection, one item and its neighbours, variants and images.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A CONTENT_ITEMS row, with its PRODUCTS row's columns when it is a product (`product_type` set). */
export interface ItemRecord {
  id: string;
  collection_id: string;
  record_type: number;
  url_id: string;
  title: string;
  body: string;
  excerpt: string;
  structured_content: Record<string, unknown>;
  main_image_id: string | null;
  media: unknown[];
  external_link: string | null;
  source_url: string | null;
  passthrough: boolean;
  promoted_block_type: string | null;
  /** Featured by the owner (migration 91). */
  starred?: boolean;
  location: Record<string, unknown> | null;
  start_date: Date | null;
  end_date: Date | null;
  published_at: Date | null;
  comment_state: number;
  comment_count: number;
  like_count: number;
  tags: string[];
  categories: string[];
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
  product_type: number | null;
  variant_option_ordering: string[] | null;
  additional_fields_form_id: string | null;
  merchandising: Record<string, unknown> | null;
  is_subscribable: boolean | null;
  subscription_plan: Record<string, unknown> | null;
  use_custom_add_button_text: boolean | null;
  custom_add_button_text: string | null;
}

/** A PRODUCT_VARIANTS row. */
export interface VariantRecord {
  id: string;
  product_id: string;
  sku: string;
  attributes: Record<string, string>;
  option_values: { optionName?: string; value?: string }[];
  price_cents: number;
  sale_price_cents: number;
  currency: string;
  on_sale: boolean;
  qty_in_stock: number;
  unlimited: boolean;
  main_image_id: string | null;
}

/** An IMAGES row with its file's name. */
export interface ImageRecord {
  id: string;
  file_id: string;
  filename: string;
  original_width: number;
  original_height: number;
  focal_x: number;
  focal_y: number;
  alt_text: string;
  title: string;
  body: string;
  color_data: Record<string, unknown> | null;
}

/** How a page of items is read: which collection, in what order, how many from where. */
export interface ItemQuery {
  websiteId: string;
  collectionId: string;
  ordering: string;
  limit: number;
  offset: number;
  /** Events: only those ending after (`upcoming`) or before (`past`) this moment. */
  events?: { view: 'upcoming' | 'past'; now: Date };
  /** Events: only those under way at some moment from `from` to `to` (a calendar month), soonest first. */
  range?: { from: Date; to: Date };
  /** Products: only those in this category. */
  categoryId?: string;
}

const ITEM_COLUMNS = [
  'i.id',
  'i.collection_id',
  'i.record_type',
  'i.url_id',
  'i.title',
  'i.body',
  'i.excerpt',
  'i.structured_content',
  'i.main_image_id',
  'i.media',
  'i.external_link',
  'i.source_url',
  'i.passthrough',
  'i.promoted_block_type',
  'i.starred',
  'i.location',
  'i.start_date',
  'i.end_date',
  'i.published_at',
  'i.comment_state',
  'i.comment_count',
  'i.like_count',
  'i.tags',
  'i.categories',
  'i.created_at',
  'i.updated_at',
  'a.display_name as author_name',
  'p.product_type',
  'p.variant_option_ordering',
  'p.additional_fields_form_id',
  'p.merchandising',
  'p.is_subscribable',
  'p.subscription_plan',
  'p.use_custom_add_button_text',
  'p.custom_add_button_text',
];

/** Content items with their product and author columns: published and visible now (visitors), or any (an owner's preview). */
export function itemsQuery(db: Knex, websiteId: string, { unpublished = false } = {}): Knex.QueryBuilder {
  const query = db({ i: TABLES.contentItems })
    .leftJoin({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'i.website_id').andOn('p.id', 'i.id');
    })
    .leftJoin({ a: TABLES.ownerAccounts }, 'a.id', 'i.author_account_id')
    .where('i.website_id', websiteId)
    .select(ITEM_COLUMNS);
  if (unpublished) return query;
  return query
    .where('i.status', 'published')
    .where((where) => where.whereNull('i.published_at').orWhere('i.published_at', '<=', db.fn.now()));
}

const ORDERINGS: Readonly<Record<string, readonly [string, 'asc' | 'desc'][]>> = {
  manual: [
    ['i.position', 'asc'],
    ['i.created_at', 'asc'],
  ],
  'newest-first': [
    ['i.published_at', 'desc'],
    ['i.created_at', 'desc'],
  ],
  'oldest-first': [
    ['i.published_at', 'asc'],
    ['i.created_at', 'asc'],
  ],
  title: [['i.title', 'asc']],
  'start-date': [['i.start_date', 'asc']],
};

/**
 * One page of a collection's published items in the collection's order, with one more row than
 * asked when there is a next page. Events are split into upcoming (soonest first) and past
 * (latest first).
 */
export function loadItems(db: Knex, query: ItemQuery): Promise<ItemRecord[]> {
  const builder = itemsQuery(db, query.websiteId).where('i.collection_id', query.collectionId);
  let ordering = ORDERINGS[query.ordering] ?? ORDERINGS.manual;
  if (query.events !== undefined) {
    const { view, now } = query.events;
    const ends = db.raw('coalesce(i.end_date, i.start_date)');
    if (view === 'past') {
      builder.where(ends, '<', now);
      ordering = [['i.start_date', 'desc']];
    } else {
      builder.where((where) => where.where(ends, '>=', now).orWhereNull('i.start_date'));
      ordering = [['i.start_date', 'asc']];
    }
  }
  if (query.range !== undefined) {
    builder
      .where('i.start_date', '<', query.range.to)
      .where(db.raw('coalesce(i.end_date, i.start_date)'), '>=', query.range.from);
    ordering = [['i.start_date', 'asc']];
  }
  if (query.categoryId !== undefined) {
    builder.whereExists(function inCategory() {
      this.select(db.raw('1'))
        .from({ cp: TABLES.productCategoryProducts })
        .where('cp.website_id', query.websiteId)
        .where('cp.category_id', query.categoryId as string)
        .whereRaw('cp.product_id = i.id');
    });
  }
  for (const [column, direction] of ordering) builder.orderBy(column, direction);
  return builder
    .orderBy('i.id')
    .limit(query.limit + 1)
    .offset(query.offset);
}

/** One published item of a collection by its URL id. */
export function loadItem(
  db: Knex,
  websiteId: string,
  collectionId: string,
  urlId: string,
  { unpublished = false } = {},
): Promise<ItemRecord | undefined> {
  return itemsQuery(db, websiteId, { unpublished })
    .where('i.collection_id', collectionId)
    .where('i.url_id', urlId)
    .first();
}

/** A neighbouring item, for previous/next links. */
export interface NeighbourRecord {
  url_id: string;
  title: string;
}

/** Published items by id, in no particular order: one query for every item a page's blocks name. */
export function loadItemsByIds(db: Knex, websiteId: string, ids: readonly string[]): Promise<ItemRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return itemsQuery(db, websiteId).whereIn('i.id', [...new Set(ids)]);
}

/** The items before and after one in its collection's order, in one query (window functions). */
export async function loadNeighbours(
  db: Knex,
  websiteId: string,
  item: Pick<ItemRecord, 'id' | 'collection_id'>,
  ordering: string,
): Promise<{ previous?: NeighbourRecord; next?: NeighbourRecord }> {
  // The order comes from ORDERINGS, never from a request.
  const order = (ORDERINGS[ordering] ?? ORDERINGS.manual)
    .map(([column, direction]) => `${column} ${direction}`)
    .concat('i.id asc')
    .join(', ');
  const window = `over (order by ${order})`;
  const row = await db
    .from(
      db({ i: TABLES.contentItems })
        .where('i.website_id', websiteId)
        .where('i.collection_id', item.collection_id)
        .where('i.status', 'published')
        .where((where) => where.whereNull('i.published_at').orWhere('i.published_at', '<=', db.fn.now()))
        .select(
          'i.id',
          db.raw(`lag(i.url_id) ${window} as previous_url_id`),
          db.raw(`lag(i.title) ${window} as previous_title`),
          db.raw(`lead(i.url_id) ${window} as next_url_id`),
          db.raw(`lead(i.title) ${window} as next_title`),
        )
        .as('ordered'),
    )
    .where('ordered.id', item.id)
    .first();
  if (row === undefined) return {};
  const r = row as Record<string, string | null>;
  return {
    ...(r.previous_url_id ? { previous: { url_id: r.previous_url_id, title: r.previous_title ?? '' } } : {}),
    ...(r.next_url_id ? { next: { url_id: r.next_url_id, title: r.next_title ?? '' } } : {}),
  };
}

/** Every variant of these products, in each product's order: one query for a whole list. */
export function loadVariants(
  db: Knex,
  websiteId: string,
  productIds: readonly string[],
): Promise<VariantRecord[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db(TABLES.productVariants)
    .where('website_id', websiteId)
    .whereIn('product_id', productIds)
    .orderBy([{ column: 'product_id' }, { column: 'position' }, { column: 'sku' }])
    .select(
      'id',
      'product_id',
      'sku',
      'attributes',
      'option_values',
      'price_cents',
      'sale_price_cents',
      'currency',
      'on_sale',
      'qty_in_stock',
      'unlimited',
      'main_image_id',
    );
}

/** These images with their files' names: one query for every image a page shows. */
export function loadImages(db: Knex, websiteId: string, imageIds: readonly string[]): Promise<ImageRecord[]> {
  if (imageIds.length === 0) return Promise.resolve([]);
  return db({ im: TABLES.images })
    .join({ f: TABLES.files }, function joinFile() {
      this.on('f.website_id', 'im.website_id').andOn('f.id', 'im.file_id');
    })
    .where('im.website_id', websiteId)
    .whereIn('im.id', [...new Set(imageIds)])
    .select(
      'im.id',
      'im.file_id',
      'f.filename',
      'im.original_width',
      'im.original_height',
      'im.focal_x',
      'im.focal_y',
      'im.alt_text',
      'im.title',
      'im.body',
      'im.color_data',
    );
}
