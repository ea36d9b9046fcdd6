// The calendar difference between two instants in a zone, and how much of one field it spans.
import { dateTimeFormat } from './i18n-datetime.js';

export type TimeField = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second' | 'millis';

const SECOND = 1000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

const WALL: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

interface Wall {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Milliseconds since the local midnight. */
  readonly time: number;
}

function wallClock(zone: string, instant: number): Wall {
  const fields: Record<string, number> = {};
  for (const part of dateTimeFormat('en', zone, 'gregory', WALL).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const ms = ((instant % SECOND) + SECOND) % SECOND;
  const time = fields.hour * HOUR + fields.minute * MINUTE + fields.second * SECOND + ms;
  return { year: fields.year, month: fields.month, day: fields.day, time };
}

/** Days from 1970-01-01 to a proleptic Gregorian date; months past 12 roll into later years. */
function civilDays(year: number, month: number, day: number): number {
  year += Math.floor((month - 1) / 12);
  month = ((((month - 1) % 12) + 12) % 12) + 1;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

function daysInMonth(year: number, month: number): number {
  return civilDays(year, month + 1, 1) - civilDays(year, month, 1);
}

/** The instant `months` calendar months after `from` (the day clamped to the month's length). */
function addMonths(from: number, wall: Wall, months: number): number {
  const year = wall.year + Math.floor((wall.month - 1 + months) / 12);
  const month = ((((wall.month - 1 + months) % 12) + 12) % 12) + 1;
  const day = Math.min(wall.day, daysInMonth(year, month));
  return from + (civilDays(year, month, day) - civilDays(wall.year, wall.month, wall.day)) * DAY;
}

/**
 * The largest field in which `start` and `end` differ, as whole calendar units in `zone`
 * (years, months, weeks when `weeks` is set, days, then time), and the signed span in that field
 * with its fraction: 11 days 12 hours is 11.5 days, or 1.64 weeks.
 */
export function relativeSpan(
  zone: string,
  start: number,
  end: number,
  weeks: boolean,
  field?: TimeField,
): [TimeField, number] {
  const sign = end < start ? -1 : 1;
  const [from, to] = sign < 0 ? [end, start] : [start, end];
  const a = wallClock(zone, from);
  const b = wallClock(zone, to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  // A later day of month, or the same day at a later hour, completes the last month.
  if (b.day < a.day || (b.day === a.day && b.time < a.time)) months--;
  months = Math.max(months, 0);
  const span = to - from;
  if (field === undefined) {
    const days = Math.floor((to - addMonths(from, a, months)) / DAY);
    const candidates: [TimeField, number][] = [
      ['year', Math.floor(months / 12)],
      ['month', months % 12],
      ['week', weeks ? Math.floor(days / 7) : 0],
      ['day', days],
      ['hour', Math.floor((span % DAY) / HOUR)],
      ['minute', Math.floor((span % HOUR) / MINUTE)],
      ['second', Math.floor((span % MINUTE) / SECOND)],
    ];
    field = candidates.find(([, count]) => count > 0)?.[0] ?? 'millis';
  }
  return [field, sign * amountIn(field, from, to, a, months)];
}

function amountIn(field: TimeField, from: number, to: number, a: Wall, months: number): number {
  switch (field) {
    case 'year':
    case 'month': {
      const unit = field === 'year' ? 12 : 1;
      const whole = Math.floor(months / unit) * unit;
      const base = addMonths(from, a, whole);
      const next = addMonths(from, a, whole + unit);
      return (whole + ((to - base) / (next - base)) * unit) / unit;
    }
    case 'week':
      return (to - from) / WEEK;
    case 'day':
      return (to - from) / DAY;
    case 'hour':
      return (to - from) / HOUR;
    case 'minute':
      return (to - from) / MINUTE;
    case 'second':
      return (to - from) / SECOND;
    default:
      return to - from;
  }
}
