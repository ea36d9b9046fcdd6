// The owner's orders table over HTTP: search by number, email and name, status, fulfilment and date filters, sorts, pages, and the CSV export.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { OTHER_SITE, SITE, signedInOwner, startOrderStore } from '../commerce/orders-fixtures.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';

const ORDERS = '/api/owner/commerce/orders';

let db: Database;
let app: Express;
let admin: TestBrowser;

interface Order {
  number: number;
  email: string;
  name?: [string, string];
  status: string;
  placed: string;
  fulfilled?: string;
  totalCents: number;
  quantity: number;
  site?: string;
}

/** Five orders of the shop (the website's zone is New York), and one of another website. */
const ORDER_ROWS: Order[] = [
  {
    number: 1,
    email: 'ada@example.com',
    name: ['Ada', 'Lovelace'],
    status: 'paid',
    placed: '2026-11-01T15:00:00Z',
    totalCents: 1100,
    quantity: 3,
  },
  // 22:00 on 1 November in New York.
  {
    number: 2,
    email: 'grace@navy.example',
    name: ['Grace', 'Hopper'],
    status: 'fulfilled',
    placed: '2026-11-02T03:00:00Z',
    fulfilled: '2026-11-03T10:00:00Z',
    totalCents: 5000,
    quantity: 1,
  },
  {
    number: 3,
    email: 'alan@example.com',
    name: ['Alan', 'Turing'],
    status: 'refunded',
    placed: '2026-11-05T12:00:00Z',
    fulfilled: '2026-11-06T10:00:00Z',
    totalCents: 300,
    quantity: 2,
  },
  {
    number: 4,
    email: 'linus@example.com',
    status: 'pending',
    placed: '2026-11-10T12:00:00Z',
    totalCents: 2500,
    quantity: 1,
  },
  {
    number: 5,
    email: 'a%b@example.com',
    name: ['=Ada', 'Byron'],
    status: 'paid',
    placed: '2026-11-20T12:00:00Z',
    totalCents: 900,
    quantity: 4,
  },
  {
    number: 1,
    email: 'ada@example.com',
    name: ['Ada', 'Elsewhere'],
    status: 'paid',
    placed: '2026-11-01T15:00:00Z',
    totalCents: 700,
    quantity: 1,
    site: OTHER_SITE,
  },
];

async function insertOrders(rows: readonly Order[]): Promise<void> {
  const inserted = (await db
    .knex(TABLES.orders)
    .insert(
      rows.map((row) => ({
        website_id: row.site ?? SITE,
        order_number: row.number,
        idempotency_key: `table-${row.site ?? SITE}-${row.number}`,
        customer_email: row.email,
        status: row.status,
        test_mode: true,
        subtotal_cents: row.totalCents,
        grand_total_cents: row.totalCents,
        shipping_address:
          row.name === undefined ? null : JSON.stringify({ firstName: row.name[0], lastName: row.name[1] }),
        created_at: row.placed,
        fulfilled_at: row.fulfilled ?? null,
        refunded_at: row.status === 'refunded' ? '2026-11-07T10:00:00Z' : null,
      })),
    )
    .returning(['id', 'website_id'])) as { id: string; website_id: string }[];
  await db.knex(TABLES.orderItems).insert(
    inserted.map(({ id, website_id }, at) => ({
      website_id,
      order_id: id,
      sku: 'STICKER',
      product_name: 'Sticker',
      product_type: 1,
      quantity: rows[at].quantity,
      unit_price_cents: 100,
    })),
  );
}

async function numbers(query: string): Promise<number[]> {
  const res = await admin.send('GET', `${ORDERS}?${query}`);
  expect(res.status).toBe(200);
  return res.body.orders.map((order: { orderNumber: number }) => order.orderNumber);
}

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
  await insertOrders(ORDER_ROWS);
  admin = await signedInOwner(app, db, 'owner@example.com', 1);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`the owner's orders table (${testDatabaseKind()})`, () => {
  it('lists the website’s orders newest first, with the buyer’s name and fulfilment', async () => {
    const res = await admin.send('GET', ORDERS);
    expect(res.body.orders.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(res.body.orders[3]).toEqual({
      id: expect.any(String),
      orderNumber: 2,
      createdOn: Date.parse('2026-11-02T03:00:00Z'),
      customerEmail: 'grace@navy.example',
      customerName: 'Grace Hopper',
      status: 'fulfilled',
      fulfilledOn: Date.parse('2026-11-03T10:00:00Z'),
      testMode: true,
      currency: 'USD',
      grandTotalCents: 5000,
      itemCount: 1,
    });
    expect(res.body.orders[1]).toMatchObject({ orderNumber: 4, customerName: '', fulfilledOn: null });
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 20, total: 5, hasNextPage: false });
  });

  it('searches by order number, part of an email, or part of a name in any case', async () => {
    expect(await numbers('q=%233')).toEqual([3]);
    expect(await numbers('q=4')).toEqual([4]);
    expect(await numbers('q=ada')).toEqual([5, 1]);
    expect(await numbers('q=HOPPER')).toEqual([2]);
    expect(await numbers('q=navy.ex')).toEqual([2]);
    // LIKE's wildcards are taken as the characters they are.
    expect(await numbers('q=%25')).toEqual([5]);
    expect(await numbers('q=_')).toEqual([]);
    expect(await numbers('q=%20%20')).toEqual([5, 4, 3, 2, 1]);
  });

  it('filters by status, fulfilment and the days orders were placed, in the website’s time zone', async () => {
    expect(await numbers('status=paid')).toEqual([5, 1]);
    expect(await numbers('fulfilment=fulfilled')).toEqual([3, 2]);
    expect(await numbers('fulfilment=unfulfilled')).toEqual([5, 4, 1]);
    expect(await numbers('from=2026-11-01&to=2026-11-01')).toEqual([2, 1]);
    expect(await numbers('from=2026-11-02&to=2026-11-10')).toEqual([4, 3]);
    expect(await numbers('to=2026-11-05&status=refunded')).toEqual([3]);
    expect(await numbers('q=ada&status=paid&from=2026-11-15')).toEqual([5]);
  });

  it('sorts by each column both ways, ties by order number', async () => {
    expect(await numbers('sort=grandTotal&direction=asc')).toEqual([3, 5, 1, 4, 2]);
    expect(await numbers('sort=grandTotal&direction=desc')).toEqual([2, 4, 1, 5, 3]);
    expect(await numbers('sort=orderNumber&direction=asc')).toEqual([1, 2, 3, 4, 5]);
    expect(await numbers('sort=customerName&direction=asc')).toEqual([4, 5, 1, 3, 2]);
    expect(await numbers('sort=customerEmail&direction=asc')).toEqual([5, 1, 3, 2, 4]);
    expect(await numbers('sort=status&direction=asc')).toEqual([2, 1, 5, 4, 3]);
  });

  it('pages through what the filters keep', async () => {
    const res = await admin.send('GET', `${ORDERS}?sort=orderNumber&direction=asc&pageSize=2&page=2`);
    expect(res.body.orders.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([3, 4]);
    expect(res.body.pagination).toEqual({ page: 2, pageSize: 2, total: 5, hasNextPage: true });
    const filtered = await admin.send('GET', `${ORDERS}?status=paid&pageSize=1&page=2`);
    expect(filtered.body.pagination).toEqual({ page: 2, pageSize: 1, total: 2, hasNextPage: false });
    expect(await numbers('page=9')).toEqual([]);
  });

  it('refuses a filter it does not know, naming each field', async () => {
    const res = await admin.send(
      'GET',
      `${ORDERS}?status=shipped&fulfilment=maybe&sort=price&from=2026-13-01&pageSize=500`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'invalid-input',
      message: 'Update the missing or invalid information above.',
      fields: {
        status: 'shipped is not one of the expected options.',
        fulfilment: 'maybe is not one of the expected options.',
        sort: 'price is not one of the expected options.',
        from: 'Enter a date as YYYY-MM-DD.',
        pageSize: 'Choose at most 100 orders a page.',
      },
    });
    const reversed = await admin.send('GET', `${ORDERS}?from=2026-11-05&to=2026-11-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ to: 'The end date must be on or after the start date.' });
  });

  it('exports what the filters keep as CSV, in the table’s order, formulas shown as text', async () => {
    const res = await admin.send('GET', `${ORDERS}/export.csv?q=ada&sort=orderNumber&direction=asc`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?orders-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(res.text.split('\r\n')).toEqual([
      'Order number,Placed,Status,Fulfilled,Refunded,Customer email,Customer name,Items,Currency,Subtotal,Discount,Shipping,Tax,Total,Paid by gift card,Test mode',
      '1,2026-11-01T15:00:00.000Z,paid,,,ada@example.com,Ada Lovelace,3,USD,11.00,0.00,0.00,0.00,11.00,0.00,yes',
      "5,2026-11-20T12:00:00.000Z,paid,,,a%b@example.com,'=Ada Byron,4,USD,9.00,0.00,0.00,0.00,9.00,0.00,yes",
      '',
    ]);
  });

  it('exports every order past one batch, and refuses a bad filter before sending any', async () => {
    const many = Array.from({ length: 620 }, (_, at) => ({
      number: 100 + at,
      email: `bulk${at}@example.com`,
      status: 'paid',
      placed: '2026-10-01T12:00:00Z',
      totalCents: 100,
      quantity: 1,
    }));
    await insertOrders(many);
    const res = await admin.send('GET', `${ORDERS}/export.csv?q=bulk&sort=orderNumber&direction=desc`);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(621);
    expect(lines[1]).toMatch(/^719,/);
    expect(lines[620]).toMatch(/^100,/);
    const bad = await admin.send('GET', `${ORDERS}/export.csv?status=lost`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'lost is not one of the expected options.' });
    await db.knex(TABLES.orders).where('order_number', '>=', 100).delete();
  });

  it('lets billing read and export, and no one without an order role', async () => {
    const billing = await signedInOwner(app, db, 'billing@example.com', 2);
    expect((await billing.send('GET', `${ORDERS}/export.csv`)).status).toBe(200);
    const editor = await signedInOwner(app, db, 'editor@example.com', 4);
    expect((await editor.send('GET', `${ORDERS}/export.csv`)).status).toBe(403);
    expect((await editor.send('GET', `${ORDERS}?q=ada`)).status).toBe(403);
  });
});
