// Tests the commerce tables: every store formatter is registered, and the item predicates as templates use them.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_FORMATTERS, COMMERCE_PREDICATES } from './commerce.js';

function render(source: string, data: unknown): string {
  const { template } = compile(source, { formatters: COMMERCE_FORMATTERS, predicates: COMMERCE_PREDICATES });
  return template.render(data).html;
}

const BADGES =
  '{.repeated section items}{.sold-out?}[sold out]{.or}{.on-sale?}[sale]{.or}[-]{.end}{.end}{.end}';

describe('commerce tables', () => {
  it('register every price, cart, product and widget formatter and every item predicate', () => {
    const names = [
      'from-price',
      'normal-price',
      'sale-price',
      'product-price',
      'subscription-price',
      'money-format',
      'moneyFormat',
      'money-string',
      'cart-quantity',
      'cart-subtotal',
      'cart-url',
      'product-status',
      'variant-descriptor',
      'add-to-cart-btn',
      'product-checkout',
      'quantity-input',
      'variants-select',
      'product-scarcity',
      'product-restock-notification',
      'product-quick-view',
    ];
    expect(Object.keys(COMMERCE_FORMATTERS)).toEqual(expect.arrayContaining(names));
    expect(Object.keys(COMMERCE_PREDICATES).sort()).toEqual([
      'has-variants?',
      'on-sale?',
      'sold-out?',
      'varied-prices?',
    ]);
  });
});

describe('commerce predicates', () => {
  it('marks each product card: sold out wins over sale', () => {
    const items = [
      { structuredContent: { productType: 1, variants: [{ qtyInStock: 0, onSale: true }] } },
      { structuredContent: { productType: 1, variants: [{ qtyInStock: 5, onSale: true }] } },
      { structuredContent: { productType: 3, variants: [{ unlimited: true }] } },
      { structuredContent: { productType: 2, onSale: true } },
      { structuredContent: { productType: 4 } },
      { structuredContent: { productType: -1 } },
    ];
    expect(render(BADGES, { items })).toBe('[sold out][sale][-][sale][-][sold out]');
  });

  it('works in .if and reads the item of the enclosing section', () => {
    const data = { item: { structuredContent: { productType: 1, variants: [{ qtyInStock: 0 }] } } };
    expect(render('{.section item}{.if sold-out?}Sold Out{.end}{.end}', data)).toBe('Sold Out');
  });

  it('rejects arguments, which the predicates would ignore', () => {
    const { errors } = compile('{.on-sale? item}x{.end}', {
      formatters: COMMERCE_FORMATTERS,
      predicates: COMMERCE_PREDICATES,
    });
    expect(errors.map((e) => e.message)).toEqual(['on-sale? takes no arguments; it reads the current item']);
  });
});
