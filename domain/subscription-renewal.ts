// What a subscription's checkout says beside its price (SPEC §3 "Subscription"): how often it recurs and the day of the first renewal, in the site's time zone.
import type { BillingUnit } from './subscription.js';

/** A plan's billing period: every `value` `unit`s. */
export interface BillingPeriod {
  readonly value: number;
  readonly unit: BillingUnit;
}

/** What the checkout's summary prints beside a subscription's price. */
export interface SubscriptionCheckoutTerms {
  /** How often it is charged: "every month", "every 2 weeks". */
  readonly periodText: string;
  /** The first renewal's day, `YYYY-MM-DD` in the site's time zone. */
  readonly firstRenewalOn: string;
  /** That day as the shopper reads it: "December 29, 2026". */
  readonly firstRenewalText: string;
  /** How many payments in all (0: until cancelled). */
  readonly billingCycles: number;
}

/** "every month", "every 3 months", "every week", "every year". */
export function billingPeriodText(period: BillingPeriod): string {
  const unit = period.unit.toLowerCase();
  return period.value === 1 ? `every ${unit}` : `every ${period.value} ${unit}s`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar day one billing period after `day` (`YYYY-MM-DD`): weeks add 7 days each; months
 * and years keep the day of the month, clamped to the month's last (31 January + 1 month → 28 or
 * 29 February; 29 February + 1 year → 28 February). Calendar days, so no time zone or DST change
 * moves it.
 */
export function dayAfterPeriod(day: string, period: BillingPeriod): string {
  const [year, month, date] = day.split('-').map(Number);
  let next: Date;
  if (period.unit === 'WEEK') {
    next = new Date(Date.UTC(year, month - 1, date + 7 * period.value));
  } else {
    const months = period.unit === 'MONTH' ? period.value : 12 * period.value;
    const index = year * 12 + (month - 1) + months;
    const nextYear = Math.floor(index / 12);
    const nextMonth = (index % 12) + 1;
    next = new Date(Date.UTC(nextYear, nextMonth - 1, Math.min(date, daysInMonth(nextYear, nextMonth))));
  }
  return next.toISOString().slice(0, 10);
}

/** A day written out in full ("December 29, 2026"), read as the calendar day it names. */
const LONG_DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** `YYYY-MM-DD` as the shopper reads it in `locale`: "December 29, 2026". */
export function renewalDayText(day: string, locale = 'en-US'): string {
  const [year, month, date] = day.split('-').map(Number);
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, LONG_DAY);
  } catch {
    format = new Intl.DateTimeFormat('en-US', LONG_DAY);
  }
  return format.format(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * A subscription bought `today` (`YYYY-MM-DD` in the site's time zone, `todayIn`): charged now,
 * then `periodText`, the first renewal one period later. A plan of a single payment has no
 * renewal: undefined.
 */
export function subscriptionCheckoutTerms(
  today: string,
  period: BillingPeriod,
  billingCycles: number,
  locale = 'en-US',
): SubscriptionCheckoutTerms | undefined {
  if (billingCycles === 1) return undefined;
  const firstRenewalOn = dayAfterPeriod(today, period);
  return {
    periodText: billingPeriodText(period),
    firstRenewalOn,
    firstRenewalText: renewalDayText(firstRenewalOn, locale),
    billingCycles,
  };
}
