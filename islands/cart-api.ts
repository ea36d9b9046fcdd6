// The cart API calls islands make (SPEC §7) and the cart strings their failures show (SPEC §8).
import { ApiError } from './api-error.js';
import type { CartLine } from '../domain/cart-lines.js';
import type { ApiClient } from './context.js';

/** SPEC §7's cart path. */
export const CART_PATH = '/api/commerce/shopping-cart';

/** SPEC §8 "Cart strings": the title of each failed cart change. */
export const CART_FAILURE_TITLES = {
  quantity: 'Unable to update quantity',
  add: 'Unable to add item',
  remove: 'Unable to remove item',
} as const;

/** The cart in a reply: the reply itself, or its `shoppingCart`. */
export function replyCart(reply: unknown): unknown {
  const wrapped = (reply as { shoppingCart?: unknown } | null)?.shoppingCart;
  return wrapped ?? reply;
}

/** A failure's words for the visitor: the API's message, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== '' ? error.message : fallback;
}

/** The cart API as the cart page, drawer and add-on buttons use it; each resolves to the new cart. */
export function cartApi(api: ApiClient) {
  return {
    get: () => api.get(CART_PATH, { calculateSubtotal: true }).then(replyCart),
    add: (itemId: string, sku: string, quantity = 1) =>
      api.post(`${CART_PATH}/entries`, { itemId, sku, quantity }).then(replyCart),
    setQuantity: (entryId: string, quantity: number | string) =>
      api.put(`${CART_PATH}/entries/${encodeURIComponent(entryId)}`, { quantity }).then(replyCart),
    remove: (entryId: string) =>
      api.delete(`${CART_PATH}/entries/${encodeURIComponent(entryId)}`).then(replyCart),
    addCoupon: (code: string) => api.post(`${CART_PATH}/coupons`, { code }).then(replyCart),
    removeCoupon: (code: string) =>
      api.delete(`${CART_PATH}/coupons/${encodeURIComponent(code)}`).then(replyCart),
  };
}

/** SPEC §7's `CommerceShopping_RemoveFromCart` fields for a line that left the cart. */
export function removeFromCartData(cartId: string | null, line: CartLine): Record<string, unknown> {
  return {
    cart_id: cartId ?? undefined,
    quantity: line.quantity,
    product: { item_id: line.itemId, item_title: line.title, item_type: line.productType },
  };
}
