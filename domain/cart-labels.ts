// Cart quantity and what the pill cart and cart indicator say about it (SPEC §2, §4, §9).
import { member, toNumber } from './json-value.js';

/** Above this many items the count is capped in what the pill and indicator show. */
export const CART_COUNT_CAP = 100;
/** The URL of the cart page (SPEC §2). */
export const CART_URL = '/cart';
/** The URL of the checkout page, for the visitor's own cart. */
export const CHECKOUT_URL = '/checkout';

/** The checkout page of one cart, named by its token (express and subscription checkouts). */
export function checkoutUrl(cartToken: string): string {
  return `${CHECKOUT_URL}?cartToken=${encodeURIComponent(cartToken)}`;
}

/**
 * The number of items in a cart: the sum of its entries' quantities. A quantity that is not a
 * finite number counts as 0, so one bad entry cannot turn the count into `NaN`.
 */
export function cartQuantity(cart: unknown): number {
  const entries = member(cart, 'entries');
  if (!Array.isArray(entries)) return 0;
  let total = 0;
  for (const entry of entries) {
    const quantity = toNumber(member(entry, 'quantity'));
    if (Number.isFinite(quantity)) total += quantity;
  }
  return total;
}

/** The count the pill cart shows: the number, or '100+' above 100. */
export function cartCountText(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(count);
}

/**
 * The header cart indicator's count, `(N)` or `(100+)` above 100: what the server renders and what
 * the page writes on every cart change, so the two never disagree.
 */
export function cartIndicatorCount(count: number): string {
  return `(${cartCountText(count)})`;
}

/**
 * The cart indicator's accessible label: 'One item in cart', '{n} items in cart', or
 * 'More than 100 items in cart' above 100.
 */
export function cartIndicatorLabel(count: number): string {
  if (count === 1) return 'One item in cart';
  if (count > CART_COUNT_CAP) return `More than ${CART_COUNT_CAP} items in cart`;
  return `${count} items in cart`;
}

/** Whether the indicator is marked empty: the count is 0. */
export function isCartEmpty(count: number): boolean {
  return count === 0;
}

/** Whether the pill cart shows: only while the cart holds more than 0 items. */
export function isPillCartVisible(count: number): boolean {
  return count > 0;
}
