// The days of an analytics range: their instants in the website's time zone, the previous period, and bringing today's figures up to date.
import { formatInTimeZone, fromZonedTime } from '../../zoned-time.js';
import type { Knex } from 'knex';
import { daysBetween, type AnalyticsRange } from '../../../domain/owner-api/analytics.js';
import { rollUpDayOnce } from '../../tracking/rollup-memo.js';

/** `day` (`YYYY-MM-DD`) moved by `offset` days. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(range: AnalyticsRange): string[] {
  return Array.from({ length: daysBetween(range.from, range.to) }, (_, index) => addDays(range.from, index));
}

/** The period of the same length ending the day before `range` starts. */
export function previousPeriod(range: AnalyticsRange): AnalyticsRange {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The instants the range covers: from the first day's midnight to the midnight after the last, in `timeZone`. */
export function instantsOf(range: AnalyticsRange, timeZone: string): { from: Date; to: Date } {
  return {
    from: fromZonedTime(`${range.from}T00:00:00`, timeZone),
    to: fromZonedTime(`${addDays(range.to, 1)}T00:00:00`, timeZone),
  };
}

/**
 * Recomputes the daily figures of yesterday and today (in `timeZone`) when `range` holds them: the
 * hourly rollup may not have seen their latest events, and older days no longer change. The
 * screen's reads at once share one rollup per day ({@link rollUpDayOnce}).
 */
export async function rollUpRecentDays(
  db: Knex,
  websiteId: string,
  timeZone: string,
  range: AnalyticsRange,
  now: Date = new Date(),
): Promise<void> {
  const today = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  for (const day of [addDays(today, -1), today])
    if (day >= range.from && day <= range.to) await rollUpDayOnce(db, websiteId, day);
}
