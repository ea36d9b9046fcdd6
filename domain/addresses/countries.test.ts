// Tests the address configuration per country (SPEC §3): labels, region lists, territories and languages.
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CONFIGS,
  CHECKOUT_COUNTRIES,
  CONFIGURED_COUNTRIES,
  DEFAULT_ADDRESS_CONFIG,
  addressConfigFor,
  isUsTerritory,
} from './countries.js';

const codes = (country: string) => addressConfigFor(country).regions.map((region) => region.code);

describe('address configuration per country', () => {
  it('configures SPEC §3 ten countries, each with labels, a rule, a message, examples and regions', () => {
    expect(CONFIGURED_COUNTRIES).toEqual(['US', 'CA', 'AU', 'GB', 'FR', 'NZ', 'NO', 'SE', 'ES', 'IE']);
    for (const country of CONFIGURED_COUNTRIES) {
      const config = ADDRESS_CONFIGS[country];
      expect(config.country).toBe(country);
      expect(config.subdivisionLabel).not.toBe('');
      expect(config.postalCodeLabel).not.toBe('');
      expect(config.postalCodeMessage).not.toBe('');
      expect(config.postalCodeExamples.length).toBeGreaterThan(0);
      expect(config.regions.length).toBeGreaterThan(0);
      expect(new Set(config.regions.map((region) => region.code)).size).toBe(config.regions.length);
    }
  });

  it('lists the US states, DC and the armed-forces codes', () => {
    const us = codes('US');
    expect(us).toHaveLength(54);
    expect(us).toEqual(expect.arrayContaining(['ME', 'CA', 'NY', 'DC', 'AA', 'AE', 'AP']));
    expect(addressConfigFor('US')).toMatchObject({ subdivisionLabel: 'State', postalCodeLabel: 'ZIP Code' });
  });

  it("lists Canada's 13 provinces and territories", () => {
    expect(codes('CA').sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(addressConfigFor('CA').subdivisionLabel).toBe('Province');
  });

  it('lists the other countries regions', () => {
    expect(codes('AU')).toHaveLength(8);
    expect(codes('GB')).toEqual(['ENG', 'NIR', 'SCT', 'WLS']);
    expect(codes('FR')).toHaveLength(18);
    expect(codes('NZ')).toHaveLength(17);
    expect(codes('NO')).toHaveLength(15);
    expect(codes('SE')).toHaveLength(21);
    expect(codes('ES')).toHaveLength(52);
    expect(codes('IE')).toHaveLength(26);
  });

  it('treats the US territories as US addresses with ZIP Codes', () => {
    for (const code of ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']) expect(isUsTerritory(code)).toBe(true);
    expect(isUsTerritory('CA')).toBe(false);
    const puertoRico = addressConfigFor('pr');
    expect(puertoRico).toMatchObject({
      country: 'PR',
      name: 'Puerto Rico',
      postalCodeLabel: 'ZIP Code',
      postalCodeMessage: 'ZIP Codes need to be 5 digits.',
      regionRequired: false,
    });
    expect(puertoRico.regions).toEqual([]);
  });

  it('gives SPEC §3 valid languages', () => {
    expect(addressConfigFor('US').languages).toEqual(['en']);
    expect(addressConfigFor('CA').languages).toEqual(['en', 'fr']);
    expect(addressConfigFor('AU').languages).toEqual(['en']);
    expect(addressConfigFor('NZ').languages).toEqual(['en']);
    expect(addressConfigFor('GB').languages).toEqual(['en']);
  });

  it('falls back to the unknown default for any other country, and reads codes in any case', () => {
    expect(addressConfigFor('DE')).toBe(DEFAULT_ADDRESS_CONFIG);
    expect(addressConfigFor(undefined)).toBe(DEFAULT_ADDRESS_CONFIG);
    expect(addressConfigFor(' gb ')).toBe(ADDRESS_CONFIGS.GB);
    expect(DEFAULT_ADDRESS_CONFIG).toMatchObject({ postalCodeRequired: false, regions: [] });
  });

  it('offers the ten countries and the territories at checkout', () => {
    expect(CHECKOUT_COUNTRIES.map((country) => country.code)).toEqual([
      ...CONFIGURED_COUNTRIES,
      'PR',
      'GU',
      'VI',
      'MP',
      'AS',
      'UM',
    ]);
  });
});
