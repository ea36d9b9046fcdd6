// Tests which calendar field a span of time is counted in, and how much of that field it spans.
import { describe, expect, it } from 'vitest';
import { relativeSpan } from './i18n-calendar-difference.js';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('relativeSpan', () => {
  it('counts within a day in hours, minutes or seconds', () => {
    expect(relativeSpan(NY, at('2020-02-24T10:00:00-05:00'), at('2020-02-24T12:30:00-05:00'), false)).toEqual(
      ['hour', 2.5],
    );
    expect(relativeSpan(NY, at('2020-02-24T10:00:00-05:00'), at('2020-02-24T10:00:45-05:00'), false)).toEqual(
      ['second', 45],
    );
  });

  it('counts across days in days, or weeks when allowed, with the fraction', () => {
    const start = at('2017-11-02T18:26:57Z');
    const end = at('2017-11-14T06:36:57Z');
    const [field, days] = relativeSpan(NY, start, end, false);
    expect([field, days.toFixed(3)]).toEqual(['day', '11.507']);
    const [weekField, weeks] = relativeSpan(NY, start, end, true);
    expect([weekField, weeks.toFixed(3)]).toEqual(['week', '1.644']);
  });

  it('counts whole calendar months only when the day of month is reached', () => {
    expect(relativeSpan(NY, at('2021-01-31T12:00:00Z'), at('2021-02-28T12:00:00Z'), false)[0]).toBe('day');
    expect(relativeSpan(NY, at('2021-01-15T12:00:00Z'), at('2021-03-01T12:00:00Z'), false)).toEqual([
      'month',
      1 + 14 / 28,
    ]);
  });

  it('is negative into the past and honours a requested field', () => {
    expect(relativeSpan(NY, at('2021-06-01T00:00:00Z'), at('2020-06-01T00:00:00Z'), false)).toEqual([
      'year',
      -1,
    ]);
    expect(relativeSpan(NY, at('2021-06-01T00:00:00Z'), at('2021-06-02T00:00:00Z'), false, 'hour')).toEqual([
      'hour',
      24,
    ]);
  });
});
