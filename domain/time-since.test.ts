// Tests SPEC §8's time-since wording for each unit and the edges between them.
import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeSince', () => {
  it("says 'about N units ago' in the largest whole unit", () => {
    const cases: [number, string][] = [
      [70 * 365 * DAY, 'about 70 years ago'],
      [400 * DAY, 'about a year ago'],
      [45 * DAY, 'about a month ago'],
      [90 * DAY, 'about 3 months ago'],
      [14 * DAY, 'about 2 weeks ago'],
      [6 * DAY, 'about 6 days ago'],
      [DAY, 'about a day ago'],
      [HOUR + 59 * MINUTE, 'about an hour ago'],
      [5 * HOUR, 'about 5 hours ago'],
      [MINUTE, 'about a minute ago'],
      [59 * MINUTE, 'about 59 minutes ago'],
    ];
    expect(cases.map(([ms]) => timeSince(ms))).toEqual(cases.map(([, text]) => text));
  });

  it("says 'less than a minute ago' under a minute and for the future", () => {
    expect(timeSince(59 * SECOND)).toBe('less than a minute ago');
    expect(timeSince(-3 * DAY)).toBe('less than a minute ago');
  });

  it('counts seconds when asked', () => {
    expect(timeSince(1 * SECOND, true)).toBe('about a second ago');
    expect(timeSince(42 * SECOND, true)).toBe('about 42 seconds ago');
  });
});
