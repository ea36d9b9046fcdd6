// A cart's totals (SPEC §3 shopping cart): subtotal, coupons, shipping, tax by destination, grand total; integer cents.
import { applyCoupons, type CouponDefinition, type InvalidCoupon, type ValidCoupon } from './cart-coupons.js';
import {
  shippingQuotes,
  type ShippingLocation,
  type ShippingOptionDefinition,
  type ShippingQuote,
} from './cart-shipping.js';
import { DEFAULT_CURRENCY } from './currencies.js';
import { parseDecimal } from './decimal.js';
import {
  amount,
  isPositive,
  max,
  min,
  minus,
  plus,
  sum,
  times,
  timesRate,
  toMinor,
  zero,
  type Amount,
} from './money-arithmetic.js';

/** SPEC §3's cart item kinds. */
export type CartItemKind = 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD';

/** One cart entry as the totals need it. */
export interface PricingLine {
  itemId: string;
  kind: CartItemKind;
  quantity: number;
  unitPriceCents: number;
  /** One unit's shipping weight in ounces (0 when the variant gives none). */
  weightOz: number;
  /** The product's category ids and display names (for coupons limited to categories). */
  categories: readonly string[];
  /** Its subscription plan ships it free (`subscriptionPlan.freeShipping`): no shipping is charged for it. */
  shipsFree?: boolean;
}

/** A TAX_RULES row: `rate` a decimal fraction as text (`"0.0825"` for 8.25 %), at most 6 decimals. */
export interface TaxRuleDefinition {
  id: string;
  name: string;
  country: string;
  /** A subdivision code (state, province); null: the whole country. */
  region: string | null;
  rate: string;
  appliesToShipping: boolean;
  appliesToDigital: boolean;
}

/** A tax rule charged on this cart, with what it came to (SPEC §3 applicableTaxRules). */
export interface AppliedTaxRule extends TaxRuleDefinition {
  taxCents: number;
}

/** Everything the totals are worked out from. */
export interface CartPricingInput {
  currency: string;
  lines: readonly PricingLine[];
  /** The codes entered, normalised, in the order entered. */
  couponCodes: readonly string[];
  /** The store's coupons among them, by normalised code. */
  coupons: ReadonlyMap<string, CouponDefinition>;
  /** The store's enabled shipping options, in its order. */
  shippingOptions: readonly ShippingOptionDefinition[];
  selectedShippingOptionId: string | null;
  shippingLocation: ShippingLocation | null;
  /** The store's enabled tax rules. */
  taxRules: readonly TaxRuleDefinition[];
  /** Epoch milliseconds, for coupon dates. */
  now: number;
}

/** The totals (SPEC §3 shopping cart fields), money in minor units. */
export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  shippingOptions: ShippingQuote[];
  selectedShippingOption: ShippingQuote | null;
  shippingCostCents: number;
  applicableTaxRules: AppliedTaxRule[];
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

const RATE_DIGITS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);

/** A rate's text in millionths (`"0.055"` → 55000n); undefined when it is no fraction from 0 to 1 with ≤ 6 decimals. */
export function rateInMillionths(rate: string): bigint | undefined {
  const decimal = parseDecimal(rate.trim());
  if (decimal === undefined || decimal.negative || decimal.scale > RATE_DIGITS) return undefined;
  const millionths = decimal.units * 10n ** BigInt(RATE_DIGITS - decimal.scale);
  return millionths <= RATE_SCALE ? millionths : undefined;
}

/** A line's total in minor units of `currency`: unit price × quantity. */
export function lineTotalCents(unitPriceCents: number, quantity: number, currency: string): number {
  return toMinor(times(amount(unitPriceCents, currency), quantity));
}

function taxOnAmount(base: Amount, rate: string, currency: string): Amount {
  const millionths = rateInMillionths(rate);
  if (millionths === undefined || !isPositive(base)) return zero(currency);
  return timesRate(base, { units: millionths, scale: RATE_DIGITS });
}

/** `amountCents × rate`, rounded half up to a whole minor unit (each rule on its own); 0 on nothing. */
export function taxOn(amountCents: number, rate: string, currency: string = DEFAULT_CURRENCY): number {
  return toMinor(taxOnAmount(amount(amountCents, currency), rate, currency));
}

/**
 * The rules that tax a destination: those of its country and region when there are any, else the
 * country's own (region null). Nothing without a destination.
 */
export function taxRulesFor(
  rules: readonly TaxRuleDefinition[],
  location: ShippingLocation | null,
): TaxRuleDefinition[] {
  if (location === null) return [];
  const country = location.country.toUpperCase();
  const region = (location.region ?? '').toUpperCase();
  const ofCountry = rules.filter((rule) => rule.country.toUpperCase() === country);
  const ofRegion = ofCountry.filter((rule) => rule.region !== null && rule.region.toUpperCase() === region);
  return region !== '' && ofRegion.length > 0 ? ofRegion : ofCountry.filter((rule) => rule.region === null);
}

const isDigital = (kind: CartItemKind) => kind === 'DIGITAL' || kind === 'GIFT_CARD';

/**
 * Works out a cart's totals.
 * - subtotal: Σ unit price × quantity.
 * - coupons: see `applyCoupons` (domain/cart-coupons.ts); the discount never exceeds the subtotal.
 * - shipping: only when a physical item is in the cart; the options serving the destination (all of
 *   them before one is given), the selected one if still offered else the first; free with a valid
 *   free-shipping coupon or over the option's threshold (subtotal after coupons).
 * - tax: each applicable rule (see `taxRulesFor`) charges its rate on what its items cost after
 *   coupons — physical and service items always, digital ones when `appliesToDigital`, gift cards
 *   never — plus the shipping when `appliesToShipping`, rounded half up per rule.
 * - grand total: subtotal − discount + shipping + tax, never below 0.
 */
export function computeCartTotals(input: CartPricingInput): CartTotals {
  const { lines, currency } = input;
  const lineAmounts = lines.map((line) => times(amount(line.unitPriceCents, currency), line.quantity));
  const subtotal = sum(lineAmounts, currency);
  const coupons = applyCoupons(input.couponCodes, input.coupons, {
    currency,
    now: input.now,
    lines: lines.map((line, at) => ({
      itemId: line.itemId,
      categories: line.categories,
      amountCents: toMinor(lineAmounts[at]),
    })),
  });
  const discount = min(subtotal, amount(coupons.discountCents, currency));

  const requiresShipping = lines.some((line) => line.kind === 'PHYSICAL');
  const weightOz = lines.reduce(
    (total, line) => (line.kind === 'PHYSICAL' ? total + Math.max(0, line.weightOz) * line.quantity : total),
    0,
  );
  // A cart whose every shipped line is on a plan that ships free still chooses how it ships, at no cost.
  const shipsFreeByPlan = lines.every((line) => line.kind !== 'PHYSICAL' || line.shipsFree === true);
  const quotes = requiresShipping
    ? shippingQuotes(input.shippingOptions, {
        currency,
        location: input.shippingLocation,
        weightOz,
        subtotalCents: toMinor(minus(subtotal, discount)),
      })
    : [];
  const shippingOptions = shipsFreeByPlan ? quotes.map((quote) => ({ ...quote, costCents: 0 })) : quotes;
  const selectedShippingOption =
    shippingOptions.find((option) => option.id === input.selectedShippingOptionId) ??
    shippingOptions[0] ??
    null;
  const shippingCost =
    selectedShippingOption === null || coupons.freeShipping
      ? zero(currency)
      : amount(selectedShippingOption.costCents, currency);

  const taxed = taxRulesFor(input.taxRules, input.shippingLocation).map((rule) => {
    const goods = sum(
      lines.flatMap((line, at) => {
        const taxable = line.kind === 'GIFT_CARD' ? false : line.kind !== 'DIGITAL' || rule.appliesToDigital;
        return taxable ? [amount(coupons.netLineCents[at], currency)] : [];
      }),
      currency,
    );
    const base = rule.appliesToShipping ? plus(goods, shippingCost) : goods;
    return { rule, tax: taxOnAmount(base, rule.rate, currency) };
  });
  const applicableTaxRules = taxed.map(({ rule, tax }) => ({ ...rule, taxCents: toMinor(tax) }));
  const tax = sum(
    taxed.map((rule) => rule.tax),
    currency,
  );
  const grandTotal = max(zero(currency), plus(plus(minus(subtotal, discount), shippingCost), tax));

  const digital = lines.map((line) => isDigital(line.kind));
  return {
    subtotalCents: toMinor(subtotal),
    discountCents: toMinor(discount),
    validCoupons: coupons.validCoupons,
    invalidCoupons: coupons.invalidCoupons,
    shippingOptions,
    selectedShippingOption,
    shippingCostCents: toMinor(shippingCost),
    applicableTaxRules,
    taxCents: toMinor(tax),
    grandTotalCents: toMinor(grandTotal),
    totalQuantity: lines.reduce((count, line) => count + line.quantity, 0),
    hasDigital: digital.some(Boolean),
    purelyDigital: digital.length > 0 && digital.every(Boolean),
    requiresShipping,
  };
}
