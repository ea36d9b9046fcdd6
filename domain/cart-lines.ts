// A shopping cart (SPEC §3) as the cart page and drawer list it: lines with their variant, bounds and money, and the totals.
import { member } from './json-value.js';

/** One entry as a visitor reads it. Money in minor units of the cart's currency. */
export interface CartLine {
  id: string;
  itemId: string;
  title: string;
  /** The product's page; '' when unknown. */
  fullUrl: string;
  image: { assetUrl: string; altText: string } | null;
  /** The chosen options' values, 'M / Indigo'. */
  variantDescription: string;
  quantity: number;
  /** The quantity input's bound: the stock (at least what is in the cart), at most 9999. */
  maxQuantity: number;
  purchasePriceCents: number;
  subTotalCents: number;
  productType: string;
}

/** A cart's token, currency and totals (SPEC §3 names). Money in minor units of `currency`. */
export interface CartTotals {
  /** The cart token; null for no cart. */
  id: string | null;
  currency: string;
  totalQuantity: number;
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
}

/** The cart's lines and totals (SPEC §3 names). */
export interface CartLines extends CartTotals {
  lines: CartLine[];
  validCoupons: string[];
  invalidCoupons: string[];
}

/** An entry's quantity and money: its unit price and its line total (price × quantity unless given). */
export interface EntryAmounts {
  quantity: number;
  purchasePriceCents: number;
  subTotalCents: number;
}

const MAX_QUANTITY = 9999;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function count(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : 0;
}

function codes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((coupon) => (typeof coupon === 'string' ? coupon : text(member(coupon, 'code'))))
    .filter((code) => code !== '');
}

/**
 * How many of an entry the visitor may ask for: anything up to 9999 for unlimited stock, digital
 * goods and gift cards; else the stock, never below what the cart already holds.
 */
export function entryMaxQuantity(entry: unknown): number {
  const variant = member(entry, 'chosenVariant');
  const type = text(member(entry, 'productType'));
  if (member(variant, 'unlimited') === true || type === 'DIGITAL' || type === 'GIFT_CARD')
    return MAX_QUANTITY;
  const quantity = count(member(entry, 'quantity'));
  return Math.max(quantity, Math.min(MAX_QUANTITY, count(member(variant, 'qtyInStock'))));
}

/** A chosen variant's option values joined for reading: 'M / Indigo'. */
export function variantDescription(entry: unknown): string {
  const attributes = member(member(entry, 'chosenVariant'), 'attributes');
  if (typeof attributes !== 'object' || attributes === null) return '';
  return Object.values(attributes as Record<string, unknown>)
    .map(String)
    .join(' / ');
}

/** An entry's quantity, unit price and line total; the line total is price × quantity when the entry has none. */
export function entryAmounts(entry: unknown): EntryAmounts {
  const quantity = count(member(entry, 'quantity'));
  const price = count(member(entry, 'purchasePriceCents'));
  return {
    quantity,
    purchasePriceCents: price,
    subTotalCents:
      member(entry, 'subTotal') === undefined ? price * quantity : count(member(entry, 'subTotal')),
  };
}

/** A cart's token, currency (USD when missing) and totals; missing amounts read as 0. */
export function cartTotals(cart: unknown): CartTotals {
  const id = member(cart, 'id');
  return {
    id: typeof id === 'string' && id !== '' ? id : null,
    currency: text(member(cart, 'currency')) || 'USD',
    totalQuantity: count(member(cart, 'totalQuantity')),
    subtotalCents: count(member(cart, 'subtotalCents')),
    discountCents: count(member(cart, 'discountCents')),
    shippingCostCents: count(member(cart, 'shippingCostCents')),
    taxCents: count(member(cart, 'taxCents')),
    grandTotalCents: count(member(cart, 'grandTotalCents')),
  };
}

/**
 * A cart (or `{shoppingCart}` reply) as lines and totals. `urls` gives product pages by item id;
 * an entry's own `fullUrl` wins.
 */
export function cartLines(value: unknown, urls: Readonly<Record<string, string>> = {}): CartLines {
  const cart = member(value, 'shoppingCart') ?? value;
  const entries = member(cart, 'entries');
  const lines = (Array.isArray(entries) ? entries : []).map((entry): CartLine => {
    const image = member(entry, 'image');
    const itemId = text(member(entry, 'itemId'));
    const { quantity, purchasePriceCents, subTotalCents } = entryAmounts(entry);
    return {
      id: text(member(entry, 'id')),
      itemId,
      title: text(member(entry, 'title')),
      fullUrl: text(member(entry, 'fullUrl')) || urls[itemId] || '',
      image:
        typeof member(image, 'assetUrl') === 'string'
          ? { assetUrl: text(member(image, 'assetUrl')), altText: text(member(image, 'altText')) }
          : null,
      variantDescription: text(member(entry, 'variantDescription')) || variantDescription(entry),
      quantity,
      maxQuantity: count(member(entry, 'maxQuantity')) || entryMaxQuantity(entry),
      purchasePriceCents,
      subTotalCents,
      productType: text(member(entry, 'productType')),
    };
  });
  return {
    ...cartTotals(cart),
    lines,
    validCoupons: codes(member(cart, 'validCoupons')),
    invalidCoupons: codes(member(cart, 'invalidCoupons')),
  };
}

/** What an add put in the cart, as the added-item popover shows it. */
export interface AddedLine {
  line: CartLine;
  currency: string;
}

/**
 * The entry an add-entry reply (`{shoppingCart, newlyAdded}`) added, read as a line in the cart's
 * currency; undefined for a reply that names no added entry (a subscription's checkout, an older
 * server).
 */
export function addedLine(reply: unknown): AddedLine | undefined {
  const entry = member(reply, 'newlyAdded');
  if (entry === null || typeof entry !== 'object') return undefined;
  const cart = member(reply, 'shoppingCart');
  const read = cartLines({ currency: member(cart, 'currency'), entries: [entry] });
  const line = read.lines[0];
  return line === undefined || line.title === '' ? undefined : { line, currency: read.currency };
}
