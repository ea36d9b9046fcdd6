// Orders and carts under concurrency, on PostgreSQL only (PGlite runs one transaction at a time): stock, idempotency keys, a shared gift card, one cart added to at once.
import type { Express } from 'express';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase } from '../support/test-database.js';
import {
  ITEMS,
  SITE,
  checkoutBody,
  ordersApp,
  seedOrderStore,
  stockOf,
  tempDataDir,
} from './orders-fixtures.js';

const CRUMB = 'concurrency-crumb-0123456789abcd';

let db: Database;
let app: Express;
let server: Server;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  db = await createTestDatabase();
  const dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir, { lampStock: 10 });
  app = ordersApp(db, dataDir);
  server = app.listen(0);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await db?.close();
});

/** One visitor's cart holding `quantity` of `sku`, made through the cart API; its token. */
async function cartWith(itemId: string, sku: string, quantity: number): Promise<string> {
  const res = await request(server)
    .post('/api/commerce/shopping-cart/entries')
    .set('Cookie', `crumb=${CRUMB}`)
    .set('X-Csrf-Token', CRUMB)
    .send({ itemId, sku, quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.shoppingCart.id as string;
}

async function cartsWith(count: number, itemId: string, sku: string): Promise<string[]> {
  const tokens: string[] = [];
  // A few at a time: the carts are the setup, not what is measured.
  for (let at = 0; at < count; at += 20) {
    const batch = Math.min(20, count - at);
    tokens.push(...(await Promise.all(Array.from({ length: batch }, () => cartWith(itemId, sku, 1)))));
  }
  return tokens;
}

function order(body: Record<string, unknown>, key: string) {
  return request(server)
    .post('/api/commerce/orders')
    .set('Cookie', `crumb=${CRUMB}`)
    .set('X-Csrf-Token', CRUMB)
    .set('Idempotency-Key', key)
    .send(body);
}

const statuses = (responses: readonly request.Response[]) =>
  responses.reduce<Record<number, number>>((counts, res) => {
    counts[res.status] = (counts[res.status] ?? 0) + 1;
    return counts;
  }, {});

describe.runIf(process.env.DATABASE_URL)('orders under concurrency (pg)', () => {
  it('sells exactly the 10 in stock to 200 buyers at once: 10 orders, stock 0, 190 answers 409, no 5xx', async () => {
    const carts = await cartsWith(200, ITEMS.lamp, 'LAMP');
    const responses = await Promise.all(carts.map((cart, at) => order(checkoutBody(cart), `lamp-${at}`)));
    expect(statuses(responses)).toEqual({ 201: 10, 409: 190 });
    for (const res of responses.filter((one) => one.status === 409)) {
      expect(res.body).toMatchObject({
        error: 'not-enough-stock',
        message: 'Sorry, we do not have enough of that item available.',
        sku: 'LAMP',
        quantityLeft: 0,
      });
    }
    expect(await stockOf(db, 'LAMP')).toBe(0);
    const orders = await db.knex(TABLES.orders).where({ website_id: SITE }).orderBy('order_number');
    expect(orders).toHaveLength(10);
    expect(orders.map((row) => row.order_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const sold = await db.knex(TABLES.orderItems).where({ sku: 'LAMP' }).sum({ units: 'quantity' }).first();
    expect(Number(sold?.units)).toBe(10);
  }, 120_000);

  it('places one order for 100 replays of one idempotency key sent at once', async () => {
    const [cart] = await cartsWith(1, ITEMS.mug, 'MUG');
    const before = await stockOf(db, 'MUG');
    const body = checkoutBody(cart);
    const responses = await Promise.all(Array.from({ length: 100 }, () => order(body, 'one-key-100-times')));
    const counts = statuses(responses);
    expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(['201']));
    expect((counts[201] ?? 0) + (counts[409] ?? 0)).toBe(100);
    const placed = responses.filter((res) => res.status === 201).map((res) => res.body.order.id);
    expect(new Set(placed).size).toBe(1);
    for (const res of responses.filter((one) => one.status === 409)) {
      expect(res.body.error).toBe('idempotency-key-in-use');
    }
    expect(await db.knex(TABLES.orders).where({ idempotency_key: 'one-key-100-times' })).toHaveLength(1);
    expect(await db.knex(TABLES.orders).where({ cart_id: cart })).toHaveLength(1);
    expect(await stockOf(db, 'MUG')).toBe(before - 1);
  }, 120_000);

  it('never debits one gift card past its balance when 50 checkouts spend it at once', async () => {
    await db.knex(TABLES.giftCards).insert({
      website_id: SITE,
      id: 'gift-shared',
      code: 'SHAR-EDCA-RD00-0001',
      initial_value_cents: 11000,
      balance_cents: 11000,
    });
    // A tee ($20, unlimited) plus $5 shipping: $25 an order, so the card pays four in full and part of a fifth.
    const carts = await cartsWith(50, ITEMS.tee, 'TEE-M');
    const responses = await Promise.all(
      carts.map((cart, at) =>
        order(checkoutBody(cart, { giftCardCode: 'shar-edca-rd00-0001' }), `gift-${at}`),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 5, 400: 45 });
    for (const res of responses.filter((one) => one.status === 400)) {
      expect(res.body).toMatchObject({
        error: 'gift-card-empty',
        message: 'That gift card has no balance left.',
      });
    }
    const paid = responses.filter((res) => res.status === 201).map((res) => res.body.order.giftCardCents);
    expect(paid.sort((a, b) => a - b)).toEqual([1000, 2500, 2500, 2500, 2500]);
    const spent = await db
      .knex(TABLES.orders)
      .where({ gift_card_id: 'gift-shared' })
      .sum({ cents: 'gift_card_cents' })
      .first();
    expect(Number(spent?.cents)).toBe(11000);
    const card = await db.knex(TABLES.giftCards).where({ id: 'gift-shared' }).first();
    expect(card.balance_cents).toBe(0);
  }, 120_000);

  it('adds every one of 30 simultaneous adds to one cart, up to the stock: 20 added, 10 answer 409', async () => {
    // 100 stickers in stock; 30 adds of 5 at once to one cart: the cart may hold all 100, no more.
    const cart = await cartWith(ITEMS.sticker, 'STICKER', 5);
    const add = () =>
      request(server)
        .post('/api/commerce/shopping-cart/entries')
        .set('Cookie', `crumb=${CRUMB}; tessera_cart=${cart}`)
        .set('X-Csrf-Token', CRUMB)
        .send({ itemId: ITEMS.sticker, sku: 'STICKER', quantity: 5 });
    const responses = await Promise.all(Array.from({ length: 30 }, add));
    expect(statuses(responses)).toEqual({ 200: 19, 409: 11 });
    for (const res of responses.filter((one) => one.status === 200))
      expect(res.body.shoppingCart.id).toBe(cart);
    const entries = await db.knex(TABLES.cartEntries).where({ cart_id: cart });
    expect(entries.map((entry) => entry.quantity)).toEqual([100]);
  }, 120_000);
});
