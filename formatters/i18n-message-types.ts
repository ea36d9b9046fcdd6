// The typed message arguments: `{0 money …}`, `{0 number …}`, `{0 datetime …}`, `{0;1 datetime-interval …}`.
import { datetimeSpec, formatDatetime, instantOf } from './i18n-datetime.js';
import { durationWidth, humanizeDuration } from './i18n-duration.js';
import { formatInterval, intervalSpec } from './i18n-interval.js';
import { ABSENT, messageDecimal, type MessageArg } from './i18n-message-values.js';
import { moneyOf } from './i18n-money-value.js';
import { currencySpec, decimalSpec, formatCurrency, formatDecimal } from './i18n-numbers.js';

/** What a typed argument needs from the render: its locale, and its zone when it prints dates. */
export interface MessageEnv {
  readonly locale: string;
  zone(): string;
}

/** Formats the arguments of one tag (`{0;1 type options…}`) with its option words. */
export type MessageType = (
  args: readonly MessageArg[],
  options: readonly string[],
  env: MessageEnv,
) => string;

/** `{0 money}`: a money object in the currency's format, with the `money` formatter's options. */
const money: MessageType = ([arg], options, env) => {
  const value = moneyOf(arg);
  return value === undefined
    ? ''
    : formatCurrency(env.locale, value.amount, value.currency, currencySpec(options));
};

/** `{0 number}`: a number (money reads as its amount; no number reads as 0), with `decimal`'s options. */
const number: MessageType = ([arg], options, env) =>
  arg === ABSENT ? '' : formatDecimal(env.locale, messageDecimal(arg), decimalSpec(options));

/** `{0 datetime}`: epoch milliseconds in the website's zone, with `datetime`'s options. */
const datetime: MessageType = ([arg], options, env) => {
  const instant = instantOf(arg);
  return instant === undefined ? '' : formatDatetime(env.locale, env.zone(), instant, datetimeSpec(options));
};

/** `{0;1 datetime-interval}`: the range between two instants, with `datetime-interval`'s options. */
const interval: MessageType = ([a, b], options, env) => {
  const start = instantOf(a);
  const end = instantOf(b);
  if (start === undefined || end === undefined) return '';
  return formatInterval(env.locale, env.zone(), start, end, intervalSpec(options));
};

/** `{0 humanize-duration}`: milliseconds as "1 hour, 2 minutes", with `format:long|short|narrow`. */
const duration: MessageType = ([arg], options, env) => {
  const ms = instantOf(arg);
  return ms === undefined ? '' : humanizeDuration(env.locale, ms, durationWidth(options));
};

/** Typed arguments by the name used in a message tag. */
export const MESSAGE_TYPES: Readonly<Record<string, MessageType>> = {
  money,
  currency: money,
  number,
  decimal: number,
  datetime,
  'datetime-interval': interval,
  'humanize-duration': duration,
};

export const MESSAGE_TYPE_NAMES: readonly string[] = Object.keys(MESSAGE_TYPES);
