// Reading the cart summary the pill shows (count, subtotal, currency) from a cart or add-to-cart reply.
import { cartQuantity } from '../domain/cart-labels.js';
import { member } from '../domain/json-value.js';

/** What the pill cart needs to know about a cart (SPEC §3 "Cart sync to the indicator"). */
export interface CartSummary {
  readonly totalQuantity: number;
  /** Subtotal in minor units of `currency`. */
  readonly subtotalCents: number;
  /** ISO 4217 code; absent when the source did not say (the pill keeps the one it has). */
  readonly currency?: string;
}

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : undefined;
}

function currencyCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())
    ? value.trim().toUpperCase()
    : undefined;
}

/**
 * The summary of a shopping cart (SPEC §3), of a summary `{totalQuantity, subtotalCents, currency}`,
 * or of an add-entry reply `{shoppingCart, newlyAdded}`. The count is `totalQuantity`, else the sum of
 * the entries' quantities; the currency is `currency` or `currencyCode`. Undefined when the value
 * says nothing about a count, so a malformed update never empties the pill.
 */
export function readCartSummary(value: unknown): CartSummary | undefined {
  const cart = member(value, 'shoppingCart') ?? value;
  const entries = member(cart, 'entries');
  const totalQuantity =
    wholeNumber(member(cart, 'totalQuantity')) ?? (Array.isArray(entries) ? cartQuantity(cart) : undefined);
  if (totalQuantity === undefined) return undefined;
  const subtotalCents = wholeNumber(member(cart, 'subtotalCents')) ?? 0;
  const currency = currencyCode(member(cart, 'currency')) ?? currencyCode(member(cart, 'currencyCode'));
  return currency === undefined
    ? { totalQuantity, subtotalCents }
    : { totalQuantity, subtotalCents, currency };
}

/** Whether two summaries show the same thing. */
export function sameCartSummary(a: CartSummary | null, b: CartSummary | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.totalQuantity === b.totalQuantity && a.subtotalCents === b.subtotalCents && a.currency === b.currency
  );
}
