// SPEC §8 time-since wording: 'about N units ago', 'about a year ago', 'less than a minute ago'.

const SECOND = 1000;
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** SPEC §8's text for anything under a minute (or in the future). */
export const LESS_THAN_A_MINUTE = 'less than a minute ago';

function about(count: number, unit: string): string {
  if (count !== 1) return `about ${count} ${unit}s ago`;
  return unit === 'hour' ? 'about an hour ago' : `about a ${unit} ago`;
}

/**
 * How long ago something happened, `elapsed` milliseconds before now, in the largest whole unit:
 * years of 365 days, months of 30, weeks, days, hours, minutes ('about 3 weeks ago',
 * 'about an hour ago'). Under a minute, and for a time in the future, it is
 * 'less than a minute ago'; with `showSeconds`, whole seconds are counted instead.
 */
export function timeSince(elapsed: number, showSeconds = false): string {
  const seconds = elapsed / SECOND;
  const days = Math.trunc(seconds / DAY);
  const units: readonly (readonly [string, number])[] = [
    ['year', Math.trunc(days / 365)],
    ['month', Math.trunc(days / 30)],
    ['week', Math.trunc(days / 7)],
    ['day', days],
  ];
  for (const [unit, count] of units) if (count > 0) return about(count, unit);
  const rest = seconds - days * DAY;
  const hours = Math.trunc(rest / HOUR);
  if (hours > 0) return about(hours, 'hour');
  const minutes = Math.trunc(rest / MINUTE);
  if (minutes > 0) return about(minutes, 'minute');
  if (showSeconds && rest >= 1) return about(Math.trunc(rest), 'second');
  return LESS_THAN_A_MINUTE;
}
