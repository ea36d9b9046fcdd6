// The Analytics screen's date range: today in the website's time zone, the presets (last 7, 30, 90 days) and the range an address asks for.
import { daysBetween, isCalendarDay, MAX_ANALYTICS_DAYS } from '../../domain/owner-api/analytics.js';
import type { AnalyticsRange } from '../api/analytics.js';

/** The presets, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;

/** The preset shown first. */
export const DEFAULT_PRESET = 30;

/** `YYYY-MM-DD` of `now` in `timeZone` (the browser's own when unknown). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `day` moved by `offset` days. */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function presetRange(days: number, today: string): AnalyticsRange {
  return { from: shiftDay(today, 1 - days), to: today };
}

/** Why a custom range cannot be asked for, or undefined when it can. */
export function rangeProblem(range: AnalyticsRange): string | undefined {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return 'Choose both days.';
  const days = daysBetween(range.from, range.to);
  if (days < 1) return 'The last day comes before the first.';
  if (days > MAX_ANALYTICS_DAYS) return `Choose at most ${MAX_ANALYTICS_DAYS} days.`;
  return undefined;
}

/** The change from `before` to `now` as the cards say it (`+12%`, `−3%`, `0%`), or undefined without a base. */
export function changeText(now: number, before: number): string | undefined {
  if (before === 0) return undefined;
  const percent = Math.round(((now - before) / before) * 100);
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `\u2212${Math.abs(percent)}%`;
  return '0%';
}

/** A share (0–1) as a percentage with at most one decimal (`66.7%`). */
export function percentText(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
