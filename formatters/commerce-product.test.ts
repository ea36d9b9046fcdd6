// Tests the product mark (sold out over sale, SPEC §4) and the variant descriptor.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { COMMERCE_PRODUCT_FORMATTERS } from './commerce-product.js';

function html(source: string, data: unknown): string {
  return compile(source, { formatters: COMMERCE_PRODUCT_FORMATTERS }).template.render(data).html;
}

const product = (variants: unknown[], extra: object = {}) => ({
  id: 'p1',
  structuredContent: { productType: 1, variants },
  ...extra,
});

describe('product-status', () => {
  it("marks a sold-out product 'sold out', even when it is on sale", () => {
    expect(html('{@|product-status}', product([{ qtyInStock: 0, onSale: true }]))).toBe(
      '<div class="product-mark sold-out">sold out</div>',
    );
  });

  it("marks a product on sale 'sale'", () => {
    expect(html('{@|product-status}', product([{ qtyInStock: 2, onSale: true }]))).toBe(
      '<div class="product-mark sale">sale</div>',
    );
  });

  it('shows no mark otherwise', () => {
    expect(html('[{@|product-status}]', product([{ qtyInStock: 2 }]))).toBe('[]');
    expect(html('[{@|product-status}]', { structuredContent: { productType: 2 } })).toBe('[]');
  });

  it("prefers the merchant's sold-out text, escaped, then the translations", () => {
    const custom = { productMerchandisingContext: { p1: { customSoldOutText: 'Back <soon>' } } };
    expect(html('{@|product-status}', product([{ qtyInStock: 0 }], custom))).toBe(
      '<div class="product-mark sold-out">Back &lt;soon&gt;</div>',
    );
    const strings = { localizedStrings: { productSoldOutText: 'épuisé', productSaleText: 'soldes' } };
    expect(html('{@|product-status}', product([{ qtyInStock: 0 }], strings))).toBe(
      '<div class="product-mark sold-out">épuisé</div>',
    );
    expect(html('{@|product-status}', product([{ unlimited: true, onSale: true }], strings))).toBe(
      '<div class="product-mark sale">soldes</div>',
    );
  });
});

describe('variant-descriptor', () => {
  it('joins the option values with a slash', () => {
    expect(html('{@|variant-descriptor}', { optionValues: [{ value: 'blue' }, { value: 'large' }] })).toBe(
      'blue / large',
    );
  });

  it('prints nothing for a variant without options', () => {
    expect(html('[{@|variant-descriptor}]', {})).toBe('[]');
    expect(html('[{missing|variant-descriptor}]', {})).toBe('[]');
  });
});
