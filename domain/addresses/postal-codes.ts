// SPEC §5 "Postal codes": normalising what a shopper typed and checking it against their country's rule.
import { addressConfigFor } from './countries.js';

/** A postal code as checked and stored: trimmed, upper case, runs of spaces made one. */
export function normalizePostalCode(code: unknown): string {
  return typeof code === 'string' ? code.trim().replace(/\s+/g, ' ').toUpperCase() : '';
}

/**
 * SPEC §5's message when `code` breaks `country`'s postal-code rule (e.g. 'ZIP Codes need to be 5
 * digits.'), else undefined. A blank code passes here: whether one is needed is
 * `addressConfigFor(country).postalCodeRequired`, checked with the rest of the address.
 */
export function validatePostalCode(country: unknown, code: unknown): string | undefined {
  const normalized = normalizePostalCode(code);
  if (normalized === '') return undefined;
  const config = addressConfigFor(country);
  return config.postalCodePattern.test(normalized) ? undefined : config.postalCodeMessage;
}
