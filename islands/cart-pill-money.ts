// The pill's subtotal: minor units shown as major units in the page's locale and the cart's currency.
import { findCurrency } from '../domain/currencies.js';
import { fromMinorUnits } from '../domain/decimal.js';
import { formatAmount, formatCurrency } from '../domain/money.js';

const FALLBACK_LOCALE = 'en-US';
/** Minor-unit digits assumed for a currency the store does not list. */
const FALLBACK_DIGITS = 2;

/**
 * The subtotal as the pill shows it: `4500` USD in `en-US` → `$45.00`; `2500` JPY → `¥2,500`. A
 * locale Intl rejects falls back to en-US; a currency the store does not list shows as `45.00 XYZ`.
 */
export function formatSubtotal(cents: number, currency: string, locale: string): string {
  const minor = BigInt(Number.isSafeInteger(cents) ? cents : 0);
  const known = findCurrency(currency);
  if (known === undefined)
    return `${formatAmount(fromMinorUnits(minor, FALLBACK_DIGITS)) ?? ''} ${currency}`.trim();
  const money = { amount: fromMinorUnits(minor, known.fractionDigits), currency: known.code };
  return (
    formatCurrency(money, locale) ??
    formatCurrency(money, FALLBACK_LOCALE) ??
    formatAmount(money.amount) ??
    ''
  );
}
