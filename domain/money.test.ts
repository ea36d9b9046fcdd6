// Tests SPEC §3/§9 money rules: currencies, separators, 15 integer places, cents, and both display modes.
import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, findCurrency } from './currencies.js';
import { parseDecimal, type Decimal } from './decimal.js';
import {
  DEFAULT_MONEY,
  decimalStringToMinorUnits,
  formatAmount,
  formatCurrency,
  formatMoney,
  legacyMoneyHtml,
  minorUnitsToDecimalString,
  readMoney,
} from './money.js';

function d(text: string): Decimal {
  return parseDecimal(text) as Decimal;
}

describe('currencies (SPEC §3)', () => {
  it('lists the 26 two-digit currencies and JPY with none; USD is the default', () => {
    const two =
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR ZAR';
    for (const code of two.split(' ')) expect(CURRENCIES[code].fractionDigits).toBe(2);
    expect(CURRENCIES.JPY.fractionDigits).toBe(0);
    expect(Object.keys(CURRENCIES)).toHaveLength(27);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(CURRENCIES.USD).toMatchObject({ code: 'USD', name: 'US Dollar', numericCode: '840' });
  });

  it('finds a currency whatever its case, and nothing for an unknown code', () => {
    expect(findCurrency(' eur ')?.code).toBe('EUR');
    expect(findCurrency('XYZ')).toBeUndefined();
    expect(findCurrency('')).toBeUndefined();
  });
});

describe('formatAmount (SPEC §9)', () => {
  it('groups thousands with a comma and uses a decimal point', () => {
    expect(formatAmount(d('1234567.5'))).toBe('1,234,567.50');
    expect(formatAmount(d('0'))).toBe('0.00');
    expect(formatAmount(d('999.999'))).toBe('1,000.00');
  });

  it('prints a negative sign', () => {
    expect(formatAmount(d('-1234.5'))).toBe('-1,234.50');
  });

  it('can turn grouping off and trim zero cents', () => {
    expect(formatAmount(d('1234.00'), { grouping: false })).toBe('1234.00');
    expect(formatAmount(d('1234.00'), { trimZeroCents: true })).toBe('1,234');
    expect(formatAmount(d('1234.50'), { trimZeroCents: true })).toBe('1,234.50');
    expect(formatAmount(d('2500'), { fractionDigits: 0 })).toBe('2,500');
  });

  it('allows 15 integer places and refuses a 16th', () => {
    expect(formatAmount(d('999999999999999.99'))).toBe('999,999,999,999,999.99');
    expect(formatAmount(d('1000000000000000'))).toBeUndefined();
    expect(formatAmount(d('999999999999999.995'))).toBeUndefined();
  });
});

describe('minor units', () => {
  it('converts cents to decimal strings by the currency’s digits', () => {
    expect(minorUnitsToDecimalString(12345)).toBe('123.45');
    expect(minorUnitsToDecimalString(12345n, 'EUR')).toBe('123.45');
    expect(minorUnitsToDecimalString(2500, 'JPY')).toBe('2500');
    expect(minorUnitsToDecimalString(-5, 'USD')).toBe('-0.05');
    expect(minorUnitsToDecimalString(1.5, 'USD')).toBeUndefined();
    expect(minorUnitsToDecimalString(100, 'XYZ')).toBeUndefined();
  });

  it('converts decimal strings to cents only when no digit is lost', () => {
    expect(decimalStringToMinorUnits('123.45')).toBe(12345n);
    expect(decimalStringToMinorUnits('123456789012345.67')).toBe(12345678901234567n);
    expect(decimalStringToMinorUnits('2500', 'JPY')).toBe(2500n);
    expect(decimalStringToMinorUnits('25.5', 'JPY')).toBeUndefined();
    expect(decimalStringToMinorUnits('1.005')).toBeUndefined();
    expect(decimalStringToMinorUnits('abc')).toBeUndefined();
  });
});

describe('readMoney (SPEC §3 Money)', () => {
  it('reads {value, currency}, else {decimalValue, currencyCode}', () => {
    expect(readMoney({ value: '19.99', currency: 'EUR' })).toEqual({ amount: d('19.99'), currency: 'EUR' });
    expect(readMoney({ decimalValue: '5.00', currencyCode: 'GBP' })).toEqual({
      amount: d('5.00'),
      currency: 'GBP',
    });
  });

  it('defaults to 0 USD: the money of a product without a price', () => {
    expect(readMoney(undefined)).toEqual(DEFAULT_MONEY);
    expect(readMoney({ value: 'abc', currency: ' ' })).toEqual(DEFAULT_MONEY);
  });
});

describe('display modes', () => {
  it('legacy mode prints the sqs-money-native markup with en-US #,##0.00 whatever the currency', () => {
    expect(legacyMoneyHtml(d('2500'))).toBe('<span class="sqs-money-native">2,500.00</span>');
    expect(
      formatMoney({ amount: d('2500'), currency: 'JPY' }, { useCLDRMoneyFormat: false, locale: 'de' }),
    ).toBe('<span class="sqs-money-native">2,500.00</span>');
  });

  it('useCLDRMoneyFormat prints the locale’s currency format', () => {
    const style = (locale: string) => ({ useCLDRMoneyFormat: true, locale });
    expect(formatMoney({ amount: d('2500'), currency: 'EUR' }, style('en'))).toBe('€2,500.00');
    expect(formatMoney({ amount: d('2500'), currency: 'JPY' }, style('en-US'))).toBe('¥2,500');
    expect(formatMoney({ amount: d('1234.5'), currency: 'EUR' }, style('de-DE'))).toBe('1.234,50\u00a0€');
  });

  it('passes format options to Intl', () => {
    const money = { amount: d('123456.789'), currency: 'USD' };
    expect(formatCurrency(money, 'en', { currencyDisplay: 'code' })).toBe('USD\u00a0123,456.79');
    expect(formatCurrency(money, 'en', { notation: 'compact' })).toBe('$123K');
  });

  it('prints nothing for a currency the store does not support or a locale Intl rejects', () => {
    expect(formatCurrency({ amount: d('1'), currency: 'XYZ' }, 'en')).toBeUndefined();
    expect(formatCurrency({ amount: d('1'), currency: 'USD' }, 'not a locale')).toBeUndefined();
  });
});
