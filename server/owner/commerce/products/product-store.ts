// SQL of the product editor: a product's rows (CONTENT_ITEMS, PRODUCTS, PRODUCT_VARIANTS), the products table's page, stores, and what holds a product.
import type { Knex } from 'knex';
import { COLLECTION_TYPE, RECORD_TYPE } from '../../../../domain/enums.js';
import type { ProductListQuery, ProductSort } from '../../../../domain/owner-api/products.js';
import { TABLES } from '../../../db/tables.js';
import { likeContaining } from '../../../db/like-pattern.js';

/** A product's item and PRODUCTS columns. */
export interface ProductRow {
  id: string;
  collection_id: string;
  url_id: string;
  title: string;
  body: string;
  status: string;
  published_at: Date | string | null;
  tags: string[] | null;
  categories: string[] | null;
  structured_content: Record<string, unknown> | null;
  main_image_id: string | null;
  media: { type?: string; imageId?: string }[] | null;
  starred: boolean;
  version: number;
  updated_at: Date | string;
  updated_by: string | null;
  product_type: number;
  variant_option_ordering: string[] | null;
  subscription_plan: unknown;
  is_subscribable: boolean;
  digital_file_id: string | null;
  merchandising: Record<string, unknown> | null;
  use_custom_add_button_text: boolean | null;
  custom_add_button_text: string | null;
}

/** A PRODUCT_VARIANTS row. */
export interface VariantRow {
  id: string;
  sku: string;
  attributes: Record<string, string> | null;
  price_cents: number | string;
  sale_price_cents: number | string;
  on_sale: boolean;
  qty_in_stock: number;
  unlimited: boolean;
  main_image_id: string | null;
  position: number;
  shipping: { weight?: number } | null;
}

/** The website's product `id` (any status), locked for the transaction with `lock`. */
export async function selectProduct(
  db: Knex,
  websiteId: string,
  id: string,
  lock = false,
): Promise<ProductRow | undefined> {
  const query = db({ i: TABLES.contentItems })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'i.website_id').andOn('p.id', 'i.id');
    })
    .leftJoin({ a: TABLES.ownerAccounts }, 'a.id', 'i.updated_by_account_id')
    .where({ 'i.website_id': websiteId, 'i.id': id, 'i.record_type': RECORD_TYPE['store-item'] })
    .first(
      'i.id',
      'i.collection_id',
      'i.url_id',
      'i.title',
      'i.body',
      'i.status',
      'i.published_at',
      'i.tags',
      'i.categories',
      'i.structured_content',
      'i.main_image_id',
      'i.media',
      'i.starred',
      'i.version',
      'i.updated_at',
      'a.email as updated_by',
      'p.product_type',
      'p.variant_option_ordering',
      'p.subscription_plan',
      'p.is_subscribable',
      'p.digital_file_id',
      'p.merchandising',
      'p.use_custom_add_button_text',
      'p.custom_add_button_text',
    );
  if (lock) query.forUpdate('i');
  return query;
}

/** The columns a variant row is read with (besides its id, and its product's id for several products). */
const VARIANT_COLUMNS = [
  'sku',
  'attributes',
  'price_cents',
  'sale_price_cents',
  'on_sale',
  'qty_in_stock',
  'unlimited',
  'main_image_id',
  'position',
  'shipping',
] as const;

/** A product's variants in their order. */
export function selectVariants(db: Knex, websiteId: string, productId: string): Promise<VariantRow[]> {
  return db(TABLES.productVariants)
    .where({ website_id: websiteId, product_id: productId })
    .orderBy([{ column: 'position' }, { column: 'created_at' }])
    .select('id', ...VARIANT_COLUMNS);
}

/** The website's stores (collections of products) with how many products each holds. */
export function selectStores(
  db: Knex,
  websiteId: string,
): Promise<{ id: string; title: string; url_id: string; product_count: number | string }[]> {
  return db({ c: TABLES.collections })
    .leftJoin({ i: TABLES.contentItems }, function joinItems() {
      this.on('i.website_id', 'c.website_id').andOn('i.collection_id', 'c.id');
    })
    .where({ 'c.website_id': websiteId, 'c.type': COLLECTION_TYPE.products })
    .groupBy('c.id', 'c.title', 'c.url_id', 'c.created_at')
    .orderBy('c.created_at')
    .select('c.id', 'c.title', 'c.url_id', db.raw('count(i.id) as product_count'));
}

/** The store `id` of the website, or undefined. */
export function selectStore(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<{ id: string; title: string } | undefined> {
  return db(TABLES.collections)
    .where({ website_id: websiteId, id, type: COLLECTION_TYPE.products })
    .first('id', 'title');
}

/** A row of the products table, before shaping. */
export interface ProductSummaryRow {
  id: string;
  collection_id: string;
  title: string;
  status: string;
  product_type: number;
  main_image_id: string | null;
  updated_at: Date | string;
  starred: boolean;
  position: number;
  variant_count: number | string;
  any_unlimited: boolean | null;
  stock: number | string | null;
  low: number | string | null;
  high: number | string | null;
}

const PRICE = `case when v.on_sale then v.sale_price_cents else v.price_cents end`;
/** Physical products and services sell out; digital products and gift cards never do (SPEC §4). */
const SOLD_OUT = `(p.product_type in (1, 3) and not coalesce(bool_or(v.unlimited), false) and coalesce(sum(v.qty_in_stock), 0) = 0)`;

const SORTS: Readonly<Record<ProductSort, string>> = {
  position: 'i.position',
  title: 'lower(i.title)',
  price: `min(${PRICE})`,
  stock: `case when bool_or(v.unlimited) then 2147483647 else coalesce(sum(v.qty_in_stock), 0) end`,
  updated: 'i.updated_at',
};

type ListFilter = ProductListQuery;

/** The grouped query of products matching `filter` (one row per product with its variants' sums). */
function matching(db: Knex, websiteId: string, filter: ListFilter): Knex.QueryBuilder {
  const query = db({ i: TABLES.contentItems })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'i.website_id').andOn('p.id', 'i.id');
    })
    .leftJoin({ v: TABLES.productVariants }, function joinVariants() {
      this.on('v.website_id', 'i.website_id').andOn('v.product_id', 'i.id');
    })
    .where({ 'i.website_id': websiteId, 'i.record_type': RECORD_TYPE['store-item'] })
    .groupBy('i.id', 'i.website_id', 'p.product_type');
  if (filter.storeId !== undefined) query.where('i.collection_id', filter.storeId);
  if (filter.kind !== undefined) query.where('p.product_type', productTypeOf(filter.kind));
  if (filter.status === 'enabled') query.where('i.status', 'published');
  if (filter.status === 'disabled') query.whereNot('i.status', 'published');
  if (filter.status === 'sold-out') query.havingRaw(SOLD_OUT);
  const search = filter.search?.trim() ?? '';
  if (search !== '') {
    const pattern = likeContaining(search);
    query.where((where) =>
      where
        .whereILike('i.title', pattern)
        .orWhereExists(
          db(TABLES.productVariants)
            .whereRaw('"website_id" = "i"."website_id" and "product_id" = "i"."id"')
            .whereILike('sku', pattern),
        ),
    );
  }
  return query;
}

function productTypeOf(kind: string): number {
  return { physical: 1, digital: 2, service: 3, 'gift-card': 4 }[kind] ?? 0;
}

/** One page of the products table, sorted and filtered in the database, and how many match. */
export async function selectProductPage(
  db: Knex,
  websiteId: string,
  filter: ListFilter,
): Promise<{ rows: ProductSummaryRow[]; total: number }> {
  const direction = filter.direction === 'desc' ? 'desc' : 'asc';
  const rows: ProductSummaryRow[] = await matching(db, websiteId, filter)
    .select(
      'i.id',
      'i.collection_id',
      'i.title',
      'i.status',
      'i.main_image_id',
      'i.updated_at',
      'i.starred',
      'i.position',
      'p.product_type',
      db.raw('count(v.id) as variant_count'),
      db.raw('bool_or(v.unlimited) as any_unlimited'),
      db.raw('sum(v.qty_in_stock) as stock'),
      db.raw(`min(${PRICE}) as low`),
      db.raw(`max(${PRICE}) as high`),
    )
    .orderByRaw(`${SORTS[filter.sort]} ${direction} nulls last, i.id ${direction}`)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const counted = await db
    .from(matching(db, websiteId, filter).select('i.id').as('m'))
    .count({ total: '*' })
    .first();
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The variants of the products `productIds` (a page of the table), each product's in their order. */
export function selectPageVariants(
  db: Knex,
  websiteId: string,
  productIds: readonly string[],
): Promise<(VariantRow & { product_id: string })[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db(TABLES.productVariants)
    .where({ website_id: websiteId })
    .whereIn('product_id', [...productIds])
    .orderBy([{ column: 'product_id' }, { column: 'position' }, { column: 'created_at' }])
    .select('id', 'product_id', ...VARIANT_COLUMNS);
}

/**
 * What holds a product: open carts (not bought, touched within the cart cookie's 30 days) with
 * one of its variants, and orders of it not yet fulfilled (pending or paid).
 */
export async function productHolds(
  db: Knex,
  websiteId: string,
  productId: string,
): Promise<{ carts: number; orders: number }> {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const carts = await db({ e: TABLES.cartEntries })
    .join({ c: TABLES.carts }, function joinCart() {
      this.on('c.website_id', 'e.website_id').andOn('c.id', 'e.cart_id');
    })
    .where({ 'e.website_id': websiteId, 'e.product_id': productId, 'c.is_purchased': false })
    .where('c.updated_at', '>', since)
    .countDistinct({ count: 'c.id' })
    .first();
  const orders = await db({ oi: TABLES.orderItems })
    .join({ o: TABLES.orders }, function joinOrder() {
      this.on('o.website_id', 'oi.website_id').andOn('o.id', 'oi.order_id');
    })
    .where({ 'oi.website_id': websiteId, 'oi.product_id': productId })
    .whereIn('o.status', ['pending', 'paid'])
    .countDistinct({ count: 'o.id' })
    .first();
  return { carts: Number(carts?.count ?? 0), orders: Number(orders?.count ?? 0) };
}

/** The website's SKUs among `skus` that belong to variants of other products. */
export async function skusTakenElsewhere(
  db: Knex,
  websiteId: string,
  skus: readonly string[],
  productId: string | null,
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const query = db(TABLES.productVariants).where('website_id', websiteId).whereIn('sku', skus).select('sku');
  if (productId !== null) query.whereNot('product_id', productId);
  const rows: { sku: string }[] = await query;
  return new Set(rows.map((row) => row.sku));
}

/** Which of `ids` are the website's files (FILES rows). */
export async function existingFileIds(
  db: Knex,
  websiteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: { id: string }[] = await db(TABLES.files)
    .where('website_id', websiteId)
    .whereIn('id', ids)
    .select('id');
  return new Set(rows.map((row) => row.id));
}
