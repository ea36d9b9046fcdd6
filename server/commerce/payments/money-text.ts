// Amounts in minor units as a person reads them in an email or a message: `$12.50`.
import { parseDecimal } from '../../../domain/decimal.js';
import { formatCurrency, minorUnitsToDecimalString } from '../../../domain/money.js';

/** `1250` USD → `$12.50` (en-US currency format); an unsupported currency as `12.50 XYZ`. */
export function moneyText(cents: number, currency: string, locale = 'en-US'): string {
  const decimal = minorUnitsToDecimalString(cents, currency);
  const amount = decimal === undefined ? undefined : parseDecimal(decimal);
  const formatted = amount === undefined ? undefined : formatCurrency({ amount, currency }, locale);
  return formatted ?? `${(cents / 100).toFixed(2)} ${currency}`;
}
