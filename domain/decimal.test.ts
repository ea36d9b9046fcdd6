// Tests exact decimal amounts: what parses, how amounts compare, shift, round and print.
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalToString,
  fromMinorUnits,
  movePoint,
  parseDecimal,
  roundDecimal,
  toMinorUnits,
  type Decimal,
} from './decimal.js';

function d(text: string): Decimal {
  const value = parseDecimal(text);
  if (value === undefined) throw new Error(`not a decimal: ${text}`);
  return value;
}

describe('parseDecimal', () => {
  it('reads decimal strings and JSON numbers exactly, keeping trailing zeros', () => {
    expect(decimalToString(d('19.99'))).toBe('19.99');
    expect(decimalToString(d('1.500'))).toBe('1.500');
    expect(decimalToString(d('.5'))).toBe('0.5');
    expect(decimalToString(d('5.'))).toBe('5');
    expect(decimalToString(d('+2'))).toBe('2');
    expect(decimalToString(d('-0.50'))).toBe('-0.50');
    expect(decimalToString(d('1e3'))).toBe('1000');
    expect(decimalToString(d('123.4567e2'))).toBe('12345.67');
    expect(decimalToString(parseDecimal(0.1) as Decimal)).toBe('0.1');
  });

  it('refuses blanks, grouping, words, non-finite numbers and other kinds', () => {
    for (const bad of [
      '',
      ' 5',
      '5 ',
      '1,000.00',
      'abc',
      '.',
      '-',
      '1e',
      '1.2.3',
      'NaN',
      'Infinity',
      '0x10',
    ]) {
      expect(parseDecimal(bad)).toBeUndefined();
    }
    for (const bad of [NaN, Infinity, null, undefined, true, {}, []])
      expect(parseDecimal(bad)).toBeUndefined();
  });

  it('refuses absurd exponents instead of building a huge number', () => {
    expect(parseDecimal('1e999999')).toBeUndefined();
  });
});

describe('arithmetic', () => {
  it('compares by value, not by digits', () => {
    expect(compareDecimals(d('1.50'), d('1.5'))).toBe(0);
    expect(compareDecimals(d('0.5'), d('0'))).toBe(1);
    expect(compareDecimals(d('-3'), d('0.5'))).toBe(-1);
    expect(compareDecimals(d('100'), d('99.999'))).toBe(1);
  });

  it('moves the decimal point without rounding', () => {
    expect(decimalToString(movePoint(d('7.50'), 2))).toBe('750');
    expect(decimalToString(movePoint(d('1.500'), 2))).toBe('150.0');
    expect(decimalToString(movePoint(d('100'), 2))).toBe('10000');
    expect(decimalToString(movePoint(d('12345'), -2))).toBe('123.45');
  });

  it('rounds halves to even or away from zero', () => {
    expect(decimalToString(roundDecimal(d('0.125'), 2, 'half-even'))).toBe('0.12');
    expect(decimalToString(roundDecimal(d('0.135'), 2, 'half-even'))).toBe('0.14');
    expect(decimalToString(roundDecimal(d('0.125'), 2, 'half-expand'))).toBe('0.13');
    expect(decimalToString(roundDecimal(d('-0.125'), 2, 'half-expand'))).toBe('-0.13');
    expect(decimalToString(roundDecimal(d('-0.001'), 2, 'half-expand'))).toBe('0.00');
    expect(decimalToString(roundDecimal(d('3'), 2, 'half-even'))).toBe('3.00');
  });

  it('converts between minor units and amounts', () => {
    expect(decimalToString(fromMinorUnits(12345n, 2))).toBe('123.45');
    expect(decimalToString(fromMinorUnits(-5n, 2))).toBe('-0.05');
    expect(toMinorUnits(d('123.45'), 2)).toBe(12345n);
    expect(toMinorUnits(d('-0.5'), 2)).toBe(-50n);
    expect(toMinorUnits(d('1.005'), 2)).toBeUndefined();
  });
});
