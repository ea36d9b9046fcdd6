// Tests the region facts: currency per region and which regions measure in metric.
import { describe, expect, it } from 'vitest';
import { currencyForRegion, usesMetricSystem } from './locale.js';

describe('currencyForRegion', () => {
  it('knows shared and own currencies', () => {
    expect(['US', 'PR', 'FR', 'de', 'GB', 'CH', 'JP', 'CA', 'AU', 'SN'].map(currencyForRegion)).toEqual([
      'USD',
      'USD',
      'EUR',
      'EUR',
      'GBP',
      'CHF',
      'JPY',
      'CAD',
      'AUD',
      'XOF',
    ]);
  });

  it('falls back to USD, SPEC’s default currency', () => {
    expect(currencyForRegion('ZZ')).toBe('USD');
    expect(currencyForRegion(undefined)).toBe('USD');
  });
});

describe('usesMetricSystem', () => {
  it('is false for the United States, Liberia and Myanmar only', () => {
    expect(['US', 'LR', 'MM', 'us', 'GB', 'CA', 'FR'].map(usesMetricSystem)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(usesMetricSystem(undefined)).toBe(true);
  });
});
