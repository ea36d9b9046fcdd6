// Core Web Vitals over HTTP (the whole app): beacon-style plain-text posts stored and rated, p75 per page, consent, 400/413 and the rate limit.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { PERFORMANCE_PATH } from '../../server/tracking/performance-routes.js';
import { vitalsP75 } from '../../server/tracking/performance-store.js';
import { performanceWriterFor } from '../../server/tracking/performance-writer.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SITE = 'vitals-site';
let db: Database;
let app: Express;
const logger = createLogger('silent');

beforeAll(async () => {
  db = await createTestDatabase();
  await db.knex(TABLES.websites).insert({ id: SITE, site_title: 'Vitals', is_default: true });
  app = createApp({ db, config: testConfig({ apiRateLimit: 60 }), logger });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

function vital(metric: string, value: number, path = '/', pageLoadId = 'load-1') {
  return { app: 'tessera', event: 'web-vital', pageLoadId, ts: 1764150000000, data: { metric, value, path } };
}

/** Posts as navigator.sendBeacon does: text/plain, cookies but no crumb header. */
function beacon(body: unknown, cookie?: string) {
  const req = request(app).post(PERFORMANCE_PATH).set('Content-Type', 'text/plain;charset=UTF-8');
  return (cookie === undefined ? req : req.set('Cookie', cookie)).send(JSON.stringify(body));
}

async function stored() {
  await performanceWriterFor(db.knex, logger).flush();
  return db
    .knex(TABLES.performanceRecords)
    .where({ website_id: SITE })
    .orderBy(['page_path', 'metric', 'value'])
    .select('page_path', 'metric', 'value', 'rating', 'page_load_id');
}

const ALL_TIME = { from: new Date(0), to: new Date(Date.now() + 3_600_000) };

describe(`POST ${PERFORMANCE_PATH} (${testDatabaseKind()})`, () => {
  it('stores a beacon without a crumb, durations rounded down and rated with SPEC §9 thresholds', async () => {
    const res = await beacon([
      vital('LCP', 2500.9, '/shop?utm=x'),
      vital('FCP', 3000.2, '/shop'),
      vital('CLS', 0.30001, '/shop'),
      vital('TTFB', 801, '/shop'),
      vital('INP', 150.7, '/shop'),
    ]);
    expect(res.status).toBe(204);
    expect(await stored()).toEqual([
      { page_path: '/shop', metric: 'CLS', value: 0.3, rating: 'poor', page_load_id: 'load-1' },
      { page_path: '/shop', metric: 'FCP', value: 3000, rating: 'needs-improvement', page_load_id: 'load-1' },
      { page_path: '/shop', metric: 'INP', value: 150, rating: 'good', page_load_id: 'load-1' },
      { page_path: '/shop', metric: 'LCP', value: 2500, rating: 'good', page_load_id: 'load-1' },
      { page_path: '/shop', metric: 'TTFB', value: 801, rating: 'needs-improvement', page_load_id: 'load-1' },
    ]);
  });

  it('also takes a JSON post, and reads p75 with good / needs-improvement / poor counts per page and metric', async () => {
    for (const [n, value] of [1000, 2000, 3000, 5000].entries()) {
      const res = await request(app)
        .post(PERFORMANCE_PATH)
        .send([vital('LCP', value, '/about', `load-${n + 2}`)]);
      expect(res.status).toBe(204);
    }
    await stored();
    const summary = await vitalsP75(db.knex, SITE, ALL_TIME);
    expect(summary.find((row) => row.pagePath === '/about')).toEqual({
      pagePath: '/about',
      metric: 'LCP',
      p75: 3500,
      samples: 4,
      good: 2,
      needsImprovement: 1,
      poor: 1,
    });
    expect(await vitalsP75(db.knex, SITE, { from: new Date(Date.now() + 60_000), to: ALL_TIME.to })).toEqual(
      [],
    );
  });

  it('keeps nothing when the visitor refused performance cookies', async () => {
    const before = (await stored()).length;
    const res = await beacon([vital('LCP', 100, '/private')], 'ss_performanceCookiesAllowed=false');
    expect(res.status).toBe(204);
    expect((await stored()).length).toBe(before);
  });

  it('answers 400 to bad bodies and 413 to a body over 64 kB', async () => {
    const notJson = await request(app).post(PERFORMANCE_PATH).set('Content-Type', 'text/plain').send('[{');
    expect(notJson.status).toBe(400);
    for (const body of [{}, [], [vital('FID', 10)], [vital('LCP', -1)], [vital('LCP', 1, 'no-slash')]]) {
      const res = await beacon(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid-input');
    }
    const big = await request(app)
      .post(PERFORMANCE_PATH)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify([vital('LCP', 1, `/${'p'.repeat(70_000)}`)]));
    expect(big.status).toBe(413);
  });

  it('limits one address to half its API requests a minute (here 30)', async () => {
    let status = 0;
    for (let sent = 0; sent < 40 && status !== 429; sent += 1)
      status = (await beacon([vital('LCP', 1)])).status;
    expect(status).toBe(429);
  });
});
