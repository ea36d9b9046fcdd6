// The order as the buyer and the owner see it in JSON (SPEC §3 "Order": id, purchasedCartId, testMode, totals, items), and the rows it is made from.
import type { PostalAddress } from '../../../domain/addresses/index.js';
import { minorUnitsToDecimalString } from '../../../domain/money.js';

export type { PostalAddress } from '../../../domain/addresses/index.js';

/** An amount as SPEC §3's alternative money shape: a decimal string of major units and its currency. */
export interface OrderMoney {
  decimalValue: string;
  currencyCode: string;
}

/** A gift card an order issued (one per unit of a gift card item), or the one it spent. */
export interface OrderGiftCard {
  code: string;
  initialValueCents: number;
  balanceCents: number;
  currency: string;
  /** Whom a bought card was sent to, with the buyer's note and its send day; null when mailed to the buyer (and for a spent card). */
  recipient: { name: string; email: string; note: string; sendOn: string } | null;
}

/** One line of an order, priced as it was bought. */
export interface OrderItem {
  id: string;
  itemId: string | null;
  sku: string;
  productName: string;
  /** PHYSICAL, DIGITAL, SERVICE or GIFT_CARD. */
  productType: string;
  /** The chosen variant's options, e.g. `{Size: 'M'}`. */
  attributes: Record<string, string>;
  quantity: number;
  unitPriceCents: number;
  unitPrice: OrderMoney;
  subTotalCents: number;
  additionalFields: unknown;
  /** For a digital item: the buyer's own download link (`/downloads/{orderId}/{itemId}?token=…`); else null. */
  downloadUrl: string | null;
}

/** The subscription an order started (SPEC §3 "Subscription"), or null. */
export interface OrderSubscription {
  id: string;
  status: string;
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  /** 0: until cancelled. */
  numBillingCycles: number;
  cyclesBilled: number;
  priceCents: number;
  /** Epoch milliseconds of the next bill, or null when none is due. */
  nextBillingOn: number | null;
}

/** The order JSON: `{ order }` of `POST /api/commerce/orders` and of the order pages. */
export interface PublicOrder {
  id: string;
  orderNumber: number;
  websiteId: string;
  purchasedCartId: string | null;
  /** 'shopping' or 'subscription' (the kind of cart bought). */
  kind: string;
  testMode: boolean;
  /** pending, paid, fulfilled, canceled or refunded. */
  status: string;
  customerEmail: string;
  /** Epoch milliseconds. */
  createdOn: number;
  fulfilledOn: number | null;
  refundedOn: number | null;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  /** What a gift card paid of the grand total. */
  giftCardCents: number;
  /** What the card was charged: the grand total less the gift card. */
  amountChargedCents: number;
  grandTotal: OrderMoney;
  shippingTotal: OrderMoney;
  taxTotal: OrderMoney;
  coupons: string[];
  /** As checkout took it (domain/addresses' normalised address); null when nothing is shipped. */
  shippingAddress: PostalAddress | null;
  shippingOption: { id: string; name: string; rateCents: number } | null;
  /** How it was paid: the provider and the card's last four digits (null when a gift card paid it all). */
  payment: { provider: string; last4: string | null };
  /** The gift card spent on this order, with its balance now; null when none was. */
  giftCard: OrderGiftCard | null;
  items: OrderItem[];
  /** The gift cards the order bought, one per unit of its gift card items, with their balances now. */
  issuedGiftCards: OrderGiftCard[];
  subscription: OrderSubscription | null;
  /**
   * Lets the buyer open the order status page and download links without signing in: a link token
   * of the order (order-tokens.ts; stored only as its hash). '' where the reader holds none (the owner API).
   */
  accessToken: string;
  /** The order status page (SPEC §2 page type 211) for the buyer: `/commerce/orders/{id}?token=…`; '' without a token. */
  statusUrl: string;
}

/** An amount in the order JSON's money shape. */
export function orderMoney(cents: number, currency: string): OrderMoney {
  return {
    decimalValue: minorUnitsToDecimalString(cents, currency) ?? String(cents),
    currencyCode: currency,
  };
}
