// Tests `money`, `currency`, `i18n-money-format` and `bookkeeper-money-format` as rendered text.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { I18N_FORMATTERS } from './i18n.js';

function render(source: string, data: unknown, locale = 'en'): string {
  const { template } = compile(source, { formatters: I18N_FORMATTERS });
  return template.render(data, { locale }).html;
}

const usd = { decimalValue: '123456.7890', currencyCode: 'USD' };
const eur = { value: '-1234.5', currency: 'EUR' };

describe('money', () => {
  it('formats decimalValue/currencyCode or value/currency in each style', () => {
    const styles = [
      '',
      'style:short',
      'style:name',
      'style:code',
      'style:accounting',
      'symbol:narrow maxfrac:0',
    ];
    expect(styles.map((options) => render(`{m|money ${options}}`, { m: usd }))).toEqual([
      '$123,456.79',
      '$123K',
      '123,456.79 US dollars',
      'USD\u00a0123,456.79',
      '$123,456.79',
      '$123,457',
    ]);
    expect(render('{m|money style:accounting}', { m: eur })).toBe('(€1,234.50)');
  });

  it("uses the currency's digits, half-even rounding and the render locale's pattern", () => {
    expect(render('{m|money}', { m: { decimalValue: '1234.5', currencyCode: 'JPY' } })).toBe('¥1,234');
    expect(render('{m|money}', { m: eur }, 'fr-FR')).toBe('-1\u202f234,50\u00a0€');
  });

  it('prints a well-formed unknown currency with its code, and nothing for a malformed one', () => {
    expect(render('{m|money}', { m: { decimalValue: '1', currencyCode: 'XYZ' } })).toBe('XYZ\u00a01.00');
    expect(render('[{m|money}]', { m: { decimalValue: '1', currencyCode: 'dollars' } })).toBe('[]');
  });

  it('prints nothing for what is not money, or without locale data', () => {
    expect(
      render('[{a|money}][{b|money}][{c|money}]', { a: '12', b: { decimalValue: 'x', currencyCode: 'USD' } }),
    ).toBe('[][][]');
    expect(render('{m|money}', { m: usd }, 'none')).toBe('');
  });

  it('is also called currency', () => {
    expect(render('{m|currency style:name}', { m: eur })).toBe('-1,234.50 euros');
  });
});

describe('i18n-money-format', () => {
  it('formats in the locale given, Java spelling accepted, else the render locale', () => {
    expect(render('{m|i18n-money-format de_DE} / {m|i18n-money-format}', { m: eur })).toBe(
      '-1.234,50\u00a0€ / -€1,234.50',
    );
  });

  it('prints nothing for an unknown locale or without locale data', () => {
    expect(render('[{m|i18n-money-format xx_XX}]', { m: eur })).toBe('[]');
    expect(render('[{m|i18n-money-format de_DE}]', { m: eur }, 'none')).toBe('[]');
  });
});

describe('bookkeeper-money-format', () => {
  it("divides cents by 100 in the currency of the locale's region", () => {
    const data = { cents: 12345 };
    expect(render('{cents|bookkeeper-money-format}', data)).toBe('$123.45');
    expect(render('{cents|bookkeeper-money-format}', data, 'fr-FR')).toBe('123,45\u00a0€');
    expect(render('{cents|bookkeeper-money-format}', data, 'ja')).toBe('￥123');
  });

  it('counts a value that is not a number as 0, and prints nothing without locale data', () => {
    expect(render('{a|bookkeeper-money-format}', { a: 'A' })).toBe('$0.00');
    expect(render('{a|bookkeeper-money-format}', { a: 1 }, 'none')).toBe('');
  });
});
