// Tests the checkout rules: SPEC §5's minimum subtotal, the email and card checks, the confirmed page's address.
import { describe, expect, it } from 'vitest';
import {
  isBelowMinimumSubtotal,
  minimumSubtotalMessage,
  orderConfirmedPath,
  validateCardNumber,
  validateCheckoutEmail,
} from './checkout-rules.js';

describe('checkout rules', () => {
  it("words SPEC §5's minimum-subtotal message", () => {
    expect(minimumSubtotalMessage('$5.00')).toBe('To check out, your order subtotal must be $5.00 or more.');
  });

  it('is under the minimum only below a positive minimum', () => {
    expect(isBelowMinimumSubtotal(499, 500)).toBe(true);
    expect(isBelowMinimumSubtotal(500, 500)).toBe(false);
    expect(isBelowMinimumSubtotal(0, null)).toBe(false);
    expect(isBelowMinimumSubtotal(0, 0)).toBe(false);
  });

  it("checks the email: 'Required', then SPEC's format message", () => {
    expect(validateCheckoutEmail('  ')).toBe('Required');
    expect(validateCheckoutEmail('ada@example')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(validateCheckoutEmail('ada@example.museum')).toBeUndefined();
    expect(validateCheckoutEmail(`${'a'.repeat(250)}@ex.com`)).toMatch(/^Email is not valid/);
  });

  it('checks the card number: 12 to 19 digits, spaces and dashes allowed', () => {
    expect(validateCardNumber('')).toBe('Required');
    expect(validateCardNumber('4242 4242 4242 4242')).toBeUndefined();
    expect(validateCardNumber('4000-0000-0000-0002')).toBeUndefined();
    expect(validateCardNumber('4242')).toBe('Enter the card number: 12 to 19 digits.');
    expect(validateCardNumber('4242 abcd 4242 4242')).toBe('Enter the card number: 12 to 19 digits.');
  });

  it("addresses an order's confirmed page with its token", () => {
    expect(orderConfirmedPath('o 1', 'a/b')).toBe('/commerce/orders/o%201/confirmed?token=a%2Fb');
  });
});
