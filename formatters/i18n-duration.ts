// Durations in words for the locale: 3725000 ms → "1 hour, 2 minutes, 5 seconds".
import type { Formatter } from '../engine/types.js';
import { instantOf } from './i18n-datetime.js';
import { localeOf } from './i18n-locale.js';
import { cachedBy, optionWords, unknownWords } from './i18n-options.js';

export type UnitWidth = 'long' | 'short' | 'narrow';

const WIDTHS = new Set<string>(['long', 'short', 'narrow']);
const PARTS: readonly (readonly [unit: string, ms: number])[] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** The `format:` width of unit-style output (long, short, narrow); long by default. */
export function unitWidth(value: string, fallback: UnitWidth = 'long'): UnitWidth {
  return WIDTHS.has(value) ? (value as UnitWidth) : fallback;
}

/** Parses `humanize-duration` options: `format:long|short|narrow`. */
export const durationWidth = cachedBy((args): UnitWidth => {
  let width: UnitWidth = 'long';
  for (const { key, value } of optionWords(args)) if (key === 'format') width = unitWidth(value, width);
  return width;
});

/** Compile-time check of `humanize-duration` options. */
export const checkDurationArgs = (args: string[]): string | undefined =>
  unknownWords(args, (w) => w.key === 'format' && WIDTHS.has(w.value), 'humanize-duration');

interface DurationFormats {
  readonly units: ReadonlyMap<string, Intl.NumberFormat>;
  readonly list: Intl.ListFormat;
}

const cache = new Map<string, DurationFormats>();

function formatsFor(locale: string, width: UnitWidth): DurationFormats {
  const key = `${locale} ${width}`;
  let formats = cache.get(key);
  if (formats === undefined) {
    const units = new Map<string, Intl.NumberFormat>();
    for (const [unit] of PARTS) {
      units.set(unit, new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: width }));
    }
    formats = { units, list: new Intl.ListFormat(locale, { type: 'unit', style: width }) };
    if (cache.size >= 200) cache.clear();
    cache.set(key, formats);
  }
  return formats;
}

/**
 * A length of time in milliseconds as days, hours, minutes and seconds in words, leaving out
 * zero parts and dropping milliseconds; a negative length reads as its size, under a second as
 * "0 seconds".
 */
export function humanizeDuration(locale: string, milliseconds: number, width: UnitWidth): string {
  const { units, list } = formatsFor(locale, width);
  let rest = Math.trunc(Math.abs(milliseconds) / 1000) * 1000;
  const pieces: string[] = [];
  for (const [unit, size] of PARTS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) pieces.push(units.get(unit)!.format(count));
  }
  if (pieces.length === 0) return units.get('second')!.format(0);
  return list.format(pieces);
}

/**
 * `{ms|humanize-duration [format:W]}`: milliseconds as words in the render locale,
 * `1 hour, 2 minutes, 5 seconds` (`format:short` → `1 hr, 2 min, 5 sec`). For the `M:SS` clock
 * form use `humanizeDuration`. '' when the value is not a number or without locale data.
 */
export const humanizeDurationFormatter: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  const ms = instantOf(value);
  if (locale === undefined || ms === undefined) return '';
  return humanizeDuration(locale, ms, durationWidth(args));
};
humanizeDurationFormatter.validateArgs = checkDurationArgs;
