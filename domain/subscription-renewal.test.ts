// Tests the words beside a subscription's price at checkout: how often, and the first renewal's day one period after today, month ends clamped.
import { describe, expect, it } from 'vitest';
import { todayIn } from './gift-recipient.js';
import {
  billingPeriodText,
  dayAfterPeriod,
  renewalDayText,
  subscriptionCheckoutTerms,
} from './subscription-renewal.js';

describe('billingPeriodText', () => {
  it('says how often, in the plan period', () => {
    expect(billingPeriodText({ value: 1, unit: 'MONTH' })).toBe('every month');
    expect(billingPeriodText({ value: 2, unit: 'WEEK' })).toBe('every 2 weeks');
    expect(billingPeriodText({ value: 1, unit: 'YEAR' })).toBe('every year');
  });
});

describe('dayAfterPeriod', () => {
  it('adds weeks as days, and months and years on the calendar', () => {
    expect(dayAfterPeriod('2026-11-29', { value: 1, unit: 'MONTH' })).toBe('2026-12-29');
    expect(dayAfterPeriod('2026-12-29', { value: 2, unit: 'WEEK' })).toBe('2027-01-12');
    expect(dayAfterPeriod('2026-11-29', { value: 3, unit: 'MONTH' })).toBe('2027-02-28');
    expect(dayAfterPeriod('2026-11-29', { value: 1, unit: 'YEAR' })).toBe('2027-11-29');
  });

  it('clamps to the end of a shorter month', () => {
    expect(dayAfterPeriod('2027-01-31', { value: 1, unit: 'MONTH' })).toBe('2027-02-28');
    expect(dayAfterPeriod('2028-01-31', { value: 1, unit: 'MONTH' })).toBe('2028-02-29');
    expect(dayAfterPeriod('2028-02-29', { value: 1, unit: 'YEAR' })).toBe('2029-02-28');
  });
});

describe('subscriptionCheckoutTerms', () => {
  it("counts from today in the site's time zone, not the server's", () => {
    // 03:30 UTC on 1 December is still 30 November in Los Angeles.
    const now = new Date('2026-12-01T03:30:00Z');
    const terms = subscriptionCheckoutTerms(
      todayIn('America/Los_Angeles', now),
      { value: 1, unit: 'MONTH' },
      0,
    );
    expect(terms).toEqual({
      periodText: 'every month',
      firstRenewalOn: '2026-12-30',
      firstRenewalText: 'December 30, 2026',
      billingCycles: 0,
    });
    expect(
      subscriptionCheckoutTerms(todayIn('Asia/Tokyo', now), { value: 1, unit: 'MONTH' }, 0)?.firstRenewalOn,
    ).toBe('2027-01-01');
  });

  it('has no renewal for a plan of one payment', () => {
    expect(subscriptionCheckoutTerms('2026-11-29', { value: 1, unit: 'MONTH' }, 1)).toBeUndefined();
  });

  it('words the day in the page locale', () => {
    expect(renewalDayText('2026-12-29', 'en-GB')).toBe('29 December 2026');
  });
});
