// date-fns-tz, loaded the first time a date is read or written in a time zone: its formatter imports date-fns whole (about 300 modules), which no visitor's page needs.
import type * as DateFnsTz from 'date-fns-tz';
import { lazyPackage } from './lazy-module.js';

const loadDateFnsTz = lazyPackage<typeof DateFnsTz>('date-fns-tz');

/** date-fns-tz's `formatInTimeZone`: `date` as the clock in `timeZone` shows it, in `format`. */
export function formatInTimeZone(date: Date | string | number, timeZone: string, format: string): string {
  return loadDateFnsTz().formatInTimeZone(date, timeZone, format);
}

/** date-fns-tz's `fromZonedTime`: the instant at which the clock in `timeZone` shows `date`. */
export function fromZonedTime(date: Date | string | number, timeZone: string): Date {
  return loadDateFnsTz().fromZonedTime(date, timeZone);
}
