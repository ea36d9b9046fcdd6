// SPEC §3's add-to-cart tracking event: which page the add came from, the cart and the item, sent only with the visitor-metrics flag on.
import { trackCommerce } from './tracking.js';

/** Where an add happened (SPEC §3 `product_page`). */
export type ProductPage = 'plp' | 'pdp' | 'add-on' | 'product_block';

/** The item an add was for, as the page knows it. */
export interface AddedItem {
  itemId: string;
  title?: string | undefined;
}

function cartIdOf(reply: unknown): string | undefined {
  const cart = (reply as { shoppingCart?: { id?: unknown } } | null)?.shoppingCart;
  return typeof cart?.id === 'string' ? cart.id : undefined;
}

/**
 * The page an add came from: a listing grid is `plp`; the product's own page `pdp`; any other
 * product block `product_block`.
 */
export function productPageOf(itemId: string, grid: boolean, doc: Document = document): ProductPage {
  if (grid) return 'plp';
  return doc.body?.getAttribute('data-item-id') === itemId ? 'pdp' : 'product_block';
}

/** Sends `CommerceShopping_AddToCart` for a successful add (nothing without the visitor-metrics flag). */
export function trackAddToCart(reply: unknown, item: AddedItem, page: ProductPage): void {
  trackCommerce('CommerceShopping_AddToCart', {
    cart_id: cartIdOf(reply),
    product_page: page,
    product: {
      item_id: item.itemId,
      item_title: item.title,
      item_collection_id: document.body?.getAttribute('data-collection-id') ?? undefined,
    },
  });
}
