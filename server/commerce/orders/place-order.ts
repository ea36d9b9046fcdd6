// Placing an order from a cart in one transaction: re-price, take stock, count coupons, spend a gift card, charge, record, mail.
//
// Exported for the checkout pages and the plain-form checkout (JavaScript off):
//   placeOrder(db, input: PlaceOrderInput, options?) → { order: PublicOrder, replayed }     (this file;
//     the writing itself is record-order.ts)
//   findOrderForViewer(db, websiteId, orderId, accessToken) → PublicOrder | undefined       (order-view.ts)
//   PublicOrder, OrderItem, OrderMoney, OrderSubscription, OrderGiftCard                    (order-json.ts)
//   orderStatusPath(orderId, token), downloadPath(orderId, itemId, token)                   (order-links.ts)
//   ORDER_ERROR_MESSAGES, NotEnoughStockError                                                (order-errors.ts)
// Refusals are HttpErrors `{ status, code, message, fields? }`; see placeOrder's comment.
import type { Knex } from 'knex';
import { isBelowMinimumSubtotal } from '../../../domain/checkout-rules.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { TABLES } from '../../db/tables.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { enqueueWebhookEvent } from '../../automation/enqueue.js';
import { orderEventData } from '../../automation/event-data.js';
import { findCartById, type CartRow } from '../cart/store.js';
import { priceCart, updateCheckoutDetails } from '../cart/pricing.js';
import type { ShoppingCart } from '../cart/shopping-cart.js';
import { redeemGiftCard, type GiftCardRedemption } from '../gift-cards/gift-card-service.js';
import { paymentProviderFor, type PaymentProvider } from '../payments/index.js';
import { moneyText } from '../payments/money-text.js';
import { chargedCents } from './order-amounts.js';
import { countCouponUses, readStoreFacts, readVariantFacts, type StoreFacts } from './order-facts.js';
import { invalidOrderInput, minimumSubtotalError, orderError, paymentError } from './order-errors.js';
import type { PublicOrder } from './order-json.js';
import { readOrderRequest, type OrderRequest } from './order-request.js';
import { claimIdempotencyKey, findOrderByKey, type OrderRow } from './order-store.js';
import { publicOrderOf } from './order-view.js';
import { issueOrderToken } from './order-tokens.js';
import { recordOrder, type PlaceContext } from './record-order.js';
import { takeStock, type StockNeed } from './stock.js';
import { joinCheckoutList } from './checkout-opt-in.js';

export { findOrderForViewer, loadPublicOrder } from './order-view.js';
export { orderStatusPath, downloadPath } from './order-links.js';
export { ORDER_ERROR_MESSAGES, NotEnoughStockError } from './order-errors.js';
export type {
  OrderGiftCard,
  OrderItem,
  OrderMoney,
  OrderSubscription,
  PostalAddress,
  PublicOrder,
} from './order-json.js';

/** What a checkout sends to place an order (the JSON body of `POST /api/commerce/orders`, plus who and which key). */
export interface PlaceOrderInput {
  websiteId: string;
  /** The signed-in site user, if any: the order is theirs, and a cart of another user is not found. */
  siteUserId?: string | null;
  /** The cart's id (SPEC §3: the cart token). */
  cartToken: string;
  email: string;
  /** `{firstName, lastName, address1, address2, city, region, postalCode, country, phone}` (domain/addresses); needed when the cart ships. */
  shippingAddress?: Record<string, unknown> | null;
  shippingOptionId?: string | null;
  /** Needed unless a gift card pays it all. */
  payment?: { method: string; cardNumber: string } | null;
  giftCardCode?: string | null;
  /** The buyer ticked the store's mailing-list opt-in. */
  joinMailingList?: boolean;
  /** The client's `Idempotency-Key`: the same key places at most one order. */
  idempotencyKey: string;
  /** `https://shop.example`, to make the email's links absolute; default site-relative links. */
  origin?: string;
}

/** The placed order, and whether it was placed by an earlier request with the same key. */
export interface PlaceOrderResult {
  order: PublicOrder;
  replayed: boolean;
}

/** Replaceable parts, for tests and other payment providers. */
export interface PlaceOrderOptions {
  payments?: PaymentProvider;
  now?: () => Date;
}

const TRACKED_TYPES = new Set(['PHYSICAL', 'SERVICE']);

/**
 * Places the order for a cart, once per idempotency key. In one transaction: locks the cart, saves
 * the shipping address's location and option on it and re-prices it (prices as they are now), takes
 * the stock with conditional updates (physical and service items; never below zero), counts coupon
 * uses within their limits, spends the gift card, charges the rest through the payment provider,
 * writes ORDERS and ORDER_ITEMS (order numbers count up per website), issues bought gift cards,
 * starts the subscription of a subscription cart, marks the cart purchased, queues the
 * confirmation (and gift card) email, and adds a buyer who ticked the store's opt-in to its
 * mailing list. After commit the site's cached pages are dropped.
 *
 * The same key again returns the order it placed (`replayed`); while the first is still running,
 * 409 'idempotency-key-in-use'; with another body, 422 'idempotency-key-reused'. Other refusals:
 * 400 'invalid-input' (fields), 'idempotency-key-missing', 'cart-empty', 'minimum-subtotal' (SPEC
 * §5), 'shipping-option-required', 'payment-required', the gift card's; 404 'cart-not-found'; 409
 * 'cart-purchased', 'not-enough-stock' ({@link NotEnoughStockError}, with the quantity left),
 * 'coupon-used-up'; 402 'card-declined' / 'card-not-supported'. Nothing is kept when any happens.
 */
export async function placeOrder(
  db: Knex,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const { websiteId, siteUserId, idempotencyKey, origin, ...body } = input;
  const request = readOrderRequest({ websiteId, siteUserId, idempotencyKey, body });
  const earlier = await findOrderByKey(db, websiteId, request.idempotencyKey);
  if (earlier !== undefined) return replay(db, earlier, request);

  const payments = options.payments ?? paymentProviderFor(websiteId);
  const now = options.now?.() ?? new Date();
  let outcome: { order: PublicOrder; replayed: boolean; stockChanged: boolean };
  try {
    outcome = await db.transaction(async (trx) => {
      if (!(await claimIdempotencyKey(trx, websiteId, request.idempotencyKey))) {
        throw orderError('idempotency-key-in-use');
      }
      // Committed between the first look and the claim.
      const committed = await findOrderByKey(trx, websiteId, request.idempotencyKey);
      if (committed !== undefined) return { ...(await replay(trx, committed, request)), stockChanged: false };
      return placeInTransaction(trx, request, { payments, now, origin: origin ?? '' });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'idempotency_key')) throw orderError('idempotency-key-in-use');
    throw error;
  }
  if (outcome.stockChanged) invalidateSiteData(websiteId);
  return { order: outcome.order, replayed: outcome.replayed };
}

async function replay(db: Knex, order: OrderRow, request: OrderRequest): Promise<PlaceOrderResult> {
  if (order.request_hash !== request.requestHash) throw orderError('idempotency-key-reused');
  // The first answer's token cannot be read back (only its hash is kept): the replay gets a new one.
  const token = await issueOrderToken(db, order.website_id, order.id);
  return { order: await publicOrderOf(db, order, token), replayed: true };
}

function isUniqueViolation(error: unknown, column: string): boolean {
  const pg = error as { code?: unknown; constraint?: unknown; detail?: unknown };
  return (
    pg?.code === '23505' &&
    (String(pg.constraint ?? '').includes(column) || String(pg.detail ?? '').includes(column))
  );
}

async function placeInTransaction(
  trx: Knex,
  request: OrderRequest,
  context: PlaceContext,
): Promise<{ order: PublicOrder; replayed: boolean; stockChanged: boolean }> {
  const { websiteId } = request;
  const cart = await findCartById(trx, websiteId, request.cartToken, true);
  if (cart === undefined || (cart.site_user_id !== null && cart.site_user_id !== request.siteUserId)) {
    throw orderError('cart-not-found');
  }
  if (cart.is_purchased) throw orderError('cart-purchased');
  // Before the details: an empty cart is offered no shipping option, which would be the wrong refusal.
  const contents = await cartContents(trx, cart);
  if (contents.empty) throw orderError('cart-empty');
  const store = await readStoreFacts(trx, websiteId);
  // A cart that ships nothing has no shipping option to choose; one sent anyway is ignored.
  const priced = await repriceCart(
    trx,
    cart,
    contents.ships ? request : { ...request, shippingOptionId: null },
  );
  checkCheckout(priced, request, store);

  const facts = await readVariantFacts(
    trx,
    websiteId,
    priced.entries.map((entry) => entry.chosenVariant.sku),
  );
  const taken = await takeStock(trx, websiteId, stockNeeds(priced));
  const usedUp = await countCouponUses(
    trx,
    websiteId,
    priced.validCoupons.map((coupon) => coupon.code),
  );
  if (usedUp !== undefined) throw orderError('coupon-used-up');

  let giftCard: GiftCardRedemption | undefined;
  if (request.giftCardCode !== null && priced.grandTotalCents > 0) {
    giftCard = await redeemGiftCard(trx, websiteId, {
      code: request.giftCardCode,
      amountDueCents: priced.grandTotalCents,
      currency: priced.currency,
      now: context.now,
    });
  }
  const amountDue = chargedCents(priced.grandTotalCents, giftCard?.appliedCents ?? 0, priced.currency);
  if (amountDue > 0 && request.payment === null) {
    throw orderError('payment-required', { 'payment.cardNumber': 'Required' });
  }

  // Charged last of the checks, so a refusal above never charges; refunded if recording fails.
  let charge: { reference: string; last4: string } | undefined;
  if (amountDue > 0 && request.payment !== null) {
    const result = await context.payments.charge({
      websiteId,
      amountCents: amountDue,
      currency: priced.currency,
      card: request.payment,
      idempotencyKey: request.idempotencyKey,
      description: `Order from cart ${cart.id}`,
    });
    if (!result.ok) throw paymentError(result.code, result.message);
    charge = { reference: result.reference, last4: result.last4 };
  }
  try {
    const order = await recordOrder(trx, {
      request,
      cart,
      priced,
      facts,
      taken,
      giftCard,
      charge,
      store,
      context,
    });
    await enqueueWebhookEvent(trx, { websiteId, type: 'order.placed', data: orderEventData(order) });
    if (request.joinMailingList) await joinCheckoutList(trx, websiteId, store.checkoutOptIn, request.email);
    const stockChanged = [...taken.values()].some((units) => units > 0);
    return { order, replayed: false, stockChanged };
  } catch (error) {
    if (charge !== undefined) {
      await context.payments
        .refund({ websiteId, reference: charge.reference, amountCents: amountDue, currency: priced.currency })
        .catch(() => undefined);
    }
    throw error;
  }
}

/** Whether the cart has entries, and whether any of them ships (a physical product). */
async function cartContents(trx: Knex, cart: CartRow): Promise<{ empty: boolean; ships: boolean }> {
  const types = (await trx({ e: TABLES.cartEntries })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'e.website_id').andOn('p.id', 'e.product_id');
    })
    .where({ 'e.website_id': cart.website_id, 'e.cart_id': cart.id })
    .distinct('p.product_type')) as { product_type: number }[];
  return {
    empty: types.length === 0,
    ships: types.some((row) => row.product_type === PRODUCT_TYPE.physical),
  };
}

/** Saves checkout's address and option on the cart (when sent) and prices it as it is now. */
async function repriceCart(trx: Knex, cart: CartRow, request: OrderRequest): Promise<ShoppingCart> {
  const address = request.shippingAddress;
  if (address === null && request.shippingOptionId === null) return priceCart(trx, cart);
  return updateCheckoutDetails(trx, cart.website_id, cart.id, {
    ...(address === null
      ? {}
      : {
          shippingLocation: {
            country: address.country,
            ...(address.region ? { region: address.region } : {}),
            ...(address.postalCode ? { postalCode: address.postalCode } : {}),
          },
        }),
    ...(request.shippingOptionId === null ? {} : { shippingOptionId: request.shippingOptionId }),
  });
}

/** SPEC §5 "Checkout" and what a shipped order needs; throws the first refusal. */
function checkCheckout(priced: ShoppingCart, request: OrderRequest, store: StoreFacts): void {
  if (priced.entries.length === 0) throw orderError('cart-empty');
  if (priced.requiresShipping && request.shippingAddress === null) {
    throw invalidOrderInput(
      Object.fromEntries(
        ['firstName', 'lastName', 'address1', 'city', 'country'].map((field) => [
          `shippingAddress.${field}`,
          'Required',
        ]),
      ),
    );
  }
  if (isBelowMinimumSubtotal(priced.subtotalCents, store.minimumOrderSubtotalCents)) {
    throw minimumSubtotalError(moneyText(store.minimumOrderSubtotalCents ?? 0, priced.currency));
  }
  if (priced.requiresShipping && store.hasShippingOptions && priced.selectedShippingOption === null) {
    throw orderError('shipping-option-required');
  }
}

/** Units per tracked variant (physical and service items), summed over entries of the same variant. */
function stockNeeds(priced: ShoppingCart): StockNeed[] {
  const needs = new Map<string, StockNeed>();
  for (const entry of priced.entries) {
    if (!TRACKED_TYPES.has(entry.productType)) continue;
    const sku = entry.chosenVariant.sku;
    const need = needs.get(sku);
    if (need === undefined)
      needs.set(sku, { sku, itemId: entry.itemId, title: entry.title, quantity: entry.quantity });
    else need.quantity += entry.quantity;
  }
  return [...needs.values()];
}
