// Tests `decimal`, `number` and `percentage-format` as rendered text in several locales.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { I18N_FORMATTERS } from './i18n.js';

function render(source: string, data: unknown, locale = 'en'): string {
  const { template } = compile(source, { formatters: I18N_FORMATTERS });
  return template.render(data, { locale }).html;
}

describe('decimal', () => {
  const n = '123456.7890';

  it('formats with the option words', () => {
    const styles = [
      '',
      'style:percent',
      'style:short',
      'style:long',
      'maximumFractionDigits:1',
      'maxfrac:1 round:down',
      'style:permille',
      'style:percent-scaled',
      'no-group minfrac:5',
      'maxsig:2',
    ];
    expect(styles.map((options) => render(`{n|decimal ${options}}`, { n }))).toEqual([
      '123,456.789',
      '12,345,679%',
      '123K',
      '123 thousand',
      '123,456.8',
      '123,456.7',
      '123,456,789‰',
      '123,457%',
      '123456.78900',
      '120,000',
    ]);
  });

  it('rounds half to even, as CLDR does', () => {
    expect(render('{a|decimal maxfrac:0} {b|decimal maxfrac:0}', { a: 2.5, b: 3.5 })).toBe('2 4');
  });

  it("uses the render locale's separators", () => {
    expect(render('{n|decimal}', { n }, 'de-DE')).toBe('123.456,789');
  });

  it('prints nothing for a value that is not a number, or without locale data', () => {
    expect(render('[{a|decimal}][{b|decimal}][{c|decimal}][{d|decimal}]', { a: 'abc', b: true, d: {} })).toBe(
      '[][][][]',
    );
    expect(render('{n|decimal}', { n }, 'none')).toBe('');
  });

  it('is also called number', () => {
    expect(render('{n|number maxfrac:0}', { n })).toBe('123,457');
  });

  it('warns at compile time about unknown options', () => {
    const { errors } = compile('{n|decimal stlye:short}', { formatters: I18N_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual(["decimal does not know the option 'stlye:short'"]);
  });
});

describe('percentage-format', () => {
  it('prints two or three fraction digits, or up to three with trim', () => {
    expect(
      render('{a|percentage-format} {b|percentage-format} {b|percentage-format trim}', {
        a: 123456,
        b: 12.5,
      }),
    ).toBe('123,456.00 12.50 12.5');
  });

  it('counts a value that is not a number as 0', () => {
    expect(render('{a|percentage-format trim} {a|percentage-format}', { a: 'A' })).toBe('0 0.00');
  });

  it('prints nothing without locale data', () => {
    expect(render('{a|percentage-format}', { a: 1 }, 'none')).toBe('');
  });
});
