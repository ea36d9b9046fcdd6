// What unauthenticated reports may store is bounded (issue 33, finding 5): a vitals post stores a few short records, raw vitals roll up into daily rows and go, a day keeps 100 paths apart, error groups stop at 100 new a day, and retention deletes vitals and groups too.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { ERRORS_PATH } from '../../server/tracking/errors-routes.js';
import { errorGroups, MAX_NEW_GROUPS_PER_DAY, OVERFLOW_MESSAGE } from '../../server/tracking/errors-store.js';
import {
  MAX_VITAL_PATHS_PER_DAY,
  OTHER_PATHS,
  rollUpPerformance,
} from '../../server/tracking/performance-rollup.js';
import { PERFORMANCE_PATH } from '../../server/tracking/performance-routes.js';
import { vitalsP75 } from '../../server/tracking/performance-store.js';
import { performanceWriterFor } from '../../server/tracking/performance-writer.js';
import { pruneTracking } from '../../server/tracking/retention.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SITE = 'bounds-site';
const DAY_MS = 86_400_000;
const logger = createLogger('silent');
let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await db
    .knex(TABLES.websites)
    .insert({ id: SITE, site_title: 'Bounds', is_default: true, time_zone: 'UTC' });
  app = createApp({ db, config: testConfig({ apiRateLimit: 100_000 }), logger });
}, 60_000);
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.performanceRecords).where({ website_id: SITE }).delete();
  await db.knex(TABLES.performanceDaily).where({ website_id: SITE }).delete();
  await db.knex(TABLES.jsErrorGroups).where({ website_id: SITE }).delete();
});

const ALL_TIME = { from: new Date(0), to: new Date(Date.now() + 3_600_000) };

function vital(metric: string, value: number, path: string, pageLoadId = 'load-1') {
  return { app: 'tessera', event: 'web-vital', pageLoadId, ts: 1764150000000, data: { metric, value, path } };
}

function beacon(records: unknown[]) {
  return request(app)
    .post(PERFORMANCE_PATH)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(JSON.stringify(records));
}

async function rawRecords() {
  await performanceWriterFor(db.knex, logger).flush();
  return db
    .knex(TABLES.performanceRecords)
    .where({ website_id: SITE })
    .select('page_path', 'metric', 'value', 'page_load_id');
}

/** The bytes of text a website's raw vitals hold (paths and page-load ids). */
async function storedTextBytes(): Promise<number> {
  const [row] = await db
    .knex(TABLES.performanceRecords)
    .where({ website_id: SITE })
    .select(
      db.knex.raw(
        'coalesce(sum(octet_length("page_path") + octet_length("page_load_id")), 0)::int as "bytes"',
      ),
    );
  return Number(row.bytes);
}

describe(`bounded tracking storage (${testDatabaseKind()})`, () => {
  it('stores at most one short record per metric of a post’s page load, however many records it sends', async () => {
    // The probe's kind of post: fifty records of long paths, just under the 64 kB body limit.
    const longPath = `/${'p'.repeat(1_100)}`;
    const metrics = ['LCP', 'FCP', 'CLS', 'TTFB', 'INP'];
    const records = Array.from({ length: 50 }, (_, i) =>
      vital(metrics[i % 5], i, `${longPath}${i}`, `load-${i % 2}`),
    );
    expect((await beacon(records)).status).toBe(204);
    const stored = await rawRecords();
    expect(stored).toHaveLength(5);
    expect(new Set(stored.map((row) => row.page_load_id))).toEqual(new Set(['load-0']));
    // The last value of each metric of that page load.
    expect(stored.map((row) => Number(row.value)).sort((a, b) => a - b)).toEqual([40, 42, 44, 46, 48]);
    for (const row of stored) expect(row.page_path.length).toBeLessThanOrEqual(256);
    // The probe's post stored ~74 kB; what is kept now is a few hundred bytes of text.
    expect(await storedTextBytes()).toBeLessThanOrEqual(5 * (256 + 6));
  });

  it('rolls raw records up into daily rows and deletes them, reading the same p75 before and after', async () => {
    for (const [n, value] of [1000, 2000, 3000, 5000].entries()) {
      expect((await beacon([vital('LCP', value, '/about', `load-${n}`)])).status).toBe(204);
    }
    expect(await rawRecords()).toHaveLength(4);
    const before = await vitalsP75(db.knex, SITE, ALL_TIME);
    expect(before).toEqual([
      { pagePath: '/about', metric: 'LCP', p75: 3500, samples: 4, good: 2, needsImprovement: 1, poor: 1 },
    ]);
    expect(await rollUpPerformance(db.knex)).toBeGreaterThanOrEqual(4);
    expect(await rawRecords()).toEqual([]);
    const daily = await db.knex(TABLES.performanceDaily).where({ website_id: SITE });
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ page_path: '/about', metric: 'LCP', samples: 4, good: 2, poor: 1 });
    expect(await vitalsP75(db.knex, SITE, ALL_TIME)).toEqual(before);
    // Records arriving after the rollup add to the same day, once each.
    expect((await beacon([vital('LCP', 1500, '/about', 'load-9')])).status).toBe(204);
    await rawRecords();
    expect((await vitalsP75(db.knex, SITE, ALL_TIME))[0]).toMatchObject({ samples: 5 });
    await rollUpPerformance(db.knex);
    expect((await vitalsP75(db.knex, SITE, ALL_TIME))[0]).toMatchObject({ samples: 5, p75: 3000 });
  });

  it(`keeps ${MAX_VITAL_PATHS_PER_DAY} paths of a day apart and counts the others under ${OTHER_PATHS}`, async () => {
    const now = new Date();
    await db.knex(TABLES.performanceRecords).insert(
      Array.from({ length: MAX_VITAL_PATHS_PER_DAY + 50 }, (_, i) => ({
        website_id: SITE,
        occurred_at: now,
        page_path: `/page-${i}`,
        metric: 'LCP',
        value: 1000 + i,
        rating: 'good',
        page_load_id: `load-${i}`,
      })),
    );
    await rollUpPerformance(db.knex);
    const rows = await db.knex(TABLES.performanceDaily).where({ website_id: SITE });
    expect(rows).toHaveLength(MAX_VITAL_PATHS_PER_DAY + 1);
    expect(rows.find((row) => row.page_path === OTHER_PATHS)).toMatchObject({ samples: 50 });
    expect(rows.reduce((sum, row) => sum + Number(row.samples), 0)).toBe(MAX_VITAL_PATHS_PER_DAY + 50);
  });

  it('starts at most 100 new error groups a day; later new kinds count in one overflow group, known ones still count', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/api/no-such-route');
    const report = (n: number) => ({
      event: 'JavascriptError',
      data: {
        message: `Hostile error ${n}`,
        stack: `Error: ${n}\n    at f${n} (https://x.test/a.js:1:1)`,
        where: 'window',
        path: '/',
      },
      timestamp: 1764150000000,
    });
    for (let post = 0; post < 15; post += 1) {
      const res = await browser.send('POST', ERRORS_PATH, {
        body: Array.from({ length: 10 }, (_, i) => report(post * 10 + i)) as never,
      });
      expect(res.status).toBe(204);
    }
    // A kind seen before the cap still counts up.
    expect((await browser.send('POST', ERRORS_PATH, { body: [report(0)] as never })).status).toBe(204);
    const groups = await errorGroups(db.knex, SITE, ALL_TIME);
    expect(groups).toHaveLength(MAX_NEW_GROUPS_PER_DAY + 1);
    const overflow = groups.find((group) => group.message === OVERFLOW_MESSAGE);
    expect(overflow).toMatchObject({ source: 'browser', count: 50 });
    expect(groups.find((group) => group.message === 'Hostile error 0')).toMatchObject({ count: 2 });
  });

  it('deletes daily vitals, raw vitals and error groups past the website’s retention', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 40 * DAY_MS);
    await db
      .knex(TABLES.websiteSettings)
      .insert({ website_id: SITE, tracking_retention_days: 30 })
      .onConflict('website_id')
      .merge();
    await db.knex(TABLES.performanceRecords).insert(
      [old, now].map((at, i) => ({
        website_id: SITE,
        occurred_at: at,
        page_path: '/',
        metric: 'LCP',
        value: 900,
        rating: 'good',
        page_load_id: `load-${i}`,
      })),
    );
    await db.knex(TABLES.performanceDaily).insert(
      [old, now].map((at) => ({
        website_id: SITE,
        day: at.toISOString().slice(0, 10),
        page_path: '/kept-or-not',
        metric: 'CLS',
        samples: 1,
        good: 1,
        digest: JSON.stringify({ values: [0.01] }),
      })),
    );
    await db.knex(TABLES.jsErrorGroups).insert(
      [old, now].map((at, i) => ({
        website_id: SITE,
        fingerprint: `f${i}`,
        source: 'browser',
        message: `seen ${i}`,
        first_seen: at,
        last_seen: at,
      })),
    );
    const report = await pruneTracking(db.knex, now);
    expect(report.deletedPerformanceRows).toBe(2);
    expect(report.deletedErrorGroups).toBe(1);
    expect(await db.knex(TABLES.performanceRecords).where({ website_id: SITE })).toHaveLength(1);
    expect(await db.knex(TABLES.performanceDaily).where({ website_id: SITE })).toHaveLength(1);
    expect(
      (await db.knex(TABLES.jsErrorGroups).where({ website_id: SITE })).map((row) => row.message),
    ).toEqual(['seen 1']);
  });
});
