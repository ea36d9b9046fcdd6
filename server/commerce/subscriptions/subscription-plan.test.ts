// Tests of reading a product's subscription plan and stepping its billing dates.
import { describe, expect, it } from 'vitest';
import { nextBillingDate, readSubscriptionPlan } from './subscription-plan.js';

describe('readSubscriptionPlan', () => {
  it('reads SPEC §3 plans, 0 cycles meaning indefinite', () => {
    expect(readSubscriptionPlan({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 6 })).toEqual({
      billingPeriod: { value: 2, unit: 'WEEK' },
      numBillingCycles: 6,
      freeShipping: false,
    });
    expect(readSubscriptionPlan({ billingPeriod: { value: 1, unit: 'YEAR' } })?.numBillingCycles).toBe(0);
    expect(
      readSubscriptionPlan({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: -3 }),
    ).toEqual({
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 0,
      freeShipping: false,
    });
  });

  it('has no plan without a whole positive period of a known unit', () => {
    for (const plan of [
      null,
      {},
      { billingPeriod: { value: 0, unit: 'MONTH' } },
      { billingPeriod: { value: 1.5, unit: 'MONTH' } },
      { billingPeriod: { value: 1, unit: 'DAY' } },
    ]) {
      expect(readSubscriptionPlan(plan)).toBeUndefined();
    }
  });
});

describe('nextBillingDate', () => {
  const start = new Date('2026-01-31T12:00:00Z');

  it('steps by weeks, months and years', () => {
    expect(nextBillingDate(start, { value: 2, unit: 'WEEK' }).toISOString()).toBe('2026-02-14T12:00:00.000Z');
    expect(nextBillingDate(start, { value: 1, unit: 'YEAR' }).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(nextBillingDate(start, { value: 3, unit: 'MONTH' }).toISOString().slice(0, 10)).toBe('2026-04-30');
  });

  it('clamps a month end to the shorter month', () => {
    expect(nextBillingDate(start, { value: 1, unit: 'MONTH' }).toISOString().slice(0, 10)).toBe('2026-02-28');
  });
});
