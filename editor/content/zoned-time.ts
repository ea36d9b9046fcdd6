// Dates in the website's time zone: what a datetime-local input shows, the instant the server stores, and how the editor writes them.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** A wall-clock time as `<input type="datetime-local">` gives it: `2026-12-01T09:00`. */
export const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Whether `text` is a whole wall-clock time (not a half-typed one). */
export function isWallClock(text: string): boolean {
  return WALL_CLOCK_PATTERN.test(text);
}

/** The instant (ISO 8601, UTC) of a wall-clock time in `timeZone`; daylight-saving gaps move forward. */
export function wallClockToInstant(wallClock: string, timeZone: string): string {
  return fromZonedTime(wallClock, timeZone).toISOString();
}

/**
 * The wall-clock time in `timeZone` of a stored value: an instant (`2026-12-01T14:00:00.000Z`) is
 * converted; a wall-clock time is already one. '' for nothing or an unreadable value.
 */
export function toWallClock(value: string | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (isWallClock(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : formatInTimeZone(time, timeZone, "yyyy-MM-dd'T'HH:mm");
}

/** Epoch milliseconds of a wall-clock time in `timeZone` (what the site's calendar link is built from). */
export function wallClockToMillis(wallClock: string, timeZone: string): number {
  return fromZonedTime(wallClock, timeZone).getTime();
}

/** How the editor writes a moment for the owner: `Dec 2, 2026, 9:00 AM`, in the website's zone. */
export function formatInstant(value: string | number | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(value),
  );
}

/** How the editor writes a wall-clock time of the website (no conversion: it is already local). */
export function formatWallClock(wallClock: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${wallClock}:00Z`));
}
