// Relative time ("in 2 hours", "yesterday", "3 weeks ago") on Intl.RelativeTimeFormat.
import { relativeSpan, type TimeField } from './i18n-calendar-difference.js';
import { contextNamed, inContext } from './i18n-datetime.js';
import {
  cachedBy,
  intlNumberOptions,
  numberWord,
  optionWords,
  unknownWords,
  type NumberWords,
} from './i18n-options.js';

const FIELDS = new Set<string>(['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millis']);
const STYLES: Readonly<Record<string, Intl.RelativeTimeFormatStyle>> = {
  wide: 'long',
  short: 'short',
  narrow: 'narrow',
};
const KEYS = new Set(['context', 'dayOfWeek', 'field', 'numericOnly', 'allowWeeks', 'alwaysNow', 'width']);

export interface RelativeTimeSpec {
  readonly field: TimeField | undefined;
  readonly allowWeeks: boolean;
  readonly numericOnly: boolean;
  readonly alwaysNow: boolean;
  readonly style: Intl.RelativeTimeFormatStyle;
  readonly context: string | undefined;
  /** How the amount is rounded and shown: whole units, half-even, unless number words say otherwise. */
  readonly number: Intl.NumberFormatOptions;
  readonly key: string;
}

/**
 * Parses `relative-time` options: `context:`, `field:`, `numericOnly:true`, `allowWeeks:true`,
 * `alwaysNow:true`, `width:` (wide, short, narrow), `dayOfWeek:` (accepted; Intl has no weekday
 * phrases, so weeks stay weeks) and number words.
 */
export const relativeTimeSpec = cachedBy((args): RelativeTimeSpec => {
  const words: NumberWords = {};
  let field: TimeField | undefined;
  let allowWeeks = false;
  let numericOnly = false;
  let alwaysNow = false;
  let style: Intl.RelativeTimeFormatStyle = 'long';
  let context: string | undefined;
  for (const word of optionWords(args)) {
    const { key, value } = word;
    if (key === 'context') context = contextNamed(value) ?? context;
    else if (key === 'field') field = FIELDS.has(value) ? (value as TimeField) : field;
    else if (key === 'numericOnly') numericOnly = value === 'true';
    else if (key === 'allowWeeks') allowWeeks = value === 'true';
    else if (key === 'alwaysNow') alwaysNow = value === 'true';
    else if (key === 'width') style = STYLES[value] ?? style;
    else if (key !== 'dayOfWeek') numberWord(word, words);
  }
  const number = intlNumberOptions(words, { maximumFractionDigits: 0 });
  const key = `${numericOnly} ${alwaysNow} ${style} ${JSON.stringify(number)}`;
  return { field, allowWeeks, numericOnly, alwaysNow, style, context, number, key };
});

/** Compile-time check of `relative-time` options. */
export const checkRelativeTimeArgs = (args: string[]): string | undefined =>
  unknownWords(args, (w) => KEYS.has(w.key) || numberWord(w, {}), 'relative-time');

interface Formats {
  /** Rounds the amount the way it will be shown, in plain digits. */
  readonly round: Intl.NumberFormat;
  readonly number: Intl.NumberFormat;
  readonly auto: Intl.RelativeTimeFormat;
  readonly always: Intl.RelativeTimeFormat;
}

const cache = new Map<string, Formats>();

function formatsFor(locale: string, spec: RelativeTimeSpec): Formats {
  const key = `${locale} ${spec.key}`;
  let formats = cache.get(key);
  if (formats === undefined) {
    formats = {
      round: new Intl.NumberFormat('en-US', { ...spec.number, useGrouping: false }),
      number: new Intl.NumberFormat(locale, spec.number),
      auto: new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: spec.style }),
      always: new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: spec.style }),
    };
    if (cache.size >= 300) cache.clear();
    cache.set(key, formats);
  }
  return formats;
}

/**
 * The time from `start` to `end` (epoch ms) in words: the largest calendar field that differs
 * in `zone`, rounded ("in 12 days", "11 hours ago"); words such as "tomorrow" and "now" unless
 * `numericOnly`, with `alwaysNow` keeping "now" for a zero amount.
 */
export function formatRelativeTime(
  locale: string,
  zone: string,
  start: number,
  end: number,
  spec: RelativeTimeSpec,
): string {
  let [field, amount] = relativeSpan(zone, start, end, spec.allowWeeks, spec.field);
  if (field === 'millis') {
    field = 'second';
    amount /= 1000;
  }
  const formats = formatsFor(locale, spec);
  const rounded = Number(formats.round.format(amount)) || 0;
  const words = !spec.numericOnly || (rounded === 0 && spec.alwaysNow);
  const parts = (words ? formats.auto : formats.always).formatToParts(rounded, field);
  // Intl shows at most three fraction digits; the number part is redrawn with the asked-for digits.
  const shown = formats.number.format(Math.abs(rounded));
  let text = '';
  let drawn = false;
  for (const part of parts) {
    if (!('unit' in part)) text += part.value;
    else if (!drawn) {
      text += shown;
      drawn = true;
    }
  }
  return inContext(text, spec.context, locale);
}
