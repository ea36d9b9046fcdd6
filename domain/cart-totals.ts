// A cart's totals (SPEC §3 shopping cart): subtotal, coupons, shipping, tax by destination, grand total; integer cents.
import {
  applyCoupons,
  divideRoundHalfUp,
  type CouponDefinition,
  type InvalidCoupon,
  type ValidCoupon,
} from './cart-coupons.js';
import {
  shippingQuotes,
  type ShippingLocation,
  type ShippingOptionDefinition,
  type ShippingQuote,
} from './cart-shipping.js';
import { parseDecimal } from './decimal.js';

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

const RATE_SCALE = 1_000_000n;

/** A rate's text in millionths (`"0.055"` → 55000n); undefined when it is no fraction from 0 to 1 with ≤ 6 decimals. */
export function rateInMillionths(rate: string): bigint | undefined {
  const decimal = parseDecimal(rate.trim());
  if (decimal === undefined || decimal.negative || decimal.scale > 6) return undefined;
  const millionths = decimal.units * 10n ** BigInt(6 - decimal.scale);
  return millionths <= RATE_SCALE ? millionths : undefined;
}

/** `amountCents × rate`, rounded half up to a whole cent (each rule on its own). */
export function taxOn(amountCents: number, rate: string): number {
  const millionths = rateInMillionths(rate);
  if (millionths === undefined || amountCents <= 0) return 0;
  return Number(divideRoundHalfUp(BigInt(amountCents) * millionths, RATE_SCALE));
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
  const { lines } = input;
  const amounts = lines.map((line) => line.unitPriceCents * line.quantity);
  const subtotalCents = amounts.reduce((sum, amount) => sum + amount, 0);
  const coupons = applyCoupons(input.couponCodes, input.coupons, {
    currency: input.currency,
    now: input.now,
    lines: lines.map((line, at) => ({
      itemId: line.itemId,
      categories: line.categories,
      amountCents: amounts[at],
    })),
  });
  const discountCents = Math.min(subtotalCents, coupons.discountCents);

  const requiresShipping = lines.some((line) => line.kind === 'PHYSICAL');
  const weightOz = lines.reduce(
    (sum, line) => (line.kind === 'PHYSICAL' ? sum + Math.max(0, line.weightOz) * line.quantity : sum),
    0,
  );
  const shippingOptions = requiresShipping
    ? shippingQuotes(input.shippingOptions, {
        currency: input.currency,
        location: input.shippingLocation,
        weightOz,
        subtotalCents: subtotalCents - discountCents,
      })
    : [];
  const selectedShippingOption =
    shippingOptions.find((option) => option.id === input.selectedShippingOptionId) ??
    shippingOptions[0] ??
    null;
  const shippingCostCents =
    selectedShippingOption === null || coupons.freeShipping ? 0 : selectedShippingOption.costCents;

  const applicableTaxRules = taxRulesFor(input.taxRules, input.shippingLocation).map((rule) => {
    const goods = lines.reduce((sum, line, at) => {
      const taxable = line.kind === 'GIFT_CARD' ? false : line.kind !== 'DIGITAL' || rule.appliesToDigital;
      return taxable ? sum + coupons.netLineCents[at] : sum;
    }, 0);
    const base = goods + (rule.appliesToShipping ? shippingCostCents : 0);
    return { ...rule, taxCents: taxOn(base, rule.rate) };
  });
  const taxCents = applicableTaxRules.reduce((sum, rule) => sum + rule.taxCents, 0);

  const digital = lines.map((line) => isDigital(line.kind));
  return {
    subtotalCents,
    discountCents,
    validCoupons: coupons.validCoupons,
    invalidCoupons: coupons.invalidCoupons,
    shippingOptions,
    selectedShippingOption,
    shippingCostCents,
    applicableTaxRules,
    taxCents,
    grandTotalCents: Math.max(0, subtotalCents - discountCents + shippingCostCents + taxCents),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    hasDigital: digital.some(Boolean),
    purelyDigital: digital.length > 0 && digital.every(Boolean),
    requiresShipping,
  };
}
