// Dates in the demo fixtures: "+21d 18:00" (days from the seed day, wall time in the website's zone) or ISO.
// Through zoned-time: date-fns-tz (and date-fns whole) loads with the first date, not at every start.
import { formatInTimeZone, fromZonedTime } from '../zoned-time.js';

const RELATIVE = /^([+-]\d{1,4})d ([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether `text` is a fixture date: relative (`-3d 09:30`, `+0d 12:00`) so a demo seeded any day
 * has recent posts and upcoming events, or absolute ISO 8601 with a zone (`2026-05-01T10:00:00Z`).
 */
export function isDateSpec(text: string): boolean {
  if (RELATIVE.test(text)) return true;
  return ISO_WITH_OFFSET.test(text) && !Number.isNaN(Date.parse(text));
}

/**
 * The instant a fixture date names. A relative date counts whole calendar days from `now`'s date in
 * `timeZone` and takes the wall-clock time there, so "+1d 18:00" is tomorrow at 6 pm in New York.
 *
 * @throws Error when `spec` is not a fixture date (the loader checks this first).
 */
export function resolveDate(spec: string, now: Date, timeZone: string): Date {
  const match = RELATIVE.exec(spec);
  if (match === null) {
    if (!isDateSpec(spec)) throw new Error(`Not a fixture date: ${spec}`);
    return new Date(spec);
  }
  const [, days, hours, minutes] = match;
  const today = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  // Calendar arithmetic on the date alone (in UTC, where every day has 24 hours).
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Number(days));
  const wallClock = `${day.toISOString().slice(0, 10)}T${hours}:${minutes}:00`;
  return fromZonedTime(wallClock, timeZone);
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
