// Tests dates in the website's time zone: wall clock to instant and back, across daylight saving, and how they are written.
import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  formatWallClock,
  toWallClock,
  wallClockToInstant,
  wallClockToMillis,
} from './zoned-time.js';

describe('times in the website’s zone', () => {
  it('turns a wall-clock time into the instant, in winter and in summer', () => {
    expect(wallClockToInstant('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
    expect(wallClockToInstant('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(wallClockToInstant('2026-07-01T09:00', 'Europe/Paris')).toBe('2026-07-01T07:00:00.000Z');
    expect(wallClockToMillis('2026-12-01T19:00', 'America/New_York')).toBe(Date.UTC(2026, 11, 2, 0, 0));
  });

  it('shows an instant as the wall clock of the zone, and keeps a wall-clock time as it is', () => {
    expect(toWallClock('2026-12-01T14:00:00.000Z', 'America/New_York')).toBe('2026-12-01T09:00');
    expect(toWallClock('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T09:00');
    expect(toWallClock(null, 'UTC')).toBe('');
    expect(toWallClock('not a date', 'UTC')).toBe('');
  });

  it('writes moments for the owner in the website’s zone', () => {
    expect(formatInstant('2026-12-01T14:00:00.000Z', 'America/New_York')).toBe('Dec 1, 2026, 9:00 AM');
    expect(formatWallClock('2026-12-01T19:30')).toBe('Dec 1, 2026, 7:30 PM');
  });
});
