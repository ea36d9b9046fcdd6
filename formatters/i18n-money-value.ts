// Reads a money object: `{decimalValue, currencyCode}` or, failing that, `{value, currency}`.
import { asString } from '../engine/values.js';
import { parseDecimal, type Decimal } from './i18n-decimal.js';

export interface Money {
  readonly amount: Decimal;
  readonly currency: string;
}

function field(value: object, key: string): unknown {
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * The amount and currency of a money object; undefined when neither pair of fields is present or
 * the amount is not a decimal number.
 */
export function moneyOf(value: unknown): Money | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  let amount = field(value, 'decimalValue');
  let currency = field(value, 'currencyCode');
  if (amount === undefined || currency === undefined) {
    amount = field(value, 'value');
    currency = field(value, 'currency');
    if (amount === undefined || currency === undefined) return undefined;
  }
  const decimal = parseDecimal(asString(amount));
  return decimal === undefined ? undefined : { amount: decimal, currency: asString(currency) };
}
