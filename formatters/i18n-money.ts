// Money formatters on Intl: `money` (alias `currency`), `i18n-money-format`, `bookkeeper-money-format`.
import { currencyForRegion } from '../domain/locale.js';
import type { Formatter } from '../engine/types.js';
import { asString } from '../engine/values.js';
import { parseDecimal, shiftDecimal, ZERO } from './i18n-decimal.js';
import { localeOf, regionOf, resolveLocale } from './i18n-locale.js';
import { moneyOf } from './i18n-money-value.js';
import { checkCurrencyArgs, currencySpec, formatCurrency } from './i18n-numbers.js';

const NO_OPTIONS: readonly string[] = [];

/**
 * `{price|money [options]}`: a money object (`{decimalValue, currencyCode}` or `{value, currency}`)
 * in the render locale's currency format: `$123,456.79`, `€123K` (`style:short`),
 * `123,456.79 US dollars` (`style:name`). Options: `style:` symbol, accounting, code, name,
 * short; `symbol:narrow`; number words. '' for anything that is not money or without locale data.
 */
export const money: Formatter = (value, args, ctx) => {
  const amount = moneyOf(value);
  const locale = localeOf(ctx);
  if (amount === undefined || locale === undefined) return '';
  return formatCurrency(locale, amount.amount, amount.currency, currencySpec(args));
};
money.validateArgs = checkCurrencyArgs;

/**
 * `{price|i18n-money-format [LOCALE]}`: the legacy money format, a money object in the currency
 * format of LOCALE (`de-DE`, or Java-style `de_DE`), else of the render locale, with no options.
 * '' for anything that is not money, an unknown LOCALE, or a render without locale data.
 */
export const i18nMoneyFormat: Formatter = (value, args, ctx) => {
  const amount = moneyOf(value);
  const renderLocale = localeOf(ctx);
  if (amount === undefined || renderLocale === undefined) return '';
  const locale = args.length > 0 ? resolveLocale(args[0]) : renderLocale;
  if (locale === undefined) return '';
  return formatCurrency(locale, amount.amount, amount.currency, currencySpec(NO_OPTIONS));
};
i18nMoneyFormat.validateArgs = (args) => {
  if (args.length > 1) return 'i18n-money-format takes at most one argument, a locale such as en-US';
  if (args.length === 1 && resolveLocale(args[0]) === undefined) {
    return `i18n-money-format: '${args[0]}' is not a locale with data, for example en-US or de_DE`;
  }
  return undefined;
};

/**
 * `{cents|bookkeeper-money-format}`: an amount in minor units (cents) divided by 100, in the
 * currency of the render locale's region (`en` → US → `$123.45`; `fr-FR` → `123,45 €`). A value
 * that is not a number counts as 0; '' without locale data.
 */
export const bookkeeperMoneyFormat: Formatter = (value, _args, ctx) => {
  const locale = localeOf(ctx);
  if (locale === undefined) return '';
  const cents = parseDecimal(asString(value)) ?? ZERO;
  return formatCurrency(
    locale,
    shiftDecimal(cents, -2),
    currencyForRegion(regionOf(locale)),
    currencySpec(NO_OPTIONS),
  );
};
bookkeeperMoneyFormat.validateArgs = (args) =>
  args.length > 0 ? 'bookkeeper-money-format takes no arguments' : undefined;
