// The month grid of an events calendar (SPEC §3 `calendarView`): which month an address asks for, its weeks, and each event's local day.
import { LONG_DAYS, LONG_MONTHS, SHORT_DAYS } from './calendar-names.js';

/** A calendar month: `month` is 1 to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** One square of the grid. */
export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The day of the month, 1 to 31. */
  day: number;
  /** False for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
}

/** The weekdays, as the grid's columns are headed: weeks start on Sunday. */
export const WEEKDAYS = SHORT_DAYS.map((short, day) => ({ short, long: LONG_DAYS[day] }));

/** The earliest and latest years a calendar address may ask for. */
export const CALENDAR_YEARS = { min: 1970, max: 9999 } as const;

const two = (n: number) => String(n).padStart(2, '0');

/** `2026-02`. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${two(month)}`;
}

/** `February 2026`. */
export function monthTitle({ year, month }: CalendarMonth): string {
  return `${LONG_MONTHS[month - 1]} ${year}`;
}

/** A `?month=` value (`YYYY-MM`, years {@link CALENDAR_YEARS}), or undefined for anything else. */
export function parseMonth(value: unknown): CalendarMonth | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max) return undefined;
  return { year, month };
}

/** The month `count` months after (or before, when negative) `from`. */
export function addMonths(from: CalendarMonth, count: number): CalendarMonth {
  const index = from.year * 12 + (from.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether a month lies within {@link CALENDAR_YEARS} (the grid's links stop at its ends). */
export function isCalendarMonth(value: CalendarMonth): boolean {
  return value.year >= CALENDAR_YEARS.min && value.year <= CALENDAR_YEARS.max;
}

/** The number of days of a month (February has 29 in leap years). */
export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of a day given in UTC date parts. */
function dayOf(utc: Date): CalendarDay & { month: number } {
  const year = utc.getUTCFullYear();
  const month = utc.getUTCMonth() + 1;
  const day = utc.getUTCDate();
  return { date: `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`, day, month, inMonth: false };
}

/**
 * The weeks of `month`, Sunday to Saturday: the first week starts on the Sunday on or before the
 * 1st, the last ends on the Saturday on or after the last day, so a month has 4 to 6 weeks
 * (February of a non-leap year starting on a Sunday has exactly 4).
 */
export function monthGrid(month: CalendarMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const lead = first.getUTCDay();
  const total = Math.ceil((lead + daysInMonth(month)) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let at = 0; at < total; at += 1) {
    const { date, day, month: of } = dayOf(new Date(Date.UTC(month.year, month.month - 1, 1 - lead + at)));
    if (at % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push({ date, day, inMonth: of === month.month });
  }
  return weeks;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in `timeZone` (an unknown zone is read as UTC). */
export function localDate(epochMs: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    }
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The month an instant falls in, in `timeZone`. */
export function monthOf(epochMs: number, timeZone: string): CalendarMonth {
  const [year, month] = localDate(epochMs, timeZone).split('-').map(Number);
  return { year, month };
}

/**
 * The days of the grid an event shows on: from its local start day to its local end day (or the
 * start day alone), as `YYYY-MM-DD`, at most `limit` of them (a long festival does not fill the
 * whole page's markup).
 */
export function eventDays(
  startMs: number,
  endMs: number | undefined,
  timeZone: string,
  limit = 42,
): string[] {
  const first = localDate(startMs, timeZone);
  const last = endMs === undefined || endMs < startMs ? first : localDate(endMs, timeZone);
  const days: string[] = [];
  const [y, m, d] = first.split('-').map(Number);
  for (let at = 0; at < limit; at += 1) {
    const { date } = dayOf(new Date(Date.UTC(y, m - 1, d + at)));
    days.push(date);
    if (date >= last) break;
  }
  return days;
}
