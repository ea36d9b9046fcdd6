// Inventory SQL through knex: variants with their product, and stock changes that never go below zero.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { likeContaining } from '../../db/like-pattern.js';

/** The most a variant can hold (PostgreSQL `integer`). */
export const MAX_STOCK = 2_147_483_647;

/** A PRODUCT_VARIANTS row with the product it belongs to, as the inventory shows it. */
export interface InventoryRow {
  id: string;
  product_id: string;
  product_title: string;
  collection_id: string;
  sku: string;
  attributes: Record<string, string>;
  option_values: unknown[];
  qty_in_stock: number;
  unlimited: boolean;
}

/** Which variants to list: a product's, a store's, or (neither) the whole website's; matching `search`; one page of them. */
export interface InventoryFilter {
  productId?: string;
  collectionId?: string;
  /** Words found in the product's title, the SKU or an option value (any case). */
  search?: string;
  /** At most this many, after skipping `offset` (all when absent). */
  limit?: number;
  offset?: number;
}

/** The variants `filter` asks for, before ordering and paging. */
function filtered(db: Knex, websiteId: string, filter: InventoryFilter): Knex.QueryBuilder {
  const query = variantsWithProduct(db, websiteId);
  if (filter.productId !== undefined) query.where('v.product_id', filter.productId);
  if (filter.collectionId !== undefined) query.where('i.collection_id', filter.collectionId);
  const search = filter.search?.trim() ?? '';
  if (search !== '') {
    const pattern = likeContaining(search.toLowerCase());
    query.where((match) =>
      match
        .whereRaw('lower(i.title) like ?', [pattern])
        .orWhereRaw('lower(v.sku) like ?', [pattern])
        .orWhereRaw("lower(coalesce(v.attributes::text, '')) like ?", [pattern]),
    );
  }
  return query;
}

const V = TABLES.productVariants;
const I = TABLES.contentItems;

function variantsWithProduct(db: Knex, websiteId: string): Knex.QueryBuilder {
  return db(`${V} as v`)
    .join(`${I} as i`, function joinItem() {
      this.on('i.website_id', 'v.website_id').andOn('i.id', 'v.product_id');
    })
    .where('v.website_id', websiteId)
    .select(
      'v.id',
      'v.product_id',
      'i.title as product_title',
      'i.collection_id',
      'v.sku',
      'v.attributes',
      'v.option_values',
      'v.qty_in_stock',
      'v.unlimited',
    );
}

/** The variants `filter` asks for, by store, product title and the variants' own order. */
export function listInventory(db: Knex, websiteId: string, filter: InventoryFilter): Promise<InventoryRow[]> {
  const query = filtered(db, websiteId, filter).orderBy([
    { column: 'i.collection_id' },
    { column: 'i.title' },
    { column: 'v.product_id' },
    { column: 'v.position' },
    { column: 'v.sku' },
    { column: 'v.id' },
  ]);
  if (filter.limit !== undefined) query.limit(filter.limit);
  if (filter.offset !== undefined && filter.offset > 0) query.offset(filter.offset);
  return query;
}

/** How many variants `filter` matches, all pages together. */
export async function countInventory(db: Knex, websiteId: string, filter: InventoryFilter): Promise<number> {
  const query = filtered(db, websiteId, filter).clearSelect().count({ total: '*' }).first();
  const row = (await query) as { total: string | number } | undefined;
  return Number(row?.total ?? 0);
}

/** One variant with its product, or undefined; with `lock` its row is held until the transaction ends. */
export async function findVariant(
  db: Knex,
  websiteId: string,
  variantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InventoryRow | undefined> {
  const query = variantsWithProduct(db, websiteId).where('v.id', variantId).first();
  return (lock ? query.forUpdate('v') : query) as Promise<InventoryRow | undefined>;
}

/** Sets a variant's count and whether it is unlimited. */
export async function writeStock(
  db: Knex,
  websiteId: string,
  variantId: string,
  stock: { qty_in_stock: number; unlimited: boolean },
): Promise<void> {
  await db(V)
    .where({ website_id: websiteId, id: variantId })
    .update({ ...stock, updated_at: db.fn.now() });
}

/**
 * Adds `quantity` to a limited variant in one conditional update (never past {@link MAX_STOCK});
 * the count after, or undefined when the variant is missing, unlimited or would overflow.
 */
export async function addStock(
  db: Knex,
  websiteId: string,
  variantId: string,
  quantity: number,
): Promise<number | undefined> {
  const [row] = await db(V)
    .where({ website_id: websiteId, id: variantId, unlimited: false })
    .andWhere('qty_in_stock', '<=', MAX_STOCK - quantity)
    .update({ qty_in_stock: db.raw('qty_in_stock + ?', [quantity]), updated_at: db.fn.now() })
    .returning('qty_in_stock');
  return row?.qty_in_stock as number | undefined;
}

/**
 * Takes `quantity` from a limited variant in one conditional update that never leaves it below
 * zero; the count after, or undefined when the variant is missing, unlimited or has fewer.
 */
export async function removeStock(
  db: Knex,
  websiteId: string,
  variantId: string,
  quantity: number,
): Promise<number | undefined> {
  const [row] = await db(V)
    .where({ website_id: websiteId, id: variantId, unlimited: false })
    .andWhere('qty_in_stock', '>=', quantity)
    .update({ qty_in_stock: db.raw('qty_in_stock - ?', [quantity]), updated_at: db.fn.now() })
    .returning('qty_in_stock');
  return row?.qty_in_stock as number | undefined;
}
