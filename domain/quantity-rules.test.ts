// Tests the quantity input rules of SPEC §5 "Add to cart": when it shows, its limits, typed quantities.
import { describe, expect, it } from 'vitest';
import {
  allowsMultipleQuantity,
  DEFAULT_QUANTITY_LABEL,
  isQuantityInputShown,
  parseCartQuantity,
  parseQuantity,
  QUANTITY_LIMITS,
  totalStockRemaining,
} from './quantity-rules.js';

const PHYSICAL = 1;
const DIGITAL = 2;
const SERVICE = 3;
const GIFT_CARD = 4;
const inStock = (qtyInStock: number) => ({ unlimited: false, qtyInStock });
const product = (productType: number, variants = [inStock(5)], subscribable = false) => ({
  productType,
  subscribable,
  variants,
});

describe('QUANTITY_LIMITS', () => {
  it('is a whole number from 1 to 9999, starting at 1, labelled Quantity', () => {
    expect(QUANTITY_LIMITS).toEqual({ min: 1, max: 9999, step: 1, default: 1 });
    expect(DEFAULT_QUANTITY_LABEL).toBe('Quantity');
  });
});

describe('totalStockRemaining', () => {
  it('adds up the variants of physical and service items', () => {
    expect(totalStockRemaining(PHYSICAL, [inStock(2), inStock(3)])).toBe(5);
    expect(totalStockRemaining(SERVICE, [])).toBe(0);
  });

  it('has no limit for an unlimited variant, digital goods and gift cards', () => {
    expect(totalStockRemaining(PHYSICAL, [inStock(0), { unlimited: true, qtyInStock: 0 }])).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(totalStockRemaining(DIGITAL, [])).toBe(Number.MAX_SAFE_INTEGER);
    expect(totalStockRemaining(GIFT_CARD, [])).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('allowsMultipleQuantity', () => {
  it('allows physical items, and service items when the store allows multiple quantity', () => {
    expect(allowsMultipleQuantity(product(PHYSICAL))).toBe(true);
    expect(allowsMultipleQuantity(product(SERVICE))).toBe(true);
    expect(allowsMultipleQuantity(product(SERVICE), false)).toBe(false);
    expect(allowsMultipleQuantity(product(PHYSICAL), false)).toBe(true);
  });

  it('never allows subscribable items, digital goods or gift cards', () => {
    expect(allowsMultipleQuantity(product(PHYSICAL, [], true))).toBe(false);
    expect(allowsMultipleQuantity(product(DIGITAL))).toBe(false);
    expect(allowsMultipleQuantity(product(GIFT_CARD))).toBe(false);
    expect(allowsMultipleQuantity(product(0))).toBe(false);
  });
});

describe('isQuantityInputShown', () => {
  it('shows when more than one is in stock', () => {
    expect(isQuantityInputShown(product(PHYSICAL, [inStock(0), inStock(2)]))).toBe(true);
    expect(isQuantityInputShown(product(PHYSICAL, [{ unlimited: true, qtyInStock: 0 }]))).toBe(true);
  });

  it('is hidden when total stock is 1 or less', () => {
    expect(isQuantityInputShown(product(PHYSICAL, [inStock(1)]))).toBe(false);
    expect(isQuantityInputShown(product(PHYSICAL, [inStock(0), inStock(0)]))).toBe(false);
    expect(isQuantityInputShown(product(PHYSICAL, []))).toBe(false);
  });

  it('is hidden for services when the store disallows multiple quantity, and for subscriptions', () => {
    expect(isQuantityInputShown(product(SERVICE), false)).toBe(false);
    expect(isQuantityInputShown(product(PHYSICAL, [inStock(9)], true))).toBe(false);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers and keeps them within 1-9999', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(parseQuantity('2.0')).toEqual({ ok: true, quantity: 2 });
    expect(parseQuantity('0')).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('-4')).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('12000')).toEqual({ ok: true, quantity: 9999 });
  });

  it("refuses text with 'Quantity must be a number.'", () => {
    for (const text of ['', 'two', '3 items', '1e999', '--1']) {
      expect(parseQuantity(text)).toEqual({ ok: false, message: 'Quantity must be a number.' });
    }
  });

  it("refuses fractions with 'Quantity must be a whole number'", () => {
    expect(parseQuantity('1.5')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
  });
});

describe('parseCartQuantity', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    expect(parseCartQuantity('1')).toEqual({ ok: true, quantity: 1 });
    expect(parseCartQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(parseCartQuantity('9999')).toEqual({ ok: true, quantity: 9999 });
  });

  it("refuses whole numbers outside 1-9999 with 'Quantity must be 1-9999.' instead of changing them", () => {
    for (const text of ['0', '-2', '10000', '1e5']) {
      expect(parseCartQuantity(text)).toEqual({ ok: false, message: 'Quantity must be 1-9999.' });
    }
  });

  it('refuses text and fractions with the same messages as the input', () => {
    expect(parseCartQuantity('two')).toEqual({ ok: false, message: 'Quantity must be a number.' });
    expect(parseCartQuantity('1.5')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
  });
});
