// Money rules (SPEC §3 "Money", §9 "Money and pricing"): reading money values, minor units, the
// legacy `#,##0.00` money string, and locale currency formatting for the useCLDRMoneyFormat setting.
import { DEFAULT_CURRENCY, findCurrency } from './currencies.js';
import {
  ZERO_DECIMAL,
  decimalParts,
  decimalToString,
  fromMinorUnits,
  parseDecimal,
  roundDecimal,
  toMinorUnits,
  type Decimal,
  type HalfRounding,
} from './decimal.js';
import { member, toText } from './json-value.js';

export const THOUSANDS_SEPARATOR = ',';
export const DECIMAL_SEPARATOR = '.';
/** Amounts with more whole digits than this are refused rather than printed wrong. */
export const MAX_INTEGER_PLACES = 15;
/** The class of the legacy money markup themes style and scripts find. */
export const LEGACY_MONEY_CLASS = 'sqs-money-native';

/** An exact amount in major units (dollars, not cents) and its ISO currency code. */
export interface Money {
  readonly amount: Decimal;
  readonly currency: string;
}

/** What a price is when there is none: 0 USD (SPEC §9). */
export const DEFAULT_MONEY: Money = Object.freeze({ amount: ZERO_DECIMAL, currency: DEFAULT_CURRENCY });

/**
 * A money value from the context: `{value, currency}` (the amount is a decimal string in major
 * units, `"19.99"`), or `{decimalValue, currencyCode}` when `value` is absent. An amount that does
 * not parse counts as 0, and a missing or blank currency as USD, as the reference engine reads them.
 */
export function readMoney(node: unknown): Money {
  const hasValue = member(node, 'value') !== undefined;
  const amount = parseDecimal(toText(member(node, hasValue ? 'value' : 'decimalValue'))) ?? ZERO_DECIMAL;
  const currency = toText(member(node, hasValue ? 'currency' : 'currencyCode')).trim();
  return { amount, currency: currency === '' ? DEFAULT_CURRENCY : currency };
}

/** How `formatAmount` prints; every field defaults to SPEC §9's rule. */
export interface AmountFormat {
  /** Digits after the decimal point; default 2. */
  fractionDigits?: number;
  /** Drop an all-zero fraction (`12.00` → `12`); default off. */
  trimZeroCents?: boolean;
  /** Thousands separators; default on. */
  grouping?: boolean;
  /** Default half-expand (`0.125` → `0.13`), as the TypeScript reference prints prices. */
  rounding?: HalfRounding;
}

const GROUPS = /\B(?=(\d{3})+$)/g;
const ALL_ZEROS = /^0*$/;

/**
 * An amount as `-1,234.50`: comma thousands separator, decimal point, a leading minus. Undefined
 * when the rounded amount has more than 15 whole digits (SPEC §9).
 */
export function formatAmount(amount: Decimal, format: AmountFormat = {}): string | undefined {
  const digits = format.fractionDigits ?? 2;
  const rounded = roundDecimal(amount, digits, format.rounding ?? 'half-expand');
  const { integer, fraction } = decimalParts(rounded);
  if (integer.length > MAX_INTEGER_PLACES) return undefined;
  const whole = format.grouping === false ? integer : integer.replace(GROUPS, THOUSANDS_SEPARATOR);
  const trimmed = format.trimZeroCents === true && ALL_ZEROS.test(fraction);
  const text = trimmed || fraction === '' ? whole : `${whole}${DECIMAL_SEPARATOR}${fraction}`;
  return rounded.negative ? `-${text}` : text;
}

/**
 * The legacy money markup, `<span class="sqs-money-native">1,234.50</span>` (en-US `#,##0.00`,
 * whatever the currency), or undefined when the amount is out of range.
 */
export function legacyMoneyHtml(amount: Decimal, rounding?: HalfRounding): string | undefined {
  const text = formatAmount(amount, { rounding });
  return text === undefined ? undefined : `<span class="${LEGACY_MONEY_CLASS}">${text}</span>`;
}

/** Minor-unit digits of a supported currency (USD when none is given), or undefined. */
function digitsOf(currency: string): number | undefined {
  return findCurrency(currency)?.fractionDigits;
}

/**
 * Whole minor units as the decimal string of major units: `12345` USD → `123.45`, `2500` JPY →
 * `2500`. Undefined for a currency the store does not support.
 */
export function minorUnitsToDecimalString(
  minor: bigint | number,
  currency: string = DEFAULT_CURRENCY,
): string | undefined {
  const digits = digitsOf(currency);
  if (digits === undefined || (typeof minor === 'number' && !Number.isSafeInteger(minor))) return undefined;
  return decimalToString(fromMinorUnits(BigInt(minor), digits));
}

/**
 * A decimal amount (`"123.45"`, `"-0.5"`) in whole minor units of the currency (`12345n` cents).
 * Undefined when the text is no number, the currency is unsupported, or a digit would be lost.
 */
export function decimalStringToMinorUnits(
  text: string,
  currency: string = DEFAULT_CURRENCY,
): bigint | undefined {
  const digits = digitsOf(currency);
  const amount = parseDecimal(text);
  return digits === undefined || amount === undefined ? undefined : toMinorUnits(amount, digits);
}

const MAX_CACHED_FORMATS = 500;
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(
  locale: string,
  currency: string,
  options: Intl.NumberFormatOptions,
  optionsKey: string,
): Intl.NumberFormat | null {
  const key = `${locale} ${currency} ${optionsKey}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency });
    } catch {
      // A malformed locale or contradictory options: remembered, so the failure is paid once.
      format = null;
    }
    // Locales come from requests; a bounded cache cannot be grown without limit by odd ones.
    if (currencyFormats.size >= MAX_CACHED_FORMATS) currencyFormats.clear();
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in the locale's currency format (`€2,500.00` in `en`), through a cached
 * Intl.NumberFormat per locale, currency and options (`optionsKey` names the options in the cache).
 * Undefined for a currency the store does not support or a locale Intl rejects.
 */
export function formatCurrency(
  money: Money,
  locale: string,
  options: Intl.NumberFormatOptions = {},
  optionsKey: string = JSON.stringify(options),
): string | undefined {
  const currency = findCurrency(money.currency);
  if (currency === undefined) return undefined;
  const format = currencyFormat(locale, currency.code, options, optionsKey);
  return format?.format(decimalToString(money.amount) as Intl.StringNumericLiteral);
}

/** How a site shows prices: its useCLDRMoneyFormat setting, the visitor's locale, format options. */
export interface MoneyStyle {
  readonly useCLDRMoneyFormat: boolean;
  readonly locale: string;
  readonly options?: Intl.NumberFormatOptions;
  readonly optionsKey?: string;
}

/**
 * A price as the site shows it: the locale currency format when useCLDRMoneyFormat is on, else the
 * legacy `<span class="sqs-money-native">` markup. Undefined when it cannot be printed.
 */
export function formatMoney(money: Money, style: MoneyStyle): string | undefined {
  return style.useCLDRMoneyFormat
    ? formatCurrency(money, style.locale, style.options, style.optionsKey)
    : legacyMoneyHtml(money.amount);
}
