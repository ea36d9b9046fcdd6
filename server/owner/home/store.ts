// SQL of the editor's Home screen: what the setup checklist is checked from, and the variants low on stock.
import type { Knex } from 'knex';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { TABLES } from '../../db/tables.js';

/** A limited variant at or under its product's low-stock threshold. */
export interface LowStockRow {
  id: string;
  product_id: string;
  product_title: string;
  sku: string;
  attributes: Record<string, string> | null;
  qty_in_stock: number;
  threshold: number;
}

/** Whether the website has a product the owner made (not one of the sample products it started with). */
export async function hasOwnProduct(db: Knex, websiteId: string): Promise<boolean> {
  const row = (await db({ p: TABLES.products })
    .where('p.website_id', websiteId)
    .whereNotExists(
      db({ s: TABLES.sampleContent })
        .where('s.website_id', db.ref('p.website_id'))
        .andWhere('s.kind', 'content-item')
        .andWhere('s.row_id', db.ref('p.id'))
        .select(db.raw('1')),
    )
    .first('p.id')) as { id: string } | undefined;
  return row !== undefined;
}

/** Whether the website has a shipping option checkout offers. */
export async function hasShippingOption(db: Knex, websiteId: string): Promise<boolean> {
  const row = (await db(TABLES.shippingOptions)
    .where({ website_id: websiteId, enabled: true })
    .first('id')) as { id: string } | undefined;
  return row !== undefined;
}

/** Products whose stock is counted (physical goods and services; SPEC §3 "qtyInStock"). */
const COUNTED_TYPES = [PRODUCT_TYPE.physical, PRODUCT_TYPE.service];

/** A product's low-stock threshold in SQL: its own whole `scarcityThreshold`, else `fallback`. */
const THRESHOLD = `coalesce(case when jsonb_typeof(p.merchandising -> 'scarcityThreshold') = 'number'
  then floor((p.merchandising ->> 'scarcityThreshold')::numeric)::integer end, ?)`;

/** The variants low on stock: limited, of a product whose stock counts, at or under its threshold. */
function lowStock(db: Knex, websiteId: string, fallback: number): Knex.QueryBuilder {
  return db({ v: TABLES.productVariants })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'v.website_id').andOn('p.id', 'v.product_id');
    })
    .join({ i: TABLES.contentItems }, function joinItem() {
      this.on('i.website_id', 'v.website_id').andOn('i.id', 'v.product_id');
    })
    .where('v.website_id', websiteId)
    .andWhere('v.unlimited', false)
    .whereIn('p.product_type', COUNTED_TYPES)
    .andWhere('v.qty_in_stock', '<=', db.raw(THRESHOLD, [fallback]));
}

/** The first `limit` variants low on stock, the lowest stock first, and how many there are in all. */
export async function listLowStock(
  db: Knex,
  websiteId: string,
  fallback: number,
  limit: number,
): Promise<{ rows: LowStockRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    lowStock(db, websiteId, fallback)
      .orderBy([
        { column: 'v.qty_in_stock', order: 'asc' },
        { column: 'i.title', order: 'asc' },
        { column: 'v.position', order: 'asc' },
        { column: 'v.id', order: 'asc' },
      ])
      .limit(limit)
      .select(
        'v.id',
        'v.product_id',
        'i.title as product_title',
        'v.sku',
        'v.attributes',
        'v.qty_in_stock',
        db.raw(`${THRESHOLD} as threshold`, [fallback]),
      ) as Promise<LowStockRow[]>,
    lowStock(db, websiteId, fallback).count({ total: '*' }).first() as Promise<
      { total: string | number } | undefined
    >,
  ]);
  return {
    rows: rows.map((row) => ({ ...row, threshold: Number(row.threshold) })),
    total: Number(count?.total ?? 0),
  };
}
