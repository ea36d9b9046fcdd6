// The `date` formatter: strftime-style text for epoch milliseconds in the website's zone (JSONT §10.3).
import type { Formatter, FormatterTable, RenderContext } from '../engine/types.js';
import { asNumber } from '../engine/values.js';
import { LONG_DAYS, LONG_MONTHS, SHORT_DAYS, SHORT_MONTHS } from '../domain/calendar-names.js';

const DEFAULT_ZONE = 'America/New_York';
const INVALID_DATE = 'Invalid date.';
/** The largest instant a JavaScript Date holds. */
const MAX_INSTANT = 8.64e15;
const SECOND = 1000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Per zone: about three years of distinct dates before the cache starts over. */
const MAX_CACHED_DAYS = 1024;

/**
 * Zone abbreviations from the tz database for zones where ICU's English short name is only an
 * offset (`GMT+9` where the reference engine prints `JST`), as "ABBR OFFSET-MINUTES …" per group of
 * zones. Keys are ICU's canonical ids (`Asia/Calcutta` also serves `Asia/Kolkata`). Zones absent
 * here print ICU's name (EST, PDT, GMT, UTC…) or, for offset-only names, tz style `+04`, `+0545`.
 */
const TZ_ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['GMT 0 BST 60', 'Europe/London Europe/Guernsey Europe/Isle_of_Man Europe/Jersey'],
  ['GMT 0 IST 60', 'Europe/Dublin'],
  ['WET 0 WEST 60', 'Europe/Lisbon Atlantic/Canary Atlantic/Faeroe Atlantic/Madeira'],
  [
    'CET 60 CEST 120',
    'Europe/Amsterdam Europe/Andorra Europe/Belgrade Europe/Berlin Europe/Bratislava Europe/Brussels ' +
      'Europe/Budapest Europe/Busingen Europe/Copenhagen Europe/Gibraltar Europe/Ljubljana ' +
      'Europe/Luxembourg Europe/Madrid Europe/Malta Europe/Monaco Europe/Oslo Europe/Paris ' +
      'Europe/Podgorica Europe/Prague Europe/Rome Europe/San_Marino Europe/Sarajevo Europe/Skopje ' +
      'Europe/Stockholm Europe/Tirane Europe/Vaduz Europe/Vatican Europe/Vienna Europe/Warsaw ' +
      'Europe/Zagreb Europe/Zurich Africa/Ceuta Arctic/Longyearbyen',
  ],
  ['CET 60', 'Africa/Algiers Africa/Tunis'],
  [
    'EET 120 EEST 180',
    'Europe/Athens Europe/Bucharest Europe/Chisinau Europe/Helsinki Europe/Kiev Europe/Mariehamn ' +
      'Europe/Riga Europe/Sofia Europe/Tallinn Europe/Vilnius Africa/Cairo Asia/Beirut ' +
      'Asia/Famagusta Asia/Gaza Asia/Hebron Asia/Nicosia',
  ],
  // Jordan and Syria moved to a permanent +03, which tzdata names numerically.
  ['EET 120', 'Africa/Tripoli Europe/Kaliningrad Asia/Amman Asia/Damascus'],
  ['MSK 180', 'Europe/Moscow Europe/Kirov Europe/Simferopol Europe/Volgograd'],
  [
    'WAT 60',
    'Africa/Lagos Africa/Bangui Africa/Brazzaville Africa/Douala Africa/Kinshasa Africa/Libreville ' +
      'Africa/Luanda Africa/Malabo Africa/Ndjamena Africa/Niamey Africa/Porto-Novo',
  ],
  [
    'CAT 120',
    'Africa/Maputo Africa/Blantyre Africa/Bujumbura Africa/Gaborone Africa/Harare Africa/Khartoum ' +
      'Africa/Kigali Africa/Lubumbashi Africa/Lusaka Africa/Windhoek',
  ],
  ['CAT 120 EAT 180', 'Africa/Juba'],
  [
    'EAT 180',
    'Africa/Nairobi Africa/Addis_Ababa Africa/Asmera Africa/Dar_es_Salaam Africa/Djibouti ' +
      'Africa/Kampala Africa/Mogadishu Indian/Antananarivo Indian/Comoro Indian/Mayotte',
  ],
  ['SAST 120', 'Africa/Johannesburg Africa/Maseru Africa/Mbabane'],
  ['IST 120 IDT 180', 'Asia/Jerusalem'],
  ['PKT 300', 'Asia/Karachi'],
  ['IST 330', 'Asia/Calcutta'],
  ['WIB 420', 'Asia/Jakarta Asia/Pontianak'],
  ['WITA 480', 'Asia/Makassar'],
  ['WIT 540', 'Asia/Jayapura'],
  ['CST 480', 'Asia/Shanghai Asia/Macau Asia/Taipei'],
  ['HKT 480', 'Asia/Hong_Kong'],
  ['PST 480', 'Asia/Manila'],
  ['KST 540', 'Asia/Seoul Asia/Pyongyang'],
  ['JST 540', 'Asia/Tokyo'],
  ['AWST 480', 'Australia/Perth'],
  ['ACST 570', 'Australia/Darwin'],
  ['ACST 570 ACDT 630', 'Australia/Adelaide Australia/Broken_Hill'],
  ['AEST 600', 'Australia/Brisbane Australia/Lindeman'],
  ['AEST 600 AEDT 660', 'Australia/Sydney Australia/Melbourne Australia/Hobart Antarctica/Macquarie'],
  ['NZST 720 NZDT 780', 'Pacific/Auckland Antarctica/McMurdo'],
  ['ChST 600', 'Pacific/Guam Pacific/Saipan'],
  ['SST -660', 'Pacific/Pago_Pago Pacific/Midway'],
  ['HST -600 HDT -540', 'America/Adak'],
  ['MST -420 MDT -360', 'America/Ciudad_Juarez America/Mazatlan'],
  ['MST -420', 'America/Hermosillo America/Dawson America/Whitehorse'],
  ['MST -420 CST -360', 'America/Chihuahua'],
  ['CST -300 CDT -240', 'America/Havana'],
  ['NST -210 NDT -150', 'America/St_Johns'],
  ['+00 0 +02 120', 'Antarctica/Troll'],
];

let abbreviationTable: Map<string, Map<number, string>> | undefined;

function tableAbbreviations(zoneId: string): Map<number, string> | undefined {
  if (abbreviationTable === undefined) {
    abbreviationTable = new Map();
    for (const [pairs, zones] of TZ_ABBREVIATIONS) {
      const byOffset = new Map<number, string>();
      const words = pairs.split(' ');
      for (let i = 0; i < words.length; i += 2) byOffset.set(Number(words[i + 1]), words[i]);
      for (const zone of zones.split(' ')) abbreviationTable.set(zone, byOffset);
    }
  }
  return abbreviationTable.get(zoneId);
}

/** A time zone with its Intl formatters and caches; built once per zone name. */
class Zone {
  /** Offsets in ms by UTC day, for days with no transition inside. */
  private readonly offsets = new Map<number, number>();
  /** Abbreviations by UTC day, for days with no transition inside. */
  private readonly names = new Map<number, string>();
  private todays: Map<number, string> | undefined;
  private namer: Intl.DateTimeFormat | undefined;

  constructor(
    readonly id: string,
    /** Undefined for UTC, whose offset is always 0. */
    private readonly fields: Intl.DateTimeFormat | undefined,
  ) {}

  /** The zone's offset from UTC at `instant`, in milliseconds. */
  offsetAt(instant: number): number {
    if (this.fields === undefined) return 0;
    const day = Math.floor(instant / DAY);
    const cached = this.offsets.get(day);
    if (cached !== undefined) return cached;
    // Asking Intl costs microseconds, so a day's offset is cached when it starts and ends the
    // same; a day with a transition (two a year) is asked about each instant.
    const start = this.measure(day * DAY);
    if (start !== this.measure(day * DAY + DAY - SECOND)) return this.measure(instant);
    if (this.offsets.size >= MAX_CACHED_DAYS) this.offsets.clear();
    this.offsets.set(day, start);
    return start;
  }

  /** The tz-database style abbreviation (EST, CEST, JST, +04) for an instant at `offset` ms. */
  abbreviationAt(instant: number, offset: number): string {
    const minutes = Math.trunc(offset / MINUTE);
    const listed = tableAbbreviations(this.id)?.get(minutes);
    if (listed !== undefined) return listed;
    if (this.fields === undefined) return 'UTC';
    const day = Math.floor(instant / DAY);
    let name = this.names.get(day);
    if (name === undefined) {
      name = this.icuName(instant) ?? this.todaysNames().get(minutes) ?? numericAbbreviation(minutes);
      if (this.offsets.has(day)) {
        if (this.names.size >= MAX_CACHED_DAYS) this.names.clear();
        this.names.set(day, name);
      }
    }
    return name;
  }

  // ICU names a zone by offset alone before its metazone starts (New York in 1965 is `GMT-5`), so
  // the names of today's standard and summer offsets, learned from this year's January and July,
  // stand in for it.
  private todaysNames(): Map<number, string> {
    if (this.todays === undefined) {
      this.todays = new Map();
      const year = new Date().getUTCFullYear();
      for (const probe of [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)]) {
        const name = this.icuName(probe);
        if (name !== undefined) this.todays.set(Math.trunc(this.offsetAt(probe) / MINUTE), name);
      }
    }
    return this.todays;
  }

  /** ICU's English short name, unless it is only an offset (`GMT+9`). */
  private icuName(instant: number): string | undefined {
    this.namer ??= new Intl.DateTimeFormat('en-US', { timeZone: this.id, timeZoneName: 'short' });
    const name = this.namer.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
    return name === undefined || /^GMT[+-]/.test(name) ? undefined : name;
  }

  // Intl only tells wall-clock fields, so the offset is that wall clock read as UTC minus the instant.
  // (date-fns-tz reads the instant through the host's local zone, which is off by an hour around
  // the host's own DST changes.)
  private measure(instant: number): number {
    const wall = [0, 1, 1, 0, 0, 0];
    let bc = false;
    for (const part of this.fields!.formatToParts(instant)) {
      const at = WALL_FIELDS.indexOf(part.type);
      if (at >= 0) wall[at] = Number(part.value);
      else if (part.type === 'era') bc = part.value === 'BC';
    }
    const [year, month, day, hour, minute, second] = wall;
    const days = daysFromCivil(bc ? 1 - year : year, month, day);
    return days * DAY + hour * HOUR + minute * MINUTE + second * SECOND - (instant - mod(instant, SECOND));
  }
}

const WALL_FIELDS: readonly string[] = ['year', 'month', 'day', 'hour', 'minute', 'second'];

function numericAbbreviation(minutes: number): string {
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '-' : '+';
  const hm = abs % 60;
  return sign + pad(Math.floor(abs / 60), 2, '0') + (hm === 0 ? '' : pad(hm, 2, '0'));
}

const zones = new Map<string, Zone>();
let utcZone: Zone | undefined;

function utc(): Zone {
  return (utcZone ??= new Zone('UTC', undefined));
}

/** The zone named `name`, or UTC when the name is not a zone, as the reference engine does. */
function zoneNamed(name: string): Zone {
  let zone = zones.get(name);
  if (zone === undefined) {
    try {
      const fields = new Intl.DateTimeFormat('en-US', {
        timeZone: name,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      const id = fields.resolvedOptions().timeZone;
      zone = id === 'UTC' ? utc() : new Zone(id, fields);
    } catch {
      zone = utc();
    }
    if (zones.size >= 500) zones.clear();
    zones.set(name, zone);
  }
  return zone;
}

let lastName = '';
let lastZone: Zone | undefined;

function zoneFor(ctx: RenderContext): Zone {
  const website = ctx.resolve('website.timeZone');
  const name = typeof website === 'string' && website !== '' ? website : ctx.timeZone || DEFAULT_ZONE;
  // A page renders many dates in one zone.
  if (name !== lastName || lastZone === undefined) {
    lastZone = zoneNamed(name);
    lastName = name;
  }
  return lastZone;
}

/** The wall-clock reading of an instant in a zone. */
interface Moment {
  readonly instant: number;
  readonly zone: Zone;
  /** Offset from UTC in ms. */
  readonly offset: number;
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 = Sunday. */
  readonly weekday: number;
  /** Days since 1970-01-01 of the local date. */
  readonly epochDay: number;
}

function momentOf(instant: number, zone: Zone): Moment {
  const offset = zone.offsetAt(instant);
  const local = instant + offset;
  const epochDay = Math.floor(local / DAY);
  let rest = local - epochDay * DAY;
  const hour = Math.floor(rest / HOUR);
  rest -= hour * HOUR;
  const minute = Math.floor(rest / MINUTE);
  rest -= minute * MINUTE;
  const second = Math.floor(rest / SECOND);
  // Civil date from a day number (H. Hinnant's `civil_from_days`): no Date object per call.
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return {
    instant,
    zone,
    offset,
    year: yoe + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: doy - Math.floor((153 * mp + 2) / 5) + 1,
    hour,
    minute,
    second,
    millisecond: rest - second * SECOND,
    weekday: weekdayOfDay(epochDay),
    epochDay,
  };
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function weekdayOfDay(epochDay: number): number {
  return mod(epochDay + 4, 7);
}

/** The first day of week 1 of `year`, for weeks starting on `firstDay` with at least `minDays` in the year. */
function firstWeekStart(year: number, firstDay: number, minDays: number): number {
  const jan1 = daysFromCivil(year, 1, 1);
  const before = mod(weekdayOfDay(jan1) - firstDay, 7);
  return 7 - before >= minDays ? jan1 - before : jan1 - before + 7;
}

/** The week-based year and week number of a date. */
function weekOf(m: Moment, firstDay: number, minDays: number): [year: number, week: number] {
  let year = m.year;
  let start = firstWeekStart(year, firstDay, minDays);
  if (m.epochDay < start) {
    year -= 1;
    start = firstWeekStart(year, firstDay, minDays);
  } else {
    const next = firstWeekStart(year + 1, firstDay, minDays);
    if (m.epochDay >= next) {
      year += 1;
      start = next;
    }
  }
  return [year, Math.floor((m.epochDay - start) / 7) + 1];
}

// The reference numbers %U and %W alike: US weeks (Sunday first, week 1 holds January 1st).
const usWeek = (m: Moment): number => weekOf(m, 0, 1)[1];
const isoWeek = (m: Moment): [number, number] => weekOf(m, 1, 4);

function mod(n: number, d: number): number {
  return ((n % d) + d) % d;
}

function pad(n: number, width: number, fill: string): string {
  return String(n).padStart(width, fill);
}

/** A non-negative field as two digits; the common case, kept off padStart. */
function two(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

const hour12 = (m: Moment): number => (m.hour % 12 === 0 ? 12 : m.hour % 12);

type Directive = (m: Moment) => string;

/** Directives that print one field. */
const FIELDS: Readonly<Record<string, Directive>> = {
  a: (m) => SHORT_DAYS[m.weekday],
  A: (m) => LONG_DAYS[m.weekday],
  b: (m) => SHORT_MONTHS[m.month - 1],
  h: (m) => SHORT_MONTHS[m.month - 1],
  B: (m) => LONG_MONTHS[m.month - 1],
  C: (m) => pad(Math.trunc(m.year / 100), 2, '0'),
  d: (m) => two(m.day),
  e: (m) => (m.day < 10 ? ' ' + m.day : String(m.day)),
  g: (m) => pad(isoWeek(m)[0] % 100, 2, '0'),
  G: (m) => pad(isoWeek(m)[0], 4, '0'),
  H: (m) => two(m.hour),
  i: (m) => String(hour12(m)),
  I: (m) => two(hour12(m)),
  j: (m) => pad(m.epochDay - daysFromCivil(m.year, 1, 1) + 1, 3, '0'),
  k: (m) => pad(m.hour, 2, ' '),
  l: (m) => pad(hour12(m), 2, ' '),
  m: (m) => two(m.month),
  M: (m) => two(m.minute),
  n: () => '\n',
  N: (m) => pad(m.millisecond * 1e6, 9, '0'),
  p: (m) => (m.hour < 12 ? 'AM' : 'PM'),
  P: (m) => (m.hour < 12 ? 'am' : 'pm'),
  q: (m) => String(Math.floor((m.month - 1) / 3) + 1),
  s: (m) => String(Math.trunc(m.instant / SECOND)),
  S: (m) => two(m.second),
  t: () => '\t',
  u: (m) => String(m.weekday === 0 ? 7 : m.weekday),
  U: (m) => two(usWeek(m)),
  V: (m) => two(isoWeek(m)[1]),
  w: (m) => String(m.weekday),
  W: (m) => two(usWeek(m)),
  y: (m) => pad(m.year % 100, 2, '0'),
  Y: (m) => String(m.year),
  z: (m) => {
    const minutes = Math.trunc(Math.abs(m.offset) / MINUTE);
    return (m.offset < 0 ? '-' : '+') + two(Math.floor(minutes / 60)) + ':' + two(minutes % 60);
  },
  Z: (m) => m.zone.abbreviationAt(m.instant, m.offset),
};

/** Directives that stand for a longer format (strings) with, for %c, an unpadded day. */
const COMPOSITES: Readonly<Record<string, readonly (string | Directive)[]>> = {
  c: ['%a, %b ', (m) => String(m.day), ', %Y %i:%M:%S %p %Z'],
  D: ['%m/%d/%y'],
  F: ['%Y-%m-%d'],
  r: ['%i:%M:%S %p'],
  R: ['%H:%M'],
  T: ['%H:%M:%S'],
  v: ['%e-%b-%Y'],
  x: ['%m/%d/%Y'],
  X: ['%I:%M:%S %p'],
};

const MAX_MEMO = 256;

/** A format compiled to literal text and field directives, with the text it printed lately. */
class Program {
  /** Text by zone and instant: a page shows the same few dates on every view. */
  private readonly memo = new Map<Zone, Map<number, string>>();

  constructor(private readonly pieces: readonly (string | Directive)[]) {}

  format(instant: number, zone: Zone): string {
    let byInstant = this.memo.get(zone);
    if (byInstant === undefined) this.memo.set(zone, (byInstant = new Map()));
    let text = byInstant.get(instant);
    if (text === undefined) {
      const m = momentOf(instant, zone);
      text = '';
      for (const piece of this.pieces) text += typeof piece === 'string' ? piece : piece(m);
      if (byInstant.size >= MAX_MEMO) byInstant.clear();
      byInstant.set(instant, text);
    }
    return text;
  }
}

const programs = new Map<string, Program>();
/** Programs by the argument array, which the engine keeps for each call site. */
const programsByArgs = new WeakMap<readonly string[], Program>();

function programOf(args: readonly string[]): Program {
  let program = programsByArgs.get(args);
  if (program === undefined) {
    const format = args.length === 1 ? args[0] : args.join(' ');
    program = programs.get(format);
    if (program === undefined) {
      program = new Program(parseFormat(format, []));
      if (programs.size >= 1000) programs.clear();
      programs.set(format, program);
    }
    programsByArgs.set(args, program);
  }
  return program;
}

/**
 * Appends a format's pieces to `pieces`, composites expanded: `%%` is a percent sign, a lone `%`
 * at the end stays, an unknown `%x` prints nothing.
 */
function parseFormat(format: string, pieces: (string | Directive)[]): (string | Directive)[] {
  const text = (s: string) => {
    const last = pieces.length - 1;
    if (last >= 0 && typeof pieces[last] === 'string') pieces[last] += s;
    else pieces.push(s);
  };
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch !== '%' || i === format.length - 1) {
      text(ch);
      continue;
    }
    const letter = format[++i];
    if (letter === '%') text('%');
    else if (Object.hasOwn(FIELDS, letter)) pieces.push(FIELDS[letter]);
    else if (Object.hasOwn(COMPOSITES, letter)) {
      for (const part of COMPOSITES[letter]) {
        if (typeof part === 'string') parseFormat(part, pieces);
        else pieces.push(part);
      }
    }
  }
  return pieces;
}

/**
 * `{value|date FORMAT}`: the value as epoch milliseconds, printed with strftime-style directives
 * in `website.timeZone` (else the render's zone, else America/New_York), English names.
 * No format prints nothing; a value that is not a number prints `Invalid date.`
 */
const date: Formatter = (value, args, ctx) => {
  if (args.length === 0) return '';
  const instant = Math.trunc(asNumber(value));
  if (!(Math.abs(instant) <= MAX_INSTANT - DAY)) return INVALID_DATE;
  return programOf(args).format(instant, zoneFor(ctx));
};
date.validateArgs = (args) =>
  args.length === 0 ? 'date needs a format, for example {publishOn|date %B %e, %Y}' : undefined;

/** Date formatters by name. */
export const DATE_FORMATTERS: FormatterTable = { date };
