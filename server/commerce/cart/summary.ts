// The pill cart's view of a cart (SPEC §3 "Cart sync to the indicator"): count, subtotal, currency.
import type { ShoppingCart } from './shopping-cart.js';

/** What the pill cart island takes as props (`islands/cart-pill.tsx`). */
export interface CartSummary {
  totalQuantity: number;
  /** Minor units of `currency`. */
  subtotalCents: number;
  currency: string;
}

/** The summary of a cart, for `{cart|island cart-pill}` and the page context. */
export function cartSummary(cart: ShoppingCart): CartSummary {
  return { totalQuantity: cart.totalQuantity, subtotalCents: cart.subtotalCents, currency: cart.currency };
}
