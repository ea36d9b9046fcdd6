// What the cart page and checkout change on a visitor's cart: coupon codes, shipping location and option.
import type { Knex } from 'knex';
import { normalizeCouponCode } from '../../../domain/cart-coupons.js';
import { TABLES } from '../../db/tables.js';
import { cartError } from './cart-errors.js';
import { normalizeCouponCodes, priceCart, updateCheckoutDetails, type CheckoutDetails } from './pricing.js';
import type { ShoppingCart } from './shopping-cart.js';
import { findOpenCart, type CartOwner, type CartRow } from './store.js';

async function ownersCart(db: Knex, owner: CartOwner): Promise<CartRow> {
  const cart = await findOpenCart(db, owner, true);
  if (cart === undefined) throw cartError('cart-not-found');
  return cart;
}

async function saveCoupons(db: Knex, cart: CartRow, coupons: string[]): Promise<void> {
  await db(TABLES.carts)
    .where({ website_id: cart.website_id, id: cart.id })
    .update({ coupons, updated_at: db.fn.now() });
}

/**
 * Enters a coupon code on the owner's cart (kept once, upper case) and answers the priced cart.
 * A well-formed code that does not hold (unknown, expired, used up, below its minimum…) is kept,
 * so the cart lists it in invalidCoupons, and refused with 400 `invalid-coupon` and the reason's
 * words. 404 `cart-not-found` without a cart; 400 for a malformed code or an 11th one.
 */
export async function addCoupon(db: Knex, owner: CartOwner, code: string): Promise<ShoppingCart> {
  const normalized = normalizeCouponCode(code);
  const cart = await db.transaction(async (trx) => {
    const row = await ownersCart(trx, owner);
    const coupons = normalizeCouponCodes([...row.coupons, normalized]);
    await saveCoupons(trx, row, coupons);
    return priceCart(trx, { ...row, coupons });
  });
  const invalid = cart.invalidCoupons.find((coupon) => coupon.code === normalized);
  if (invalid !== undefined) throw cartError('invalid-coupon', invalid.message);
  return cart;
}

/** Takes a coupon code off the owner's cart; 404 `coupon-not-in-cart` when it is not on it. */
export async function removeCoupon(db: Knex, owner: CartOwner, code: string): Promise<ShoppingCart> {
  const normalized = normalizeCouponCode(code);
  return db.transaction(async (trx) => {
    const row = await ownersCart(trx, owner);
    if (!row.coupons.includes(normalized)) throw cartError('coupon-not-in-cart');
    const coupons = row.coupons.filter((entered) => entered !== normalized);
    await saveCoupons(trx, row, coupons);
    return priceCart(trx, { ...row, coupons });
  });
}

/** `updateCheckoutDetails` for the owner's cart; 404 `cart-not-found` without one. */
export async function setCheckoutDetails(
  db: Knex,
  owner: CartOwner,
  details: CheckoutDetails,
): Promise<ShoppingCart> {
  const cart = await findOpenCart(db, owner);
  if (cart === undefined) throw cartError('cart-not-found');
  return updateCheckoutDetails(db, owner.websiteId, cart.id, details);
}
