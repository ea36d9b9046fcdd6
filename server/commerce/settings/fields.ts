// Input fields the store settings share: amounts in cents, country and region codes.
import { z } from 'zod';

/** The most cents an amount may be (a million in major units). */
export const MAX_CENTS = 100_000_000;

/** A whole, non-negative number of cents; `label` starts the message. */
export function cents(label: string) {
  const message = `${label} must be a whole number of cents from 0 to ${MAX_CENTS}.`;
  return z.number({ error: message }).int(message).min(0, message).max(MAX_CENTS, message);
}

/** An ISO 3166-1 alpha-2 country code, stored upper case. */
export const countryCode = z
  .string({ error: 'Enter a two-letter country code, such as US.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code, such as US.')
  .transform((code) => code.toUpperCase());

const REGION_MESSAGE = 'Enter a region code, such as ME.';
const REGION_PATTERN = /^[A-Za-z0-9]{1,3}(?:-[A-Za-z0-9]{1,8})?$/;

/** A region (state, province) code such as ME or US-ME, stored upper case. */
export const regionCode = z
  .string({ error: REGION_MESSAGE })
  .trim()
  .regex(REGION_PATTERN, REGION_MESSAGE)
  .transform((code) => code.toUpperCase());

/** A region code or nothing (null, or blank): null means the whole country. */
export const optionalRegionCode = z
  .string({ error: REGION_MESSAGE })
  .trim()
  .nullable()
  .default(null)
  .refine((code) => code === null || code === '' || REGION_PATTERN.test(code), REGION_MESSAGE)
  .transform((code) => (code ? code.toUpperCase() : null));
