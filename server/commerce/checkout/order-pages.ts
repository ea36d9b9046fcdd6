// The buyer's order pages (SPEC §2): order confirmed 202, subscription confirmed 206, order received 207, order status 211.
import { addressConfigFor } from '../../../domain/addresses/index.js';
import { defaultSubscriptionPriceText, subscriptionTerms } from '../../../domain/subscription.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from '../../site/context/page-view.js';
import type { PublicOrder } from '../orders/order-json.js';
import { moneyText } from '../payments/money-text.js';
import { emailWithBreaks } from '../../../domain/email-breaks.js';

/** SPEC §2 page-type numbers of the order pages. */
export const ORDER_PAGE_TYPES = {
  orderConfirmed: 202,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  orderStatus: 211,
} as const;

/** Which order page to show. */
export type OrderPageKind = keyof typeof ORDER_PAGE_TYPES;

/** The pages' titles. */
export const ORDER_PAGE_TITLES: Readonly<Record<OrderPageKind, string>> = {
  orderConfirmed: 'Order confirmed',
  subscriptionConfirmed: 'Subscription confirmed',
  orderReceived: 'Order received',
  orderStatus: 'Order status',
};

/** How each order status reads to the buyer. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Received, awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

/** The note beside gift card codes an order issued. */
export const GIFT_CARD_EMAIL_NOTE = 'We have also sent each gift card code by email, with its balance.';

/**
 * The page after checkout: subscription confirmed for an order that started a subscription, order
 * received for one not paid yet (status pending), else order confirmed.
 */
export function confirmationKind(order: PublicOrder): OrderPageKind {
  if (order.subscription !== null) return 'subscriptionConfirmed';
  return order.status === 'pending' ? 'orderReceived' : 'orderConfirmed';
}

const TEMPLATES = {
  orderConfirmed: PAGE_TEMPLATES.orderConfirmed,
  subscriptionConfirmed: PAGE_TEMPLATES.subscriptionConfirmed,
  orderReceived: PAGE_TEMPLATES.orderReceived,
  orderStatus: PAGE_TEMPLATES.orderStatus,
} as const;

function dateText(epochMs: number | null, request: PageRequest): string | null {
  if (epochMs === null) return null;
  const { website } = request.site;
  try {
    return new Intl.DateTimeFormat(website.language || 'en-US', {
      dateStyle: 'long',
      timeZone: website.time_zone || 'America/New_York',
    }).format(new Date(epochMs));
  } catch {
    return new Date(epochMs).toISOString().slice(0, 10);
  }
}

function addressLines(order: PublicOrder): string[] {
  const address = order.shippingAddress;
  if (address === null) return [];
  const config = addressConfigFor(address.country);
  const region =
    config.regions.find((candidate) => candidate.code === address.region)?.name ?? address.region;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    address.address2,
    [address.city, region, address.postalCode].filter(Boolean).join(', '),
    config.name === 'Other' ? address.country : config.name,
    address.phone,
  ].filter((line) => line !== '');
}

function subscriptionText(order: PublicOrder): Record<string, unknown> | null {
  const subscription = order.subscription;
  if (subscription === null) return null;
  const terms = subscriptionTerms({
    structuredContent: {
      subscriptionPlan: {
        billingPeriod: subscription.billingPeriod,
        numBillingCycles: subscription.numBillingCycles,
      },
    },
  });
  const price = moneyText(subscription.priceCents, order.currency);
  const billing =
    terms === undefined
      ? price
      : defaultSubscriptionPriceText(terms, false)
          .replace('{price}', price)
          .replace('{billingPeriodValue}', String(terms.billingPeriodValue))
          .replace('{duration}', String(terms.duration));
  return {
    billingText: billing,
    indefinite: subscription.numBillingCycles === 0,
    cyclesText:
      subscription.numBillingCycles === 0
        ? 'Renews until you cancel it.'
        : `${subscription.numBillingCycles} payments in all.`,
    nextBillingOn: subscription.nextBillingOn,
    status: subscription.status,
  };
}

/**
 * The template context of an order: texts ready to print (money in the order's currency, dates in
 * the website's zone), the items with their download links and issued gift cards, the totals, the
 * address, payment, test-mode flag and the status page's link.
 */
export function orderContext(order: PublicOrder, request: PageRequest): Record<string, unknown> {
  const money = (cents: number) => moneyText(cents, order.currency);
  const subscription = subscriptionText(order);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    /** The address as HTML that wraps only after its @ and before its dots (print it as it is). */
    customerEmailHtml: emailWithBreaks(order.customerEmail),
    testMode: order.testMode,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status] ?? order.status,
    createdText: dateText(order.createdOn, request),
    fulfilledText: dateText(order.fulfilledOn, request),
    refundedText: dateText(order.refundedOn, request),
    items: order.items.map((item) => ({
      productName: item.productName,
      variantText: Object.values(item.attributes ?? {}).join(' / '),
      quantity: item.quantity,
      unitPriceText: money(item.unitPriceCents),
      subTotalText: money(item.subTotalCents),
      downloadUrl: item.downloadUrl,
    })),
    issuedGiftCards: order.issuedGiftCards.map((card) => ({
      code: card.code,
      valueText: money(card.initialValueCents),
      balanceText: money(card.balanceCents),
    })),
    subtotalText: money(order.subtotalCents),
    discountText: order.discountCents > 0 ? money(order.discountCents) : null,
    shippingText:
      order.shippingAddress === null && order.shippingCents === 0 ? null : money(order.shippingCents),
    taxText: money(order.taxCents),
    giftCardText: order.giftCardCents > 0 ? money(order.giftCardCents) : null,
    grandTotalText: money(order.grandTotalCents),
    amountChargedText: money(order.amountChargedCents),
    couponsText: order.coupons.join(', '),
    shippingAddressLines: addressLines(order),
    shippingOptionName: order.shippingOption?.name ?? null,
    paymentText:
      order.payment.last4 === null
        ? 'Paid with a gift card'
        : `${order.testMode ? 'Test card' : 'Card'} ending in ${order.payment.last4}`,
    hasGiftCards: order.issuedGiftCards.length > 0,
    giftCardEmailNote: GIFT_CARD_EMAIL_NOTE,
    hasDownloads: order.items.some((item) => item.downloadUrl !== null),
    subscription,
    nextBillingText: dateText(order.subscription?.nextBillingOn ?? null, request),
    statusUrl: order.statusUrl,
  };
}

/** The order page of `kind` for `order` (never cached: it is the buyer's own). */
export function orderPage(request: PageRequest, order: PublicOrder, kind: OrderPageKind): PageView {
  const title = ORDER_PAGE_TITLES[kind];
  return {
    template: TEMPLATES[kind],
    status: 200,
    pageType: ORDER_PAGE_TYPES[kind],
    title: kind === 'orderStatus' ? `Order #${order.orderNumber}` : title,
    cache: 'no-store',
    context: { order: orderContext(order, request), orderPageTitle: title },
  };
}
