// Reading an order back as its JSON: for the buyer (by one of the order's link tokens) and for the owner.
import type { Knex } from 'knex';
import type { PostalAddress } from '../../../domain/addresses/index.js';
import { lineTotalCents } from '../../../domain/cart-totals.js';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { toGiftCardBalance } from '../gift-cards/gift-card-service.js';
import { findGiftCardById, findIssuedGiftCards, type GiftCardRow } from '../gift-cards/gift-card-store.js';
import { findOrderSubscription, type SubscriptionRow } from '../subscriptions/subscription-service.js';
import { chargedCents } from './order-amounts.js';
import { downloadPath, orderStatusPath } from './order-links.js';
import {
  orderMoney,
  type OrderGiftCard,
  type OrderItem,
  type OrderSubscription,
  type PublicOrder,
} from './order-json.js';
import { findOrderItems, findOrderRow, type OrderItemRow, type OrderRow } from './order-store.js';
import { opensOrder } from './order-tokens.js';

const TYPE_NAMES: Record<number, string> = {
  [PRODUCT_TYPE.physical]: 'PHYSICAL',
  [PRODUCT_TYPE.digital]: 'DIGITAL',
  [PRODUCT_TYPE.service]: 'SERVICE',
  [PRODUCT_TYPE['gift-card']]: 'GIFT_CARD',
};

const epoch = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

function giftCardJson(card: GiftCardRow, bought = true): OrderGiftCard {
  const { code, balanceCents, initialValueCents, currency } = toGiftCardBalance(card);
  const recipient =
    !bought || card.send_on === null
      ? null
      : {
          name: card.recipient_name,
          email: card.recipient_email ?? '',
          note: card.message,
          sendOn: card.send_on,
        };
  return { code, balanceCents, initialValueCents, currency, recipient };
}

function itemJson(order: OrderRow, row: OrderItemRow, token: string | undefined): OrderItem {
  const currency = order.currency.trim();
  const digital = row.product_type === PRODUCT_TYPE.digital && row.digital_file_id !== null;
  return {
    id: row.id,
    itemId: row.product_id,
    sku: row.sku,
    productName: row.product_name,
    productType: TYPE_NAMES[row.product_type] ?? 'PHYSICAL',
    attributes: row.attributes ?? {},
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    unitPrice: orderMoney(row.unit_price_cents, currency),
    subTotalCents: lineTotalCents(row.unit_price_cents, row.quantity, currency),
    additionalFields: row.additional_fields,
    downloadUrl: digital && token !== undefined ? downloadPath(order.id, row.id, token) : null,
  };
}

function subscriptionJson(row: SubscriptionRow | undefined): OrderSubscription | null {
  if (row === undefined) return null;
  return {
    id: row.id,
    status: row.status,
    billingPeriod: { value: row.billing_period_value, unit: row.billing_period_unit },
    numBillingCycles: row.num_billing_cycles,
    cyclesBilled: row.cycles_billed,
    priceCents: row.price_cents,
    nextBillingOn: epoch(row.next_billing_at),
  };
}

function shippingOptionJson(stored: unknown): PublicOrder['shippingOption'] {
  if (typeof stored !== 'object' || stored === null) return null;
  const option = stored as { id?: unknown; name?: unknown; rateCents?: unknown };
  return {
    id: String(option.id ?? ''),
    name: String(option.name ?? ''),
    rateCents: Number(option.rateCents ?? 0),
  };
}

/**
 * An order's rows as its JSON. Its links (`statusUrl`, `accessToken`, each digital item's
 * `downloadUrl`) carry `token`, a link token of the order the caller holds (the one the buyer
 * followed, or one just issued, order-tokens.ts); without one they are empty, as the owner gets them.
 */
export function toPublicOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  extras: { spent?: GiftCardRow; issued: readonly GiftCardRow[]; subscription?: SubscriptionRow },
  token?: string,
): PublicOrder {
  const currency = order.currency.trim();
  const payment = order.payment ?? {};
  return {
    id: order.id,
    orderNumber: order.order_number,
    websiteId: order.website_id,
    purchasedCartId: order.cart_id,
    kind: order.kind,
    testMode: order.test_mode,
    status: order.status,
    customerEmail: order.customer_email,
    createdOn: new Date(order.created_at).getTime(),
    fulfilledOn: epoch(order.fulfilled_at),
    refundedOn: epoch(order.refunded_at),
    currency,
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    shippingCents: order.shipping_cents,
    taxCents: order.tax_cents,
    grandTotalCents: order.grand_total_cents,
    giftCardCents: order.gift_card_cents,
    amountChargedCents: chargedCents(order.grand_total_cents, order.gift_card_cents, currency),
    grandTotal: orderMoney(order.grand_total_cents, currency),
    shippingTotal: orderMoney(order.shipping_cents, currency),
    taxTotal: orderMoney(order.tax_cents, currency),
    coupons: order.coupons,
    shippingAddress: (order.shipping_address as PostalAddress | null) ?? null,
    shippingOption: shippingOptionJson(order.shipping_option),
    payment: {
      provider: String(payment.provider ?? 'test'),
      last4: typeof payment.last4 === 'string' ? payment.last4 : null,
    },
    giftCard: extras.spent === undefined ? null : giftCardJson(extras.spent, false),
    items: items.map((row) => itemJson(order, row, token)),
    issuedGiftCards: extras.issued.map((card) => giftCardJson(card)),
    subscription: subscriptionJson(extras.subscription),
    accessToken: token ?? '',
    statusUrl: token === undefined ? '' : orderStatusPath(order.id, token),
  };
}

/** The JSON of an order row, reading its items, gift cards and subscription; its links carry `token` (see toPublicOrder). */
export async function publicOrderOf(db: Knex, order: OrderRow, token?: string): Promise<PublicOrder> {
  const items = await findOrderItems(db, order.website_id, order.id);
  const issued = await findIssuedGiftCards(db, order.website_id, order.id);
  const spent =
    order.gift_card_id === null
      ? undefined
      : await findGiftCardById(db, order.website_id, order.gift_card_id);
  const subscription = await findOrderSubscription(db, order.website_id, order.id);
  return toPublicOrder(order, items, { spent, issued, subscription }, token);
}

/** An order's JSON by id, for the owner (without the buyer's links); undefined when the website has no such order. */
export async function loadPublicOrder(
  db: Knex,
  websiteId: string,
  orderId: string,
): Promise<PublicOrder | undefined> {
  const order = await findOrderRow(db, websiteId, orderId);
  return order === undefined ? undefined : publicOrderOf(db, order);
}

/**
 * The order a buyer may see: the website's order `orderId` when `accessToken` is one of its link
 * tokens (order-tokens.ts), with its links carrying that token, else undefined (answer 404 then,
 * never 403, so an id alone tells nothing). For the order confirmed (202), received (207), status
 * (211) and subscription confirmed (206) pages, and `GET /api/commerce/orders/{id}`.
 */
export async function findOrderForViewer(
  db: Knex,
  websiteId: string,
  orderId: string,
  accessToken: string | undefined,
): Promise<PublicOrder | undefined> {
  if (!(await opensOrder(db, websiteId, orderId, accessToken))) return undefined;
  const order = await findOrderRow(db, websiteId, orderId);
  return order === undefined ? undefined : publicOrderOf(db, order, accessToken);
}
