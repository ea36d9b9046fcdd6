// Date-time ranges on Intl's formatRange with the `datetime-interval` option words (JSONT §10.4).
import { contextNamed, dateTimeFormat, inContext } from './i18n-datetime.js';
import { cachedBy, optionWords, unknownWords } from './i18n-options.js';
import { parseSkeleton } from './i18n-skeleton.js';

export interface IntervalSpec {
  readonly skeleton: string | undefined;
  /** Skeleton used when the dates differ (a width word stands for a standard skeleton). */
  readonly date: string | undefined;
  /** Skeleton used when only the times differ. */
  readonly time: string | undefined;
  readonly context: string | undefined;
}

const DATE_WIDTHS: Readonly<Record<string, string>> = {
  short: 'yMd',
  medium: 'yMMMd',
  long: 'yMMMMd',
  full: 'yMMMMEEEEd',
};
const TIME_WIDTHS: Readonly<Record<string, string>> = {
  short: 'jm',
  medium: 'jms',
  long: 'jmsz',
  full: 'jmszzzz',
};
const KEYS = new Set(['context', 'skeleton', 'date', 'time']);

/** Parses `datetime-interval` options: a bare word is the skeleton; `skeleton:`, `date:`, `time:`, `context:`. */
export const intervalSpec = cachedBy((args): IntervalSpec => {
  let skeleton: string | undefined;
  let date: string | undefined;
  let time: string | undefined;
  let context: string | undefined;
  for (const { key, value } of optionWords(args)) {
    if (value === '') {
      if (!KEYS.has(key) && key !== '') skeleton = key;
    } else if (key === 'skeleton') skeleton = value;
    else if (key === 'date') date = DATE_WIDTHS[value] ?? value;
    else if (key === 'time') time = TIME_WIDTHS[value] ?? value;
    else if (key === 'context') context = contextNamed(value) ?? context;
  }
  return { skeleton, date, time, context };
});

/** Compile-time check of `datetime-interval` options. */
export const checkIntervalArgs = (args: string[]): string | undefined =>
  unknownWords(args, (w) => (w.value === '' ? !KEYS.has(w.key) : KEYS.has(w.key)), 'datetime-interval');

const FIELDS: Intl.DateTimeFormatOptions = {
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** Which fields differ between two instants in `zone`: the date, only the time, or neither (seconds). */
function difference(zone: string, start: number, end: number): 'date' | 'time' | 'none' {
  const format = dateTimeFormat('en', zone, 'gregory', FIELDS);
  const a = format.formatToParts(start);
  const b = format.formatToParts(end);
  let timeDiffers = false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].value === b[i]?.value) continue;
    const type = a[i].type;
    if (type === 'era' || type === 'year' || type === 'month' || type === 'day') return 'date';
    if (type === 'hour' || type === 'minute') timeDiffers = true;
  }
  return timeDiffers ? 'time' : 'none';
}

/**
 * The skeleton CLDR's interval request would use: the one asked for (the `date:` one when the
 * dates differ, else `time:`), defaulting to `yMMMd` across days and `jm` within one; a time-only
 * skeleton across days gains `yMMMd`, and bare minutes or seconds gain an hour.
 */
function skeletonFor(spec: IntervalSpec, dateDiffers: boolean): string {
  const asked = spec.skeleton ?? (dateDiffers && spec.date !== undefined ? spec.date : spec.time);
  if (asked === undefined || asked === '') return dateDiffers ? 'yMMMd' : 'jm';
  const parsed = parseSkeleton(asked);
  if (dateDiffers && !parsed.hasDate) return 'yMMMd' + asked;
  if (!parsed.hasDate && parsed.hasTime && parsed.time.hour === undefined) {
    return (parsed.time.minute === undefined ? 'jm' : 'j') + asked;
  }
  return asked;
}

/** The range from `start` to `end` (epoch ms) in `locale` and `zone`, e.g. "Feb 24 – Jun 19, 2020". */
export function formatInterval(
  locale: string,
  zone: string,
  start: number,
  end: number,
  spec: IntervalSpec,
): string {
  const skeleton = parseSkeleton(skeletonFor(spec, difference(zone, start, end) === 'date'));
  const format = dateTimeFormat(locale, zone, 'gregory', skeleton.all);
  const text = rangeSpacesDayPeriod()
    ? format
        .formatRangeToParts(start, end)
        .map((part, i, parts) =>
          part.type === 'literal' && part.value === ' ' && parts[i + 1]?.type === 'dayPeriod'
            ? NARROW_NO_BREAK_SPACE
            : part.value,
        )
        .join('')
    : format.formatRange(start, end);
  return inContext(text, spec.context, locale);
}

const NARROW_NO_BREAK_SPACE = '\u202f';
let spacesDayPeriod: boolean | undefined;

/**
 * Whether this runtime's formatRange prints a plain space where CLDR (42 and later) puts U+202F
 * before AM/PM: V8 does so in Node 26 (as its single-date format always did, for web
 * compatibility), not in Node 22 or 24. Ranges keep CLDR's character on every line, as the
 * reference engine prints it; a runtime that keeps it is left alone.
 */
function rangeSpacesDayPeriod(): boolean {
  spacesDayPeriod ??= !new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: 'numeric',
    timeZone: 'UTC',
  })
    .formatRange(Date.UTC(2020, 1, 24, 14, 4), Date.UTC(2020, 1, 24, 19, 38))
    .includes(NARROW_NO_BREAK_SPACE);
  return spacesDayPeriod;
}
