// Tests `humanize-duration`: milliseconds as words in the render locale.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { I18N_FORMATTERS } from './i18n.js';

function render(source: string, data: unknown, locale = 'en'): string {
  const { template } = compile(source, { formatters: I18N_FORMATTERS });
  return template.render(data, { locale }).html;
}

describe('humanize-duration', () => {
  it('lists days, hours, minutes and seconds, leaving out zeros and milliseconds', () => {
    const values = [3_725_000, 90_061_999, 60_000, 999, -5000];
    expect(values.map((ms) => render('{ms|humanize-duration}', { ms }))).toEqual([
      '1 hour, 2 minutes, 5 seconds',
      '1 day, 1 hour, 1 minute, 1 second',
      '1 minute',
      '0 seconds',
      '5 seconds',
    ]);
  });

  it('takes a width and the render locale', () => {
    expect(render('{ms|humanize-duration format:short}', { ms: 3_725_000 })).toBe('1 hr, 2 min, 5 sec');
    expect(render('{ms|humanize-duration}', { ms: 3_725_000 }, 'de')).toBe(
      '1 Stunde, 2 Minuten und 5 Sekunden',
    );
  });

  it('prints nothing for a value that is not a number, or without locale data', () => {
    expect(render('[{ms|humanize-duration}]', { ms: 'long' })).toBe('[]');
    expect(render('[{ms|humanize-duration}]', { ms: 1000 }, 'none')).toBe('[]');
  });
});
