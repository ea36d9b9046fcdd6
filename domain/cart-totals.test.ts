// Tests the cart arithmetic: subtotal, coupons, shipping quotes, tax by destination, grand total, and the form stock check.
import { describe, expect, it } from 'vitest';
import { allocate, applyCoupons, couponProblem, type CouponDefinition } from './cart-coupons.js';
import {
  servesLocation,
  shippingQuotes,
  weightRate,
  type ShippingOptionDefinition,
} from './cart-shipping.js';
import { isInStockForForm } from './cart-stock.js';
import {
  computeCartTotals,
  rateInMillionths,
  taxOn,
  taxRulesFor,
  type CartPricingInput,
  type PricingLine,
  type TaxRuleDefinition,
} from './cart-totals.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;

const mug: PricingLine = {
  itemId: 'mug',
  kind: 'PHYSICAL',
  quantity: 2,
  unitPriceCents: 1500,
  weightOz: 12,
  categories: ['cat-kitchen', 'Kitchen'],
};
const ebook: PricingLine = {
  itemId: 'ebook',
  kind: 'DIGITAL',
  quantity: 1,
  unitPriceCents: 900,
  weightOz: 0,
  categories: [],
};
const giftCard: PricingLine = {
  itemId: 'gift',
  kind: 'GIFT_CARD',
  quantity: 1,
  unitPriceCents: 5000,
  weightOz: 0,
  categories: [],
};

function coupon(code: string, extra: Partial<CouponDefinition> = {}): CouponDefinition {
  return {
    code,
    kind: 'percent',
    percentOff: 10,
    amountOffCents: null,
    currency: 'USD',
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    timesUsed: 0,
    enabled: true,
    appliesTo: {},
    ...extra,
  };
}

const standard: ShippingOptionDefinition = {
  id: 'standard',
  name: 'Standard',
  kind: 'flat',
  rateCents: 800,
  currency: 'USD',
  freeOverCents: 10_000,
  rules: { countries: ['US'], deliveryEstimate: '3–5 days' },
};
const byWeight: ShippingOptionDefinition = {
  id: 'weight',
  name: 'By weight',
  kind: 'weight',
  rateCents: 0,
  currency: 'USD',
  freeOverCents: null,
  rules: {
    weightTiers: [
      { upToOz: 16, rateCents: 500 },
      { upToOz: 64, rateCents: 900 },
    ],
  },
};
const canada: ShippingOptionDefinition = {
  ...standard,
  id: 'ca',
  name: 'Canada',
  freeOverCents: null,
  rules: { countries: ['CA'] },
};

const usTax: TaxRuleDefinition = {
  id: 'us',
  name: 'US',
  country: 'US',
  region: null,
  rate: '0.05',
  appliesToShipping: false,
  appliesToDigital: true,
};
const maineTax: TaxRuleDefinition = {
  ...usTax,
  id: 'me',
  name: 'Maine',
  region: 'ME',
  rate: '0.055',
  appliesToShipping: true,
  appliesToDigital: false,
};

function input(extra: Partial<CartPricingInput> = {}): CartPricingInput {
  return {
    currency: 'USD',
    lines: [mug],
    couponCodes: [],
    coupons: new Map(),
    shippingOptions: [standard, byWeight, canada],
    selectedShippingOptionId: null,
    shippingLocation: null,
    taxRules: [usTax, maineTax],
    now: NOW,
    ...extra,
  };
}

describe('computeCartTotals', () => {
  it('charges no shipping for a subscription whose plan ships free, and still offers the ways it ships', () => {
    const totals = computeCartTotals(input({ lines: [{ ...mug, shipsFree: true }] }));
    expect(totals.requiresShipping).toBe(true);
    expect(totals.shippingCostCents).toBe(0);
    expect(totals.selectedShippingOption?.costCents).toBe(0);
    expect(totals.shippingOptions.every((option) => option.costCents === 0)).toBe(true);
    expect(totals.grandTotalCents).toBe(3000);
    // A plan that does not say so ships at the store's rate.
    expect(
      computeCartTotals(input({ lines: [{ ...mug, shipsFree: false }] })).shippingCostCents,
    ).toBeGreaterThan(0);
  });

  it('adds up a physical cart with the first shipping option and no tax before a destination', () => {
    expect(computeCartTotals(input())).toMatchObject({
      subtotalCents: 3000,
      discountCents: 0,
      shippingOptions: [
        { id: 'standard', costCents: 800, deliveryEstimate: '3–5 days' },
        { id: 'weight', costCents: 900 },
        { id: 'ca', costCents: 800 },
      ],
      selectedShippingOption: { id: 'standard' },
      shippingCostCents: 800,
      applicableTaxRules: [],
      taxCents: 0,
      grandTotalCents: 3800,
      totalQuantity: 2,
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
    });
  });

  it('offers only the options serving the destination, keeps the chosen one, and taxes by region before country', () => {
    const totals = computeCartTotals(
      input({ shippingLocation: { country: 'US', region: 'ME' }, selectedShippingOptionId: 'weight' }),
    );
    expect(totals.shippingOptions.map((option) => option.id)).toEqual(['standard', 'weight']);
    expect(totals.selectedShippingOption?.id).toBe('weight');
    expect(totals.shippingCostCents).toBe(900);
    // Maine: 5.5 % of (3000 + 900 shipping) = 214.5 → 215; the country-wide rule does not apply.
    expect(totals.applicableTaxRules).toEqual([{ ...maineTax, taxCents: 215 }]);
    expect(totals.grandTotalCents).toBe(3000 + 900 + 215);
  });

  it('uses the country-wide rules where no region rule matches, and nothing abroad without rules', () => {
    const elsewhere = computeCartTotals(input({ shippingLocation: { country: 'US', region: 'NY' } }));
    expect(elsewhere.applicableTaxRules.map((rule) => [rule.id, rule.taxCents])).toEqual([['us', 150]]);
    const canadian = computeCartTotals(input({ shippingLocation: { country: 'CA' } }));
    // The weight option names no country, so it ships everywhere; it comes first in the store's order.
    expect(canadian.shippingOptions.map((option) => option.id)).toEqual(['weight', 'ca']);
    expect(canadian.selectedShippingOption?.id).toBe('weight');
    expect(canadian.taxCents).toBe(0);
  });

  it('charges no shipping for a cart of digital goods and taxes digital goods only where the rule says', () => {
    const digital = computeCartTotals(
      input({ lines: [ebook, giftCard], shippingLocation: { country: 'US', region: 'ME' } }),
    );
    expect(digital).toMatchObject({
      shippingOptions: [],
      selectedShippingOption: null,
      shippingCostCents: 0,
      requiresShipping: false,
      hasDigital: true,
      purelyDigital: true,
      taxCents: 0,
    });
    const federal = computeCartTotals(
      input({ lines: [ebook, giftCard], shippingLocation: { country: 'US' } }),
    );
    // 5 % of the e-book's 900 only: gift cards are never taxed.
    expect(federal.taxCents).toBe(45);
    expect(federal.grandTotalCents).toBe(5900 + 45);
  });

  it('ships free over the threshold (after coupons) and with a free-shipping coupon', () => {
    const big = { ...mug, quantity: 7 };
    expect(computeCartTotals(input({ lines: [big] })).shippingCostCents).toBe(0);
    const coupons = new Map([
      ['TENOFF', coupon('TENOFF', { kind: 'fixed', percentOff: null, amountOffCents: 1000 })],
    ]);
    const justUnder = computeCartTotals(input({ lines: [big], couponCodes: ['TENOFF'], coupons }));
    expect(justUnder).toMatchObject({ subtotalCents: 10_500, discountCents: 1000, shippingCostCents: 800 });
    const free = new Map([['SHIP', coupon('SHIP', { kind: 'free-shipping', percentOff: null })]]);
    const shipped = computeCartTotals(input({ couponCodes: ['SHIP'], coupons: free }));
    expect(shipped).toMatchObject({ shippingCostCents: 0, discountCents: 0, grandTotalCents: 3000 });
    expect(shipped.validCoupons).toEqual([
      {
        code: 'SHIP',
        kind: 'free-shipping',
        percentOff: null,
        amountOffCents: null,
        discountCents: 0,
        freeShipping: true,
      },
    ]);
  });

  it('taxes what items cost after coupons', () => {
    const coupons = new Map([['HALF', coupon('HALF', { percentOff: 50 })]]);
    const totals = computeCartTotals(
      input({ couponCodes: ['HALF'], coupons, shippingLocation: { country: 'US', region: 'NY' } }),
    );
    expect(totals).toMatchObject({ discountCents: 1500, taxCents: 75, grandTotalCents: 1500 + 800 + 75 });
  });

  it('never lets the grand total go below zero', () => {
    const coupons = new Map([
      ['ALL', coupon('ALL', { kind: 'fixed', percentOff: null, amountOffCents: 999_999 })],
    ]);
    const totals = computeCartTotals(input({ lines: [ebook], couponCodes: ['ALL'], coupons }));
    expect(totals).toMatchObject({ subtotalCents: 900, discountCents: 900, grandTotalCents: 0 });
  });

  it('gives zeros for an empty cart', () => {
    expect(computeCartTotals(input({ lines: [] }))).toMatchObject({
      subtotalCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      shippingOptions: [],
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });
});

describe('coupons', () => {
  const cart = {
    currency: 'USD',
    subtotalCents: 3000,
    lines: [{ itemId: 'mug', categories: ['Kitchen'], amountCents: 3000 }],
    now: NOW,
  };

  it.each([
    ['unknown', undefined],
    ['disabled', coupon('X', { enabled: false })],
    ['not-started', coupon('X', { startsAt: NOW + DAY })],
    ['expired', coupon('X', { endsAt: NOW - 1 })],
    ['used-up', coupon('X', { maxUses: 5, timesUsed: 5 })],
    ['wrong-currency', coupon('X', { kind: 'fixed', amountOffCents: 100, currency: 'EUR' })],
    ['below-minimum', coupon('X', { minSubtotalCents: 3001 })],
    ['not-applicable', coupon('X', { appliesTo: { products: ['other'] } })],
  ])('finds a coupon %s', (reason, definition) => {
    expect(couponProblem(definition, cart)).toBe(reason);
  });

  it('holds at the edges: starting now, ending now, one use left, exactly the minimum, in its category', () => {
    expect(
      couponProblem(
        coupon('X', {
          startsAt: NOW,
          endsAt: NOW,
          maxUses: 5,
          timesUsed: 4,
          minSubtotalCents: 3000,
          appliesTo: { categories: ['Kitchen'] },
        }),
        cart,
      ),
    ).toBeUndefined();
  });

  it('lists valid and invalid codes in order, with their words', () => {
    const coupons = new Map([
      ['TEN', coupon('TEN')],
      ['BIG', coupon('BIG', { minSubtotalCents: 5000 })],
    ]);
    const outcome = applyCoupons(['NOPE', 'TEN', 'BIG'], coupons, cart);
    expect(outcome.validCoupons.map((valid) => [valid.code, valid.discountCents])).toEqual([['TEN', 300]]);
    expect(outcome.invalidCoupons).toEqual([
      { code: 'NOPE', reason: 'unknown', message: 'There is no coupon with the code NOPE.' },
      {
        code: 'BIG',
        reason: 'below-minimum',
        message: 'The coupon BIG needs an order subtotal of $50.00 or more.',
      },
    ]);
  });

  it('rounds a percentage half up and applies stacked coupons to what is left', () => {
    const lines = [{ itemId: 'a', categories: [], amountCents: 1005 }];
    const coupons = new Map([
      ['P', coupon('P', { percentOff: 10 })],
      ['F', coupon('F', { kind: 'fixed', percentOff: null, amountOffCents: 2000 })],
    ]);
    const outcome = applyCoupons(['P', 'F'], coupons, { currency: 'USD', lines, now: NOW });
    // 10 % of 1005 = 100.5 → 101; then the fixed 20.00 takes only the 904 left.
    expect(outcome.validCoupons.map((valid) => valid.discountCents)).toEqual([101, 904]);
    expect(outcome.discountCents).toBe(1005);
    expect(outcome.netLineCents).toEqual([0]);
  });

  it('takes a scoped coupon off its own lines only', () => {
    const lines = [
      { itemId: 'mug', categories: ['Kitchen'], amountCents: 3000 },
      { itemId: 'tee', categories: ['Clothes'], amountCents: 2000 },
    ];
    const coupons = new Map([['K', coupon('K', { percentOff: 50, appliesTo: { categories: ['Kitchen'] } })]]);
    expect(applyCoupons(['K'], coupons, { currency: 'USD', lines, now: NOW }).netLineCents).toEqual([
      1500, 2000,
    ]);
  });

  it('allocates a discount over lines in proportion, in whole cents adding up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 15])).toEqual([0, 3, 7]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('shipping', () => {
  it('serves countries and regions, written ME or US-ME, and everything before a destination', () => {
    const rules = { countries: ['us'], regions: ['US-ME', 'NH'] };
    expect(servesLocation(rules, { country: 'US', region: 'me' })).toBe(true);
    expect(servesLocation(rules, { country: 'US', region: 'NH' })).toBe(true);
    expect(servesLocation(rules, { country: 'US', region: 'NY' })).toBe(false);
    expect(servesLocation(rules, { country: 'US' })).toBe(false);
    expect(servesLocation(rules, { country: 'CA', region: 'ME' })).toBe(false);
    expect(servesLocation({}, { country: 'FR' })).toBe(true);
    expect(servesLocation(rules, null)).toBe(true);
  });

  it('prices by weight tier, and refuses a parcel heavier than every tier', () => {
    const tiers = [
      { upToOz: 64, rateCents: 900 },
      { upToOz: 16, rateCents: 500 },
    ];
    expect(weightRate(tiers, 16)).toBe(500);
    expect(weightRate(tiers, 16.5)).toBe(900);
    expect(weightRate(tiers, 65)).toBeUndefined();
    expect(weightRate([...tiers, { upToOz: null, rateCents: 2000 }], 1000)).toBe(2000);
    const quotes = shippingQuotes([byWeight], {
      currency: 'USD',
      location: null,
      weightOz: 80,
      subtotalCents: 1,
    });
    expect(quotes).toEqual([]);
  });

  it('leaves out options in another currency', () => {
    expect(
      shippingQuotes([{ ...standard, currency: 'EUR' }], {
        currency: 'USD',
        location: null,
        weightOz: 1,
        subtotalCents: 1,
      }),
    ).toEqual([]);
  });
});

describe('tax', () => {
  it('reads rates exactly and rounds each rule half up', () => {
    expect(rateInMillionths('0.0825')).toBe(82_500n);
    expect(rateInMillionths('1')).toBe(1_000_000n);
    expect(rateInMillionths('1.5')).toBeUndefined();
    expect(rateInMillionths('0.1234567')).toBeUndefined();
    expect(rateInMillionths('-0.1')).toBeUndefined();
    expect(taxOn(1000, '0.0825')).toBe(83);
    expect(taxOn(10, '0.05')).toBe(1);
    expect(taxOn(9, '0.05')).toBe(0);
    expect(taxOn(0, '0.5')).toBe(0);
  });

  it('picks region rules over country-wide ones, by code whatever its case', () => {
    expect(taxRulesFor([usTax, maineTax], { country: 'us', region: 'me' }).map((rule) => rule.id)).toEqual([
      'me',
    ]);
    expect(taxRulesFor([usTax, maineTax], { country: 'US' }).map((rule) => rule.id)).toEqual(['us']);
    expect(taxRulesFor([usTax, maineTax], null)).toEqual([]);
  });
});

describe('isInStockForForm (SPEC §5)', () => {
  const results = [
    { sku: 'A', unlimited: false, qtyInStock: 3, qtyInCart: 3 },
    { sku: 'B', unlimited: false, qtyInStock: 3, qtyInCart: 2 },
    { sku: 'C', unlimited: true, qtyInStock: 0, qtyInCart: 9 },
  ];

  it('is in stock when unlimited or the stock exceeds what the cart holds', () => {
    expect(isInStockForForm(results, 'A')).toBe(false);
    expect(isInStockForForm(results, 'B')).toBe(true);
    expect(isInStockForForm(results, 'C')).toBe(true);
    expect(isInStockForForm(results, 'A', 2)).toBe(true);
    expect(isInStockForForm(results.slice(0, 1))).toBe(false);
    expect(isInStockForForm([])).toBe(false);
  });
});
