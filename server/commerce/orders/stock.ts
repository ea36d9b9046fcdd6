// Taking stock for an order and putting it back on refund, by conditional updates (never read-then-write, never below zero).
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';
import { NotEnoughStockError } from './order-errors.js';

/** What one variant of an order needs: every unit of it across the cart's entries. */
export interface StockNeed {
  sku: string;
  itemId: string;
  title: string;
  quantity: number;
}

/**
 * Takes `quantity` of each variant, locking the variants in sku order so two orders never wait on
 * each other. Unlimited variants are matched but not counted down. Returns the units taken per
 * sku (0 for an unlimited one). A variant with too few left throws {@link NotEnoughStockError}
 * with the quantity left, and the caller's transaction rolls back whatever was taken before it.
 */
export async function takeStock(
  trx: Knex,
  websiteId: string,
  needs: readonly StockNeed[],
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  const sorted = [...needs].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  for (const need of sorted) {
    const rows = (await trx(TABLES.productVariants)
      .where({ website_id: websiteId, sku: need.sku })
      .andWhere((where) => where.where('unlimited', true).orWhere('qty_in_stock', '>=', need.quantity))
      .update({
        qty_in_stock: trx.raw('case when unlimited then qty_in_stock else qty_in_stock - ? end', [
          need.quantity,
        ]),
        updated_at: trx.fn.now(),
      })
      .returning(['unlimited'])) as { unlimited: boolean }[];
    if (rows.length === 0) {
      throw new NotEnoughStockError(
        need.itemId,
        need.sku,
        need.title,
        await stockLeft(trx, websiteId, need.sku),
      );
    }
    taken.set(need.sku, rows[0].unlimited ? 0 : need.quantity);
  }
  return taken;
}

// Only to tell the buyer how many are left; the decision was the conditional update's.
async function stockLeft(trx: Knex, websiteId: string, sku: string): Promise<number> {
  const row = (await trx(TABLES.productVariants)
    .where({ website_id: websiteId, sku })
    .first('qty_in_stock')) as { qty_in_stock: number } | undefined;
  return row?.qty_in_stock ?? 0;
}

/** Puts units back on their variants (a refund), by variant id, locking in id order. Gone variants are skipped. */
export async function returnStock(
  trx: Knex,
  websiteId: string,
  returns: readonly { variantId: string; quantity: number }[],
): Promise<boolean> {
  const sorted = returns
    .filter((item) => item.quantity > 0)
    .sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  let changed = false;
  for (const item of sorted) {
    const count = await trx(TABLES.productVariants)
      .where({ website_id: websiteId, id: item.variantId, unlimited: false })
      .update({ qty_in_stock: trx.raw('qty_in_stock + ?', [item.quantity]), updated_at: trx.fn.now() });
    if (count > 0) changed = true;
  }
  return changed;
}
