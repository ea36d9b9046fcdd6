// The events calendar (SPEC §3 `calendarView`): one month of a collection's events as a grid, with links to the months around it.
import {
  addMonths,
  eventDays,
  isCalendarMonth,
  localDate,
  monthGrid,
  monthKey,
  monthOf,
  monthTitle,
  parseMonth,
  WEEKDAYS,
  type CalendarMonth,
} from '../../../domain/calendar-month.js';
import { loadItemsContext } from './items.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from './page-view.js';
import { PAGE_TYPE } from './site-map.js';
import type { SiteReads } from './site-reads.js';
import type { CollectionRecord } from './store.js';

/** The most events one month's grid shows (the rest are left out, soonest kept). */
export const MAX_CALENDAR_EVENTS = 200;

const DAY_MS = 86_400_000;
const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether the collection shows events as a calendar by default (`settings.calendarView`). */
function calendarByDefault(collection: CollectionRecord): boolean {
  return (collection.settings ?? {}).calendarView === true;
}

/** Which view of an events collection an address asks for: `?view=calendar|past|upcoming`, else the collection's default. */
export function eventsView(
  query: Readonly<Record<string, unknown>>,
  collection: CollectionRecord,
): 'calendar' | 'past' | 'upcoming' {
  if (query.view === 'calendar' || query.view === 'past' || query.view === 'upcoming') return query.view;
  return calendarByDefault(collection) ? 'calendar' : 'upcoming';
}

/** The addresses of the three views (the upcoming list says `?view=upcoming` when the calendar is the default). */
export function eventsViewUrls(path: string, collection: CollectionRecord): Record<string, string> {
  const byDefault = calendarByDefault(collection);
  return {
    upcomingUrl: byDefault ? `${path}?view=upcoming` : path,
    pastUrl: `${path}?view=past`,
    calendarUrl: byDefault ? path : `${path}?view=calendar`,
  };
}

function monthUrl(path: string, month: CalendarMonth): string {
  return `${path}?view=calendar&month=${monthKey(month)}`;
}

function monthLink(path: string, month: CalendarMonth) {
  return isCalendarMonth(month) ? { title: monthTitle(month), url: monthUrl(path, month) } : undefined;
}

/** `Sunday, February 1, 2026` for a `YYYY-MM-DD`. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * The calendar page of an events collection: `?month=YYYY-MM` (this month in the website's time
 * zone when absent; not found when malformed). The grid runs Sunday to Saturday; each day lists
 * the events under way that day in the website's time zone (an event over several days shows on
 * each), linked to their pages, past ones marked; below it the month's events as a list.
 * `collectionFields` is the collection's context, given the views' addresses here.
 */
export async function eventCalendarPage(
  reads: SiteReads,
  request: PageRequest,
  collection: CollectionRecord,
  collectionFields: Record<string, unknown>,
  title: string,
): Promise<PageView | undefined> {
  const { site } = request;
  const timeZone = site.website.time_zone || DEFAULT_TIME_ZONE;
  const path = site.map.collectionPath(collection);
  const asked = request.query.month;
  const month = asked === undefined ? monthOf(request.now.getTime(), timeZone) : parseMonth(asked);
  if (month === undefined) return undefined;

  const grid = monthGrid(month);
  const firstDay = grid[0][0].date;
  const lastDay = grid[grid.length - 1][6].date;
  // A day either side of the grid covers every time zone's offset; days are then read in the website's zone.
  const from = new Date(Date.parse(`${firstDay}T00:00:00Z`) - DAY_MS);
  const to = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 2 * DAY_MS);
  const records = await reads.items({
    websiteId: site.website.id,
    collectionId: collection.id,
    ordering: collection.item_ordering,
    limit: MAX_CALENDAR_EVENTS,
    offset: 0,
    range: { from, to },
  });
  const loaded = await loadItemsContext(reads, site, records.slice(0, MAX_CALENDAR_EVENTS));
  const now = request.now.getTime();
  const today = localDate(now, timeZone);

  const byDay = new Map<string, Record<string, unknown>[]>();
  const inMonth: Record<string, unknown>[] = [];
  const key = monthKey(month);
  for (const item of loaded.items) {
    if (typeof item.startDate !== 'number') continue;
    const end = typeof item.endDate === 'number' ? item.endDate : undefined;
    const days = eventDays(item.startDate, end, timeZone);
    const entry = {
      title: item.title,
      fullUrl: item.fullUrl,
      startDate: item.startDate,
      past: (end ?? item.startDate) < now,
    };
    for (const day of days) byDay.set(day, [...(byDay.get(day) ?? []), entry]);
    if (days.some((day) => day.startsWith(`${key}-`))) inMonth.push(item);
  }

  const views = eventsViewUrls(path, collection);
  const calendar = {
    title: monthTitle(month),
    views,
    month: key,
    previous: monthLink(path, addMonths(month, -1)),
    next: monthLink(path, addMonths(month, 1)),
    thisMonthUrl: `${path}?view=calendar`,
    weekdays: WEEKDAYS,
    weeks: grid.map((week) => ({
      days: week.map((day) => {
        const events = byDay.get(day.date) ?? [];
        return {
          ...day,
          label: dayLabel(day.date),
          today: day.date === today,
          hasEvents: events.length > 0,
          events,
        };
      }),
    })),
    items: inMonth,
  };

  // SPEC §3 `calendarView`: what the theme's `calendar-view?` predicate reads.
  Object.assign(collectionFields, views, { showPastOrUpcomingEvents: 'calendar', calendarView: true });
  return {
    template: PAGE_TEMPLATES.events,
    status: 200,
    pageType: PAGE_TYPE.collection,
    title: `${monthTitle(month)} | ${title}`,
    description: String(collectionFields.description ?? ''),
    cache: 'public',
    context: {
      collection: collectionFields,
      calendarView: true,
      calendar,
      items: inMonth,
      productMerchandisingContext: {},
    },
  };
}
