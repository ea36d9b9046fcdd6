// Events' wall-clock times (`2026-12-05T18:30` in the website's zone) to instants and back.
import { formatInTimeZone, fromZonedTime } from '../../zoned-time.js';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time `YYYY-MM-DDTHH:mm` names in `timeZone`, or undefined when it is
 * not a real date and time (`2026-02-30T10:00`, `25:00`). A time skipped by a daylight-saving
 * change is taken as the same clock time after the change, as calendars do.
 */
export function wallClockToInstant(local: string, timeZone: string): Date | undefined {
  const match = WALL_CLOCK.exec(local);
  if (match === null) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  )
    return undefined;
  const instant = fromZonedTime(local, timeZone);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The wall-clock time `YYYY-MM-DDTHH:mm` of `instant` in `timeZone` (what a datetime-local input shows). */
export function instantToWallClock(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm");
}
