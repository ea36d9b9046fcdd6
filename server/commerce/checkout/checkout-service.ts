// The plain-form checkout (JavaScript off): one post updates the details and coupons, or places the order through placeOrder.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { validatePostalCode } from '../../../domain/addresses/index.js';
import { isBelowMinimumSubtotal, minimumSubtotalMessage } from '../../../domain/checkout-rules.js';
import { readCheckoutCart } from '../../../islands/checkout/checkout-cart.js';
import { COUPON_APPLIED_NOTICE, INVALID_FIELDS_MESSAGE } from '../../../islands/checkout/checkout-form.js';
import type {
  CheckoutErrors,
  CheckoutField,
  CheckoutValues,
} from '../../../islands/checkout/checkout-props.js';
import { formFieldErrors, validateCheckout } from '../../../islands/checkout/checkout-validation.js';
import { HttpError } from '../../http/http-error.js';
import { addCoupon, removeCoupon, setCheckoutDetails } from '../cart/checkout-service.js';
import { loadPricedCart, priceCart } from '../cart/pricing.js';
import type { ShoppingCart } from '../cart/shopping-cart.js';
import { findOpenCart, type CartOwner } from '../cart/store.js';
import { NotEnoughStockError } from '../orders/order-errors.js';
import type { PublicOrder } from '../orders/order-json.js';
import { findOrderByKey } from '../orders/order-store.js';
import { moneyText } from '../payments/money-text.js';
import { placeOrder, type PlaceOrderInput } from '../orders/place-order.js';
import type { CheckoutPost } from './checkout-form.js';
import type { CheckoutState } from './checkout-view.js';

/** The notices a post can end with instead of placing the order. */
export const CHECKOUT_NOTICES = {
  couponApplied: COUPON_APPLIED_NOTICE,
  totalChanged: 'Your order total has changed. Review it, then place your order.',
  shippingChanged:
    'The shipping option you chose is not available for this address, so another was chosen. Review your order, then place it.',
} as const;

/** Who is checking out. */
export interface CheckoutVisitor {
  websiteId: string;
  /** The request's cart owner (cookie and site user); the post's cart token is added to it. */
  owner: CartOwner;
  siteUserId: string | null;
  /** `https://host`, for the links in the confirmation email. */
  origin: string;
  /** The store's minimum order subtotal (SPEC §5), in minor units; null: none. */
  minimumSubtotalCents: number | null;
}

/** What a post ends with: the page again (with the cart it shows), or the placed order. */
export type CheckoutPostResult =
  | { kind: 'page'; cart: ShoppingCart | undefined; state: CheckoutState }
  | { kind: 'placed'; order: PublicOrder; replayed: boolean };

/** How long a second submit of the same order waits for the first to finish, at most. */
const REPLAY_WAIT = { attempts: 40, delayMs: 250 } as const;

/**
 * The visitor's open cart (the one `owner` names), priced; undefined without one. A cart with no
 * shipping location yet is priced as if shipped to `assumedCountry` (nothing is saved), so the
 * shipping options and tax shown match the country the form starts with.
 */
export async function loadCheckoutCart(
  db: Knex,
  owner: CartOwner,
  assumedCountry?: string,
): Promise<ShoppingCart | undefined> {
  const row = await findOpenCart(db, owner);
  if (row === undefined) return undefined;
  const assumed = row.shipping_location == null && assumedCountry !== undefined;
  return priceCart(db, assumed ? { ...row, shipping_location: { country: assumedCountry } } : row);
}

function shippingLocation(
  values: CheckoutValues,
): { country: string; region?: string; postalCode?: string } | undefined {
  const { country, region, postalCode } = values.address;
  if (!/^[A-Z]{2}$/.test(country)) return undefined;
  const location: { country: string; region?: string; postalCode?: string } = { country };
  if (region !== '' && region.length <= 64) location.region = region;
  if (postalCode !== '' && postalCode.length <= 32 && validatePostalCode(country, postalCode) === undefined) {
    location.postalCode = postalCode;
  }
  return location;
}

function codeOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.code : undefined;
}

/** The order as `placeOrder` takes it from this form; the same form always gives the same request. */
function orderInput(
  visitor: CheckoutVisitor,
  post: CheckoutPost,
  cartToken: string,
  requiresShipping: boolean,
): PlaceOrderInput {
  const { values } = post;
  return {
    websiteId: visitor.websiteId,
    siteUserId: visitor.siteUserId,
    cartToken,
    email: values.email,
    shippingAddress: requiresShipping ? { ...values.address } : null,
    shippingOptionId: requiresShipping && values.shippingOptionId !== '' ? values.shippingOptionId : null,
    payment: values.cardNumber === '' ? null : { method: 'test', cardNumber: values.cardNumber },
    giftCardCode: values.giftCardCode === '' ? null : values.giftCardCode,
    joinMailingList: values.joinMailingList,
    idempotencyKey: post.idempotencyKey,
    origin: visitor.origin,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places the order; while an earlier submit of the same form (same key) is still placing it, waits
 * for that one and answers its order, so a double click never shows an error for an order that
 * went through.
 */
async function placePatiently(
  db: Knex,
  input: PlaceOrderInput,
): Promise<{ order: PublicOrder; replayed: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await placeOrder(db, input);
    } catch (error) {
      if (codeOf(error) !== 'idempotency-key-in-use' || attempt >= REPLAY_WAIT.attempts) throw error;
      await pause(REPLAY_WAIT.delayMs);
    }
  }
}

/** Where a refusal of placing the order is shown: beside its field, and as the form's message. */
function refusalState(error: HttpError): Pick<CheckoutState, 'errors' | 'formError'> {
  const errors: Partial<Record<CheckoutField, string>> = { ...formFieldErrors(error.fields) };
  let formError = error.message;
  if (error.status === 402 || error.code === 'payment-required') errors.cardNumber = error.message;
  else if (error.code.startsWith('gift-card')) errors.giftCardCode = error.message;
  else if (error.code === 'shipping-option-required' || error.code === 'shipping-option-unavailable') {
    errors.shippingOptionId = error.message;
  } else if (error instanceof NotEnoughStockError) {
    formError = `${error.message} ${error.title}: ${error.quantityLeft} left.`;
  }
  return { errors, formError };
}

/**
 * Handles one post of the checkout form for `visitor`. Every post first saves the shipping
 * location and option on the cart (a chosen option no longer offered there falls back to the first
 * offered) and applies a typed coupon code or removes one; an update stops there. Placing the
 * order then stops, showing the page again with a notice, when a coupon was just applied, the
 * shipping option changed, or the total is no longer the one the page showed; else it checks every
 * field and calls `placeOrder` with the form's idempotency key. A second submit of a form that
 * already placed its order (the same key) answers that order. Refusals come back as the page with
 * each message beside its field and everything typed kept; after a refusal of the order itself the
 * page carries a new key, as the next attempt is a new order.
 */
export async function handleCheckoutPost(
  db: Knex,
  visitor: CheckoutVisitor,
  post: CheckoutPost,
): Promise<CheckoutPostResult> {
  const owner: CartOwner =
    post.cartToken === undefined ? visitor.owner : { ...visitor.owner, cartToken: post.cartToken };
  const values: EditableValues = { ...post.values };
  const page = (cart: ShoppingCart | undefined, state: Partial<CheckoutState>): CheckoutPostResult => ({
    kind: 'page',
    cart,
    state: {
      values,
      errors: {},
      formError: null,
      notice: null,
      idempotencyKey: post.idempotencyKey || randomUUID(),
      status: 200,
      ...state,
    },
  });

  const replayable =
    post.intent === 'place-order' && post.cartToken !== undefined && post.idempotencyKey !== '';
  // A repeated submit of a form whose order is placed (its cart is bought by now): answer that order.
  const replay = async (): Promise<CheckoutPostResult | undefined> => {
    if (!replayable || (await findOrderByKey(db, visitor.websiteId, post.idempotencyKey)) === undefined) {
      return undefined;
    }
    const token = post.cartToken as string;
    const bought = await loadPricedCart(db, visitor.websiteId, token);
    const chosen = { ...post.values, shippingOptionId: bought?.selectedShippingOption?.id ?? '' };
    const input = orderInput(visitor, { ...post, values: chosen }, token, bought?.requiresShipping ?? false);
    return { kind: 'placed', ...(await placePatiently(db, input)) };
  };

  try {
    return (await replay()) ?? (await checkOut(db, visitor, post, owner, values, page));
  } catch (error) {
    // The first submit bought the cart while this one waited for it.
    const code = codeOf(error);
    if (code === 'cart-not-found' || code === 'cart-purchased') {
      const placed = await replay();
      if (placed !== undefined) return placed;
      if (code === 'cart-not-found') return page(undefined, {});
    }
    throw error;
  }
}

/** The form's values as this post changes them (the chosen option, a coupon applied). */
type EditableValues = { -readonly [K in keyof CheckoutValues]: CheckoutValues[K] };

type PageOf = (cart: ShoppingCart | undefined, state: Partial<CheckoutState>) => CheckoutPostResult;

async function checkOut(
  db: Knex,
  visitor: CheckoutVisitor,
  post: CheckoutPost,
  owner: CartOwner,
  values: EditableValues,
  page: PageOf,
): Promise<CheckoutPostResult> {
  let cart = await loadCheckoutCart(db, owner);
  if (cart === undefined || cart.id === null || cart.entries.length === 0) return page(undefined, {});
  const cartToken = cart.id;
  const errors: Partial<Record<CheckoutField, string>> = {};
  let notice: string | null = null;
  let formError: string | null = null;

  const location = cart.requiresShipping ? shippingLocation(values) : undefined;
  if (location !== undefined) {
    const chosen = values.shippingOptionId === '' ? {} : { shippingOptionId: values.shippingOptionId };
    try {
      cart = await setCheckoutDetails(db, owner, { shippingLocation: location, ...chosen });
    } catch (error) {
      if (codeOf(error) !== 'shipping-option-unavailable') throw error;
      cart = await setCheckoutDetails(db, owner, { shippingLocation: location, shippingOptionId: null });
      notice = CHECKOUT_NOTICES.shippingChanged;
    }
  } else if (cart.requiresShipping && values.shippingOptionId !== '') {
    try {
      cart = await setCheckoutDetails(db, owner, { shippingOptionId: values.shippingOptionId });
    } catch (error) {
      if (codeOf(error) !== 'shipping-option-unavailable') throw error;
      notice = CHECKOUT_NOTICES.shippingChanged;
    }
  }
  values.shippingOptionId = cart.selectedShippingOption?.id ?? '';
  if (values.address.postalCode !== '' && values.address.country !== '') {
    const message = validatePostalCode(values.address.country, values.address.postalCode);
    if (message !== undefined) errors.postalCode = message;
  }

  if (post.intent === 'remove-coupon') {
    try {
      cart = await removeCoupon(db, owner, post.removeCoupon);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      formError = error.message;
    }
  }
  if (values.couponCode !== '') {
    try {
      cart = await addCoupon(db, owner, values.couponCode);
      values.couponCode = '';
      if (post.intent === 'place-order') notice = CHECKOUT_NOTICES.couponApplied;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      errors.couponCode = error.message;
      // An entered code that does not hold stays listed on the cart; the field is free for another.
      cart = (await loadCheckoutCart(db, owner)) ?? cart;
    }
  }
  if (post.intent !== 'place-order' || notice !== null || errors.couponCode !== undefined) {
    return page(cart, { errors, notice, formError, status: errors.couponCode === undefined ? 200 : 400 });
  }
  const found: CheckoutErrors = validateCheckout(values, readCheckoutCart(cart));
  if (Object.keys(found).length > 0 || post.idempotencyKey === '') {
    return page(cart, { errors: found, formError: INVALID_FIELDS_MESSAGE, status: 400 });
  }
  if (isBelowMinimumSubtotal(cart.subtotalCents, visitor.minimumSubtotalCents)) {
    const minimum = moneyText(visitor.minimumSubtotalCents ?? 0, cart.currency);
    return page(cart, { formError: minimumSubtotalMessage(minimum), status: 400 });
  }
  if (post.expectedTotalCents !== undefined && post.expectedTotalCents !== cart.grandTotalCents) {
    return page(cart, { notice: CHECKOUT_NOTICES.totalChanged });
  }
  try {
    const placed = await placePatiently(
      db,
      orderInput(visitor, { ...post, values }, cartToken, cart.requiresShipping),
    );
    return { kind: 'placed', ...placed };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const refused = refusalState(error);
    const fresh = (await loadCheckoutCart(db, owner)) ?? cart;
    return page(fresh, { ...refused, status: error.status, idempotencyKey: randomUUID() });
  }
}
