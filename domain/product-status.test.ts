// Tests the product status rules of SPEC §4: sold out, on sale, and the mark a product shows.
import { describe, expect, it } from 'vitest';
import { isOnSale, isSoldOut, productMark } from './product-status.js';

const PHYSICAL = 1;
const DIGITAL = 2;
const SERVICE = 3;
const GIFT_CARD = 4;

function item(structuredContent: Record<string, unknown>): unknown {
  return { id: 'prd-1', recordType: 11, structuredContent };
}

describe('isSoldOut', () => {
  it('a physical or service item is sold out when no variant is unlimited or in stock', () => {
    for (const productType of [PHYSICAL, SERVICE]) {
      expect(isSoldOut(item({ productType, variants: [{ qtyInStock: 0 }, { qtyInStock: 0 }] }))).toBe(true);
      expect(isSoldOut(item({ productType, variants: [] }))).toBe(true);
      expect(isSoldOut(item({ productType }))).toBe(true);
    }
  });

  it('one unlimited variant or one with stock above 0 keeps the item available', () => {
    for (const productType of [PHYSICAL, SERVICE]) {
      expect(isSoldOut(item({ productType, variants: [{ qtyInStock: 0 }, { unlimited: true }] }))).toBe(
        false,
      );
      expect(isSoldOut(item({ productType, variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }))).toBe(false);
    }
  });

  it('negative stock and a false unlimited flag do not count as stock', () => {
    expect(isSoldOut(item({ productType: PHYSICAL, variants: [{ qtyInStock: -3, unlimited: false }] }))).toBe(
      true,
    );
  });

  it('reads numbers and flags the way templates do', () => {
    expect(isSoldOut(item({ productType: '1', variants: [{ qtyInStock: '4' }] }))).toBe(false);
    expect(isSoldOut(item({ productType: PHYSICAL, variants: [{ unlimited: 'false' }] }))).toBe(false);
  });

  it('digital items and gift cards are never sold out', () => {
    expect(isSoldOut(item({ productType: DIGITAL }))).toBe(false);
    expect(isSoldOut(item({ productType: GIFT_CARD, variants: [{ qtyInStock: 0 }] }))).toBe(false);
  });

  it('an item of unknown type, or not an item at all, counts as sold out', () => {
    expect(isSoldOut(item({ productType: -1 }))).toBe(true);
    expect(isSoldOut({})).toBe(true);
    expect(isSoldOut(null)).toBe(true);
  });
});

describe('isOnSale', () => {
  it('a physical or service item is on sale when any variant is', () => {
    for (const productType of [PHYSICAL, SERVICE]) {
      expect(isOnSale(item({ productType, variants: [{ onSale: false }, { onSale: true }] }))).toBe(true);
      expect(isOnSale(item({ productType, variants: [{ onSale: false }] }))).toBe(false);
      expect(isOnSale(item({ productType, variants: [] }))).toBe(false);
    }
  });

  it('a digital item uses its own flag, not its variants', () => {
    expect(isOnSale(item({ productType: DIGITAL, onSale: true }))).toBe(true);
    expect(isOnSale(item({ productType: DIGITAL, onSale: false, variants: [{ onSale: true }] }))).toBe(false);
  });

  it('gift cards and unknown types are never on sale', () => {
    expect(isOnSale(item({ productType: GIFT_CARD, onSale: true, variants: [{ onSale: true }] }))).toBe(
      false,
    );
    expect(isOnSale(item({ productType: -1, onSale: true }))).toBe(false);
  });
});

describe('productMark', () => {
  it('the sold-out mark takes precedence over the sale mark', () => {
    expect(productMark(item({ productType: PHYSICAL, variants: [{ onSale: true, qtyInStock: 0 }] }))).toBe(
      'sold-out',
    );
  });

  it('an available item on sale shows the sale mark, otherwise no mark', () => {
    expect(productMark(item({ productType: PHYSICAL, variants: [{ onSale: true, qtyInStock: 1 }] }))).toBe(
      'on-sale',
    );
    expect(productMark(item({ productType: PHYSICAL, variants: [{ unlimited: true }] }))).toBe('none');
    expect(productMark(item({ productType: DIGITAL }))).toBe('none');
  });
});
