import { describe, expect, it } from 'vitest';
import { cartLines, entryMaxQuantity, variantDescription } from './cart-lines.js';

const entry = {
  id: 'e1',
  itemId: 'coat',
  title: 'Harbor Chore Coat',
  quantity: 2,
  purchasePriceCents: 14900,
  subTotal: 29800,
  productType: 'PHYSICAL',
  image: { assetUrl: '/files/coat.png', altText: 'A coat', originalSize: '10x10' },
  chosenVariant: { sku: 'C', attributes: { Size: 'M', Colour: 'Indigo' }, qtyInStock: 4, unlimited: false },
};

describe('cartLines', () => {
  it('lists each entry with its variant, bounds and money, and the cart’s totals', () => {
    const cart = {
      id: 'tok',
      currency: 'USD',
      entries: [entry],
      totalQuantity: 2,
      subtotalCents: 29800,
      discountCents: 1000,
      shippingCostCents: 500,
      taxCents: 0,
      grandTotalCents: 29300,
      validCoupons: [{ code: 'TEN' }],
      invalidCoupons: ['OLD'],
    };
    expect(cartLines({ shoppingCart: cart }, { coat: '/shop/p/coat' })).toEqual({
      id: 'tok',
      currency: 'USD',
      lines: [
        {
          id: 'e1',
          itemId: 'coat',
          title: 'Harbor Chore Coat',
          fullUrl: '/shop/p/coat',
          image: { assetUrl: '/files/coat.png', altText: 'A coat' },
          variantDescription: 'M / Indigo',
          quantity: 2,
          maxQuantity: 4,
          purchasePriceCents: 14900,
          subTotalCents: 29800,
          productType: 'PHYSICAL',
        },
      ],
      totalQuantity: 2,
      subtotalCents: 29800,
      discountCents: 1000,
      shippingCostCents: 500,
      taxCents: 0,
      grandTotalCents: 29300,
      validCoupons: ['TEN'],
      invalidCoupons: ['OLD'],
    });
  });

  it('reads an empty or malformed cart as no lines', () => {
    expect(cartLines(null)).toMatchObject({ id: null, lines: [], totalQuantity: 0, currency: 'USD' });
  });
});

describe('entryMaxQuantity', () => {
  it('bounds by the stock, never below what the cart holds, and 9999 when unlimited or digital', () => {
    expect(entryMaxQuantity(entry)).toBe(4);
    expect(entryMaxQuantity({ ...entry, quantity: 6 })).toBe(6);
    expect(entryMaxQuantity({ ...entry, chosenVariant: { unlimited: true } })).toBe(9999);
    expect(entryMaxQuantity({ ...entry, productType: 'DIGITAL' })).toBe(9999);
  });

  it('describes the variant by its values', () => {
    expect(variantDescription(entry)).toBe('M / Indigo');
    expect(variantDescription({})).toBe('');
  });
});
