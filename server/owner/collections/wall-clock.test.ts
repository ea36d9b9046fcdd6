// Tests events' wall-clock times: the instant a local time names in a zone, back again, and the times that do not exist.
import { describe, expect, it } from 'vitest';
import { instantToWallClock, wallClockToInstant } from './wall-clock.js';

describe('wallClockToInstant', () => {
  it("reads the time in the website's zone, summer and winter", () => {
    expect(wallClockToInstant('2030-07-04T18:30', 'America/New_York')?.toISOString()).toBe(
      '2030-07-04T22:30:00.000Z',
    );
    expect(wallClockToInstant('2030-01-10T19:00', 'America/New_York')?.toISOString()).toBe(
      '2030-01-11T00:00:00.000Z',
    );
    expect(wallClockToInstant('2030-01-10T19:00', 'UTC')?.toISOString()).toBe('2030-01-10T19:00:00.000Z');
  });

  it('refuses dates and times that do not exist, and other shapes', () => {
    for (const text of [
      '2031-02-29T10:00',
      '2030-13-01T10:00',
      '2030-04-31T10:00',
      '2030-01-01T24:00',
      '2030-01-01T10:60',
      '2030-01-01',
      '2030-01-01T10:00:00',
      '',
    ])
      expect(wallClockToInstant(text, 'Europe/Paris'), text).toBeUndefined();
    expect(wallClockToInstant('2032-02-29T10:00', 'Europe/Paris')?.toISOString()).toBe(
      '2032-02-29T09:00:00.000Z',
    );
  });

  it('gives back the wall clock it read, in any zone', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC']) {
      const instant = wallClockToInstant('2030-11-03T01:30', zone);
      expect(instantToWallClock(instant!, zone), zone).toBe('2030-11-03T01:30');
    }
  });
});
