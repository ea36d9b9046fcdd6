// Tests exact decimals: what counts as a number, and that digits survive scaling and subtraction.
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalString,
  parseDecimal,
  shiftDecimal,
  subtractInteger,
} from './i18n-decimal.js';

const text = (value: unknown) => {
  const d = parseDecimal(value);
  return d === undefined ? undefined : decimalString(d);
};

describe('parseDecimal', () => {
  it('reads numbers and decimal strings exactly, keeping trailing zeros', () => {
    expect(['12', '-0.50', '.5', '5.', '+5', '01', '1e3', '1.50e1', '1E-3'].map(text)).toEqual([
      '12',
      '-0.50',
      '0.5',
      '5',
      '5',
      '1',
      '1000',
      '15.0',
      '0.001',
    ]);
    expect([1.5, 1e21, -0].map(text)).toEqual(['1.5', '1000000000000000000000', '0']);
  });

  it('rejects what is not a finite decimal', () => {
    const rejected = [
      '',
      ' 12',
      '1,000',
      '0x10',
      'NaN',
      'Infinity',
      '12abc',
      '.',
      '1e999',
      NaN,
      Infinity,
      true,
      null,
    ];
    expect(rejected.map(text)).toEqual(rejected.map(() => undefined));
  });
});

describe('decimal arithmetic', () => {
  it('shifts by powers of ten without rounding', () => {
    expect(decimalString(shiftDecimal(parseDecimal('12345')!, -2))).toBe('123.45');
    expect(decimalString(shiftDecimal(parseDecimal('0.5')!, 3))).toBe('500');
  });

  it('subtracts an integer keeping the scale', () => {
    expect(decimalString(subtractInteger(parseDecimal('1.50')!, 3))).toBe('-1.50');
  });

  it('compares values, not spellings', () => {
    expect(compareDecimals(parseDecimal('1.0')!, parseDecimal(1)!)).toBe(0);
    expect(compareDecimals(parseDecimal('-2')!, parseDecimal('1.5')!)).toBe(-1);
  });
});
