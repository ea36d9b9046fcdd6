// Scripted shoppers through the whole app: page views carry the device and country the headers and time zone give (never the address), a placed order is tracked in the buyer's visit, and the owner's funnel, audience and revenue read exactly what the script did.
import { randomUUID } from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import {
  checkoutBody,
  fillCart,
  ITEMS,
  newVisitor,
  seedOrderStore,
  signedInOwner,
  SITE,
  tempDataDir,
} from '../commerce/orders-fixtures.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir);
  app = createApp({
    db,
    config: testConfig({ dataDir, apiRateLimit: 100_000 }),
    logger: createLogger('silent'),
  });
}, 60_000);
afterAll(() => db?.close());

/** One shopper: a browser, the headers it always sends, whether it sends Global Privacy Control. */
interface Shopper {
  browser: TestBrowser;
  headers: Record<string, string>;
}

async function shopper(headers: Record<string, string>): Promise<Shopper> {
  return { browser: await newVisitor(app), headers };
}

async function pageView(who: Shopper, pagePath: string, timeZone: string): Promise<void> {
  const record = who.browser.cookies.get('ss_cvr');
  const res = await who.browser.send('POST', '/api/census/RecordHit', {
    form: true,
    headers: who.headers,
    body: {
      event: 'page-view',
      data: JSON.stringify({ pagePath, timeZone }),
      ...(record === undefined ? {} : { ss_cvr: record }),
    },
  });
  expect(res.status).toBe(204);
}

async function commerce(who: Shopper, event: string, itemId: string): Promise<void> {
  const res = await who.browser.send('POST', '/api/census/events', {
    headers: who.headers,
    body: { event, data: { pagePath: '/shop/p/mug', product: { item_id: itemId } } },
  });
  expect(res.status).toBe(202);
}

/** Views the mug, adds it, opens the checkout, and pays: the order JSON. */
async function buyMug(who: Shopper, timeZone: string): Promise<{ id: string; grandTotalCents: number }> {
  await pageView(who, '/shop/p/mug', timeZone);
  await commerce(who, 'CommerceShopping_VisitPDP', ITEMS.mug);
  const token = await fillCart(who.browser, [[ITEMS.mug, 'MUG', 1]]);
  await commerce(who, 'CommerceShopping_AddToCart', ITEMS.mug);
  await pageView(who, '/checkout', timeZone);
  const placed = await who.browser.send('POST', '/api/commerce/orders', {
    body: checkoutBody(token),
    headers: { ...who.headers, 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.order;
}

interface OrderEvent {
  visitor_id: string | null;
  session_id: string | null;
  visitor_hash: string | null;
  payload: { orderId: string; consent: string };
}

/** The stored `order` events, once the buffered writer has written the ones expected. */
async function orderEvents(count: number): Promise<OrderEvent[]> {
  return vi.waitFor(
    async () => {
      await trackingSinkFor(db.knex).flush();
      const rows = (await db
        .knex(TABLES.trackingEvents)
        .where({ website_id: SITE, event_type: 'order' })
        .orderBy('occurred_at')
        .select('visitor_id', 'session_id', 'visitor_hash', 'payload')) as OrderEvent[];
      expect(rows).toHaveLength(count);
      return rows.map((row) => ({
        ...row,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      }));
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe(`the analytics journey (${testDatabaseKind()})`, () => {
  it('tracks device, country and orders, and the owner reads the funnel, audience and revenue', async () => {
    // With cookies: a phone whose language says Canada (its time zone says France).
    const phone = await shopper({ 'User-Agent': IPHONE, 'Accept-Language': 'fr-CA,fr;q=0.9' });
    const first = await buyMug(phone, 'Europe/Paris');
    // Without cookies (Global Privacy Control): a desktop whose language names no region, in Toronto.
    const desktop = await shopper({ 'User-Agent': WINDOWS, 'Accept-Language': 'en', 'Sec-GPC': '1' });
    const second = await buyMug(desktop, 'America/Toronto');
    // Only looks: a tablet in Germany.
    const tablet = await shopper({ 'User-Agent': IPAD, 'Accept-Language': 'de-DE' });
    await pageView(tablet, '/', 'Europe/Berlin');
    // A signed-in owner's purchase is not tracked (SPEC §6).
    const owner = await signedInOwner(app, db, 'journey-owner@example.com', 1);
    const ownerCart = await fillCart(owner, [[ITEMS.mug, 'MUG', 1]]);
    const ownerOrder = await owner.send('POST', '/api/commerce/orders', {
      body: checkoutBody(ownerCart),
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(ownerOrder.status).toBe(201);

    await trackingSinkFor(db.knex).flush();
    const views = (await db
      .knex(TABLES.trackingEvents)
      .where({ website_id: SITE, event_type: 'page-view' })
      .orderBy('occurred_at')
      .select('payload')) as { payload: Record<string, unknown> }[];
    expect(views.map(({ payload }) => [payload.pagePath, payload.device, payload.country])).toEqual([
      ['/shop/p/mug', 'mobile', 'CA'],
      ['/checkout', 'mobile', 'CA'],
      ['/shop/p/mug', 'desktop', 'CA'],
      ['/checkout', 'desktop', 'CA'],
      ['/', 'tablet', 'DE'],
    ]);

    const orders = await orderEvents(2);
    expect(orders.map((row) => row.payload.orderId)).toEqual([first.id, second.id]);
    // With consent, the order counts in the visit whose cookies the browser sent.
    expect(orders[0]).toMatchObject({
      visitor_id: phone.browser.cookies.get('ss_cvr')!.split('|')[0],
      session_id: phone.browser.cookies.get('ss_cvisit'),
      payload: { consent: 'granted' },
    });
    // Without, by the day's hash alone: the same as the shopper's page views.
    const desktopViews = await db
      .knex(TABLES.trackingEvents)
      .where({ website_id: SITE, event_type: 'page-view', page_path: '/checkout' })
      .whereNull('visitor_id')
      .select('visitor_hash');
    expect(orders[1]).toMatchObject({
      visitor_id: null,
      session_id: null,
      visitor_hash: desktopViews[0].visitor_hash,
      payload: { consent: 'denied' },
    });

    const site = (await db.knex(TABLES.websites).where({ id: SITE }).first('time_zone')) as {
      time_zone: string;
    };
    const today = formatInTimeZone(new Date(), site.time_zone, 'yyyy-MM-dd');
    const read = async (what: string) => {
      const res = await owner.send('GET', `/api/owner/analytics/${what}?from=${today}&to=${today}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const commerceRead = await read('commerce');
    expect(commerceRead.funnel).toEqual([
      { step: 'productView', visits: 2, rate: 1 },
      { step: 'addToCart', visits: 2, rate: 1 },
      { step: 'checkout', visits: 2, rate: 1 },
      { step: 'order', visits: 2, rate: 1 },
    ]);
    expect(commerceRead.conversionRate).toBe(2 / 3);
    // Revenue counts every order placed, the owner's too: it comes from the orders, not the events.
    const total = first.grandTotalCents + second.grandTotalCents + ownerOrder.body.order.grandTotalCents;
    expect(commerceRead.revenue).toMatchObject({ totalCents: total, orders: 3 });
    expect(await read('audience')).toEqual({
      devices: [
        { device: 'desktop', visits: 1, visitors: 1 },
        { device: 'mobile', visits: 1, visitors: 1 },
        { device: 'tablet', visits: 1, visitors: 1 },
      ],
      countries: [
        { country: 'CA', visits: 2, visitors: 2 },
        { country: 'DE', visits: 1, visitors: 1 },
      ],
    });
    expect((await read('products')).products).toEqual([
      expect.objectContaining({ itemId: ITEMS.mug, views: 2, addToCarts: 2, unitsSold: 3 }),
    ]);
  });
});
