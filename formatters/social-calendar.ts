// The `google-calendar-url` formatter: an "add to Google Calendar" link for an event item.
import { asNumber, asString, getPath } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';
import { eventLocationText, googleCalendarUrl } from '../domain/calendar-link.js';
import { withoutArgs } from './social-args.js';

const text = (node: unknown, name: string): string => asString(getPath(node, [name]));

/**
 * `{item|google-calendar-url}`: the calendar link for an event's `title`, `startDate` and
 * `endDate` (epoch milliseconds, written in UTC) and its `location` address, when that is not
 * blank. '' when a date is not a valid time.
 */
export const googleCalendarUrlFormatter: Formatter = withoutArgs('google-calendar-url', (value) => {
  const location = getPath(value, ['location']);
  return googleCalendarUrl({
    title: text(value, 'title'),
    start: asNumber(getPath(value, ['startDate'])),
    end: asNumber(getPath(value, ['endDate'])),
    location: eventLocationText({
      addressLine1: text(location, 'addressLine1'),
      addressLine2: text(location, 'addressLine2'),
      addressCountry: text(location, 'addressCountry'),
    }),
  });
});
