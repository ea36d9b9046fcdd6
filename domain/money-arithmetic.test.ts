// Tests the money arithmetic wrapper: minor units in and out, currencies, half-up rates, large amounts, exact splits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  amount,
  compareAmounts,
  isPositive,
  max,
  min,
  minus,
  percentOf,
  plus,
  sum,
  times,
  timesRate,
  toMinor,
  zero,
} from './money-arithmetic.js';

const usd = (cents: number) => amount(cents, 'USD');
const cents = (amounts: ReturnType<typeof usd>[]) => amounts.map(toMinor);

describe('amounts in minor units', () => {
  it('adds, subtracts, sums and multiplies by a quantity', () => {
    expect(toMinor(plus(usd(1999), usd(1)))).toBe(2000);
    expect(toMinor(minus(usd(500), usd(750)))).toBe(-250);
    expect(toMinor(sum([usd(1), usd(2), usd(3)], 'USD'))).toBe(6);
    expect(toMinor(sum([], 'USD'))).toBe(0);
    expect(toMinor(times(usd(1499), 3))).toBe(4497);
    expect(toMinor(zero('EUR'))).toBe(0);
  });

  it('compares', () => {
    expect(toMinor(min(usd(300), usd(200)))).toBe(200);
    expect(toMinor(max(usd(-5), zero('USD')))).toBe(0);
    expect(compareAmounts(usd(1), usd(2))).toBe(-1);
    expect(compareAmounts(usd(2), usd(2))).toBe(0);
    expect(isPositive(usd(1))).toBe(true);
    expect(isPositive(usd(0))).toBe(false);
  });

  it('keeps yen whole: JPY has no minor digits', () => {
    expect(toMinor(times(amount(1995, 'JPY'), 2))).toBe(3990);
    expect(toMinor(percentOf(amount(1995, 'JPY'), 10))).toBe(200);
    expect(toMinor(timesRate(amount(1995, 'JPY'), { units: 8n, scale: 2 }))).toBe(160);
  });

  it('counts a currency it does not list in hundredths, as carts always have', () => {
    expect(toMinor(percentOf(amount(1005, 'XTS'), 10))).toBe(101);
    expect(() => plus(amount(1, 'XTS'), usd(1))).toThrow();
  });

  it('refuses to mix currencies', () => {
    expect(() => plus(amount(100, 'JPY'), usd(100))).toThrow();
  });

  it('is exact up to the largest safe integer and refuses anything beyond', () => {
    const half = Math.floor(Number.MAX_SAFE_INTEGER / 2);
    expect(toMinor(times(usd(half), 2))).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(toMinor(plus(usd(Number.MAX_SAFE_INTEGER - 1), usd(1)))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toMinor(times(usd(half), 3))).toThrow(RangeError);
    expect(() => usd(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => usd(12.5)).toThrow(RangeError);
    expect(() => times(usd(100), 1.5)).toThrow(RangeError);
  });
});

describe('rates and percentages, rounded half up to a minor unit', () => {
  it('rounds an exact half up and anything less down', () => {
    expect(toMinor(timesRate(usd(10), { units: 50_000n, scale: 6 }))).toBe(1); // 0.5 cent
    expect(toMinor(timesRate(usd(9), { units: 50_000n, scale: 6 }))).toBe(0); // 0.45 cent
    expect(toMinor(timesRate(usd(1000), { units: 82_500n, scale: 6 }))).toBe(83); // 82.5 cents
    expect(toMinor(timesRate(usd(1), { units: 499_999n, scale: 6 }))).toBe(0);
    expect(toMinor(timesRate(usd(1), { units: 500_000n, scale: 6 }))).toBe(1);
    expect(toMinor(percentOf(usd(1005), 10))).toBe(101); // 100.5 cents
    expect(toMinor(percentOf(usd(3), 15))).toBe(0); // 0.45 cent
    expect(toMinor(percentOf(usd(2999), 100))).toBe(2999);
  });

  it('takes rates with six decimals exactly', () => {
    expect(toMinor(timesRate(usd(3), { units: 166_667n, scale: 6 }))).toBe(1); // 0.500001 cent
    expect(toMinor(timesRate(usd(123_456_789_012), { units: 123_457n, scale: 6 }))).toBe(15_241_604_801);
  });

  it('stays exact on the largest safe amounts', () => {
    const largest = usd(Number.MAX_SAFE_INTEGER);
    expect(toMinor(timesRate(largest, { units: 500_000n, scale: 6 }))).toBe(4_503_599_627_370_496);
    expect(toMinor(timesRate(largest, { units: 82_500n, scale: 6 }))).toBe(743_093_938_516_132);
  });
});

describe('allocate', () => {
  it('splits in proportion, the left-over units to the largest remainders, earlier first on ties', () => {
    expect(cents(allocate(usd(100), [usd(1), usd(1), usd(1)]))).toEqual([34, 33, 33]);
    expect(cents(allocate(usd(10), [usd(0), usd(5), usd(15)]))).toEqual([0, 3, 7]);
    // 7 × 1/6 = 1.17, 7 × 2/6 = 2.33, 7 × 3/6 = 3.5: the half gets the left-over cent.
    expect(cents(allocate(usd(7), [usd(100), usd(200), usd(300)]))).toEqual([1, 2, 4]);
    expect(cents(allocate(amount(1000, 'JPY'), [amount(1, 'JPY'), amount(2, 'JPY')]))).toEqual([333, 667]);
  });

  it('gives nothing when there is nothing to split or no weight', () => {
    expect(cents(allocate(usd(10), [usd(0), usd(0)]))).toEqual([0, 0]);
    expect(cents(allocate(usd(0), [usd(5), usd(5)]))).toEqual([0, 0]);
    expect(cents(allocate(usd(10), []))).toEqual([]);
  });

  it('refuses weights in another currency', () => {
    expect(() => allocate(usd(10), [amount(5, 'JPY')])).toThrow(TypeError);
  });

  it('always adds up to the total, each share within a unit of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 60 }),
        (total, weights) => {
          const shares = cents(
            allocate(
              usd(total),
              weights.map((weight) => usd(weight)),
            ),
          );
          const weightSum = weights.reduce((acc, weight) => acc + weight, 0);
          const expectedTotal = weightSum === 0 ? 0 : total;
          expect(shares.reduce((acc, share) => acc + share, 0)).toBe(expectedTotal);
          shares.forEach((share, at) => {
            const exact = weightSum === 0 ? 0 : (total * weights[at]) / weightSum;
            expect(share).toBeGreaterThanOrEqual(Math.floor(exact) - 1e-9);
            expect(share).toBeLessThanOrEqual(Math.ceil(exact) + 1e-9);
          });
        },
      ),
    );
  });
});
