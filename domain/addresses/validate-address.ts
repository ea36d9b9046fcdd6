// A shipping address and its check field by field: required parts, the region list and the postal-code rule.
import { addressConfigFor, normalizeCountry } from './countries.js';
import { normalizePostalCode, validatePostalCode } from './postal-codes.js';

/** A postal address as checkout collects it and orders keep it. Codes, not names, for country and region. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  /** A code from the country's region list (`ME`, `ON`), or free text where the country has none. */
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
}

/** An address field's name. */
export type AddressField = keyof PostalAddress;

/** Every address field, in the order a form asks for them. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'country',
  'region',
  'postalCode',
  'phone',
];

/** The longest text an address field may hold. */
export const ADDRESS_FIELD_MAX_LENGTH = 200;

/** SPEC §5 (forms): an empty required field. */
export const REQUIRED_MESSAGE = 'Required';

const REQUIRED_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'address1', 'city', 'country'];

/** Messages by field; a field with no message is fine. */
export type AddressErrors = Partial<Record<AddressField, string>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Any value as an address: every field a trimmed string (missing ones empty), the country and
 * region upper case, the postal code normalised.
 */
export function normalizeAddress(value: unknown): PostalAddress {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const country = normalizeCountry(record.country);
  const config = addressConfigFor(country);
  const region = text(record.region);
  return {
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    address1: text(record.address1),
    address2: text(record.address2),
    city: text(record.city),
    region: config.regions.length > 0 ? region.toUpperCase() : region,
    postalCode: normalizePostalCode(record.postalCode),
    country,
    phone: text(record.phone),
  };
}

/** The message for a region that is not in the country's list. */
export function unknownRegionMessage(subdivisionLabel: string): string {
  return `Choose a ${subdivisionLabel.toLowerCase()} from the list.`;
}

/** The message for a text longer than {@link ADDRESS_FIELD_MAX_LENGTH}. */
export const TOO_LONG_MESSAGE = `Use at most ${ADDRESS_FIELD_MAX_LENGTH} characters.`;

/**
 * The address's problems, field by field (empty when it can be shipped to): 'Required' for a
 * missing name, street, city or country, region where the country needs one and postal code where
 * it needs one; a region outside the country's list; SPEC §5's postal-code message.
 */
export function validateAddress(value: unknown): AddressErrors {
  const address = normalizeAddress(value);
  const config = addressConfigFor(address.country);
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (address[field].length > ADDRESS_FIELD_MAX_LENGTH) errors[field] = TOO_LONG_MESSAGE;
  }
  for (const field of REQUIRED_FIELDS) {
    if (address[field] === '') errors[field] ??= REQUIRED_MESSAGE;
  }
  if (address.country !== '' && !/^[A-Z]{2}$/.test(address.country)) errors.country ??= REQUIRED_MESSAGE;
  if (address.region === '') {
    if (config.regionRequired) errors.region ??= REQUIRED_MESSAGE;
  } else if (config.regions.length > 0 && !config.regions.some((region) => region.code === address.region)) {
    errors.region ??= unknownRegionMessage(config.subdivisionLabel);
  }
  if (address.postalCode === '') {
    if (config.postalCodeRequired) errors.postalCode ??= REQUIRED_MESSAGE;
  } else {
    const message = validatePostalCode(address.country, address.postalCode);
    if (message !== undefined) errors.postalCode ??= message;
  }
  return errors;
}
