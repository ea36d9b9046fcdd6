// Inventory rules: set, add, remove (never below zero) and unlimited/limited per variant; pages and restock sign-ups told after commit.
import type { Knex } from 'knex';
import { notifyRestocked } from '../../restock/notify-restocked.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import {
  NotEnoughStockError,
  stockChanged,
  tooMuchStock,
  unlimitedStock,
  variantNotFound,
  type CurrentStock,
} from './inventory-errors.js';
import {
  addStock,
  findVariant,
  countInventory,
  listInventory,
  removeStock,
  writeStock,
  type InventoryFilter,
  type InventoryRow,
} from './store.js';

/** One variant's stock as the owner API answers it. */
export interface InventoryVariant {
  variantId: string;
  productId: string;
  productTitle: string;
  collectionId: string;
  sku: string;
  /** Option name → value, e.g. `{ Size: 'M' }`. */
  options: Record<string, string>;
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * A change of one variant's stock. `unlimited` and `limited` keep the stored count unless a
 * quantity is given. `expected`, on the absolute changes, is the stock the change was made from:
 * when the stored stock differs the change is refused (409 `stock-changed`), never written over it.
 */
export type StockChange =
  | { kind: 'set'; quantity: number; expected?: CurrentStock }
  | { kind: 'add'; quantity: number }
  | { kind: 'remove'; quantity: number }
  | { kind: 'unlimited'; quantity?: number; expected?: CurrentStock }
  | { kind: 'limited'; quantity?: number; expected?: CurrentStock };

/** What a stock change did. */
export interface StockChangeResult {
  variant: InventoryVariant;
  /** Restock sign-ups told the variant is back (0 when no more became available, or on failure). */
  restockNotified: number;
}

/** Options of {@link changeStock}. */
export interface ChangeStockOptions {
  /** Told when the restock notifier fails; the change itself stays made. */
  onNotifyError?: (error: unknown) => void;
}

const variantView = (row: InventoryRow): InventoryVariant => ({
  variantId: row.id,
  productId: row.product_id,
  productTitle: row.product_title,
  collectionId: row.collection_id,
  sku: row.sku,
  options: row.attributes ?? {},
  qtyInStock: row.qty_in_stock,
  unlimited: row.unlimited,
});

interface Stock {
  unlimited: boolean;
  qty_in_stock: number;
}

/**
 * Whether more can be bought after than before: a limited count that went up (from 0 to more, the
 * restock, or on from there while people still wait), or a variant made unlimited.
 */
const moreAvailable = (before: Stock, after: Stock) =>
  after.unlimited ? !before.unlimited : !before.unlimited && after.qty_in_stock > before.qty_in_stock;

/** The variants of a product, of a store, or of the whole website. */
export async function inventory(
  db: Knex,
  websiteId: string,
  filter: InventoryFilter,
): Promise<{ inventory: InventoryVariant[]; total: number }> {
  const rows = (await listInventory(db, websiteId, filter)).map(variantView);
  const paged = filter.limit !== undefined || (filter.offset ?? 0) > 0;
  return { inventory: rows, total: paged ? await countInventory(db, websiteId, filter) : rows.length };
}

async function applyChange(
  trx: Knex.Transaction,
  websiteId: string,
  variantId: string,
  change: StockChange,
): Promise<{ before: InventoryRow; after: InventoryRow }> {
  if (change.kind === 'add' || change.kind === 'remove') {
    const before = await findVariant(trx, websiteId, variantId);
    if (before === undefined) throw variantNotFound();
    // One conditional update each: concurrent changes and orders never see a count below zero.
    const after =
      change.kind === 'add'
        ? await addStock(trx, websiteId, variantId, change.quantity)
        : await removeStock(trx, websiteId, variantId, change.quantity);
    if (after === undefined) {
      const now = await findVariant(trx, websiteId, variantId);
      if (now === undefined) throw variantNotFound();
      if (now.unlimited) throw unlimitedStock();
      if (change.kind === 'add') throw tooMuchStock(now.qty_in_stock);
      throw new NotEnoughStockError(change.quantity, now.qty_in_stock);
    }
    const delta = change.kind === 'add' ? change.quantity : -change.quantity;
    // The count just before this update, whatever other writers did before it.
    return {
      before: { ...before, qty_in_stock: after - delta, unlimited: false },
      after: { ...before, qty_in_stock: after, unlimited: false },
    };
  }
  const before = await findVariant(trx, websiteId, variantId, { lock: true });
  if (before === undefined) throw variantNotFound();
  // The row is locked: what it holds now is what the write would replace.
  const { expected } = change;
  if (
    expected !== undefined &&
    (expected.unlimited !== before.unlimited || expected.qtyInStock !== before.qty_in_stock)
  )
    throw stockChanged({ qtyInStock: before.qty_in_stock, unlimited: before.unlimited });
  const stock =
    change.kind === 'set'
      ? { qty_in_stock: change.quantity, unlimited: before.unlimited }
      : change.kind === 'unlimited'
        ? { qty_in_stock: change.quantity ?? before.qty_in_stock, unlimited: true }
        : { qty_in_stock: change.quantity ?? before.qty_in_stock, unlimited: false };
  await writeStock(trx, websiteId, variantId, stock);
  return { before, after: { ...before, ...stock } };
}

/**
 * Changes one variant's stock in a transaction. After it commits, pages are told
 * (`invalidateSiteData`) and, when more can be bought than before (from 0 in stock to more, any
 * later increase, or unlimited), its restock sign-ups (`notifyRestocked`, which tells no more
 * people than there are units, so an increase after a restock reaches those still waiting). Refusals: 404 'No such variant.';
 * removing more than there is, 409 `not-enough-stock` with the count left
 * ({@link NotEnoughStockError}); adding to or removing from an unlimited variant, 409; an
 * absolute change whose `expected` stock is no longer the stored one, 409 `stock-changed` with it.
 */
export async function changeStock(
  db: Knex,
  websiteId: string,
  variantId: string,
  change: StockChange,
  { onNotifyError }: ChangeStockOptions = {},
): Promise<StockChangeResult> {
  const { before, after } = await db.transaction((trx) => applyChange(trx, websiteId, variantId, change));
  invalidateSiteData(websiteId);
  let restockNotified = 0;
  if (moreAvailable(before, after)) {
    try {
      restockNotified = await notifyRestocked(db, websiteId, [variantId]);
    } catch (error) {
      onNotifyError?.(error);
    }
  }
  return { variant: variantView(after), restockNotified };
}
