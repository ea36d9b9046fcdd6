// Tests checking a shipping address field by field.
import { describe, expect, it } from 'vitest';
import { normalizeAddress, validateAddress } from './validate-address.js';

const maine = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '14 Water Street',
  address2: '',
  city: 'Portland',
  region: 'ME',
  postalCode: '04101',
  country: 'US',
  phone: '',
};

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(maine)).toEqual({});
  });

  it("says 'Required' for each missing part", () => {
    expect(validateAddress({ country: 'US' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      address1: 'Required',
      city: 'Required',
      region: 'Required',
      postalCode: 'Required',
    });
    expect(validateAddress({})).toMatchObject({ country: 'Required' });
  });

  it('gives the postal-code message of the address country', () => {
    expect(validateAddress({ ...maine, postalCode: '0410' }).postalCode).toBe(
      'ZIP Codes need to be 5 digits.',
    );
    expect(validateAddress({ ...maine, country: 'CA', region: 'ON', postalCode: '123' }).postalCode).toBe(
      'An FSA code is invalid.',
    );
  });

  it('needs a region from the list where the country has one, and none where it is optional', () => {
    expect(validateAddress({ ...maine, region: 'ZZ' }).region).toBe('Choose a state from the list.');
    expect(validateAddress({ ...maine, country: 'GB', region: '', postalCode: 'SW1A 1AA' })).toEqual({});
    expect(validateAddress({ ...maine, country: 'DE', region: 'Berlin', postalCode: '' })).toEqual({});
  });

  it('refuses overlong text', () => {
    expect(validateAddress({ ...maine, city: 'x'.repeat(201) }).city).toBe('Use at most 200 characters.');
  });

  it('normalises case, spaces and missing fields', () => {
    expect(normalizeAddress({ country: ' ca', region: 'on', postalCode: ' k1a  0b1 ' })).toEqual({
      firstName: '',
      lastName: '',
      address1: '',
      address2: '',
      city: '',
      region: 'ON',
      postalCode: 'K1A 0B1',
      country: 'CA',
      phone: '',
    });
  });
});
