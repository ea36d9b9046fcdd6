// Date-time formatting on Intl.DateTimeFormat with the `datetime` option words (JSONT §10.4).
import { parseDecimal, decimalString } from './i18n-decimal.js';
import { cachedBy, optionWords, unknownWords } from './i18n-options.js';
import { parseSkeleton, type Width } from './i18n-skeleton.js';

type Options = Intl.DateTimeFormatOptions;

const WIDTHS = new Set<string>(['short', 'medium', 'long', 'full']);
const CONTEXTS = new Set<string>(['middle-of-text', 'begin-sentence', 'standalone', 'ui-list-or-menu']);
const CALENDARS: Readonly<Record<string, string>> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  buddhist: 'buddhist',
  iso8601: 'iso8601',
  persian: 'persian',
  japanese: 'japanese',
};
/** The largest instant a JavaScript Date holds. */
const MAX_INSTANT = 8.64e15;

/** What to print: one Intl format, or a date and a time joined by a CLDR dateTime glue. */
export type DatetimePlan =
  | { readonly kind: 'single'; readonly options: Options }
  | { readonly kind: 'joined'; readonly date: Options; readonly time: Options; readonly wrap: Width };

export interface DatetimeSpec {
  readonly plan: DatetimePlan;
  /** `begin-sentence` capitalises the first letter. */
  readonly context: string | undefined;
  readonly calendar: string;
}

const isWidth = (word: string): word is Width => WIDTHS.has(word);

/** The calendar, or undefined for a word that names none (`calendar:` options). */
export function calendarNamed(name: string): string | undefined {
  return Object.hasOwn(CALENDARS, name) ? CALENDARS[name] : undefined;
}

/** A context word of JSONT §10.4, or undefined. */
export function contextNamed(name: string): string | undefined {
  return CONTEXTS.has(name) ? name : undefined;
}

/**
 * Chooses the formats CLDR's date request would: standard widths for `date`/`time`/`datetime`,
 * the non-conflicting half of a skeleton next to a width, and a long date when nothing is asked.
 */
function plan(
  date: Width | undefined,
  time: Width | undefined,
  skeletonText: string,
  wrap: Width | undefined,
): DatetimePlan {
  const skeleton = parseSkeleton(skeletonText);
  if (date === undefined && time === undefined && !skeleton.hasDate && !skeleton.hasTime) date = 'long';
  if (date !== undefined && time !== undefined) {
    if (wrap === undefined || wrap === date)
      return { kind: 'single', options: { dateStyle: date, timeStyle: time } };
    return { kind: 'joined', date: { dateStyle: date }, time: { timeStyle: time }, wrap };
  }
  if (date !== undefined) {
    if (!skeleton.hasTime) return { kind: 'single', options: { dateStyle: date } };
    return { kind: 'joined', date: { dateStyle: date }, time: skeleton.time, wrap: wrap ?? date };
  }
  if (time !== undefined) {
    if (!skeleton.hasDate) return { kind: 'single', options: { timeStyle: time } };
    return { kind: 'joined', date: skeleton.date, time: { timeStyle: time }, wrap: wrap ?? skeleton.wrapper };
  }
  if (wrap !== undefined && skeleton.hasDate && skeleton.hasTime) {
    return { kind: 'joined', date: skeleton.date, time: skeleton.time, wrap };
  }
  return { kind: 'single', options: skeleton.all };
}

/**
 * Parses `datetime` options: bare `date`/`time` (short), bare widths (date and time), `date:W`,
 * `time:W`, `datetime:W`, skeleton words (bare, or as a `date:`/`time:` value, appended),
 * `skeleton:X` (replaces), `wrap:W`, `context:`, `calendar:` (default gregory).
 */
export const datetimeSpec = cachedBy((args): DatetimeSpec => {
  let date: Width | undefined;
  let time: Width | undefined;
  let wrap: Width | undefined;
  let skeleton = '';
  let context: string | undefined;
  let calendar = 'gregory';
  for (const { key, value } of optionWords(args)) {
    if (value === '') {
      if (key === 'date') date = 'short';
      else if (key === 'time') time = 'short';
      else if (isWidth(key)) date = time = key;
      else skeleton += key;
      continue;
    }
    switch (key) {
      case 'calendar':
        calendar = calendarNamed(value) ?? 'gregory';
        break;
      case 'context':
        context = contextNamed(value) ?? context;
        break;
      case 'date':
      case 'time':
      case 'datetime':
        if (!isWidth(value)) skeleton += value;
        else if (key === 'date') date = value;
        else if (key === 'time') time = value;
        else date = time = value;
        break;
      case 'skeleton':
        skeleton = value;
        break;
      case 'wrap':
      case 'wrapper':
      case 'wrapped':
        if (isWidth(value)) wrap = value;
        break;
    }
  }
  return { plan: plan(date, time, skeleton, wrap), context, calendar };
});

const DATETIME_KEYS = new Set([
  'calendar',
  'context',
  'date',
  'time',
  'datetime',
  'skeleton',
  'wrap',
  'wrapper',
  'wrapped',
]);

/** Compile-time check of `datetime` options: keyed words must be known; bare words are skeletons. */
export const checkDatetimeArgs = (args: string[]): string | undefined =>
  unknownWords(args, (w) => w.value === '' || DATETIME_KEYS.has(w.key), 'datetime');

const MAX_CACHED = 200;
/** By options object (specs and skeletons keep theirs), then by locale, zone and calendar. */
const formats = new WeakMap<Options, Map<string, Intl.DateTimeFormat>>();

/**
 * A cached Intl.DateTimeFormat for a locale, zone, calendar and options. Pass options objects
 * that live as long as the formats should (from a parsed spec or skeleton, or a constant).
 */
export function dateTimeFormat(
  locale: string,
  zone: string,
  calendar: string,
  options: Options,
): Intl.DateTimeFormat {
  let byPlace = formats.get(options);
  if (byPlace === undefined) formats.set(options, (byPlace = new Map()));
  const key = `${locale} ${zone} ${calendar}`;
  let format = byPlace.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone, calendar });
    if (byPlace.size >= MAX_CACHED) byPlace.clear();
    byPlace.set(key, format);
  }
  return format;
}

const STYLES: Readonly<Record<Width, readonly [date: Options, time: Options, both: Options]>> = {
  short: [{ dateStyle: 'short' }, { timeStyle: 'short' }, { dateStyle: 'short', timeStyle: 'short' }],
  medium: [{ dateStyle: 'medium' }, { timeStyle: 'medium' }, { dateStyle: 'medium', timeStyle: 'medium' }],
  long: [{ dateStyle: 'long' }, { timeStyle: 'long' }, { dateStyle: 'long', timeStyle: 'long' }],
  full: [{ dateStyle: 'full' }, { timeStyle: 'full' }, { dateStyle: 'full', timeStyle: 'full' }],
};

const PROBE = Date.UTC(2020, 0, 15, 12, 30, 45);
const glues = new Map<string, (date: string, time: string) => string>();

/**
 * The locale's dateTime glue of a width (`{1}, {0}`, `{1} 'at' {0}`), learned by finding the date
 * and the time inside Intl's own combined format.
 */
function glue(locale: string, calendar: string, width: Width): (date: string, time: string) => string {
  const key = `${locale} ${calendar} ${width}`;
  let join = glues.get(key);
  if (join === undefined) {
    const [dateStyle, timeStyle, bothStyles] = STYLES[width];
    const d = dateTimeFormat(locale, 'UTC', calendar, dateStyle).format(PROBE);
    const t = dateTimeFormat(locale, 'UTC', calendar, timeStyle).format(PROBE);
    const both = dateTimeFormat(locale, 'UTC', calendar, bothStyles).format(PROBE);
    const at = both.indexOf(d);
    const tat = both.indexOf(t);
    if (at >= 0 && tat >= 0 && tat >= at + d.length) {
      const [before, middle, after] = [
        both.slice(0, at),
        both.slice(at + d.length, tat),
        both.slice(tat + t.length),
      ];
      join = (date, time) => before + date + middle + time + after;
    } else if (at >= 0 && tat >= 0 && at >= tat + t.length) {
      const [before, middle, after] = [
        both.slice(0, tat),
        both.slice(tat + t.length, at),
        both.slice(at + d.length),
      ];
      join = (date, time) => before + time + middle + date + after;
    } else {
      join = (date, time) => `${date} ${time}`;
    }
    glues.set(key, join);
  }
  return join;
}

/** Capitalises the first letter for `context:begin-sentence`; other contexts leave text as is. */
export function inContext(text: string, context: string | undefined, locale: string): string {
  if (context !== 'begin-sentence' || text === '') return text;
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}

/** Epoch milliseconds from a number or a decimal string; undefined for anything else or out of range. */
export function instantOf(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_INSTANT ? Math.trunc(value) : undefined;
  }
  const d = parseDecimal(value);
  if (d === undefined) return undefined;
  const instant = Math.trunc(Number(decimalString(d)));
  return Math.abs(instant) <= MAX_INSTANT ? instant : undefined;
}

/** An instant printed in `locale` and `zone` as `spec` says. */
export function formatDatetime(locale: string, zone: string, instant: number, spec: DatetimeSpec): string {
  const { plan: p, calendar } = spec;
  let text: string;
  if (p.kind === 'single') {
    text = dateTimeFormat(locale, zone, calendar, p.options).format(instant);
  } else {
    const date = dateTimeFormat(locale, zone, calendar, p.date).format(instant);
    const time = dateTimeFormat(locale, zone, calendar, p.time).format(instant);
    text = glue(locale, calendar, p.wrap)(date, time);
  }
  return inContext(text, spec.context, locale);
}
