// The bulk price rule: percentages round to a whole minor unit, amounts add, out-of-range prices are refused, sale prices move with the price and stay below it.
import { describe, expect, it } from 'vitest';
import { changedPriceCents, changedVariantPrices } from './product-bulk.js';

describe('changedPriceCents', () => {
  it('raises by a percentage, rounding half up to a whole minor unit', () => {
    expect(changedPriceCents(2000, { mode: 'percent', value: 10 })).toBe(2200);
    expect(changedPriceCents(1250, { mode: 'percent', value: 10 })).toBe(1375);
    expect(changedPriceCents(5, { mode: 'percent', value: 10 })).toBe(6);
    expect(changedPriceCents(1999, { mode: 'percent', value: -15 })).toBe(1699);
    expect(changedPriceCents(0, { mode: 'percent', value: 50 })).toBe(0);
  });

  it('adds an amount and refuses a result below 0 or above the largest price', () => {
    expect(changedPriceCents(2000, { mode: 'amount', value: -100 })).toBe(1900);
    expect(changedPriceCents(50, { mode: 'amount', value: -100 })).toBeUndefined();
    expect(changedPriceCents(99_999_999, { mode: 'amount', value: 2 })).toBeUndefined();
  });
});

describe('changedVariantPrices', () => {
  it('moves the sale price the same way and keeps an unused one at 0', () => {
    expect(
      changedVariantPrices({ priceCents: 3000, salePriceCents: 2500 }, { mode: 'percent', value: 10 }),
    ).toEqual({
      priceCents: 3300,
      salePriceCents: 2750,
    });
    expect(
      changedVariantPrices({ priceCents: 3000, salePriceCents: 0 }, { mode: 'amount', value: 500 }),
    ).toEqual({
      priceCents: 3500,
      salePriceCents: 0,
    });
  });

  it('keeps a sale price that an amount takes below 0 at 0, under the price', () => {
    expect(
      changedVariantPrices({ priceCents: 3000, salePriceCents: 200 }, { mode: 'amount', value: -500 }),
    ).toEqual({
      priceCents: 2500,
      salePriceCents: 0,
    });
  });

  it('refuses the variant when its price would leave the range', () => {
    expect(
      changedVariantPrices({ priceCents: 100, salePriceCents: 50 }, { mode: 'amount', value: -200 }),
    ).toBeUndefined();
  });
});
