// Date formatters on Intl: `datetime`, `datetime-interval`, `datetimefield`, `relative-time`, `timesince`.
import { timeSince } from '../domain/time-since.js';
import type { Formatter } from '../engine/types.js';
import { checkDatetimeArgs, datetimeSpec, formatDatetime, instantOf } from './i18n-datetime.js';
import { datetimeField, formatDatetimeField } from './i18n-datetimefield.js';
import { checkIntervalArgs, formatInterval, intervalSpec } from './i18n-interval.js';
import { localeOf, zoneOf } from './i18n-locale.js';
import { checkRelativeTimeArgs, formatRelativeTime, relativeTimeSpec } from './i18n-relative-time.js';

/** SPEC §5: what a date formatter prints for a value that is not a date. */
export const INVALID_DATE = 'Invalid date.';

/**
 * `{t|datetime [options]}`: epoch milliseconds in the website's zone, in the render locale:
 * a long date by default (`February 24, 2020`); `short`…`full`, `date:W`, `time:W`, skeletons
 * (`yMMMEEEd`), `wrap:W`, `context:begin-sentence`, `calendar:` (JSONT §10.4). '' when the
 * value is not a number or without locale data.
 */
export const datetime: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  const instant = instantOf(value);
  if (locale === undefined || instant === undefined) return '';
  return formatDatetime(locale, zoneOf(ctx), instant, datetimeSpec(args));
};
datetime.validateArgs = checkDatetimeArgs;

/**
 * `{start, end|datetime-interval [skeleton]}`: the range between two instants, e.g.
 * `Feb 24 – Jun 19, 2020` or `2:04 – 7:38 PM` on one day. '' unless both are numbers, or
 * without locale data.
 */
export const datetimeInterval: Formatter = (_value, args, ctx) => {
  const locale = localeOf(ctx);
  const start = instantOf(ctx.variables[0]);
  const end = instantOf(ctx.variables[1]);
  if (locale === undefined || start === undefined || end === undefined) return '';
  return formatInterval(locale, zoneOf(ctx), start, end, intervalSpec(args));
};
datetimeInterval.validateArgs = checkIntervalArgs;

/**
 * `{t|datetimefield FIELD [WIDTH]}`: one field of the date in the website's zone, in the render
 * locale's words: `month` → `February`, `weekday short` → `Mon`, `year` → `2020`, `zone` → `EST`.
 * '' when the value is not a number, the field is unknown, or without locale data.
 */
export const datetimefield: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  const instant = instantOf(value);
  const field = datetimeField(args);
  if (locale === undefined || instant === undefined || typeof field === 'string') return '';
  return formatDatetimeField(locale, zoneOf(ctx), instant, field);
};
datetimefield.validateArgs = (args) => {
  const field = datetimeField(args);
  return typeof field === 'string' ? field : undefined;
};

/**
 * `{t|relative-time [options]}`: from now to the instant (`in 2 hours`, `11 hours ago`);
 * `{start, end|relative-time}` between two. '' unless the values are numbers, or without locale data.
 */
export const relativeTime: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  let start = ctx.now;
  let end = instantOf(value);
  if (ctx.variables.length > 1) {
    start = end ?? NaN;
    end = instantOf(ctx.variables[1]);
  }
  if (locale === undefined || end === undefined || !Number.isFinite(start)) return '';
  return formatRelativeTime(locale, zoneOf(ctx), start, end, relativeTimeSpec(args));
};
relativeTime.validateArgs = checkRelativeTimeArgs;

/**
 * `{t|timesince}`: `<span class="timesince" data-date="T">about 3 weeks ago</span>`, counted
 * from the render's clock in SPEC §8's English wording; `Invalid date.` when the value is not a
 * number. The wording needs no locale data, so it prints with any locale.
 */
export const timesince: Formatter = (value, _args, ctx) => {
  const instant = instantOf(value);
  if (instant === undefined) return INVALID_DATE;
  return `<span class="timesince" data-date="${instant}">${timeSince(ctx.now - instant)}</span>`;
};
timesince.validateArgs = (args) => (args.length > 0 ? 'timesince takes no arguments' : undefined);
