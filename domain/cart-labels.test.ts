// Tests the pill cart and cart indicator texts of SPEC §2 and the cart quantity they count.
import { describe, expect, it } from 'vitest';
import {
  CART_URL,
  cartCountText,
  cartIndicatorCount,
  cartIndicatorLabel,
  cartQuantity,
  isCartEmpty,
  isPillCartVisible,
} from './cart-labels.js';

describe('cart labels (SPEC §2)', () => {
  it('counts the quantities of every entry', () => {
    expect(cartQuantity({ entries: [{ quantity: 2 }, { quantity: '3' }] })).toBe(5);
    expect(cartQuantity({ entries: [{ quantity: 'lots' }, {}, { quantity: 1 }] })).toBe(1);
    expect(cartQuantity({})).toBe(0);
  });

  it("shows '100+' above 100", () => {
    expect(cartCountText(100)).toBe('100');
    expect(cartCountText(101)).toBe('100+');
  });

  it('labels the indicator', () => {
    expect(cartIndicatorLabel(1)).toBe('One item in cart');
    expect(cartIndicatorLabel(0)).toBe('0 items in cart');
    expect(cartIndicatorLabel(7)).toBe('7 items in cart');
    expect(cartIndicatorLabel(100)).toBe('100 items in cart');
    expect(cartIndicatorLabel(101)).toBe('More than 100 items in cart');
  });

  it('marks the indicator empty at 0 and shows the pill only above 0', () => {
    expect(isCartEmpty(0)).toBe(true);
    expect(isCartEmpty(1)).toBe(false);
    expect(isPillCartVisible(0)).toBe(false);
    expect(isPillCartVisible(1)).toBe(true);
  });

  it('links to /cart', () => {
    expect(CART_URL).toBe('/cart');
  });

  it("writes the header indicator's count in brackets, '(100+)' above 100", () => {
    expect(cartIndicatorCount(0)).toBe('(0)');
    expect(cartIndicatorCount(100)).toBe('(100)');
    expect(cartIndicatorCount(101)).toBe('(100+)');
  });
});
