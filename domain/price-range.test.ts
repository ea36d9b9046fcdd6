// Tests the price range rules: the from (lowest) price, the normal (highest) price, sale price, variants.
import { describe, expect, it } from 'vitest';
import { decimalToString } from './decimal.js';
import {
  fromOriginalPrice,
  fromPrice,
  hasVariants,
  hasVariedPrices,
  legacyCents,
  lowestVariantPricingOptions,
  normalPrice,
  salePrice,
} from './price-range.js';

const PHYSICAL = 1;
const DIGITAL = 2;
const SERVICE = 3;
const GIFT_CARD = 4;

const usd = (value: string) => ({ value, currency: 'USD' });
const item = (structuredContent: Record<string, unknown>) => ({ structuredContent });
const cents = (money: unknown) => decimalToString(legacyCents(money));

describe('price range (SPEC §9)', () => {
  const shirt = item({
    productType: PHYSICAL,
    variants: [
      { priceMoney: usd('30.00') },
      { priceMoney: usd('20.00'), onSale: true, salePriceMoney: usd('12.50') },
      { priceMoney: usd('45.00') },
      { priceMoney: usd('40.00'), onSale: true, salePriceMoney: usd('15.00') },
    ],
  });

  it('starts at the lowest price across variants, the sale price where on sale', () => {
    expect(fromPrice(shirt)).toEqual(usd('12.50'));
  });

  it('strikes through the cheapest variant’s regular price beside a "from" price on sale', () => {
    expect(fromOriginalPrice(shirt)).toEqual(usd('20.00'));
    const cheapestNotOnSale = item({
      productType: PHYSICAL,
      variants: [
        { priceMoney: usd('8.00'), price: 800 },
        { priceMoney: usd('20.00'), price: 2000, onSale: true, salePriceMoney: usd('12.50') },
      ],
    });
    expect(fromOriginalPrice(cheapestNotOnSale)).toBeUndefined();
    const single = item({
      productType: PHYSICAL,
      variants: [{ priceMoney: usd('20.00'), onSale: true, salePriceMoney: usd('12.50') }],
    });
    expect(fromOriginalPrice(single)).toBeUndefined();
  });

  it('ends at the highest regular price', () => {
    expect(normalPrice(shirt)).toEqual(usd('45.00'));
  });

  it('the sale price is the lowest among on-sale variants', () => {
    expect(salePrice(shirt)).toEqual(usd('12.50'));
    expect(salePrice(item({ productType: PHYSICAL, variants: [{ priceMoney: usd('5') }] }))).toBeUndefined();
  });

  it('the first variant wins a tie', () => {
    const tie = item({
      productType: SERVICE,
      variants: [{ priceMoney: usd('5.0') }, { priceMoney: usd('5') }],
    });
    expect(fromPrice(tie)).toEqual(usd('5.0'));
    expect(normalPrice(tie)).toEqual(usd('5.0'));
  });

  it('digital items use their own price fields; gift cards have no sale price', () => {
    const ebook = item({ productType: DIGITAL, priceMoney: usd('9'), salePriceMoney: usd('7') });
    expect(fromPrice(ebook)).toEqual(usd('9'));
    expect(normalPrice(ebook)).toEqual(usd('9'));
    expect(salePrice(ebook)).toEqual(usd('7'));
    const card = item({ productType: GIFT_CARD, variants: [{ priceMoney: usd('25'), onSale: true }] });
    expect(fromPrice(card)).toBeUndefined();
    expect(salePrice(card)).toBeUndefined();
  });

  it('prices in legacy cents: × 100 exactly; no price is 0', () => {
    expect(cents(usd('7.50'))).toBe('750');
    expect(cents(usd('.5'))).toBe('50');
    expect(cents(usd('1.500'))).toBe('150.0');
    expect(cents(fromPrice(item({ productType: PHYSICAL, variants: [] })))).toBe('0');
    expect(cents(normalPrice(item({ productType: -1 })))).toBe('0');
    expect(cents(usd('not a price'))).toBe('0');
  });
});

describe('variants (JSONT §10.6)', () => {
  it('has variants: more than one, never for digital items', () => {
    expect(hasVariants(item({ productType: PHYSICAL, variants: [{}, {}] }))).toBe(true);
    expect(hasVariants(item({ productType: PHYSICAL, variants: [{}] }))).toBe(false);
    expect(hasVariants(item({ productType: DIGITAL, variants: [{}, {}] }))).toBe(false);
  });

  it('varied prices: a variant differs in being on sale, in price, or in sale price while on sale', () => {
    const varied = (variants: unknown[], productType = PHYSICAL) =>
      hasVariedPrices(item({ productType, variants }));
    expect(varied([{ price: 100 }, { price: 100 }])).toBe(false);
    expect(varied([{ price: 100 }, { price: 200 }])).toBe(true);
    expect(varied([{ onSale: true, salePrice: 100 }, { price: 200 }])).toBe(true);
    expect(
      varied([
        { onSale: true, salePrice: 100 },
        { onSale: true, salePrice: 200 },
      ]),
    ).toBe(true);
    expect(varied([{ salePrice: 100 }, { salePrice: 200 }])).toBe(false);
    expect(varied([{ price: null }, {}])).toBe(false);
    expect(varied([{ price: 100 }, { price: 200 }], DIGITAL)).toBe(false);
    expect(varied([])).toBe(false);
  });

  it('subscription pricing options come from the cheapest variant', () => {
    const options = [{ priceMoney: usd('9') }];
    const plan = item({
      productType: PHYSICAL,
      variants: [
        { priceMoney: usd('20'), pricingOptions: [{ priceMoney: usd('18') }] },
        { priceMoney: usd('10'), pricingOptions: options },
      ],
    });
    expect(lowestVariantPricingOptions(plan)).toBe(options);
    expect(lowestVariantPricingOptions(item({ productType: PHYSICAL, variants: [{}] }))).toBeUndefined();
    expect(lowestVariantPricingOptions(item({ productType: DIGITAL }))).toBeUndefined();
  });
});
