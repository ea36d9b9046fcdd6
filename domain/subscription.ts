// Subscription price wording (SPEC §3 "Subscription", §9): billing period, duration, text and its key.
import { PRODUCT_TYPE } from './enums.js';
import { isJacksonTrue, member, memberPath, toNumber, toText } from './json-value.js';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

/** Billing periods in a year (SPEC §9): a duration of whole years is worded in years. */
export const PERIODS_PER_YEAR: Readonly<Record<BillingUnit, number>> = Object.freeze({
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
});

/** The product types a subscription can be sold for (SPEC §3). */
export const SUBSCRIBABLE_PRODUCT_TYPES: readonly number[] = [PRODUCT_TYPE.physical, PRODUCT_TYPE.service];

/** What a subscription price says when the plan cannot be read (SPEC §8), and its translation key. */
export const PRICE_UNAVAILABLE_TEXT = 'Unavailable';
export const PRICE_UNAVAILABLE_KEY = 'productPriceUnavailable';

/** A plan's terms as the price text words them. */
export interface SubscriptionTerms {
  /** Bill every this many units. */
  readonly billingPeriodValue: number;
  readonly billingUnit: BillingUnit;
  /** How many bills; 0 means until cancelled. */
  readonly billingCycles: number;
  /** The whole term in `durationUnit`s (0 when indefinite): 36 months is 3 years. */
  readonly duration: number;
  readonly durationUnit: BillingUnit;
}

/** Whether an item is sold as a subscription (`structuredContent.isSubscribable`, `true` or `"true"`). */
export function isSubscribable(item: unknown): boolean {
  return isJacksonTrue(memberPath(item, 'structuredContent', 'isSubscribable'));
}

/**
 * The terms of an item's `structuredContent.subscriptionPlan`, or undefined when the plan has no
 * billing period, a unit other than WEEK, MONTH or YEAR, or a period that is not a positive whole
 * number. A missing, negative or fractional cycle count means indefinite.
 */
export function subscriptionTerms(item: unknown): SubscriptionTerms | undefined {
  const plan = memberPath(item, 'structuredContent', 'subscriptionPlan');
  const period = member(plan, 'billingPeriod');
  const unit = toText(member(period, 'unit')).toUpperCase();
  const value = toNumber(member(period, 'value'));
  if (!Object.prototype.hasOwnProperty.call(PERIODS_PER_YEAR, unit)) return undefined;
  if (!Number.isSafeInteger(value) || value <= 0) return undefined;
  const billingUnit = unit as BillingUnit;
  const cycles = toNumber(member(plan, 'numBillingCycles'));
  const billingCycles = Number.isSafeInteger(cycles) && cycles > 0 ? cycles : 0;
  const periodsPerYear = PERIODS_PER_YEAR[billingUnit];
  const total = value * billingCycles;
  const inYears = total > 0 && total % periodsPerYear === 0;
  return {
    billingPeriodValue: value,
    billingUnit,
    billingCycles,
    duration: inYears ? total / periodsPerYear : total,
    durationUnit: inYears ? 'YEAR' : billingUnit,
  };
}

/** `WEEK` → `Week`. */
function capitalized(unit: BillingUnit): string {
  return unit.charAt(0) + unit.slice(1).toLowerCase();
}

/**
 * The `localizedStrings` key holding the translated price text for these terms, e.g.
 * `productPrice__singlePrice__1Weekly__indefinite` or
 * `productPrice__multiplePrices__nMonthly__limited__nYears`.
 */
export function subscriptionPriceKey(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const prices = multiplePrices ? 'multiplePrices' : 'singlePrice';
  const every = `${terms.billingPeriodValue === 1 ? '1' : 'n'}${capitalized(terms.billingUnit)}ly`;
  const length =
    terms.duration === 0
      ? 'indefinite'
      : `limited__${terms.duration === 1 ? '1' : 'n'}${capitalized(terms.durationUnit)}s`;
  return `productPrice__${prices}__${every}__${length}`;
}

/**
 * The English price text for these terms, a message with `{price}`, `{billingPeriodValue}` and
 * `{duration}` placeholders: `{price} every week`, `from {price} every {billingPeriodValue} months
 * for {duration} years`.
 */
export function defaultSubscriptionPriceText(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const plural = terms.billingPeriodValue > 1;
  let text = `${multiplePrices ? 'from ' : ''}{price} every `;
  text += `${plural ? '{billingPeriodValue} ' : ''}${terms.billingUnit.toLowerCase()}${plural ? 's' : ''}`;
  if (terms.billingCycles > 0) {
    text += ` for {duration} ${terms.durationUnit.toLowerCase()}${terms.duration === 1 ? '' : 's'}`;
  }
  return text;
}
