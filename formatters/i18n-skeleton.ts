// Translates CLDR date skeletons (`yMMMd`, `hm`, `EEEE`, `Bh`) into Intl.DateTimeFormat options.

type Options = Intl.DateTimeFormatOptions;
export type Width = 'short' | 'medium' | 'long' | 'full';

/** A skeleton split into its date and time fields, as Intl options. */
export interface Skeleton {
  readonly date: Options;
  readonly time: Options;
  /** Date and time fields together. */
  readonly all: Options;
  readonly hasDate: boolean;
  readonly hasTime: boolean;
  /** The dateTime glue CLDR picks for these date fields when they join a time. */
  readonly wrapper: Width;
}

const TEXT_WIDTHS = ['short', 'short', 'short', 'long', 'narrow', 'short'] as const;
const ZONE_NAMES: Readonly<Record<string, readonly Options['timeZoneName'][]>> = {
  z: ['short', 'short', 'short', 'long'],
  O: ['shortOffset', 'shortOffset', 'shortOffset', 'longOffset'],
  v: ['shortGeneric', 'shortGeneric', 'shortGeneric', 'longGeneric'],
  V: ['shortGeneric', 'shortGeneric', 'shortGeneric', 'longGeneric'],
  Z: ['longOffset'],
  X: ['longOffset'],
  x: ['longOffset'],
};
const HOUR_CYCLES: Readonly<Record<string, Options['hourCycle']>> = {
  h: 'h12',
  K: 'h11',
  H: 'h23',
  k: 'h24',
};

const text = (count: number) => TEXT_WIDTHS[Math.min(count, 6) - 1];
const digits = (count: number): 'numeric' | '2-digit' => (count === 2 ? '2-digit' : 'numeric');

/** Adds one run of a skeleton letter (`MMM`) to the options; false when it is not a time field. */
function addField(letter: string, count: number, date: Options, time: Options): boolean {
  switch (letter) {
    case 'G':
      date.era = text(count);
      return false;
    case 'y':
    case 'Y':
    case 'u':
    case 'U':
    case 'r':
      date.year = digits(count);
      return false;
    case 'M':
    case 'L':
      date.month = count <= 2 ? digits(count) : text(count);
      return false;
    case 'd':
      date.day = digits(count);
      return false;
    case 'E':
      date.weekday = text(Math.max(count, 3));
      return false;
    case 'c':
    case 'e':
      if (count >= 3) date.weekday = text(count);
      return false;
    case 'h':
    case 'H':
    case 'K':
    case 'k':
      time.hour = digits(count);
      time.hourCycle = HOUR_CYCLES[letter];
      return true;
    case 'j':
    case 'J':
    case 'C':
      time.hour = digits(count);
      return true;
    case 'b':
    case 'B':
      time.dayPeriod = count === 4 ? 'long' : count === 5 ? 'narrow' : 'short';
      return true;
    case 'm':
      time.minute = digits(count);
      return true;
    case 's':
      time.second = digits(count);
      return true;
    case 'S':
      time.fractionalSecondDigits = Math.min(count, 3) as 1 | 2 | 3;
      return true;
    default:
      if (Object.hasOwn(ZONE_NAMES, letter)) {
        const names = ZONE_NAMES[letter];
        time.timeZoneName = names[Math.min(count, names.length) - 1];
        return true;
      }
      // Quarters, weeks, day of year and `a` (implied by the hour) have no Intl option.
      return false;
  }
}

const skeletons = new Map<string, Skeleton>();

/**
 * The Intl options a skeleton asks for, parsed once per skeleton. Fields Intl cannot show
 * (quarter, week of year, day of year) are dropped; a skeleton left with no field has neither
 * date nor time.
 */
export function parseSkeleton(skeleton: string): Skeleton {
  let parsed = skeletons.get(skeleton);
  if (parsed === undefined) {
    parsed = readSkeleton(skeleton);
    if (skeletons.size >= 500) skeletons.clear();
    skeletons.set(skeleton, parsed);
  }
  return parsed;
}

function readSkeleton(skeleton: string): Skeleton {
  const date: Options = {};
  const time: Options = {};
  for (let i = 0; i < skeleton.length;) {
    const letter = skeleton[i];
    let end = i + 1;
    while (skeleton[end] === letter) end++;
    addField(letter, end - i, date, time);
    i = end;
  }
  const hasTime = time.hour !== undefined || time.minute !== undefined || time.second !== undefined;
  // A day period or zone name alone says nothing about the time.
  if (!hasTime) for (const key of Object.keys(time)) delete time[key as keyof Options];
  const hasDate = Object.keys(date).length > 0;
  return { date, time, all: { ...date, ...time }, hasDate, hasTime, wrapper: wrapperFor(date) };
}

/** CLDR's rule: wide month and weekday → full glue; wide month → long; short month → medium. */
function wrapperFor(date: Options): Width {
  if (date.month === 'long') return date.weekday !== undefined ? 'full' : 'long';
  return date.month === 'short' ? 'medium' : 'short';
}
