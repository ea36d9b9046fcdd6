// Tests of time zone names: canonical IANA names are kept, anything else is refused.
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneChoices } from './time-zones.js';

describe('canonicalTimeZone', () => {
  it('keeps IANA names, in their canonical case', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone(' asia/tokyo ')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it('refuses offsets, unknown zones and other text', () => {
    for (const zone of ['+05:00', 'Mars/Olympus_Mons', '', 'Europe/Paris; drop', 'GMT+5:30']) {
      expect(canonicalTimeZone(zone), zone).toBeUndefined();
    }
  });
});

describe('timeZoneChoices', () => {
  it('lists the default zone and UTC among hundreds, sorted', () => {
    const zones = timeZoneChoices();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain(DEFAULT_TIME_ZONE);
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
  });
});
