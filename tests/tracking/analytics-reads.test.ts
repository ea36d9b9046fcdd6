// The owner's audience, products, commerce and forms reads through the real app and database: exact figures of scripted visits, orders and form submissions, their CSV files, refused ranges, today's figures rolled up once for many reads, and the retention setting.
import { randomUUID } from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { pruneTracking } from '../../server/tracking/retention.js';
import { rollUpTrackingDay } from '../../server/tracking/rollup.js';
import { ROLLUP_MEMO_MS, rollUpDayOnce } from '../../server/tracking/rollup-memo.js';
import type { TrackingEvent } from '../../server/tracking/tracking-event.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';

let db: Database;
let fixture: SiteFixture;
let owner: TestBrowser;
/** A form of the website without a name: listed by its id. */
let namelessFormId: string;

type Who = Pick<TrackingEvent, 'visitorHash' | 'visitorId' | 'sessionId'>;
/** A visit with cookies, then a cookieless one, then the first visitor back, then a fourth. */
const v1: Who = { sessionId: 's1', visitorId: 'visitor-1', visitorHash: 'h1' };
const v2: Who = { sessionId: null, visitorId: null, visitorHash: 'h2' };
const v3: Who = { sessionId: 's3', visitorId: 'visitor-1', visitorHash: 'h1' };
const v4: Who = { sessionId: 's4', visitorId: 'visitor-4', visitorHash: 'h4' };

function event(
  who: Who,
  at: string,
  eventType: string,
  pagePath: string | null,
  payload: Record<string, unknown> = {},
): TrackingEvent {
  return {
    websiteId: fixture.websiteId,
    eventType,
    occurredAt: new Date(at),
    siteUserId: null,
    pagePath,
    referrer: null,
    payload,
    ...who,
  };
}

const view = (who: Who, at: string, path: string, device: string, country: string) =>
  event(who, at, 'page-view', path, { device, country });
const pdp = (who: Who, at: string, itemId: string) =>
  event(who, at, 'CommerceShopping_VisitPDP', '/shop/p/x', { product: { item_id: itemId } });
const addToCart = (who: Who, at: string, itemId: string, title?: string) =>
  event(who, at, 'CommerceShopping_AddToCart', '/shop/p/x', {
    product_page: 'pdp',
    quantity: 1,
    product: { item_id: itemId, ...(title === undefined ? {} : { item_title: title }) },
  });
const formRender = (who: Who, at: string, formId: string) =>
  event(who, at, 'form-render', '/contact', { formId });

async function store(events: TrackingEvent[]): Promise<void> {
  const sink = trackingSinkFor(db.knex);
  for (const one of events) sink.append(one);
  await sink.flush();
}

interface Line {
  productId: string | null;
  name: string;
  quantity: number;
  unitCents: number;
}

let orderNumber = 100;
async function order(at: string, totalCents: number, lines: Line[], extra: Record<string, unknown> = {}) {
  const id = randomUUID();
  await db.knex(TABLES.orders).insert({
    website_id: fixture.websiteId,
    id,
    order_number: (orderNumber += 1),
    idempotency_key: randomUUID(),
    customer_email: 'buyer@example.com',
    status: 'paid',
    currency: 'USD',
    grand_total_cents: totalCents,
    created_at: new Date(at),
    ...extra,
  });
  for (const [position, line] of lines.entries())
    await db.knex(TABLES.orderItems).insert({
      website_id: fixture.websiteId,
      order_id: id,
      product_id: line.productId,
      sku: `SKU-${position}`,
      product_name: line.name,
      product_type: 1,
      quantity: line.quantity,
      unit_price_cents: line.unitCents,
      position,
    });
}

async function submission(formId: string, at: string): Promise<void> {
  await db.knex(TABLES.formSubmissions).insert({
    website_id: fixture.websiteId,
    form_id: formId,
    values: JSON.stringify({}),
    created_at: new Date(at),
  });
}

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, owner } = suite);
  const { basket, mug } = fixture.products;
  const [nameless] = await db
    .knex(TABLES.forms)
    .insert({ website_id: fixture.websiteId, name: '' })
    .returning('id');
  namelessFormId = (nameless as { id: string }).id;
  // The fixture's website counts its days in UTC; the range is 19–20 November.
  await store([
    // Visit 1: a product page, an add to cart, the checkout, an order.
    view(v1, '2026-11-19T10:00:00Z', '/shop/p/walnut-basket', 'mobile', 'FR'),
    pdp(v1, '2026-11-19T10:00:01Z', basket),
    addToCart(v1, '2026-11-19T10:01:00Z', basket, 'Walnut Basket'),
    view(v1, '2026-11-19T10:02:00Z', '/checkout', 'mobile', 'FR'),
    event(v1, '2026-11-19T10:03:00Z', 'order', null, { orderId: 'o-1' }),
    // Visit 2 (no cookies): a product page, and a product gone since added from a listing.
    view(v2, '2026-11-19T12:00:00Z', '/shop/p/stoneware-mug', 'desktop', 'CA'),
    pdp(v2, '2026-11-19T12:00:01Z', mug),
    addToCart(v2, '2026-11-19T12:01:00Z', 'gone-item', 'Old Lamp'),
    // Visit 3, the first visitor back: the home page with the contact form and an unknown form.
    view(v3, '2026-11-20T09:00:00Z', '/', 'mobile', 'FR'),
    formRender(v3, '2026-11-20T09:00:01Z', fixture.contactFormId),
    formRender(v3, '2026-11-20T09:00:02Z', 'unknown-form'),
    // Visit 4, country unknown: the contact page, then a product page.
    view(v4, '2026-11-20T14:00:00Z', '/contact', 'tablet', ''),
    formRender(v4, '2026-11-20T14:00:01Z', fixture.contactFormId),
    pdp(v4, '2026-11-20T14:05:00Z', basket),
    // Outside the range.
    view(v4, '2026-11-21T00:00:00Z', '/', 'tablet', ''),
    pdp(v4, '2026-11-18T23:59:59Z', mug),
  ]);
  for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'])
    await rollUpTrackingDay(db.knex, fixture.websiteId, day);

  await order('2026-11-19T10:03:00Z', 5500, [
    { productId: basket, name: 'Walnut Basket', quantity: 2, unitCents: 2000 },
    { productId: mug, name: 'Stoneware Mug', quantity: 1, unitCents: 1000 },
  ]);
  await order('2026-11-20T23:30:00Z', 1200, [
    { productId: 'retired-item', name: 'Retired Vase', quantity: 1, unitCents: 1200 },
  ]);
  // Not counted: canceled, another currency, the day after; the day before is the previous period.
  await order(
    '2026-11-20T12:00:00Z',
    9900,
    [{ productId: basket, name: 'B', quantity: 9, unitCents: 1100 }],
    {
      status: 'canceled',
    },
  );
  await order('2026-11-20T12:00:00Z', 800, [{ productId: mug, name: 'M', quantity: 1, unitCents: 800 }], {
    currency: 'EUR',
  });
  await order('2026-11-21T00:30:00Z', 7000, [{ productId: mug, name: 'M', quantity: 7, unitCents: 1000 }]);
  await order('2026-11-18T08:00:00Z', 3000, [{ productId: mug, name: 'M', quantity: 3, unitCents: 1000 }]);

  await submission(fixture.contactFormId, '2026-11-20T09:05:00Z');
  await submission(fixture.contactFormId, '2026-11-10T09:05:00Z');
  await submission(namelessFormId, '2026-11-19T18:00:00Z');
});

const get = async (what: string, from = '2026-11-19', to = '2026-11-20') => {
  const res = await owner.send('GET', `/api/owner/analytics/${what}?from=${from}&to=${to}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const csv = async (table: string) => {
  const res = await owner.send('GET', `/api/owner/analytics/${table}/csv?from=2026-11-19&to=2026-11-20`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toContain(`${table}-2026-11-19-to-2026-11-20.csv`);
  return res.text;
};

describe(`owner API: audience, products, commerce and forms (${testDatabaseKind()})`, () => {
  it('counts visits by the device and country of their first page view, visitors once each', async () => {
    expect(await get('audience')).toEqual({
      devices: [
        { device: 'mobile', visits: 2, visitors: 1 },
        { device: 'desktop', visits: 1, visitors: 1 },
        { device: 'tablet', visits: 1, visitors: 1 },
      ],
      countries: [
        { country: 'FR', visits: 2, visitors: 1 },
        { country: '', visits: 1, visitors: 1 },
        { country: 'CA', visits: 1, visitors: 1 },
      ],
    });
    expect(await get('audience', '2026-10-01', '2026-10-02')).toEqual({ devices: [], countries: [] });
  });

  it('lists the products viewed, added and sold, titled as they are now, else as sold or added', async () => {
    const { basket, mug } = fixture.products;
    expect(await get('products')).toEqual({
      currency: 'USD',
      products: [
        {
          itemId: basket,
          title: 'Walnut Basket',
          views: 2,
          addToCarts: 1,
          unitsSold: 2,
          revenueCents: 4000,
        },
        { itemId: mug, title: 'Stoneware Mug', views: 1, addToCarts: 0, unitsSold: 1, revenueCents: 1000 },
        {
          itemId: 'retired-item',
          title: 'Retired Vase',
          views: 0,
          addToCarts: 0,
          unitsSold: 1,
          revenueCents: 1200,
        },
        { itemId: 'gone-item', title: 'Old Lamp', views: 0, addToCarts: 1, unitsSold: 0, revenueCents: 0 },
      ],
    });
  });

  it('counts the funnel in visits, the conversion rate, and revenue from the orders by day', async () => {
    expect(await get('commerce')).toEqual({
      funnel: [
        { step: 'productView', visits: 3, rate: 1 },
        { step: 'addToCart', visits: 2, rate: 2 / 3 },
        { step: 'checkout', visits: 1, rate: 0.5 },
        { step: 'order', visits: 1, rate: 1 },
      ],
      conversionRate: 0.25,
      revenue: {
        currency: 'USD',
        totalCents: 6700,
        orders: 2,
        averageOrderCents: 3350,
        previousTotalCents: 3000,
        days: [
          { day: '2026-11-19', totalCents: 5500, orders: 1 },
          { day: '2026-11-20', totalCents: 1200, orders: 1 },
        ],
      },
    });
    const quiet = await get('commerce', '2026-10-01', '2026-10-01');
    expect(quiet.funnel.map((step: { rate: number }) => step.rate)).toEqual([1, 0, 0, 0]);
    expect(quiet.conversionRate).toBe(0);
    expect(quiet.revenue).toMatchObject({ totalCents: 0, orders: 0, averageOrderCents: 0 });
  });

  it('sets the views of each form against its submissions of the range', async () => {
    expect(await get('forms')).toEqual({
      forms: [
        {
          formId: fixture.contactFormId,
          name: 'Write to us',
          views: 2,
          submissions: 1,
          conversionRate: 0.5,
        },
        { formId: 'unknown-form', name: 'unknown-form', views: 1, submissions: 0, conversionRate: 0 },
        { formId: namelessFormId, name: namelessFormId, views: 0, submissions: 1, conversionRate: 0 },
      ],
    });
  });

  it('exports devices, countries, products, the funnel and forms as CSV files', async () => {
    expect(await csv('devices')).toBe(
      'Device,Visits,Visitors\r\nmobile,2,1\r\ndesktop,1,1\r\ntablet,1,1\r\n',
    );
    expect(await csv('countries')).toBe('Country,Visits,Visitors\r\nFR,2,1\r\nUnknown,1,1\r\nCA,1,1\r\n');
    const { basket, mug } = fixture.products;
    expect(await csv('products')).toBe(
      'Product,Item id,Views,Add to carts,Units sold,Revenue (USD)\r\n' +
        `Walnut Basket,${basket},2,1,2,40.00\r\n` +
        `Stoneware Mug,${mug},1,0,1,10.00\r\n` +
        'Retired Vase,retired-item,0,0,1,12.00\r\n' +
        'Old Lamp,gone-item,0,1,0,0.00\r\n',
    );
    expect(await csv('funnel')).toBe(
      'Step,Visits,Rate from the step before\r\nProduct view,3,100%\r\nAdd to cart,2,66.7%\r\nCheckout,1,50%\r\nOrder,1,100%\r\n',
    );
    expect(await csv('forms')).toBe(
      'Form,Form id,Views,Submissions,Conversion rate\r\n' +
        `Write to us,${fixture.contactFormId},2,1,50%\r\n` +
        'unknown-form,unknown-form,1,0,0%\r\n' +
        `${namelessFormId},${namelessFormId},0,1,0%\r\n`,
    );
  });

  it('refuses a reversed or too long range on every new read and export (400)', async () => {
    for (const path of ['audience', 'products', 'commerce', 'forms', 'devices/csv', 'funnel/csv']) {
      const reversed = await owner.send('GET', `/api/owner/analytics/${path}?from=2026-11-20&to=2026-11-19`);
      expect(reversed.status).toBe(400);
      expect(reversed.body.fields).toEqual({ to: 'The last day comes before the first.' });
      const long = await owner.send('GET', `/api/owner/analytics/${path}?from=2025-01-01&to=2026-01-02`);
      expect(long.body.fields).toEqual({ to: 'Choose at most 366 days.' });
    }
    const unknown = await owner.send(
      'GET',
      '/api/owner/analytics/visitors/csv?from=2026-11-19&to=2026-11-20',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      table: 'Choose pages, sources, devices, countries, products, funnel, forms, errors or vitals.',
    });
  });

  it("counts today's events at once, and again after more are written", async () => {
    const today = formatInTimeZone(new Date(), 'UTC', 'yyyy-MM-dd');
    const now = new Date().toISOString();
    await store([
      view({ sessionId: 't1', visitorId: 'today-1', visitorHash: 'ht1' }, now, '/', 'desktop', 'DE'),
    ]);
    const first = await Promise.all([get('audience', today, today), get('commerce', today, today)]);
    expect(first[0].devices).toEqual([{ device: 'desktop', visits: 1, visitors: 1 }]);
    await store([
      view({ sessionId: 't2', visitorId: 'today-2', visitorHash: 'ht2' }, now, '/', 'desktop', 'DE'),
      pdp({ sessionId: 't2', visitorId: 'today-2', visitorHash: 'ht2' }, now, fixture.products.mug),
    ]);
    expect((await get('audience', today, today)).countries).toEqual([
      { country: 'DE', visits: 2, visitors: 2 },
    ]);
    expect((await get('commerce', today, today)).funnel[0]).toEqual({
      step: 'productView',
      visits: 1,
      rate: 1,
    });
  });
});

describe(`today's rollup, shared by the screen's reads (${testDatabaseKind()})`, () => {
  const day = '2026-11-05';
  const siteVisits = async () => {
    const row = await db
      .knex(TABLES.trackingDaily)
      .where({ website_id: fixture.websiteId, dimension: 'site' })
      .andWhereRaw(`"day" = ?::date`, [day])
      .first('visits');
    return Number(row?.visits ?? 0);
  };

  it('rolls a day up once for reads within a few seconds, again after', async () => {
    const insert = (session: string) =>
      db.knex(TABLES.trackingEvents).insert({
        website_id: fixture.websiteId,
        event_type: 'page-view',
        occurred_at: new Date(`${day}T12:00:00Z`),
        session_id: session,
        page_path: '/',
      });
    await insert('m1');
    const start = 1_000_000;
    await Promise.all([1, 2, 3].map(() => rollUpDayOnce(db.knex, fixture.websiteId, day, start)));
    expect(await siteVisits()).toBe(1);
    // Written by another app server: this one's reads see it once the rollup is a few seconds old.
    await insert('m2');
    await rollUpDayOnce(db.knex, fixture.websiteId, day, start + ROLLUP_MEMO_MS - 1);
    expect(await siteVisits()).toBe(1);
    await rollUpDayOnce(db.knex, fixture.websiteId, day, start + ROLLUP_MEMO_MS);
    expect(await siteVisits()).toBe(2);
  });
});

describe(`tracking settings: retention (${testDatabaseKind()})`, () => {
  it('reads and saves the retention, keeps it when left out, and refuses one out of bounds', async () => {
    expect((await owner.send('GET', '/api/owner/tracking-settings')).body).toEqual({
      cookieBanner: false,
      retentionDays: 395,
      visitorMetrics: false,
    });
    const saved = await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: false, retentionDays: 30 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ cookieBanner: false, retentionDays: 30, visitorMetrics: false });
    const bannerOnly = await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: true },
    });
    expect(bannerOnly.body).toEqual({ cookieBanner: true, retentionDays: 30, visitorMetrics: false });
    for (const retentionDays of [0, 3661, 1.5, '30']) {
      const refused = await owner.send('PUT', '/api/owner/tracking-settings', {
        body: { cookieBanner: false, retentionDays },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ retentionDays: 'Keep tracking data between 1 and 3660 days.' });
    }
    expect((await owner.send('GET', '/api/owner/tracking-settings')).body).toEqual({
      cookieBanner: true,
      retentionDays: 30,
      visitorMetrics: false,
    });
  });

  it('switches the visitor-metrics flag: the pages then ask browsers for shopping events, the other settings kept', async () => {
    const page = async () => (await owner.send('GET', '/', { headers: { Accept: 'text/html' } })).text;
    expect(await page()).not.toContain('data-visitor-metrics="on"');
    const on = await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: false, visitorMetrics: true },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ cookieBanner: false, visitorMetrics: true });
    expect(await page()).toContain('data-visitor-metrics="on"');
    const kept = await owner.send('PUT', '/api/owner/tracking-settings', { body: { cookieBanner: false } });
    expect(kept.body.visitorMetrics).toBe(true);
    const refused = await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: false, visitorMetrics: 'yes' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ visitorMetrics: 'Choose whether shopping events are recorded.' });
    const off = await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: false, visitorMetrics: false },
    });
    expect(off.body.visitorMetrics).toBe(false);
    expect(await page()).not.toContain('data-visitor-metrics="on"');
  });

  it("prunes the website's events past its retention", async () => {
    const now = new Date('2026-12-31T12:00:00Z');
    await owner.send('PUT', '/api/owner/tracking-settings', {
      body: { cookieBanner: false, retentionDays: 30 },
    });
    await db.knex(TABLES.trackingEvents).insert(
      ['2026-11-30T12:00:00Z', '2026-12-02T12:00:00Z'].map((at) => ({
        website_id: fixture.websiteId,
        event_type: 'retention-probe',
        occurred_at: new Date(at),
      })),
    );
    await pruneTracking(db.knex, now);
    const kept = await db
      .knex(TABLES.trackingEvents)
      .where({ website_id: fixture.websiteId, event_type: 'retention-probe' })
      .select('occurred_at');
    expect(kept.map((row) => new Date(row.occurred_at as string).toISOString())).toEqual([
      '2026-12-02T12:00:00.000Z',
    ]);
  });
});
