// Stock of a product's variants for the add-to-cart stock check (SPEC §5, §7 `commerce/inventory/stock/`).
import type { Knex } from 'knex';
import type { StockResult } from '../../../domain/cart-stock.js';
import { TABLES } from '../../db/tables.js';
import { isDigitalType } from './shopping-cart.js';
import { findOpenCart, findPurchasableVariants, type CartOwner } from './store.js';

/**
 * One result per variant of a published product, in the owner's order: `unlimited` (true for an
 * unlimited variant, a digital product or a gift card), `qtyInStock`, and `qtyInCart`, what the
 * requester's cart already holds of that variant. No results for an unknown or unpublished item.
 */
export async function stockOf(db: Knex, owner: CartOwner, itemId: string): Promise<StockResult[]> {
  const variants = await findPurchasableVariants(db, owner.websiteId, itemId);
  if (variants.length === 0) return [];
  const cart = await findOpenCart(db, owner);
  const inCart = new Map<string, number>();
  if (cart !== undefined) {
    const rows = (await db(TABLES.cartEntries)
      .where({ website_id: owner.websiteId, cart_id: cart.id, product_id: itemId })
      .select('variant_id', 'quantity')) as { variant_id: string; quantity: number }[];
    for (const row of rows) inCart.set(row.variant_id, (inCart.get(row.variant_id) ?? 0) + row.quantity);
  }
  return variants.map((variant) => ({
    itemId,
    variantId: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    unlimited: variant.unlimited || isDigitalType(variant.product_type),
    qtyInStock: variant.qty_in_stock,
    qtyInCart: inCart.get(variant.id) ?? 0,
  }));
}
