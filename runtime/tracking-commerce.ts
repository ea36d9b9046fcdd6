// SPEC §3's add-to-cart tracking event: which page the add came from, the cart and the item, sent only with the visitor-metrics flag on.
import { trackCommerce } from './tracking.js';

/** Where an add happened (SPEC §3 `product_page`). */
export type ProductPage = 'plp' | 'pdp' | 'add-on' | 'product_block';

/** The item an add was for, as the page knows it. */
export interface AddedItem {
  itemId: string;
  title?: string | undefined;
  /** The store the product belongs to (the form's `data-item-collection-name`). */
  collectionName?: string | undefined;
}

/** A product's own related products, under it on its page: adds there are `add-on` (as 'Customers also bought'). */
const RELATED_PRODUCTS = '.related-products';

/** A block placed on a page (Products block, a summary of a store): adds there are `product_block`. */
const PAGE_BLOCK = '.page-block, .block--products, .block--summary';

function cartIdOf(reply: unknown): string | undefined {
  const cart = (reply as { shoppingCart?: { id?: unknown } } | null)?.shoppingCart;
  return typeof cart?.id === 'string' ? cart.id : undefined;
}

/** The added line's kind as the cart names it (SPEC §3: PHYSICAL, DIGITAL, SERVICE, GIFT_CARD). */
function itemTypeOf(reply: unknown): string | undefined {
  const entry = (reply as { newlyAdded?: { productType?: unknown } } | null)?.newlyAdded;
  return typeof entry?.productType === 'string' ? entry.productType : undefined;
}

/**
 * The page an add came from: a related product's card under a product is `add-on`; a form inside a block placed on a page (a Products block, a store's
 * summary) is `product_block`; a store's listing grid `plp`; the product's own page `pdp`; any
 * other product form `product_block`.
 */
export function productPageOf(
  itemId: string,
  grid: boolean,
  doc: Document = document,
  form?: Element,
): ProductPage {
  if (form?.closest(RELATED_PRODUCTS)) return 'add-on';
  if (form?.closest(PAGE_BLOCK)) return 'product_block';
  if (grid) return 'plp';
  return doc.body?.getAttribute('data-item-id') === itemId ? 'pdp' : 'product_block';
}

/**
 * Sends `CommerceShopping_AddToCart` for a successful add (nothing without the visitor-metrics
 * flag): the page (`page_id`, the collection the visitor is on), the cart, where the add came from
 * and the item with its type and store; an `add-on` add also sends `RelatedProductAddToCart`.
 */
export function trackAddToCart(reply: unknown, item: AddedItem, page: ProductPage): void {
  const body = document.body;
  const data = {
    page_id: body?.getAttribute('data-collection-id') ?? undefined,
    cart_id: cartIdOf(reply),
    product_page: page,
    product: {
      item_id: item.itemId,
      item_type: itemTypeOf(reply),
      item_title: item.title,
      item_collection_id:
        page === 'pdp' || page === 'plp'
          ? (body?.getAttribute('data-collection-id') ?? undefined)
          : undefined,
      item_collection_name: item.collectionName || undefined,
    },
  };
  trackCommerce('CommerceShopping_AddToCart', data);
  // An add from a related product's card is also SPEC §7's RelatedProductAddToCart.
  if (page === 'add-on') trackCommerce('CommerceShopping_RelatedProductAddToCart', data);
}
