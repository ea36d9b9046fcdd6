// Daily tracking figures are exact on a scripted day and recomputed alike; retention prunes what a website keeps no longer; day partitions on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { pruneTracking } from '../../server/tracking/retention.js';
import {
  DEFAULT_PARTITION,
  ensureTrackingPartitions,
  partitionDays,
  partitionName,
} from '../../server/tracking/retention-partitions.js';
import { rollUpTrackingDay } from '../../server/tracking/rollup.js';
import { runTrackingMaintenance } from '../../server/tracking/scheduler.js';
import type { TrackingEvent } from '../../server/tracking/tracking-event.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SHOP = 'rollup-shop';
const OTHER = 'rollup-other';
const NEW_YORK = 'rollup-new-york';
let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.knex(TABLES.websites).insert([
    { id: SHOP, site_title: 'Shop', time_zone: 'UTC' },
    { id: OTHER, site_title: 'Other', time_zone: 'UTC' },
    { id: NEW_YORK, site_title: 'New York', time_zone: 'America/New_York' },
  ]);
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.knex(TABLES.trackingEvents).delete();
  await db.knex(TABLES.trackingDaily).delete();
});

type Who = Pick<TrackingEvent, 'visitorHash' | 'visitorId' | 'sessionId'>;
const visitA: Who = { sessionId: 'a', visitorId: 'v1', visitorHash: 'h1' };
const visitB: Who = { sessionId: null, visitorId: null, visitorHash: 'h2' };
const visitC: Who = { sessionId: 'c', visitorId: 'v1', visitorHash: 'h1' };
const visitD: Who = { sessionId: null, visitorId: null, visitorHash: 'h3' };

function event(
  websiteId: string,
  who: Who,
  at: string,
  pagePath: string,
  referrer: string | null = null,
  eventType = 'page-view',
): TrackingEvent {
  return {
    websiteId,
    eventType,
    occurredAt: new Date(at),
    siteUserId: null,
    pagePath,
    referrer,
    payload: {},
    ...who,
  };
}

async function store(events: TrackingEvent[]): Promise<void> {
  const sink = trackingSinkFor(db.knex);
  for (const one of events) sink.append(one);
  await sink.flush();
}

/** The scripted day, 2026-11-20 (UTC): four visits of three visitors on the shop, one on another website. */
const DAY = [
  event(SHOP, visitA, '2026-11-20T10:00:00Z', '/', 'https://www.google.com/search'),
  event(SHOP, visitA, '2026-11-20T10:01:00Z', '/shop', 'https://shop.example/'),
  event(SHOP, visitA, '2026-11-20T10:02:00Z', '/shop', null, 'button-click'),
  event(SHOP, visitB, '2026-11-20T11:00:00Z', '/'),
  event(SHOP, visitB, '2026-11-20T11:05:00Z', '/about', 'https://shop.example/'),
  event(SHOP, visitC, '2026-11-20T15:00:00Z', '/about', 'https://news.example/item'),
  event(SHOP, visitD, '2026-11-20T23:59:59Z', '/', 'https://www.google.com/'),
  // Outside the day.
  event(SHOP, visitD, '2026-11-21T00:00:00Z', '/'),
  event(SHOP, visitD, '2026-11-19T23:59:59Z', '/'),
  event(OTHER, visitD, '2026-11-20T12:00:00Z', '/elsewhere'),
];

type Figures = [events: number, pageViews: number, visits: number, visitors: number, bounces: number];

async function figures(websiteId: string, day: string): Promise<Record<string, Figures>> {
  const rows = await db
    .knex(TABLES.trackingDaily)
    .where({ website_id: websiteId })
    .andWhereRaw(`"day" = ?::date`, [day]);
  return Object.fromEntries(
    rows.map((row) => [
      `${row.dimension} ${row.key}`,
      [row.events, row.page_views, row.visits, row.visitors, row.bounces] as Figures,
    ]),
  );
}

describe(`daily tracking figures (${testDatabaseKind()})`, () => {
  test('count visits, unique visitors, page views, bounces, top pages, sources and events exactly', async () => {
    await store(DAY);
    expect(await rollUpTrackingDay(db.knex, SHOP, '2026-11-20')).toBe(11);
    expect(await figures(SHOP, '2026-11-20')).toEqual({
      'site ': [7, 6, 4, 3, 2],
      'page /': [3, 3, 3, 3, 1],
      'page /shop': [2, 1, 1, 1, 0],
      'page /about': [2, 2, 2, 2, 1],
      'source https://www.google.com': [4, 3, 2, 2, 1],
      'source https://news.example': [1, 1, 1, 1, 1],
      'source ': [2, 2, 1, 1, 0],
      // Events without a device or country (the census adds them to page views) count as unknown.
      'device other': [7, 6, 4, 3, 2],
      'country ': [7, 6, 4, 3, 2],
      'event page-view': [6, 6, 4, 3, 0],
      'event button-click': [1, 0, 1, 1, 0],
    });
    // Only the website asked for.
    expect(await figures(OTHER, '2026-11-20')).toEqual({});
  });

  test('recomputing a day gives the same rows, and picks up late events', async () => {
    await store(DAY);
    await rollUpTrackingDay(db.knex, undefined, '2026-11-20');
    const first = await figures(SHOP, '2026-11-20');
    await rollUpTrackingDay(db.knex, undefined, '2026-11-20');
    expect(await figures(SHOP, '2026-11-20')).toEqual(first);
    expect((await figures(OTHER, '2026-11-20'))['site ']).toEqual([1, 1, 1, 1, 1]);
    await store([event(SHOP, visitD, '2026-11-20T23:59:59Z', '/contact', null)]);
    await rollUpTrackingDay(db.knex, SHOP, '2026-11-20');
    expect((await figures(SHOP, '2026-11-20'))['site ']).toEqual([8, 7, 4, 3, 1]);
  });

  test("a day is the website's own day in its time zone", async () => {
    // 23:30 in New York on the 20th is the 21st in UTC.
    await store([event(NEW_YORK, visitB, '2026-11-21T04:30:00Z', '/late')]);
    await rollUpTrackingDay(db.knex, NEW_YORK, '2026-11-20');
    await rollUpTrackingDay(db.knex, NEW_YORK, '2026-11-21');
    expect((await figures(NEW_YORK, '2026-11-20'))['page /late']).toEqual([1, 1, 1, 1, 1]);
    expect(await figures(NEW_YORK, '2026-11-21')).toEqual({});
  });
});

describe(`tracking retention (${testDatabaseKind()})`, () => {
  const NOW = new Date('2026-11-26T12:00:00Z');

  test('each website keeps today and its retention days before, the default 395', async () => {
    await db.knex(TABLES.websiteSettings).insert({ website_id: OTHER, tracking_retention_days: 30 });
    try {
      await ensureTrackingPartitions(db.knex, new Date('2025-10-25T00:00:00Z'), 2);
      await store([
        event(SHOP, visitD, '2025-10-26T23:59:59Z', '/too-old'),
        event(SHOP, visitD, '2025-10-27T00:00:00Z', '/kept-395'),
        event(OTHER, visitD, '2026-10-26T23:00:00Z', '/too-old'),
        event(OTHER, visitD, '2026-10-27T00:00:00Z', '/kept-30'),
        event(OTHER, visitD, '2026-11-26T11:00:00Z', '/today'),
      ]);
      await rollUpTrackingDay(db.knex, undefined, '2026-10-26');
      await rollUpTrackingDay(db.knex, undefined, '2026-10-27');

      const report = await pruneTracking(db.knex, NOW);

      const left = await db
        .knex(TABLES.trackingEvents)
        .orderBy('occurred_at')
        .select('website_id', 'page_path');
      expect(left).toEqual([
        { website_id: SHOP, page_path: '/kept-395' },
        { website_id: OTHER, page_path: '/kept-30' },
        { website_id: OTHER, page_path: '/today' },
      ]);
      expect(Object.keys(await figures(OTHER, '2026-10-26'))).toEqual([]);
      expect(Object.keys(await figures(OTHER, '2026-10-27'))).toContain('site ');
      if (testDatabaseKind() === 'pg') {
        // The days before 2025-10-27 went as whole partitions; OTHER's old event row by row.
        expect(report.droppedDays).toEqual(['2025-10-24', '2025-10-25', '2025-10-26']);
        expect(report.deletedEvents).toBe(1);
        expect((await partitionDays(db.knex))[0]).toBe('2025-10-27');
      } else {
        expect(report).toMatchObject({ droppedDays: [], deletedEvents: 2 });
      }
      expect(report.deletedDailyRows).toBeGreaterThan(0);
    } finally {
      await db.knex(TABLES.websiteSettings).where({ website_id: OTHER }).delete();
    }
  });
});

describe.runIf(testDatabaseKind() === 'pg')('day partitions (pg)', () => {
  test('an event of a day without a partition lands in the default one, and moves when the day gets its own', async () => {
    await store([event(SHOP, visitA, '2030-01-02T08:00:00Z', '/future')]);
    const countIn = async (table: string) => Number((await db.knex(table).count({ n: '*' }))[0].n);
    expect(await countIn(DEFAULT_PARTITION)).toBe(1);
    const made = await ensureTrackingPartitions(db.knex, new Date('2030-01-01T00:00:00Z'), 3);
    expect(made).toEqual(['2029-12-31', '2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04']);
    expect(await countIn(DEFAULT_PARTITION)).toBe(0);
    expect(await countIn(partitionName('2030-01-02'))).toBe(1);
    expect(await ensureTrackingPartitions(db.knex, new Date('2030-01-01T00:00:00Z'), 3)).toEqual([]);
    expect(await db.knex(TABLES.trackingEvents).pluck('page_path')).toEqual(['/future']);
  });
});

describe(`hourly tracking housekeeping (${testDatabaseKind()})`, () => {
  test("rolls up today's events and makes the coming week's partitions", async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    await store([
      event(SHOP, visitA, '2026-11-26T09:00:00Z', '/'),
      event(SHOP, visitB, '2026-11-25T09:00:00Z', '/'),
    ]);
    await runTrackingMaintenance(db.knex, now);
    expect((await figures(SHOP, '2026-11-26'))['site ']).toEqual([1, 1, 1, 1, 1]);
    expect((await figures(SHOP, '2026-11-25'))['site ']).toEqual([1, 1, 1, 1, 1]);
    if (testDatabaseKind() === 'pg') {
      expect(await partitionDays(db.knex)).toEqual(
        expect.arrayContaining(['2026-11-25', '2026-11-26', '2026-11-27', '2026-12-03']),
      );
    }
  });
});
