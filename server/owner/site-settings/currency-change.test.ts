// Tests of the currency-change decision: nothing priced changes freely; prices keep their amounts only between currencies of the same digits and once confirmed; gift cards and subscriptions stop it.
import { describe, expect, it } from 'vitest';
import { decideCurrencyChange } from './currency-change.js';

const NONE = { variants: 0, shippingOptions: 0, coupons: 0, giftCards: 0, subscriptions: 0 };

describe('decideCurrencyChange', () => {
  it('relabels at once when nothing holds a price', () => {
    expect(decideCurrencyChange('USD', 'JPY', NONE, false)).toEqual({ kind: 'relabel' });
  });

  it('asks for confirmation before prices keep their amounts under a currency of the same digits', () => {
    const use = { ...NONE, variants: 3, shippingOptions: 1, coupons: 2 };
    const asked = decideCurrencyChange('USD', 'EUR', use, false);
    expect(asked).toEqual({
      kind: 'confirm',
      message:
        'The prices of 3 product variants, 1 shipping option and 2 coupons are in USD. Changing the currency to EUR keeps their amounts (19.99 USD becomes 19.99 EUR); nothing is converted. Orders already placed keep their currency.',
    });
    expect(decideCurrencyChange('USD', 'EUR', use, true)).toEqual({ kind: 'relabel' });
  });

  it('refuses when the digits differ, confirmed or not', () => {
    const decision = decideCurrencyChange('USD', 'JPY', { ...NONE, variants: 1 }, true);
    expect(decision).toEqual({
      kind: 'refuse',
      message:
        'USD and JPY count in different units (2 and 0 decimals), so the prices of 1 product variant cannot keep their amounts. Remove those prices or set them again in JPY first.',
    });
  });

  it('refuses while a gift card balance or a subscription is in the old currency', () => {
    expect(decideCurrencyChange('USD', 'EUR', { ...NONE, giftCards: 1 }, true)).toEqual({
      kind: 'refuse',
      message:
        'The store cannot change from USD to EUR while 1 gift card with a balance in USD is still open: that money is owed or charged in USD.',
    });
    expect(decideCurrencyChange('USD', 'EUR', { ...NONE, giftCards: 2, subscriptions: 1 }, true).kind).toBe(
      'refuse',
    );
  });
});
