// The cart at a site user's sign-in (the guest cart merges into theirs) and sign-out (?cloneCart leaves a guest copy).
import type { Knex } from 'knex';
import { MAX_CART_COUPONS } from '../../../domain/cart-coupons.js';
import { QUANTITY_LIMITS } from '../../../domain/quantity-rules.js';
import {
  registerSiteUserLoginHook,
  registerSiteUserLogoutHook,
  type SiteUserLoginEvent,
  type SiteUserLogoutEvent,
} from '../../accounts/site-users/hooks.js';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_MS } from './cart-cookie.js';
import { sameAnswers } from './service.js';
import { isDigitalType } from './shopping-cart.js';
import {
  deleteCart,
  findOpenCart,
  insertCart,
  insertEntry,
  readEntriesWithStock,
  updateCart,
  updateEntryQuantity,
  type EntryStockRow,
} from './store.js';

const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

function stockLimit(entry: EntryStockRow): number {
  return entry.unlimited || isDigitalType(entry.product_type) ? Number.POSITIVE_INFINITY : entry.qty_in_stock;
}

/**
 * Merges the guest cart `guestCartToken` (an open shopping cart of no user) into the site user's
 * open cart: the same variant with the same answers has its quantities summed, other entries are
 * added, and a variant's total is capped by its stock (never lowering what the user's cart already
 * held; at most 9999 an entry). Entries priced in another currency than the user's cart are left
 * out. A guest cart copied from this very cart at sign-out counts each item once (the larger
 * quantity). Coupon codes are joined (at most 10), the user's shipping choices kept (the guest's
 * when the user had none), and the guest cart deleted. A user with no cart simply takes the guest cart.
 */
export async function mergeGuestCart(
  db: Knex,
  event: Pick<SiteUserLoginEvent, 'websiteId' | 'siteUserId' | 'guestCartToken'>,
): Promise<void> {
  const { websiteId, siteUserId, guestCartToken } = event;
  if (guestCartToken === undefined) return;
  const guest = await findOpenCart(db, { websiteId, token: guestCartToken }, true);
  if (guest === undefined) return;
  const mine = await findOpenCart(db, { websiteId, siteUserId }, true);
  if (mine === undefined) {
    await updateCart(db, websiteId, guest.id, { site_user_id: siteUserId });
    return;
  }
  const held = await readEntriesWithStock(db, websiteId, mine.id);
  const currency = mine.currency.trim();
  // A copy left at sign-out (?cloneCart) is the same cart carried on: its items are not counted twice.
  const continued = guest.cloned_from_cart_id === mine.id;
  for (const entry of await readEntriesWithStock(db, websiteId, guest.id)) {
    if (entry.currency !== currency) continue;
    const ofVariant = held.filter((other) => other.variant_id === entry.variant_id);
    const total = ofVariant.reduce((sum, other) => sum + other.quantity, 0);
    const same = ofVariant.find((other) => sameAnswers(other.additional_fields, entry.additional_fields));
    const before = same?.quantity ?? 0;
    const wanted =
      continued && same !== undefined ? Math.max(before, entry.quantity) : before + entry.quantity;
    const cap = Math.min(QUANTITY_LIMITS.max, before + Math.max(0, stockLimit(entry) - total));
    const quantity = Math.min(wanted, cap);
    if (quantity <= before) continue;
    if (same !== undefined) {
      same.quantity = quantity;
      await updateEntryQuantity(db, websiteId, same.id, quantity);
    } else {
      const id = await insertEntry(db, {
        websiteId,
        cartId: mine.id,
        productId: entry.product_id,
        variantId: entry.variant_id,
        quantity,
        additionalFields: entry.additional_fields ?? null,
      });
      held.push({ ...entry, id, quantity });
    }
  }
  const coupons = [...new Set([...mine.coupons, ...guest.coupons])].slice(0, MAX_CART_COUPONS);
  const changes: Record<string, unknown> = { coupons };
  if (mine.shipping_location === null && guest.shipping_location !== null) {
    changes.shipping_location = JSON.stringify(guest.shipping_location);
    changes.selected_shipping_option_id = guest.selected_shipping_option_id;
  }
  await deleteCart(db, websiteId, guest.id);
  await updateCart(db, websiteId, mine.id, changes);
}

/**
 * Copies the site user's open cart into a new guest cart (entries, coupons, shipping choices) and
 * returns its token; undefined when they have none. Their own cart stays theirs.
 */
export async function cloneUserCart(
  db: Knex,
  event: Pick<SiteUserLogoutEvent, 'websiteId' | 'siteUserId'>,
): Promise<string | undefined> {
  const { websiteId, siteUserId } = event;
  const mine = await findOpenCart(db, { websiteId, siteUserId });
  if (mine === undefined) return undefined;
  const copy = await insertCart(db, { websiteId, currency: mine.currency.trim() });
  for (const entry of await readEntriesWithStock(db, websiteId, mine.id)) {
    await insertEntry(db, {
      websiteId,
      cartId: copy.id,
      productId: entry.product_id,
      variantId: entry.variant_id,
      quantity: entry.quantity,
      additionalFields: entry.additional_fields ?? null,
    });
  }
  await updateCart(db, websiteId, copy.id, {
    coupons: mine.coupons,
    shipping_location: mine.shipping_location === null ? null : JSON.stringify(mine.shipping_location),
    selected_shipping_option_id: mine.selected_shipping_option_id,
    cloned_from_cart_id: mine.id,
  });
  return copy.id;
}

let registered = false;

/**
 * Registers the cart's sign-in and sign-out callbacks once per process (createCartRouter calls
 * it, so they are active in every app that serves the cart). At sign-in the guest cart merges and
 * its cookie goes (the user's cart is found by the user); at sign-out with `cloneCart` the cookie
 * points at a guest copy of the user's cart, otherwise it is cleared.
 */
export function registerCartAccountHooks(): void {
  if (registered) return;
  registered = true;
  registerSiteUserLoginHook(async (db, event) => {
    await mergeGuestCart(db, event);
    if (event.guestCartToken !== undefined) event.cookies.clear(CART_COOKIE, COOKIE_OPTIONS);
  });
  registerSiteUserLogoutHook(async (db, event) => {
    const token = event.cloneCart ? await cloneUserCart(db, event) : undefined;
    if (token === undefined) event.cookies.clear(CART_COOKIE, COOKIE_OPTIONS);
    else event.cookies.set(CART_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: CART_COOKIE_MAX_AGE_MS });
  });
}
