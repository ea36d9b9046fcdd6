import { describe, expect, it } from 'vitest';
import { formatDuration, formatMediaTime } from './duration.js';

describe('formatDuration (SPEC §9: minutes:seconds)', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [125_000, '2:05'],
    [3_599_000, '59:59'],
    [4_500_000, '75:00'],
    [-125_000, '-2:05'],
    [-500, '0:00'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s ms is %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('reads seconds from a media element, unknown lengths as 0:00', () => {
    expect(formatMediaTime(65.9)).toBe('1:05');
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatMediaTime(-3)).toBe('0:00');
  });
});
