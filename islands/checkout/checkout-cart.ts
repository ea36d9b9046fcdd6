// The cart as the checkout shows it, read tolerantly from SPEC §3's shopping-cart JSON (the server's and the cart API's).
import { cartTotals, entryAmounts, variantDescription, type CartTotals } from '../../domain/cart-lines.js';
import { member } from '../../domain/json-value.js';

/** One line of the order summary. */
export interface CheckoutLine {
  readonly id: string;
  readonly title: string;
  /** The chosen variant's options, e.g. `M / Red`; empty when it has none. */
  readonly variant: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly subTotalCents: number;
}

/** A shipping option the cart can use, with what it costs this cart. */
export interface CheckoutShippingOption {
  readonly id: string;
  readonly name: string;
  readonly costCents: number;
  readonly deliveryEstimate: string | null;
  /** For a pickup: where to collect the order (its lines, in order) and the owner's instructions. */
  readonly pickupLines: readonly string[];
  readonly instructions: string | null;
}

/** The address parts a pickup address may hold, in the order they are written. */
const PICKUP_ADDRESS_PARTS = ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry'];

/** A coupon that holds, with what it took off. */
export interface CheckoutCoupon {
  readonly code: string;
  readonly discountCents: number;
  readonly freeShipping: boolean;
}

/** A coupon code that takes nothing off, with why. */
export interface CheckoutInvalidCoupon {
  readonly code: string;
  readonly message: string;
}

/** Everything the order summary and the shipping choice show. Money in minor units of `currency`. */
export interface CheckoutCart extends Readonly<CartTotals> {
  readonly lines: readonly CheckoutLine[];
  readonly requiresShipping: boolean;
  readonly shippingOptions: readonly CheckoutShippingOption[];
  readonly selectedShippingOptionId: string | null;
  readonly validCoupons: readonly CheckoutCoupon[];
  readonly invalidCoupons: readonly CheckoutInvalidCoupon[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function cents(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : 0;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function line(entry: unknown): CheckoutLine {
  const { quantity, purchasePriceCents, subTotalCents } = entryAmounts(entry);
  return {
    id: text(member(entry, 'id')),
    title: text(member(entry, 'title')),
    variant: variantDescription(entry),
    quantity,
    unitPriceCents: purchasePriceCents,
    subTotalCents,
  };
}

function shippingOption(option: unknown): CheckoutShippingOption | undefined {
  const id = text(member(option, 'id'));
  if (id === '') return undefined;
  const estimate = member(option, 'deliveryEstimate');
  const address = member(option, 'pickupAddress');
  const instructions = text(member(option, 'instructions')).trim();
  return {
    id,
    name: text(member(option, 'name')),
    costCents: cents(member(option, 'costCents') ?? member(option, 'rateCents')),
    deliveryEstimate: typeof estimate === 'string' && estimate !== '' ? estimate : null,
    pickupLines: PICKUP_ADDRESS_PARTS.map((part) => text(member(address, part)).trim()).filter(
      (line) => line !== '',
    ),
    instructions: instructions === '' ? null : instructions,
  };
}

function validCoupon(coupon: unknown): CheckoutCoupon | undefined {
  if (typeof coupon === 'string') return { code: coupon, discountCents: 0, freeShipping: false };
  const code = text(member(coupon, 'code'));
  if (code === '') return undefined;
  return {
    code,
    discountCents: cents(member(coupon, 'discountCents')),
    freeShipping: member(coupon, 'freeShipping') === true,
  };
}

function invalidCoupon(coupon: unknown): CheckoutInvalidCoupon | undefined {
  if (typeof coupon === 'string') return { code: coupon, message: '' };
  const code = text(member(coupon, 'code'));
  return code === '' ? undefined : { code, message: text(member(coupon, 'message')) };
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function selectedId(cart: unknown): string | null {
  const selected = member(cart, 'selectedShippingOption');
  const id = typeof selected === 'string' ? selected : text(member(selected, 'id'));
  return id === '' ? null : id;
}

/**
 * The checkout's view of a shopping cart (SPEC §3), or of an API reply `{ shoppingCart }`. Missing
 * amounts read as 0 and missing lists as empty, so a partial reply never breaks the page.
 */
export function readCheckoutCart(value: unknown): CheckoutCart {
  const cart = member(value, 'shoppingCart') ?? value;
  return {
    ...cartTotals(cart),
    lines: list(member(cart, 'entries')).map(line),
    requiresShipping: member(cart, 'requiresShipping') === true,
    shippingOptions: list(member(cart, 'shippingOptions')).map(shippingOption).filter(defined),
    selectedShippingOptionId: selectedId(cart),
    validCoupons: list(member(cart, 'validCoupons')).map(validCoupon).filter(defined),
    invalidCoupons: list(member(cart, 'invalidCoupons')).map(invalidCoupon).filter(defined),
  };
}
