// Tests the price formatters as a theme uses them: legacy cents, and the product and subscription price blocks.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import type { RenderOptions } from '../engine/types.js';
import { COMMERCE_PRICE_FORMATTERS } from './commerce-prices.js';

function render(source: string, data: unknown, options?: RenderOptions): { html: string; errors: string[] } {
  const { template } = compile(source, { formatters: COMMERCE_PRICE_FORMATTERS });
  const result = template.render(data, options);
  return { html: result.html.trim(), errors: result.errors.map((e) => e.message) };
}

const html = (source: string, data: unknown, options?: RenderOptions) => render(source, data, options).html;
const usd = (value: string) => ({ value, currency: 'USD' });

const TWO_SIZES = {
  structuredContent: {
    productType: 1,
    variants: [
      { price: 1000, priceMoney: usd('10.00') },
      { price: 2500, priceMoney: usd('25.00') },
    ],
  },
};

const ON_SALE = {
  structuredContent: {
    productType: 1,
    variants: [{ onSale: true, salePriceMoney: usd('1250.5'), priceMoney: usd('1500') }],
  },
};

describe('legacy cents formatters', () => {
  it('print the from, normal and sale price × 100', () => {
    expect(html('{@|from-price} {@|normal-price} {@|sale-price}', TWO_SIZES)).toBe('1000 2500 0');
    expect(html('{@|from-price} {@|normal-price} {@|sale-price}', ON_SALE)).toBe('125050 150000 125050');
  });

  it('print 0 for a product without prices or of unknown type', () => {
    expect(html('{@|from-price} {@|normal-price} {@|sale-price}', {})).toBe('0 0 0');
    expect(html('{@|from-price}', { structuredContent: { productType: 2 } })).toBe('0');
  });

  it('warn about arguments they ignore', () => {
    const { errors } = compile('{@|from-price 2}', { formatters: COMMERCE_PRICE_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual(['from-price takes no arguments, got 1']);
  });
});

describe('product-price', () => {
  it('shows "from" the lowest price when variants cost different amounts', () => {
    expect(html('{@|product-price}', TWO_SIZES)).toBe(
      '<div class="product-price">\nfrom <span class="sqs-money-native">10.00</span>\n\n</div>',
    );
  });

  it('shows the sale price beside the original, with hidden labels for screen readers', () => {
    expect(html('{@|product-price}', ON_SALE)).toBe(
      '<div class="product-price">\n' +
        '<span class="visually-hidden v6-visually-hidden">Sale Price:</span><span class="sqs-money-native">1,250.50</span> ' +
        '<span class="visually-hidden v6-visually-hidden">Original Price:</span>' +
        '<span class="original-price"><span class="sqs-money-native">1,500.00</span></span>\n\n</div>',
    );
  });

  it('uses the translated "from" text', () => {
    const data = { ...TWO_SIZES, localizedStrings: { productPriceFromText: 'à partir de {fromPrice}' } };
    expect(html('{@|product-price}', data)).toContain(
      'à partir de <span class="sqs-money-native">10.00</span>',
    );
  });

  it('formats money for the locale when featureFlags.useCLDRMoneyFormat is on', () => {
    const euros = {
      structuredContent: { productType: 2, priceMoney: { value: '2500', currency: 'EUR' } },
      featureFlags: { useCLDRMoneyFormat: true },
    };
    expect(html('{@|product-price}', euros)).toBe('<div class="product-price">\n€2,500.00\n</div>');
    expect(html('{@|product-price}', euros, { locale: 'de-DE' })).toBe(
      '<div class="product-price">\n2.500,00\u00a0€\n</div>',
    );
    expect(html('{@|product-price style:code}', euros)).toBe(
      '<div class="product-price">\nEUR\u00a02,500.00\n</div>',
    );
  });

  it('takes the useCLDRMoneyFormat render flag when the context does not say', () => {
    const euros = { structuredContent: { productType: 2, priceMoney: { value: '3', currency: 'EUR' } } };
    expect(html('{@|product-price}', euros, { flags: { useCLDRMoneyFormat: true } })).toContain('€3.00');
  });

  it('prints no price for an unknown currency or missing locale data, and says why', () => {
    const bad = {
      structuredContent: { productType: 2, priceMoney: { value: '3', currency: 'XYZ' } },
      featureFlags: { useCLDRMoneyFormat: true },
    };
    const result = render('{@|product-price}', bad);
    expect(result.html).toBe('<div class="product-price">\n\n</div>');
    expect(result.errors).toEqual(['cannot format 3 XYZ: unknown currency or locale']);
    expect(
      html('{@|product-price}', { ...bad, structuredContent: { productType: 2 } }, { locale: 'none' }),
    ).toBe('<div class="product-price">\n\n</div>');
  });

  it('is empty for something that is not a product', () => {
    expect(html('{@|product-price}', { structuredContent: { productType: -1 } })).toBe(
      '<div class="product-price">\n\n</div>',
    );
  });
});

describe('product-price for subscriptions', () => {
  const subscription = (billingPeriod: unknown, numBillingCycles?: number, extra: object = {}) => ({
    structuredContent: {
      productType: 1,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod, numBillingCycles },
      variants: [{ priceMoney: usd('100') }],
    },
    ...extra,
  });

  it('words the price per billing period and term', () => {
    expect(html('{@|product-price}', subscription({ unit: 'MONTH', value: 1 }, 36))).toBe(
      '<div class="product-price">\n<span class="sqs-money-native">100.00</span> every month for 3 years\n</div>',
    );
    expect(html('{@|product-price}', subscription({ unit: 'WEEK', value: 2 }))).toBe(
      '<div class="product-price">\n<span class="sqs-money-native">100.00</span> every 2 weeks\n</div>',
    );
  });

  it('uses the productPrice__ translation for the plan', () => {
    const strings = {
      localizedStrings: { productPrice__singlePrice__1Weekly__indefinite: '{price} par semaine' },
    };
    expect(html('{@|product-price}', subscription({ unit: 'WEEK', value: 1 }, 0, strings))).toBe(
      '<div class="product-price">\n<span class="sqs-money-native">100.00</span> par semaine\n</div>',
    );
  });

  it("says 'Unavailable' when the plan has no usable billing period", () => {
    expect(html('{@|product-price}', subscription(undefined))).toBe(
      '<div class="product-price">\nUnavailable\n\n</div>',
    );
    expect(html('{@|product-price}', subscription({ unit: 'DAY', value: 1 }))).toContain('Unavailable');
    const strings = { localizedStrings: { productPriceUnavailable: 'Indisponible' } };
    expect(html('{@|product-price}', subscription(undefined, 0, strings))).toContain('Indisponible');
  });
});

describe('subscription-price', () => {
  const option = (price: string, sale?: string) => ({
    priceMoney: usd(price),
    salePriceMoney: usd(sale ?? '0'),
    onSale: sale !== undefined,
  });
  const product = (variants: unknown[]) => ({ structuredContent: { productType: 1, variants } });

  it('shows the first pricing option of the cheapest variant', () => {
    const data = product([
      { priceMoney: usd('20'), pricingOptions: [option('18')] },
      { priceMoney: usd('20'), pricingOptions: [option('17')] },
    ]);
    expect(html('{@|subscription-price}', data)).toBe(
      '<div class="subscription-price">\n<span class="sqs-money-native">18.00</span>\n</div>',
    );
  });

  it('shows "from" when variants cost different amounts, and the sale beside the original', () => {
    const varied = product([
      { price: 1000, priceMoney: usd('10'), pricingOptions: [option('9')] },
      { price: 2000, priceMoney: usd('20'), pricingOptions: [option('18')] },
    ]);
    expect(html('{@|subscription-price}', varied)).toContain(
      'from <span class="sqs-money-native">9.00</span>',
    );
    const sale = product([{ priceMoney: usd('50'), pricingOptions: [option('22.50', '15')] }]);
    expect(html('{@|subscription-price}', sale)).toContain(
      '<span class="sqs-money-native">15.00</span> <span class="visually-hidden v6-visually-hidden">Original Price:</span>' +
        '<span class="original-price"><span class="sqs-money-native">22.50</span></span>',
    );
  });

  it('is an empty block without pricing options', () => {
    expect(html('{@|subscription-price}', product([{ priceMoney: usd('50') }]))).toBe(
      '<div class="subscription-price">\n\n</div>',
    );
  });
});
