// The fully priced cart (coupons, shipping, tax) and the checkout details that change its price.
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  COUPON_CODE_PATTERN,
  MAX_CART_COUPONS,
  normalizeCouponCode,
  type CouponDefinition,
} from '../../../domain/cart-coupons.js';
import type { ShippingLocation } from '../../../domain/cart-shipping.js';
import { readSubscriptionPlan } from '../subscriptions/subscription-plan.js';
import { computeCartTotals } from '../../../domain/cart-totals.js';
import { cartError } from './cart-errors.js';
import {
  readCoupons,
  readProductCategories,
  readShippingOptionsCached,
  readTaxRulesCached,
} from './pricing-store.js';
import { toCartEntry, toShoppingCart, type ShoppingCart } from './shopping-cart.js';
import { findCartById, readCartEntries, type CartEntryRow, type CartRow } from './store.js';
import { TABLES } from '../../db/tables.js';

/** A shipping location as the API takes it: a two-letter country, an optional region and postal code. */
export const shippingLocationSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((country) => country.toUpperCase()),
  region: z.string().trim().max(64).optional(),
  postalCode: z.string().trim().max(32).optional(),
});

/** A stored `shipping_location` as SPEC §3's shippingLocation; null when none or malformed. */
export function readLocation(value: unknown): ShippingLocation | null {
  const parsed = shippingLocationSchema.safeParse(value);
  if (!parsed.success) return null;
  const location: ShippingLocation = { country: parsed.data.country };
  if (parsed.data.region) location.region = parsed.data.region.toUpperCase();
  if (parsed.data.postalCode) location.postalCode = parsed.data.postalCode;
  return location;
}

function weightOf(shipping: Record<string, unknown> | null): number {
  const weight = shipping?.weightOz;
  return typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : 0;
}

const scoped = (coupon: CouponDefinition) => (coupon.appliesTo.categories ?? []).length > 0;

/**
 * Prices a cart row: its entries as they are now (PRODUCT_VARIANTS prices), its coupons, the
 * shipping options serving its location and the tax rules of its destination. `now` dates coupons.
 */
export async function priceCart(db: Knex, cart: CartRow, now: number = Date.now()): Promise<ShoppingCart> {
  return priceCartRows(db, cart, await readCartEntries(db, cart.website_id, cart.id), now);
}

/**
 * {@link priceCart} for entries already read. Outside a transaction the shipping options and tax
 * rules come from the site data cache; inside one (an order), afresh.
 */
export async function priceCartRows(
  db: Knex,
  cart: CartRow,
  rows: readonly CartEntryRow[],
  now: number = Date.now(),
): Promise<ShoppingCart> {
  const entries = rows.map((row) => toCartEntry(cart.website_id, row, cart.currency.trim()));
  const location = readLocation(cart.shipping_location);
  const codes = cart.coupons ?? [];
  const [coupons, shippingOptions, taxRules] = await Promise.all([
    readCoupons(db, cart.website_id, codes),
    rows.length > 0 ? readShippingOptionsCached(db, cart.website_id) : [],
    rows.length > 0 && location !== null ? readTaxRulesCached(db, cart.website_id) : [],
  ]);
  const categories = [...coupons.values()].some(scoped)
    ? await readProductCategories(
        db,
        cart.website_id,
        rows.map((row) => row.product_id),
      )
    : new Map<string, string[]>();
  const totals = computeCartTotals({
    currency: cart.currency.trim(),
    lines: rows.map((row, at) => ({
      itemId: row.product_id,
      kind: entries[at].productType,
      quantity: row.quantity,
      unitPriceCents: entries[at].purchasePriceCents,
      weightOz: weightOf(row.shipping),
      categories: categories.get(row.product_id) ?? [],
      // A subscription is shipped by its plan's own rule (SPEC §3 "Subscription"): free when it says so.
      shipsFree:
        cart.kind === 'subscription' && readSubscriptionPlan(row.subscription_plan)?.freeShipping === true,
    })),
    couponCodes: codes,
    coupons,
    shippingOptions,
    selectedShippingOptionId: cart.selected_shipping_option_id,
    shippingLocation: location,
    taxRules,
    now,
  });
  return toShoppingCart(cart, entries, location, totals);
}

/** Options of {@link loadPricedCart}. */
export interface LoadPricedCartOptions {
  /** Take the cart row's lock (inside the caller's transaction) before reading it. */
  forUpdate?: boolean;
}

/**
 * The fully priced SPEC §3 cart of `cartId` (any kind, bought or not), or undefined when the
 * website has no such cart. Pass a transaction as `db` to price it inside it (the order does).
 */
export async function loadPricedCart(
  db: Knex,
  websiteId: string,
  cartId: string,
  options: LoadPricedCartOptions = {},
): Promise<ShoppingCart | undefined> {
  const cart = await findCartById(db, websiteId, cartId, options.forUpdate ?? false);
  return cart === undefined ? undefined : priceCart(db, cart);
}

/** What checkout may change about a cart. */
export interface CheckoutDetails {
  shippingLocation?: { country: string; region?: string; postalCode?: string };
  /** An option the cart is offered; null: back to the first one offered. */
  shippingOptionId?: string | null;
  /** Replaces the entered coupon codes. */
  couponCodes?: string[];
}

/** Codes as a cart stores them: upper case, each once, in order; refused past the limit or malformed. */
export function normalizeCouponCodes(codes: readonly string[]): string[] {
  const normalized = [...new Set(codes.map(normalizeCouponCode))];
  if (normalized.some((code) => !COUPON_CODE_PATTERN.test(code))) throw cartError('invalid-coupon');
  if (normalized.length > MAX_CART_COUPONS) throw cartError('too-many-coupons');
  return normalized;
}

/**
 * Sets a cart's shipping location, chosen shipping option and coupon codes (each only when given)
 * in one transaction, and answers the cart priced with them. Refusals: 404 `cart-not-found` for no
 * open cart of that id, 400 `invalid-shipping-location`, 400 `invalid-coupon` / `too-many-coupons`
 * for malformed codes (a well-formed code that does not hold is kept and listed in
 * invalidCoupons), 400 `shipping-option-unavailable` for an option not offered to the cart at its
 * (new) location.
 */
export async function updateCheckoutDetails(
  db: Knex,
  websiteId: string,
  cartId: string,
  details: CheckoutDetails,
): Promise<ShoppingCart> {
  return db.transaction(async (trx) => {
    const cart = await findCartById(trx, websiteId, cartId, true);
    if (cart === undefined || cart.is_purchased) throw cartError('cart-not-found');
    const changes: Record<string, unknown> = {};
    const next: CartRow = { ...cart };
    if (details.shippingLocation !== undefined) {
      const location = readLocation(details.shippingLocation);
      if (location === null) throw cartError('invalid-shipping-location');
      next.shipping_location = location;
      changes.shipping_location = JSON.stringify(location);
    }
    if (details.couponCodes !== undefined) {
      next.coupons = normalizeCouponCodes(details.couponCodes);
      changes.coupons = next.coupons;
    }
    if (details.shippingOptionId !== undefined) {
      next.selected_shipping_option_id = details.shippingOptionId;
      changes.selected_shipping_option_id = details.shippingOptionId;
    }
    const priced = await priceCart(trx, next);
    if (details.shippingOptionId != null && priced.selectedShippingOption?.id !== details.shippingOptionId) {
      throw cartError('shipping-option-unavailable');
    }
    if (Object.keys(changes).length > 0) {
      await trx(TABLES.carts)
        .where({ website_id: websiteId, id: cartId })
        .update({ ...changes, updated_at: trx.fn.now() });
    }
    return priced;
  });
}
