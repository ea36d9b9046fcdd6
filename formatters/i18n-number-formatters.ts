// Number formatters on Intl: `decimal` (alias `number`) and `percentage-format`.
import type { Formatter } from '../engine/types.js';
import { asString } from '../engine/values.js';
import { parseDecimal, ZERO } from './i18n-decimal.js';
import { localeOf } from './i18n-locale.js';
import { checkDecimalArgs, decimalSpec, formatDecimal, numberSpec } from './i18n-numbers.js';

/**
 * `{n|decimal [options]}`: a number or decimal string in the render locale: `123,456.789`;
 * `style:percent` → `12,345,679%`; `style:short` → `123K`; number words such as
 * `maxfrac:1 round:down`. '' when the value is not a finite decimal or without locale data.
 */
export const decimal: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  const n = parseDecimal(typeof value === 'number' ? value : asString(value));
  if (locale === undefined || n === undefined) return '';
  return formatDecimal(locale, n, decimalSpec(args));
};
decimal.validateArgs = checkDecimalArgs;

const PERCENTAGE = numberSpec({
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
  roundingMode: 'halfEven',
});
const PERCENTAGE_TRIMMED = numberSpec({
  minimumFractionDigits: 0,
  maximumFractionDigits: 3,
  roundingMode: 'halfEven',
});

/**
 * `{rate|percentage-format [trim]}`: a number with two or three fraction digits (`123,456.00`),
 * or up to three with `trim` (`12.5`); the caller adds the percent sign. A value that is not a
 * number counts as 0; '' without locale data.
 */
export const percentageFormat: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  if (locale === undefined) return '';
  const n = parseDecimal(asString(value)) ?? ZERO;
  return formatDecimal(locale, n, args.includes('trim') ? PERCENTAGE_TRIMMED : PERCENTAGE);
};
percentageFormat.validateArgs = (args) =>
  args.every((arg) => arg === 'trim') ? undefined : "percentage-format takes only the word 'trim'";
