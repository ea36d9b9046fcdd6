import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_LIMITS,
  installmentAmountCents,
  installmentProvider,
  installmentsAvailable,
  installmentTexts,
  isCartInstallmentEligible,
  isInInstallmentRange,
  normaliseLocale,
  offersInstallments,
  showsInstallmentBadge,
} from './installments.js';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('installment provider', () => {
  it('is Afterpay for en_US, en_CA, fr_CA, en_AU and en_NZ, and Clearpay for en_GB', () => {
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) {
      expect(installmentProvider(locale)).toBe('Afterpay');
    }
    expect(installmentProvider('en_GB')).toBe('Clearpay');
  });

  it('reads BCP 47 tags too, and has none for other locales', () => {
    expect(normaliseLocale('en-us')).toBe('en_US');
    expect(installmentProvider('en-GB')).toBe('Clearpay');
    expect(installmentProvider('de_DE')).toBeUndefined();
    expect(installmentProvider('en')).toBeUndefined();
    expect(installmentProvider(undefined)).toBeUndefined();
  });

  it('is available only in the locale’s own currency', () => {
    expect(installmentsAvailable('en-US', 'USD')).toBe(true);
    expect(installmentsAvailable('en-US', 'EUR')).toBe(false);
    expect(installmentsAvailable('fr_CA', 'cad')).toBe(true);
    expect(installmentsAvailable('de_DE', 'EUR')).toBe(false);
  });
});

describe('installment eligibility', () => {
  it('badges physical products only, and only when available', () => {
    expect(showsInstallmentBadge('PHYSICAL', true)).toBe(true);
    expect(showsInstallmentBadge(1, true)).toBe(true);
    expect(showsInstallmentBadge('DIGITAL', true)).toBe(false);
    expect(showsInstallmentBadge(3, true)).toBe(false);
    expect(showsInstallmentBadge('PHYSICAL', false)).toBe(false);
  });

  it('is in range above the minimum and up to the maximum', () => {
    const limits = { minCents: 100, maxCents: 1000 };
    expect(isInInstallmentRange(100, limits)).toBe(false);
    expect(isInInstallmentRange(101, limits)).toBe(true);
    expect(isInInstallmentRange(1000, limits)).toBe(true);
    expect(isInInstallmentRange(1001, limits)).toBe(false);
  });

  it('needs a non-empty cart of physical items only', () => {
    expect(isCartInstallmentEligible([])).toBe(false);
    expect(isCartInstallmentEligible([{ productType: 'PHYSICAL' }])).toBe(true);
    expect(isCartInstallmentEligible([{ productType: 'PHYSICAL' }, { productType: 'DIGITAL' }])).toBe(false);
  });

  it('splits into 4 payments, rounding up to a cent', () => {
    expect(installmentAmountCents(14800)).toBe(3700);
    expect(installmentAmountCents(1001)).toBe(251);
  });
});

describe('installment texts', () => {
  it('offers 4 interest-free payments in range', () => {
    expect(installmentTexts(14800, 'Afterpay', DEFAULT_INSTALLMENT_LIMITS.Afterpay, dollars)).toEqual({
      inRange: true,
      text: 'or 4 interest-free payments of $37.00 with Afterpay',
    });
  });

  it('gives the limits out of range', () => {
    expect(installmentTexts(300_000, 'Clearpay', { minCents: 100, maxCents: 100_000 }, dollars)).toEqual({
      inRange: false,
      text: 'Clearpay available for orders up to $1000.00 or over $1.00',
    });
  });
});

describe('offersInstallments', () => {
  const offer = { productType: 1, available: true, subscribable: false, soldOut: false };
  it('offers installments on a physical product in stock that is not a subscription', () => {
    expect(offersInstallments(offer)).toBe(true);
  });
  it('offers none on a subscription, a sold-out product, a digital product or where unavailable', () => {
    expect(offersInstallments({ ...offer, subscribable: true })).toBe(false);
    expect(offersInstallments({ ...offer, soldOut: true })).toBe(false);
    expect(offersInstallments({ ...offer, productType: 2 })).toBe(false);
    expect(offersInstallments({ ...offer, available: false })).toBe(false);
  });
});
