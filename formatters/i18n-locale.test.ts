// Tests which locales count as having data, their regions, and the zone dates render in.
import { describe, expect, it } from 'vitest';
import { formatterContext } from '../engine/plugins/fake-context.js';
import { regionOf, resolveLocale, zoneOf } from './i18n-locale.js';

describe('resolveLocale', () => {
  it('accepts BCP 47 and Java spellings', () => {
    expect(['en', 'fr-FR', 'de_CH', 'EN-us'].map(resolveLocale)).toEqual(['en', 'fr-FR', 'de-CH', 'en-US']);
  });

  it('has no data for none, empty, malformed or unknown languages', () => {
    expect(['none', '', 'not a locale', 'xx', 'tlh'].map(resolveLocale)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('regionOf', () => {
  it('fills in the likely region', () => {
    expect(['en', 'fr', 'de-CH', 'ja'].map(regionOf)).toEqual(['US', 'FR', 'CH', 'JP']);
  });
});

describe('zoneOf', () => {
  it("prefers the website's zone, then the render's, and falls back to UTC for an unknown name", () => {
    expect(zoneOf(formatterContext({ website: { timeZone: 'Asia/Tokyo' } }, 1))).toBe('Asia/Tokyo');
    expect(zoneOf(formatterContext({}, 1))).toBe('America/New_York');
    expect(zoneOf(formatterContext({ website: { timeZone: 'Mars/Olympus' } }, 1))).toBe('UTC');
  });
});
