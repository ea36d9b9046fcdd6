import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from './enums.js';
import { selectedVariant, variantDisplay, type VariantView } from './variant-selection.js';

function variant(
  sku: string,
  attributes: Record<string, string>,
  extra: Partial<VariantView> = {},
): VariantView {
  return {
    id: `id-${sku}`,
    sku,
    attributes,
    priceCents: 1000,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 5,
    unlimited: false,
    ...extra,
  };
}

const coat = [
  variant('S-IND', { Size: 'S', Colour: 'Indigo' }),
  variant('S-DB', { Size: 'S', Colour: 'Duck Brown' }, { onSale: true, salePriceCents: 800, qtyInStock: 0 }),
  variant('M-IND', { Size: 'M', Colour: 'Indigo' }, { qtyInStock: 1 }),
];

describe('selectedVariant', () => {
  it('finds the one variant with every chosen value', () => {
    expect(selectedVariant(coat, { Size: 'S', Colour: 'Duck Brown' })?.sku).toBe('S-DB');
  });

  it('waits until every option is chosen', () => {
    expect(selectedVariant(coat, { Size: 'S', Colour: '' })).toBeUndefined();
  });

  it('finds nothing for a combination no variant has', () => {
    expect(selectedVariant(coat, { Size: 'M', Colour: 'Duck Brown' })).toBeUndefined();
  });

  it('takes the only variant of a product without options', () => {
    expect(selectedVariant([coat[0]], {})?.sku).toBe('S-IND');
    expect(selectedVariant(coat, {})).toBeUndefined();
  });
});

describe('variantDisplay', () => {
  it('charges the sale price and strikes the original', () => {
    const display = variantDisplay(coat[1], PRODUCT_TYPE.physical);
    expect(display).toMatchObject({ priceCents: 800, originalPriceCents: 1000, soldOut: true });
  });

  it('shows the quantity input only with more than one in stock, bounded by the stock', () => {
    expect(variantDisplay(coat[0], PRODUCT_TYPE.physical)).toMatchObject({
      soldOut: false,
      quantityShown: true,
      maxQuantity: 5,
    });
    expect(variantDisplay(coat[2], PRODUCT_TYPE.physical).quantityShown).toBe(false);
  });

  it('never sells out digital goods, and caps unlimited stock at 9999', () => {
    const file = variant('PDF', {}, { qtyInStock: 0 });
    expect(variantDisplay(file, PRODUCT_TYPE.digital)).toMatchObject({ soldOut: false, maxQuantity: 9999 });
    const unlimited = variant('U', {}, { unlimited: true, qtyInStock: 0 });
    expect(variantDisplay(unlimited, PRODUCT_TYPE.physical)).toMatchObject({
      soldOut: false,
      quantityShown: true,
      maxQuantity: 9999,
    });
  });
});
