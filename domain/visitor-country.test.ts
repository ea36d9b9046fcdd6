import { describe, expect, it } from 'vitest';
import {
  MAX_ACCEPT_LANGUAGE_LENGTH,
  countryOfAcceptLanguage,
  countryOfTimeZone,
  regionOfLanguage,
  visitorCountry,
} from './visitor-country.js';

describe('visitor country', () => {
  it.each([
    ['fr-CA', 'CA'],
    ['en_us', 'US'],
    ['zh-Hant-TW', 'TW'],
    ['en-UK', 'GB'],
    ['es-419', ''],
    ['en', ''],
    ['de-x-ch', ''],
    ['', ''],
  ])('the region of the language %s is "%s"', (tag, region) => {
    expect(regionOfLanguage(tag)).toBe(region);
  });

  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'CA'],
    ['en,en-GB;q=0.9', 'GB'],
    ['de;q=0.5, pt-BR', 'BR'],
    ['en-US;q=0.5, en-AU;q=0.7', 'AU'],
    ['en-US;q=0, fr', ''],
    ['*', ''],
    ['en', ''],
    [undefined, ''],
  ])('Accept-Language %s gives "%s"', (header, country) => {
    expect(countryOfAcceptLanguage(header)).toBe(country);
  });

  it.each([
    ['Europe/Paris', 'FR'],
    ['America/Toronto', 'CA'],
    ['Asia/Tokyo', 'JP'],
    ['Australia/Sydney', 'AU'],
    ['UTC', ''],
    ['Etc/GMT+2', ''],
    ['Not/AZone', ''],
    [undefined, ''],
  ])('the time zone %s gives "%s"', (zone, country) => {
    expect(countryOfTimeZone(zone)).toBe(country);
  });

  it('takes the language region first, the time zone when the language has none', () => {
    expect(visitorCountry('fr-CA', 'Europe/Paris')).toBe('CA');
    expect(visitorCountry('fr', 'Europe/Paris')).toBe('FR');
    expect(visitorCountry(undefined, 'America/New_York')).toBe('US');
    expect(visitorCountry('en', 'UTC')).toBe('');
  });

  it(`reads an Accept-Language header to its first ${MAX_ACCEPT_LANGUAGE_LENGTH} characters, whole entries only`, () => {
    const many = 'en,'.repeat(MAX_ACCEPT_LANGUAGE_LENGTH);
    expect(countryOfAcceptLanguage(`${many}fr-CA`)).toBe('');
    expect(countryOfAcceptLanguage(`${'en;q=0.5,'.repeat(20)}fr-CA`)).toBe('CA');
    // An entry the bound cuts is left out, not read as a shorter tag (`zh-Hant-TW` as `zh-Ha`).
    const cut = `${'x'.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 8)},zh-Hant-TW`;
    expect(countryOfAcceptLanguage(cut)).toBe('');
    expect(countryOfAcceptLanguage(`fr-CA,${'x'.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}`)).toBe('CA');
  });
});
