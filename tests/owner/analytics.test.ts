// The owner's analytics API through the real app and database: exact figures of a scripted two days, the previous period, today's events without waiting for the hourly rollup, pages, sources, errors, vitals, and refused ranges.
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import type { Express } from 'express';
import request from 'supertest';
import { ROLE } from '../../domain/roles.js';
import type { Database } from '../../server/db/database.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { recordErrors } from '../../server/tracking/errors-store.js';
import { insertPerformanceRecords } from '../../server/tracking/performance-store.js';
import { rollUpTrackingDay } from '../../server/tracking/rollup.js';
import type { TrackingEvent } from '../../server/tracking/tracking-event.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner } from './owner-app.js';

let db: Database;
let fixture: SiteFixture;
let owner: TestBrowser;
let app: Express;

type Who = Pick<TrackingEvent, 'visitorHash' | 'visitorId' | 'sessionId'>;
const visitA: Who = { sessionId: 'a', visitorId: 'v1', visitorHash: 'h1' };
const visitB: Who = { sessionId: null, visitorId: null, visitorHash: 'h2' };
const visitC: Who = { sessionId: 'c', visitorId: 'v1', visitorHash: 'h1' };
const visitX: Who = { sessionId: 'x', visitorId: 'v9', visitorHash: 'h9' };

const event = (
  who: Who,
  at: string,
  pagePath: string,
  referrer: string | null = null,
  eventType = 'page-view',
) =>
  ({
    websiteId: fixture.websiteId,
    eventType,
    occurredAt: new Date(at),
    siteUserId: null,
    pagePath,
    referrer,
    payload: {},
    ...who,
  }) satisfies TrackingEvent;

async function store(events: TrackingEvent[]): Promise<void> {
  const sink = trackingSinkFor(db.knex);
  for (const one of events) sink.append(one);
  await sink.flush();
}

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, owner, app } = suite);
  // The fixture's website counts its days in UTC. The previous period of 19–20 November is 17–18 November.
  await store([
    event(visitX, '2026-11-17T09:00:00Z', '/'),
    event(visitA, '2026-11-19T10:00:00Z', '/', 'https://www.google.com/search'),
    event(visitA, '2026-11-19T10:01:00Z', '/shop', 'https://shop.example/'),
    event(visitA, '2026-11-19T10:02:00Z', '/shop', null, 'button-click'),
    event(visitB, '2026-11-20T11:00:00Z', '/'),
    event(visitC, '2026-11-20T15:00:00Z', '/about', 'https://news.example/item'),
    event(visitB, '2026-11-21T00:00:00Z', '/'),
  ]);
  // What the hourly rollup did on those days.
  for (const day of ['2026-11-17', '2026-11-19', '2026-11-20', '2026-11-21'])
    await rollUpTrackingDay(db.knex, fixture.websiteId, day);
});

const get = async (what: string, from: string, to: string) => {
  const res = await owner.send('GET', `/api/owner/analytics/${what}?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe(`owner API: analytics (${testDatabaseKind()})`, () => {
  it('totals a range with unique visitors over the whole range, the previous period and every day', async () => {
    expect(await get('overview', '2026-11-19', '2026-11-20')).toEqual({
      from: '2026-11-19',
      to: '2026-11-20',
      totals: { visits: 3, visitors: 2, pageViews: 4, bounceRate: 2 / 3 },
      previous: {
        from: '2026-11-17',
        to: '2026-11-18',
        totals: { visits: 1, visitors: 1, pageViews: 1, bounceRate: 1 },
      },
      days: [
        { day: '2026-11-19', visits: 1, visitors: 1, pageViews: 2 },
        { day: '2026-11-20', visits: 2, visitors: 2, pageViews: 2 },
      ],
    });
  });

  it('answers zeros for a period without visits', async () => {
    const overview = await get('overview', '2026-10-01', '2026-10-02');
    expect(overview.totals).toEqual({ visits: 0, visitors: 0, pageViews: 0, bounceRate: 0 });
    expect(overview.days).toEqual([
      { day: '2026-10-01', visits: 0, visitors: 0, pageViews: 0 },
      { day: '2026-10-02', visits: 0, visitors: 0, pageViews: 0 },
    ]);
  });

  it("counts today's visits at once, before the hourly rollup has run", async () => {
    const today = formatInTimeZone(new Date(), 'UTC', 'yyyy-MM-dd');
    await store([
      event({ sessionId: 'now', visitorId: 'v-now', visitorHash: 'h-now' }, new Date().toISOString(), '/now'),
    ]);
    const overview = await get('overview', today, today);
    expect(overview.totals).toEqual({ visits: 1, visitors: 1, pageViews: 1, bounceRate: 1 });
    expect((await get('pages', today, today)).pages).toEqual([
      { path: '/now', pageViews: 1, visits: 1, visitors: 1, bounceRate: 1 },
    ]);
  });

  it('lists the top pages and the sources of the visits, direct visits as "Direct"', async () => {
    expect((await get('pages', '2026-11-19', '2026-11-20')).pages).toEqual([
      { path: '/', pageViews: 2, visits: 2, visitors: 2, bounceRate: 0.5 },
      { path: '/about', pageViews: 1, visits: 1, visitors: 1, bounceRate: 1 },
      { path: '/shop', pageViews: 1, visits: 1, visitors: 1, bounceRate: 0 },
    ]);
    expect((await get('sources', '2026-11-19', '2026-11-20')).sources).toEqual([
      { source: 'Direct', visits: 1 },
      { source: 'https://news.example', visits: 1 },
      { source: 'https://www.google.com', visits: 1 },
    ]);
  });

  it('lists the error groups last seen in the range and rates each page metric by its p75', async () => {
    const boom = {
      source: 'browser' as const,
      message: 'x is undefined',
      stack: 'at a (app.js:1:1)',
      pagePath: '/shop',
    };
    await recordErrors(db.knex, fixture.websiteId, [boom, boom], new Date('2026-11-20T12:00:00Z'));
    await recordErrors(
      db.knex,
      fixture.websiteId,
      [{ ...boom, message: 'older' }],
      new Date('2026-11-10T12:00:00Z'),
    );
    expect((await get('errors', '2026-11-19', '2026-11-20')).errors).toEqual([
      expect.objectContaining({
        source: 'browser',
        message: 'x is undefined',
        count: 2,
        lastSeen: '2026-11-20T12:00:00.000Z',
        lastPagePath: '/shop',
      }),
    ]);

    const lcp = (value: number, rating: 'good' | 'needs-improvement' | 'poor', pageLoadId: string) => ({
      websiteId: fixture.websiteId,
      occurredAt: new Date('2026-11-20T12:00:00Z'),
      pagePath: '/',
      metric: 'LCP' as const,
      value,
      rating,
      pageLoadId,
    });
    await insertPerformanceRecords(db.knex, [
      lcp(1000, 'good', 'p1'),
      lcp(2000, 'good', 'p2'),
      lcp(3000, 'needs-improvement', 'p3'),
      lcp(5000, 'poor', 'p4'),
    ]);
    expect((await get('vitals', '2026-11-19', '2026-11-20')).vitals).toEqual([
      {
        pagePath: '/',
        metric: 'LCP',
        p75: 3500,
        rating: 'needs-improvement',
        samples: 4,
        good: 2,
        needsImprovement: 1,
        poor: 1,
      },
    ]);
    expect((await get('vitals', '2026-11-21', '2026-11-22')).vitals).toEqual([]);
  });

  it('refuses a missing, impossible, reversed or longer than 366 days range (400)', async () => {
    const refused = async (query: string) => {
      const res = await owner.send('GET', `/api/owner/analytics/overview${query}`);
      expect(res.status).toBe(400);
      return res.body.fields as Record<string, string>;
    };
    expect(await refused('?to=2026-11-20')).toEqual({ from: 'Give the first day as YYYY-MM-DD.' });
    expect(await refused('?from=2026-02-30&to=2026-03-02')).toEqual({
      from: 'Give the first day as YYYY-MM-DD.',
    });
    expect(await refused('?from=2026-11-20&to=2026-11-19')).toEqual({
      to: 'The last day comes before the first.',
    });
    expect(await refused('?from=2025-01-01&to=2026-01-02')).toEqual({ to: 'Choose at most 366 days.' });
    expect(
      (await owner.send('GET', '/api/owner/analytics/overview?from=2025-01-02&to=2026-01-02')).status,
    ).toBe(200);
  });

  it('lets a viewer look, and nobody signed out', async () => {
    const path = '/api/owner/analytics/sources?from=2026-11-19&to=2026-11-20';
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, ROLE.viewer);
    expect((await viewer.send('GET', path)).status).toBe(200);
    expect((await request(app).get(path).set('Accept', 'application/json')).status).toBe(401);
  });
});

describe(`owner API: analytics CSV exports (${testDatabaseKind()})`, () => {
  it('exports the top pages and the sources of a range as CSV files', async () => {
    const pages = await owner.send('GET', '/api/owner/analytics/pages/csv?from=2026-11-19&to=2026-11-20');
    expect(pages.status).toBe(200);
    expect(pages.headers['content-type']).toMatch(/^text\/csv/);
    expect(pages.headers['content-disposition']).toContain('pages-2026-11-19-to-2026-11-20.csv');
    expect(pages.text).toBe(
      'Page,Page views,Visits,Visitors,Bounce rate\r\n/,2,2,2,50%\r\n/about,1,1,1,100%\r\n/shop,1,1,1,0%\r\n',
    );
    const sources = await owner.send('GET', '/api/owner/analytics/sources/csv?from=2026-11-19&to=2026-11-20');
    expect(sources.text).toBe(
      'Source,Visits\r\nDirect,1\r\nhttps://news.example,1\r\nhttps://www.google.com,1\r\n',
    );
    expect(
      (await owner.send('GET', '/api/owner/analytics/orders/csv?from=2026-11-19&to=2026-11-20')).status,
    ).toBe(400);
  });
});
