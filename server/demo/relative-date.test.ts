// Fixture dates: days from the seed day at a wall-clock time in the website's zone, or ISO.
import { describe, expect, test } from 'vitest';
import { isDateSpec, isTimeZone, resolveDate } from './relative-date.js';

const ZONE = 'America/New_York';

describe('resolveDate', () => {
  test('counts calendar days in the zone and keeps the wall-clock time', () => {
    // 02:00 UTC on 15 March is still 14 March, 22:00, in New York.
    const now = new Date('2026-03-15T02:00:00Z');
    expect(resolveDate('+0d 09:30', now, ZONE).toISOString()).toBe('2026-03-14T13:30:00.000Z');
    expect(resolveDate('-3d 18:00', now, ZONE).toISOString()).toBe('2026-03-11T22:00:00.000Z');
  });

  test('crosses a daylight-saving change without losing the hour', () => {
    const now = new Date('2026-03-06T17:00:00Z');
    // 8 March 2026 is the spring-forward day: 10:00 is UTC-4 after it, UTC-5 before.
    expect(resolveDate('+1d 10:00', now, ZONE).toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(resolveDate('+3d 10:00', now, ZONE).toISOString()).toBe('2026-03-09T14:00:00.000Z');
  });

  test('passes absolute dates through', () => {
    expect(resolveDate('2026-05-01T10:00:00Z', new Date(), ZONE).toISOString()).toBe(
      '2026-05-01T10:00:00.000Z',
    );
  });
});

describe('isDateSpec and isTimeZone', () => {
  test('accept what resolveDate understands and nothing else', () => {
    for (const good of ['+21d 18:00', '-3d 09:30', '+0d 00:00', '2026-05-01T10:00:00-04:00']) {
      expect(isDateSpec(good)).toBe(true);
    }
    for (const bad of [
      '3d 09:30',
      '+3d 9:30',
      '+3d 24:00',
      'yesterday',
      '2026-05-01T10:00:00',
      '2026-13-01T10:00Z',
    ]) {
      expect(isDateSpec(bad)).toBe(false);
    }
    expect(isTimeZone(ZONE)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
