// Tests the cart formatters and the deprecated cents formatters with the Java reference's output.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_CART_FORMATTERS } from './commerce-cart.js';

function render(source: string, data: unknown): { html: string; errors: string[] } {
  const { template } = compile(source, { formatters: COMMERCE_CART_FORMATTERS });
  const result = template.render(data);
  return { html: result.html, errors: result.errors.map((e) => e.message) };
}

const html = (source: string, data: unknown) => render(source, data).html;

describe('cart formatters', () => {
  it('cart-quantity sums the entries', () => {
    expect(html('{@|cart-quantity}', { entries: [{ quantity: 2 }, { quantity: 3 }] })).toBe(
      '<span class="sqs-cart-quantity">5</span>',
    );
    expect(html('{@|cart-quantity}', {})).toBe('<span class="sqs-cart-quantity">0</span>');
  });

  it('cart-subtotal prints the subtotal as money (Java output)', () => {
    expect(html('{@|cart-subtotal}', { subtotalCents: 1234567 })).toBe(
      '<span class="sqs-cart-subtotal"><span class="sqs-money-native">12,345.67</span></span>',
    );
    expect(html('{@|cart-subtotal}', {})).toBe(
      '<span class="sqs-cart-subtotal"><span class="sqs-money-native">0.00</span></span>',
    );
  });

  it('cart-url is /cart', () => {
    expect(html('{@|cart-url}', {})).toBe('/cart');
  });
});

describe('deprecated money formatters (Java output)', () => {
  it('money-format and moneyFormat print cents as #,##0.00 dollars', () => {
    expect(html('{n|money-format} {n|moneyFormat}', { n: 123456 })).toBe('1,234.56 1,234.56');
    expect(html('{n|money-format}', { n: '-5' })).toBe('-0.05');
    expect(html('{n|money-format}', { n: 12.5 })).toBe('0.12');
  });

  it('money-string wraps the amount in the legacy money markup', () => {
    expect(html('{n|money-string}', { n: 12345 })).toBe('<span class="sqs-money-native">123.45</span>');
  });

  it('prints nothing for a missing value, text that is no number, or an object', () => {
    expect(html('[{missing|money-format}][{t|money-format}][{o|money-string}]', { t: 'abc', o: {} })).toBe(
      '[][][]',
    );
  });

  it('prints nothing for more than 15 whole digits, and says so', () => {
    const result = render('{n|money-format}', { n: '100000000000000000' });
    expect(result.html).toBe('');
    expect(result.errors).toEqual([
      'money-format: 100000000000000000 cents has more than 15 digits before the decimal point',
    ]);
  });
});
