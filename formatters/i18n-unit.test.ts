// Tests the `unit` formatter and the `units-metric?` predicate as rendered text.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { I18N_FORMATTERS, I18N_PREDICATES } from './i18n.js';

function render(source: string, data: unknown, locale = 'en'): string {
  const { template } = compile(source, { formatters: I18N_FORMATTERS, predicates: I18N_PREDICATES });
  return template.render(data, { locale }).html;
}

describe('unit', () => {
  it('converts between units of one kind', () => {
    const cases = [
      ['in:kilometer out:mile', 10, '6.214 mi'],
      ['in:length-kilometer out:length-mile maxfrac:1', 10, '6.2 mi'],
      ['in:celsius out:fahrenheit format:long', 21, '69.8 degrees Fahrenheit'],
      ['in:kilometer-per-hour out:mile-per-hour maxfrac:0', 100, '62 mph'],
      ['in:liter-per-kilometer out:mile-per-gallon maxfrac:1', 0.08, '29.4 mpg'],
      ['in:gigabyte', 2, '2 GB'],
      ['out:pound format:narrow', 3, '3#'],
    ] as const;
    expect(cases.map(([options, n]) => render(`{n|unit ${options}}`, { n }))).toEqual(
      cases.map(([, , out]) => out),
    );
  });

  it('splits a sequence into whole larger units and a rest', () => {
    expect(render('{n|unit in:inch sequence:foot,inch format:long}', { n: 63 })).toBe('5 feet, 3 inches');
    expect(render('{n|unit in:minute sequence:hour,minute}', { n: -150 })).toBe('-2 hr, 30 min');
    expect(render('{n|unit in:inch sequence:foot,inch}', { n: 0 })).toBe('0 in');
  });

  it("picks the unit that suits the size, metric or US by the locale's region", () => {
    const source =
      '{b|unit in:byte compact:digital}|{k|unit in:kilometer compact:length}|{t|unit in:celsius compact:temperature}';
    const data = { b: 1_500_000_000, k: 0.25, t: 21 };
    expect(render(source, data, 'en')).toBe('1.5 GB|820.21 ft|69.8°F');
    expect(render(source, data, 'en-GB')).toBe('1.5 GB|250 m|21°C');
    expect(render('{ms|unit compact:duration format:long}', { ms: 5_400_000 })).toBe('1.5 hours');
  });

  it('prints nothing for units of different kinds, unknown units, bad values or no locale data', () => {
    expect(
      render('[{n|unit in:kilometer out:liter}][{s|unit in:meter}][{n|unit in:meter}]', { n: 1, s: 'far' }),
    ).toBe('[][][1 m]');
    expect(render('[{n|unit in:meter}]', { n: 1 }, 'none')).toBe('[]');
    const { errors } = compile('{n|unit in:parsec}{n|unit maxfrac:1}', { formatters: I18N_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual([
      "unit: unknown unit 'parsec'",
      'unit needs in:UNIT, out:UNIT, sequence: or compact:, for example {km|unit in:kilometer out:mile}',
    ]);
  });
});

describe('units-metric?', () => {
  const source = '{.units-metric?}metric{.or}US{.end}';

  it('is false only in the United States, Liberia and Myanmar', () => {
    expect(
      ['en', 'en-US', 'en-LR', 'my', 'en-GB', 'fr', 'ja'].map((locale) => render(source, {}, locale)),
    ).toEqual(['US', 'US', 'US', 'US', 'metric', 'metric', 'metric']);
  });

  it('counts a render without locale data as metric', () => {
    expect(render(source, {}, 'none')).toBe('metric');
  });
});
