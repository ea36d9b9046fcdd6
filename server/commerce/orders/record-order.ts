// Recording a placed order inside its transaction: ORDERS and ORDER_ITEMS, gift cards bought, subscriptions started, the cart marked bought, the emails queued.
import type { Knex } from 'knex';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { TABLES } from '../../db/tables.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { ShoppingCart } from '../cart/shopping-cart.js';
import type { CartRow } from '../cart/store.js';
import { queueGiftCardMails } from '../gift-cards/gift-card-delivery.js';
import { recipientOfAnswers } from '../gift-cards/gift-recipient-input.js';
import { issueGiftCards, type GiftCardRedemption } from '../gift-cards/gift-card-service.js';
import type { PaymentProvider } from '../payments/index.js';
import { readSubscriptionPlan } from '../subscriptions/subscription-plan.js';
import { startSubscription } from '../subscriptions/subscription-service.js';
import { chargedCents } from './order-amounts.js';
import type { StoreFacts, VariantFacts } from './order-facts.js';
import type { PublicOrder } from './order-json.js';
import { orderConfirmationMail } from './order-mail.js';
import type { OrderRequest } from './order-request.js';
import {
  findOrderRow,
  insertOrder,
  insertOrderItems,
  nextOrderNumber,
  type OrderRow,
} from './order-store.js';
import { publicOrderOf } from './order-view.js';
import { issueOrderToken } from './order-tokens.js';

/** What placing an order runs with. */
export interface PlaceContext {
  payments: PaymentProvider;
  now: Date;
  origin: string;
}

/** Everything checked and taken before the order is written. */
export interface RecordInput {
  request: OrderRequest;
  cart: CartRow;
  priced: ShoppingCart;
  facts: Map<string, VariantFacts>;
  taken: Map<string, number>;
  giftCard: GiftCardRedemption | undefined;
  charge: { reference: string; last4: string } | undefined;
  store: StoreFacts;
  context: PlaceContext;
}

/** Writes the order and what comes with it; returns its JSON (as a replay will read it back). */
export async function recordOrder(trx: Knex, input: RecordInput): Promise<PublicOrder> {
  const { request, cart, priced, facts, taken, giftCard, charge, store, context } = input;
  const { websiteId } = request;
  const orderNumber = await nextOrderNumber(trx, websiteId);
  const orderId = await insertOrder(trx, {
    website_id: websiteId,
    order_number: orderNumber,
    idempotency_key: request.idempotencyKey,
    request_hash: request.requestHash,
    cart_id: cart.id,
    site_user_id: request.siteUserId,
    kind: cart.kind,
    customer_email: request.email,
    test_mode: context.payments.testMode,
    status: 'paid',
    currency: priced.currency,
    subtotal_cents: priced.subtotalCents,
    discount_cents: priced.discountCents,
    shipping_cents: priced.shippingCostCents,
    tax_cents: priced.taxCents,
    grand_total_cents: priced.grandTotalCents,
    gift_card_cents: giftCard?.appliedCents ?? 0,
    gift_card_id: giftCard?.giftCardId ?? null,
    coupons: priced.validCoupons.map((coupon) => coupon.code),
    shipping_address: request.shippingAddress === null ? null : JSON.stringify(request.shippingAddress),
    shipping_option:
      priced.selectedShippingOption === null || !priced.requiresShipping
        ? null
        : JSON.stringify({
            id: priced.selectedShippingOption.id,
            name: priced.selectedShippingOption.name,
            rateCents: priced.shippingCostCents,
          }),
    payment: {
      provider: context.payments.name,
      reference: charge?.reference ?? null,
      last4: charge?.last4 ?? null,
      amountCents: chargedCents(priced.grandTotalCents, giftCard?.appliedCents ?? 0, priced.currency),
    },
  });

  // Stock taken per sku is shared out over the entries of that sku, in cart order.
  const left = new Map(taken);
  await insertOrderItems(
    trx,
    websiteId,
    priced.entries.map((entry, position) => {
      const fact = facts.get(entry.chosenVariant.sku);
      const stockTaken = Math.min(entry.quantity, left.get(entry.chosenVariant.sku) ?? 0);
      left.set(entry.chosenVariant.sku, (left.get(entry.chosenVariant.sku) ?? 0) - stockTaken);
      return {
        order_id: orderId,
        product_id: entry.itemId,
        variant_id: fact?.variantId ?? null,
        sku: entry.chosenVariant.sku,
        product_name: entry.title,
        product_type: fact?.productType ?? PRODUCT_TYPE.physical,
        quantity: entry.quantity,
        unit_price_cents: entry.purchasePriceCents,
        additional_fields: entry.additionalFields == null ? null : JSON.stringify(entry.additionalFields),
        position,
        stock_taken: stockTaken,
        attributes: JSON.stringify(entry.chosenVariant.attributes ?? {}),
        digital_file_id: fact?.productType === PRODUCT_TYPE.digital ? fact.digitalFileId : null,
      };
    }),
  );

  const issued = await issueGiftCards(trx, websiteId, {
    orderId,
    email: request.email,
    currency: priced.currency,
    purchases: priced.entries
      .filter((entry) => entry.productType === 'GIFT_CARD')
      .map((entry) => {
        const recipient = recipientOfAnswers(entry.additionalFields);
        return {
          valueCents: entry.purchasePriceCents,
          quantity: entry.quantity,
          ...(recipient === undefined ? {} : { recipient }),
        };
      }),
  });
  if (cart.kind === 'subscription') await startSubscriptions(trx, input, orderId);
  await trx(TABLES.carts)
    .where({ website_id: websiteId, id: cart.id })
    .update({ is_purchased: true, purchased_at: trx.fn.now(), updated_at: trx.fn.now() });

  // The buyer's link: in the answer, the confirmation page and the mail; only its hash is kept.
  const token = await issueOrderToken(trx, websiteId, orderId);
  const order = await publicOrderOf(trx, (await findOrderRow(trx, websiteId, orderId)) as OrderRow, token);
  await enqueueMail(trx, orderConfirmationMail(order, store.siteTitle, context.origin));
  await queueGiftCardMails(trx, {
    websiteId,
    siteTitle: store.siteTitle,
    buyerEmail: request.email,
    orderNumber,
    currency: priced.currency,
    cards: issued,
    now: context.now,
  });
  return order;
}

/** A subscription cart's entries each start a subscription on their product's plan (SPEC §3). */
async function startSubscriptions(trx: Knex, input: RecordInput, orderId: string): Promise<void> {
  for (const entry of input.priced.entries) {
    const fact = input.facts.get(entry.chosenVariant.sku);
    const plan = readSubscriptionPlan(fact?.subscriptionPlan);
    if (fact === undefined || plan === undefined) continue;
    await startSubscription(trx, input.request.websiteId, {
      orderId,
      siteUserId: input.request.siteUserId,
      email: input.request.email,
      productId: fact.productId,
      variantId: fact.variantId,
      sku: fact.sku,
      priceCents: entry.subTotal,
      currency: input.priced.currency,
      plan,
      now: input.context.now,
    });
  }
}
