// Tests a cart priced in yen (no minor digits): coupon spread, tax rounded to a whole yen, and the minimum-subtotal message.
import { describe, expect, it } from 'vitest';
import type { CouponDefinition } from './cart-coupons.js';
import { computeCartTotals, type CartPricingInput } from './cart-totals.js';

const coupon: CouponDefinition = {
  code: 'SAKURA',
  kind: 'percent',
  percentOff: 15,
  amountOffCents: null,
  currency: 'JPY',
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  timesUsed: 0,
  enabled: true,
  appliesTo: {},
};

function yenCart(extra: Partial<CartPricingInput> = {}): CartPricingInput {
  return {
    currency: 'JPY',
    lines: [
      { itemId: 'teapot', kind: 'PHYSICAL', quantity: 2, unitPriceCents: 1995, weightOz: 20, categories: [] },
      { itemId: 'mat', kind: 'PHYSICAL', quantity: 1, unitPriceCents: 333, weightOz: 2, categories: [] },
    ],
    couponCodes: ['SAKURA'],
    coupons: new Map([['SAKURA', coupon]]),
    shippingOptions: [
      {
        id: 'post',
        name: 'Japan Post',
        kind: 'flat',
        rateCents: 600,
        currency: 'JPY',
        freeOverCents: null,
        rules: {},
      },
    ],
    selectedShippingOptionId: null,
    shippingLocation: { country: 'JP' },
    taxRules: [
      {
        id: 'jp',
        name: 'Consumption tax',
        country: 'JP',
        region: null,
        rate: '0.1',
        appliesToShipping: true,
        appliesToDigital: true,
      },
    ],
    now: Date.parse('2026-06-01T12:00:00Z'),
    ...extra,
  };
}

describe('a cart in yen', () => {
  it('rounds the coupon and the tax to whole yen', () => {
    // 15 % of ¥4,323 is ¥648.45 → ¥648; 10 % of ¥3,675 + ¥600 shipping is ¥427.5 → ¥428.
    expect(computeCartTotals(yenCart())).toMatchObject({
      subtotalCents: 4323,
      discountCents: 648,
      validCoupons: [{ code: 'SAKURA', discountCents: 648 }],
      shippingCostCents: 600,
      applicableTaxRules: [{ id: 'jp', taxCents: 428 }],
      taxCents: 428,
      grandTotalCents: 4703,
    });
  });

  it('states a minimum subtotal in yen', () => {
    const totals = computeCartTotals(
      yenCart({ coupons: new Map([['SAKURA', { ...coupon, minSubtotalCents: 5000 }]]) }),
    );
    expect(totals.invalidCoupons).toEqual([
      {
        code: 'SAKURA',
        reason: 'below-minimum',
        message: 'The coupon SAKURA needs an order subtotal of ¥5,000 or more.',
      },
    ]);
    expect(totals.grandTotalCents).toBe(4323 + 600 + 492);
  });
});
