// Tests SPEC §5 "Postal codes": every country's example codes pass and bad codes get the country's message.
import { describe, expect, it } from 'vitest';
import { ADDRESS_CONFIGS, CONFIGURED_COUNTRIES, DEFAULT_ADDRESS_CONFIG } from './countries.js';
import { normalizePostalCode, validatePostalCode } from './postal-codes.js';

describe('postal codes', () => {
  it.each(CONFIGURED_COUNTRIES)('accepts every example code of %s', (country) => {
    for (const code of ADDRESS_CONFIGS[country].postalCodeExamples) {
      expect(validatePostalCode(country, code)).toBeUndefined();
    }
  });

  it.each([
    ['US', '1234', 'ZIP Codes need to be 5 digits.'],
    ['US', '041011', 'ZIP Codes need to be 5 digits.'],
    ['US', 'ABCDE', 'ZIP Codes need to be 5 digits.'],
    ['CA', '1A1', 'An FSA code is invalid.'],
    ['CA', 'K1', 'An FSA code is invalid.'],
    ['CA', 'K1A 0B', 'An FSA code is invalid.'],
    ['AU', '200', 'Postal Codes need to be 4 digits.'],
    ['AU', '20000', 'Postal Codes need to be 4 digits.'],
    ['GB', 'SW1A1', 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['GB', 'SW1AB', 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['GB', '1AB', 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['FR', '7500', 'Invalid postal code.'],
    ['NZ', '60110', 'Invalid postal code.'],
    ['NO', '15', 'Invalid postal code.'],
    ['SE', '1134', 'Enter up to 3 digits of the postcode'],
    ['SE', 'A1', 'Enter up to 3 digits of the postcode'],
    ['ES', '2801', 'Invalid postal code.'],
    ['IE', 'D2', 'Enter only the first three characters of the Eircode'],
    ['IE', 'D02X', 'Enter only the first three characters of the Eircode'],
  ])('refuses %s %j with SPEC message', (country, code, message) => {
    expect(validatePostalCode(country, code)).toBe(message);
  });

  it('accepts a whole code where the rule names its leading part', () => {
    expect(validatePostalCode('CA', 'k1a 0b1')).toBeUndefined();
    expect(validatePostalCode('GB', 'sw1a  1aa')).toBeUndefined();
    expect(validatePostalCode('IE', 'd02x285')).toBeUndefined();
    expect(validatePostalCode('SE', '11351')).toBeUndefined();
  });

  it('accepts any value for the unknown default', () => {
    expect(DEFAULT_ADDRESS_CONFIG.postalCodeMessage).toBe('Invalid postal code.');
    for (const code of ['10115', 'WC-2', '!!', 'x'.repeat(40)]) {
      expect(validatePostalCode('DE', code)).toBeUndefined();
    }
  });

  it('leaves a blank code to the required check, and uses the US rule in US territories', () => {
    expect(validatePostalCode('US', '   ')).toBeUndefined();
    expect(validatePostalCode('PR', '00901')).toBeUndefined();
    expect(validatePostalCode('PR', '901')).toBe('ZIP Codes need to be 5 digits.');
  });

  it('normalises what was typed', () => {
    expect(normalizePostalCode('  sw1a   1aa ')).toBe('SW1A 1AA');
    expect(normalizePostalCode(42)).toBe('');
  });
});
