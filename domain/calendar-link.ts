// "Add to calendar" links (SPEC §7, §9): a Google Calendar event URL with UTC basic-format dates.

/** The event-template endpoint; the query continues with `&text=`, `&dates=` and `&location=`. */
export const GOOGLE_CALENDAR_EVENT_URL = 'http://www.google.com/calendar/event?action=TEMPLATE';

/** An event as the link needs it: times are epoch milliseconds. */
export interface CalendarEvent {
  title: string;
  start: number;
  end: number;
  /** Free text; omitted from the link when empty. */
  location?: string;
}

/** The address parts of an event's `location` that make up its text, in order. */
export interface EventAddress {
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const KEPT_BY_ESCAPE = /%(?:40|2F)/g;
const ENCODED_BY_ESCAPE = /[!'()~]/g;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * An instant in the calendar's date format `%Y%m%dT%H%M%SZ` (UTC), e.g. `20131115T123030Z`, or
 * `undefined` when it is not a finite time within the years 0 to 9999.
 */
export function calendarDate(epochMillis: number): string | undefined {
  if (!Number.isFinite(epochMillis)) return undefined;
  const date = new Date(epochMillis);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) return undefined;
  return (
    pad(year, 4) +
    pad(date.getUTCMonth() + 1, 2) +
    pad(date.getUTCDate(), 2) +
    'T' +
    pad(date.getUTCHours(), 2) +
    pad(date.getUTCMinutes(), 2) +
    pad(date.getUTCSeconds(), 2) +
    'Z'
  );
}

/** The location text of an address: its non-blank parts, trimmed, joined with ', '. */
export function eventLocationText(address: EventAddress): string {
  const parts = [address.addressLine1, address.addressLine2, address.addressCountry];
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}

// encodeURIComponent throws on half a surrogate pair; bad data must not break the page.
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * Encodes the title like JavaScript's `escape()`, which the reference engine uses (so ASCII titles
 * give the same links), except that `+` is encoded (a query decodes it as a space) and non-ASCII
 * text is UTF-8, which calendar services decode, where `escape()` writes `%uXXXX`.
 */
function encodeTitle(title: string): string {
  return encodeURIComponent(wellFormed(title))
    .replace(ENCODED_BY_ESCAPE, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(KEPT_BY_ESCAPE, (code) => (code === '%40' ? '@' : '/'));
}

/**
 * The Google Calendar link for an event, or '' when its start or end is not a valid time (the
 * reference engine fails on those too). The location is appended only when it is not blank.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const start = calendarDate(event.start);
  const end = calendarDate(event.end);
  if (start === undefined || end === undefined) return '';
  let url = `${GOOGLE_CALENDAR_EVENT_URL}&text=${encodeTitle(event.title)}&dates=${start}/${end}`;
  const location = event.location ?? '';
  if (location !== '') url += `&location=${encodeURIComponent(wellFormed(location))}`;
  return url;
}
