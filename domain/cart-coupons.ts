// Coupon rules for a cart: which entered codes hold (dates, uses, minimum, scope) and what each takes off.
import { DEFAULT_CURRENCY } from './currencies.js';
import { parseDecimal } from './decimal.js';
import { formatCurrency, minorUnitsToDecimalString } from './money.js';
import {
  allocate as allocateAmount,
  amount,
  min,
  minus,
  percentOf,
  plus,
  sum,
  toMinor,
  zero,
  type Amount,
} from './money-arithmetic.js';

/** What a coupon does: a percentage off, an amount off, or free shipping. */
export type CouponKind = 'percent' | 'fixed' | 'free-shipping';

/** Which items a coupon covers; both empty (or absent): the whole order. */
export interface CouponScope {
  /** Product (item) ids. */
  products?: readonly string[];
  /** Category ids or display names. */
  categories?: readonly string[];
}

/** A coupon as the owner set it up (a COUPONS row). Times are epoch milliseconds. */
export interface CouponDefinition {
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: string;
  minSubtotalCents: number;
  startsAt: number | null;
  endsAt: number | null;
  maxUses: number | null;
  timesUsed: number;
  enabled: boolean;
  appliesTo: CouponScope;
}

/** One cart line as the coupon rules see it. */
export interface CouponLine {
  itemId: string;
  /** The product's category ids and display names. */
  categories: readonly string[];
  /** What the line costs before any coupon, in minor units. */
  amountCents: number;
}

/** Why an entered code takes nothing off. */
export type CouponProblem =
  | 'unknown'
  | 'disabled'
  | 'not-started'
  | 'expired'
  | 'used-up'
  | 'wrong-currency'
  | 'below-minimum'
  | 'not-applicable';

/** A code that holds, and what it took off. */
export interface ValidCoupon {
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffCents: number | null;
  /** What it took off the items, in minor units (0 for free shipping). */
  discountCents: number;
  freeShipping: boolean;
}

/** A code that does not hold, with the reason and the words to show. */
export interface InvalidCoupon {
  code: string;
  reason: CouponProblem;
  message: string;
}

/** The most codes a cart keeps. */
export const MAX_CART_COUPONS = 10;

/** What a coupon code may look like: letters, digits, `-` and `_`, 1–64 of them. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A code as stored and compared: trimmed and upper case (codes are not case-sensitive). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function amountText(cents: number, currency: string): string {
  const major = minorUnitsToDecimalString(cents, currency);
  const decimal = major === undefined ? undefined : parseDecimal(major);
  const formatted =
    decimal === undefined ? undefined : formatCurrency({ amount: decimal, currency }, 'en-US');
  return formatted ?? `${major ?? (cents / 100).toFixed(2)} ${currency}`;
}

/** The words shown for a code that does not hold. */
export function couponProblemMessage(
  code: string,
  reason: CouponProblem,
  coupon?: Pick<CouponDefinition, 'minSubtotalCents' | 'currency'>,
): string {
  switch (reason) {
    case 'unknown':
      return `There is no coupon with the code ${code}.`;
    case 'disabled':
      return `The coupon ${code} is no longer available.`;
    case 'not-started':
      return `The coupon ${code} cannot be used yet.`;
    case 'expired':
      return `The coupon ${code} has expired.`;
    case 'used-up':
      return `The coupon ${code} has been used as many times as it can be.`;
    case 'wrong-currency':
      return `The coupon ${code} cannot be used in this currency.`;
    case 'below-minimum':
      return `The coupon ${code} needs an order subtotal of ${amountText(
        coupon?.minSubtotalCents ?? 0,
        coupon?.currency ?? 'USD',
      )} or more.`;
    case 'not-applicable':
      return `The coupon ${code} does not apply to any item in your cart.`;
  }
}

function inScope(scope: CouponScope, line: CouponLine): boolean {
  const products = scope.products ?? [];
  const categories = scope.categories ?? [];
  if (products.length === 0 && categories.length === 0) return true;
  return products.includes(line.itemId) || line.categories.some((category) => categories.includes(category));
}

/**
 * Why `coupon` does not hold for a cart of `lines` (subtotal before coupons) at `now`, or undefined
 * when it does. Checked in this order: unknown, disabled, not started, expired (`endsAt` is the last
 * moment it works), used up (`timesUsed ≥ maxUses`), an amount in another currency, below the
 * minimum subtotal, and no line in its scope.
 */
export function couponProblem(
  coupon: CouponDefinition | undefined,
  cart: { currency: string; subtotalCents: number; lines: readonly CouponLine[]; now: number },
): CouponProblem | undefined {
  if (coupon === undefined) return 'unknown';
  if (!coupon.enabled) return 'disabled';
  if (coupon.startsAt !== null && cart.now < coupon.startsAt) return 'not-started';
  if (coupon.endsAt !== null && cart.now > coupon.endsAt) return 'expired';
  if (coupon.maxUses !== null && coupon.timesUsed >= coupon.maxUses) return 'used-up';
  if (coupon.kind === 'fixed' && coupon.currency !== cart.currency) return 'wrong-currency';
  if (cart.subtotalCents < coupon.minSubtotalCents) return 'below-minimum';
  if (!cart.lines.some((line) => inScope(coupon.appliesTo, line))) return 'not-applicable';
  return undefined;
}

/**
 * Splits `total` minor units over `weights` in proportion, in whole units that add up to `total`
 * exactly (largest remainders, earlier lines first on ties). All zero weights: nothing to anyone.
 */
export function allocate(total: number, weights: readonly number[], currency = DEFAULT_CURRENCY): number[] {
  const shares = allocateAmount(
    amount(total, currency),
    weights.map((weight) => amount(weight, currency)),
  );
  return shares.map(toMinor);
}

/** What the entered codes do to a cart. */
export interface CouponOutcome {
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  /** The sum of every valid coupon's discount, never above the subtotal. */
  discountCents: number;
  /** What each line costs after the coupons, in `lines` order. */
  netLineCents: number[];
  /** Whether a valid free-shipping coupon was entered. */
  freeShipping: boolean;
}

/**
 * Applies the entered `codes` in order. Each valid coupon works on what its lines still cost after
 * the coupons before it: a percentage of that (rounded half up), or its amount (at most that),
 * shared over its lines in proportion; so the discount never exceeds the subtotal. A free-shipping
 * coupon takes nothing off the items and makes the chosen shipping free.
 */
export function applyCoupons(
  codes: readonly string[],
  coupons: ReadonlyMap<string, CouponDefinition>,
  cart: { currency: string; lines: readonly CouponLine[]; now: number },
): CouponOutcome {
  const { currency } = cart;
  const net: Amount[] = cart.lines.map((line) => amount(line.amountCents, currency));
  const subtotalCents = toMinor(sum(net, currency));
  let discountTotal = zero(currency);
  const validCoupons: ValidCoupon[] = [];
  const invalidCoupons: InvalidCoupon[] = [];
  let freeShipping = false;
  for (const code of codes) {
    const coupon = coupons.get(code);
    const problem = couponProblem(coupon, { ...cart, subtotalCents });
    if (problem !== undefined || coupon === undefined) {
      const reason = problem ?? 'unknown';
      invalidCoupons.push({ code, reason, message: couponProblemMessage(code, reason, coupon) });
      continue;
    }
    const covered = cart.lines.map((line, at) =>
      inScope(coupon.appliesTo, line) ? net[at] : zero(currency),
    );
    const base = sum(covered, currency);
    let discount = zero(currency);
    if (coupon.kind === 'percent') discount = percentOf(base, coupon.percentOff ?? 0);
    else if (coupon.kind === 'fixed') discount = amount(coupon.amountOffCents ?? 0, currency);
    discount = min(discount, base);
    allocateAmount(discount, covered).forEach((share, at) => (net[at] = minus(net[at], share)));
    discountTotal = plus(discountTotal, discount);
    if (coupon.kind === 'free-shipping') freeShipping = true;
    validCoupons.push({
      code,
      kind: coupon.kind,
      percentOff: coupon.percentOff,
      amountOffCents: coupon.amountOffCents,
      discountCents: toMinor(discount),
      freeShipping: coupon.kind === 'free-shipping',
    });
  }
  return {
    validCoupons,
    invalidCoupons,
    discountCents: toMinor(discountTotal),
    netLineCents: net.map(toMinor),
    freeShipping,
  };
}
