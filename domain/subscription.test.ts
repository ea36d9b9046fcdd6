// Tests subscription price wording (SPEC §9): periods per year, the English text and the translation key.
import { describe, expect, it } from 'vitest';
import {
  PERIODS_PER_YEAR,
  PRICE_UNAVAILABLE_TEXT,
  defaultSubscriptionPriceText,
  isSubscribable,
  subscriptionPriceKey,
  subscriptionTerms,
  type SubscriptionTerms,
} from './subscription.js';

function plan(unit: unknown, value: unknown, numBillingCycles?: unknown): unknown {
  return {
    structuredContent: {
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { unit, value }, numBillingCycles },
    },
  };
}

function terms(unit: unknown, value: unknown, cycles?: unknown): SubscriptionTerms {
  const result = subscriptionTerms(plan(unit, value, cycles));
  if (result === undefined) throw new Error('no terms');
  return result;
}

describe('subscription terms', () => {
  it('has 52 weeks, 12 months and 1 year per year', () => {
    expect(PERIODS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });

  it('words a duration of whole years in years, else in the billing unit', () => {
    expect(terms('MONTH', 1, 36)).toMatchObject({ duration: 3, durationUnit: 'YEAR' });
    expect(terms('WEEK', 2, 26)).toMatchObject({ duration: 1, durationUnit: 'YEAR' });
    expect(terms('MONTH', 2, 7)).toMatchObject({ duration: 14, durationUnit: 'MONTH' });
    expect(terms('WEEK', 1)).toMatchObject({ billingCycles: 0, duration: 0, durationUnit: 'WEEK' });
  });

  it('has no terms for a plan without a usable billing period', () => {
    expect(subscriptionTerms({ structuredContent: {} })).toBeUndefined();
    expect(subscriptionTerms(plan('DAY', 1))).toBeUndefined();
    expect(subscriptionTerms(plan('WEEK', 0))).toBeUndefined();
    expect(subscriptionTerms(plan('WEEK', 1.5))).toBeUndefined();
    expect(PRICE_UNAVAILABLE_TEXT).toBe('Unavailable');
  });

  it('only true or "true" makes an item subscribable', () => {
    expect(isSubscribable({ structuredContent: { isSubscribable: 'true' } })).toBe(true);
    expect(isSubscribable({ structuredContent: { isSubscribable: 'yes' } })).toBe(false);
    expect(isSubscribable({})).toBe(false);
  });
});

describe('subscription price text', () => {
  it('is worded per interval', () => {
    expect(defaultSubscriptionPriceText(terms('WEEK', 1), false)).toBe('{price} every week');
    expect(defaultSubscriptionPriceText(terms('WEEK', 2), false)).toBe(
      '{price} every {billingPeriodValue} weeks',
    );
    expect(defaultSubscriptionPriceText(terms('MONTH', 2, 4), false)).toBe(
      '{price} every {billingPeriodValue} months for {duration} months',
    );
    expect(defaultSubscriptionPriceText(terms('MONTH', 1, 12), true)).toBe(
      'from {price} every month for {duration} year',
    );
    expect(defaultSubscriptionPriceText(terms('MONTH', 3, 12), false)).toBe(
      '{price} every {billingPeriodValue} months for {duration} years',
    );
  });

  it('has the localizedStrings key of the v6 product strings', () => {
    expect(subscriptionPriceKey(terms('WEEK', 1), false)).toBe(
      'productPrice__singlePrice__1Weekly__indefinite',
    );
    expect(subscriptionPriceKey(terms('WEEK', 5, 3), false)).toBe(
      'productPrice__singlePrice__nWeekly__limited__nWeeks',
    );
    expect(subscriptionPriceKey(terms('MONTH', 1, 12), true)).toBe(
      'productPrice__multiplePrices__1Monthly__limited__1Years',
    );
    expect(subscriptionPriceKey(terms('YEAR', 2, 2), false)).toBe(
      'productPrice__singlePrice__nYearly__limited__nYears',
    );
  });
});
