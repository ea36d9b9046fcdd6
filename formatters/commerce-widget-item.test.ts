// Tests how the widgets read store items and settings: the coercions themes rely on.
import { describe, expect, it } from 'vitest';
import {
  isSubscribable,
  multipleQuantityAllowedForServices,
  productTypeOf,
  quantityProductOf,
  variantStocks,
} from './commerce-widget-item.js';

const item = (structuredContent: Record<string, unknown>) => ({ structuredContent });

describe('productTypeOf', () => {
  it('reads numbers and numeric text; anything else is no type', () => {
    expect(productTypeOf(item({ productType: 3 }))).toBe(3);
    expect(productTypeOf(item({ productType: '1' }))).toBe(1);
    expect(productTypeOf(item({}))).toBe(0);
    expect(productTypeOf(undefined)).toBe(0);
    expect(productTypeOf(item({ productType: 'physical' }))).toBeNaN();
  });
});

describe('isSubscribable', () => {
  it('counts only true, "true" and non-zero whole numbers', () => {
    expect([true, 'true', 1].map((v) => isSubscribable(item({ isSubscribable: v })))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['yes', 'false', 0, 1.5, {}, null].map((v) => isSubscribable(item({ isSubscribable: v }))),
    ).toEqual(Array(6).fill(false));
  });
});

describe('variantStocks', () => {
  it('reads each variant, a missing count as 0 and any truthy unlimited flag as unlimited', () => {
    expect(variantStocks(item({ variants: [{ qtyInStock: '4' }, { unlimited: 'false' }, {}] }))).toEqual([
      { unlimited: false, qtyInStock: 4 },
      { unlimited: true, qtyInStock: 0 },
      { unlimited: false, qtyInStock: 0 },
    ]);
    expect(variantStocks(item({ variants: { a: 1 } }))).toEqual([]);
  });

  it('feeds the quantity rules', () => {
    expect(
      quantityProductOf(item({ productType: 1, isSubscribable: false, variants: [{ qtyInStock: 2 }] })),
    ).toEqual({
      productType: 1,
      subscribable: false,
      variants: [{ unlimited: false, qtyInStock: 2 }],
    });
  });
});

describe('multipleQuantityAllowedForServices', () => {
  it('defaults to true when the store settings or the flag are absent or null', () => {
    expect(multipleQuantityAllowedForServices(undefined)).toBe(true);
    expect(multipleQuantityAllowedForServices({ storeSettings: [] })).toBe(true);
    expect(
      multipleQuantityAllowedForServices({ storeSettings: { multipleQuantityAllowedForServices: null } }),
    ).toBe(true);
  });

  it('otherwise follows the flag', () => {
    const flag = (value: unknown) =>
      multipleQuantityAllowedForServices({ storeSettings: { multipleQuantityAllowedForServices: value } });
    expect(flag(true)).toBe(true);
    expect(flag(false)).toBe(false);
    expect(flag('false')).toBe(false);
    expect(flag('no')).toBe(false);
  });
});
