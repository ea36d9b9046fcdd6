// JavaScript error reports over HTTP (the whole app): the crumb, grouping by message and stack, limits, 400/413, and the server's own 500s recorded without the query string.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { ERRORS_PATH } from '../../server/tracking/errors-routes.js';
import { errorGroups } from '../../server/tracking/errors-store.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SITE = 'errors-site';
let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.knex(TABLES.websites).insert({ id: SITE, site_title: 'Errors', is_default: true });
  app = createApp({ db, config: testConfig({ apiRateLimit: 100_000 }), logger: createLogger('silent') });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** A browser that has its crumb (any answer of the app sets it). */
async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit('/api/no-such-route');
  return browser;
}

const stackAt = (file: string, line: number) =>
  `TypeError: x is undefined\n    at render (https://shop.test/assets/${file}:${line}:17)\n    at hydrate (https://shop.test/assets/boot-AB12CD34.js:1:200)`;

function report(message: string, stack: string, path = '/shop') {
  return {
    event: 'JavascriptError',
    data: { message, stack, where: 'window', path },
    timestamp: 1764150000000,
  };
}

const groups = () => db.knex(TABLES.jsErrorGroups).where({ website_id: SITE }).orderBy('message');

describe(`POST ${ERRORS_PATH} (${testDatabaseKind()})`, () => {
  it('refuses a report without the crumb header (SPEC §7)', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', ERRORS_PATH, {
      body: [report('x is undefined', stackAt('cart-pill-QQ11WW22.js', 3))] as never,
      crumb: false,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('invalid-crumb');
    expect(await groups()).toEqual([]);
  });

  it('groups the same message and stack top across deploys and pages, and counts each occurrence', async () => {
    const browser = await visitor();
    const first = await browser.send('POST', ERRORS_PATH, {
      body: [
        report('x is undefined', stackAt('cart-pill-QQ11WW22.js', 3), '/shop'),
        report('x is undefined', stackAt('cart-pill-QQ11WW22.js', 3), '/shop/mug'),
      ] as never,
    });
    expect(first.status).toBe(204);
    // A new build: other content hashes and line numbers, the same code path.
    const second = await browser.send('POST', ERRORS_PATH, {
      body: [
        report('x is undefined', stackAt('cart-pill-ZZ99YY88.js', 7), '/about?ref=mail'),
        report(
          'Network down',
          'Error: Network down\n    at load (https://shop.test/assets/boot-AB12CD34.js:1:5)',
        ),
      ] as never,
    });
    expect(second.status).toBe(204);
    const rows = await groups();
    expect(rows.map((row) => [row.message, row.count, row.last_page_path, row.source])).toEqual([
      ['Network down', 1, '/shop', 'browser'],
      ['x is undefined', 3, '/about', 'browser'],
    ]);
    const read = await errorGroups(db.knex, SITE, { from: new Date(0), to: new Date(Date.now() + 60_000) });
    expect(read.map((group) => [group.message, group.count])).toEqual([
      ['x is undefined', 3],
      ['Network down', 1],
    ]);
    expect(read[0]?.stack).toContain('at render');
  });

  it('answers 400 to a body that is not a list of {event, data, timestamp}, and to more than 10 errors', async () => {
    const browser = await visitor();
    for (const body of [
      { event: 'JavascriptError' },
      [],
      [{ event: 'JavascriptError', data: { stack: 'no message' }, timestamp: 1 }],
      Array.from({ length: 11 }, () => report('many', '')),
    ]) {
      const res = await browser.send('POST', ERRORS_PATH, { body: body as never });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid-input');
    }
  });

  it('answers 400 to a stack longer than 5,000 characters and 413 to a body over 64 kB', async () => {
    const browser = await visitor();
    const long = await browser.send('POST', ERRORS_PATH, {
      body: [report('long', 'a'.repeat(5001))] as never,
    });
    expect(long.status).toBe(400);
    const big = await browser.send('POST', ERRORS_PATH, {
      body: Array.from({ length: 10 }, () => report('m'.repeat(2000), 's'.repeat(5000))).concat(
        report('m'.repeat(2000), 's'.repeat(5000)),
      ) as never,
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('too-large');
  });

  it('records a server 500 as a server group with the path and never the query string', async () => {
    await db.knex.raw('alter table ?? rename to ??', [TABLES.giftCards, 'GIFT_CARDS_AWAY']);
    try {
      const res = await request(app)
        .get('/api/commerce/gift-cards/GIFT-1/balance?token=secret-value')
        .set('Accept', 'application/json');
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('GIFT_CARDS');
    } finally {
      await db.knex.raw('alter table ?? rename to ??', ['GIFT_CARDS_AWAY', TABLES.giftCards]);
    }
    // The recording does not hold the answer up: wait for its row.
    let row: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 200 && row === undefined; attempt += 1) {
      row = await db.knex(TABLES.jsErrorGroups).where({ website_id: SITE, source: 'server' }).first();
      if (row === undefined) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(row).toMatchObject({
      source: 'server',
      count: 1,
      last_page_path: '/api/commerce/gift-cards/GIFT-1/balance',
    });
    expect(String(row?.message)).toContain('GIFT_CARDS');
    expect(JSON.stringify(row)).not.toContain('secret-value');
  });
});
