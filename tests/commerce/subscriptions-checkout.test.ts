// Subscription checkout over HTTP: the subscription cart (SPEC §7) bought through the orders API starts a SUBSCRIPTIONS record on the product's plan.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import { ITEMS, checkoutBody, newVisitor, postOrder, startOrderStore, stockOf } from './orders-fixtures.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function subscriptionCart(visitor: TestBrowser, itemId: string, sku: string): Promise<string> {
  const res = await visitor.send('POST', '/api/3/commerce/cart/subscription', {
    body: { itemId, sku, qty: 1 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.cartToken as string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`subscription checkout (${testDatabaseKind()})`, () => {
  it('starts an indefinite monthly subscription, billed once, next bill a month on; the stock is taken', async () => {
    const visitor = await newVisitor(app);
    const cartToken = await subscriptionCart(visitor, ITEMS.coffee, 'COFFEE');
    const before = Date.now();
    const res = await postOrder(visitor, checkoutBody(cartToken), 'sub-coffee');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order } = res.body;
    expect(order).toMatchObject({
      kind: 'subscription',
      purchasedCartId: cartToken,
      subtotalCents: 1800,
      items: [{ sku: 'COFFEE', quantity: 1 }],
      subscription: {
        status: 'active',
        billingPeriod: { value: 1, unit: 'MONTH' },
        numBillingCycles: 0,
        cyclesBilled: 1,
        priceCents: 1800,
      },
    });
    const next = order.subscription.nextBillingOn as number;
    expect(next).toBeGreaterThanOrEqual(before + 28 * DAY_MS);
    expect(next).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS);
    expect(await stockOf(db, 'COFFEE')).toBe(9);
    const row = await db.knex(TABLES.subscriptions).where({ order_id: order.id }).first();
    expect(row).toMatchObject({
      customer_email: 'ada@example.com',
      product_id: ITEMS.coffee,
      variant_id: 'v-COFFEE',
      sku: 'COFFEE',
      billing_period_value: 1,
      billing_period_unit: 'MONTH',
      num_billing_cycles: 0,
      status: 'active',
    });
    const mail = await db
      .knex(TABLES.mailOutbox)
      .where({ subject: `Your order #${order.orderNumber} from Harbor Shop` })
      .first();
    expect(mail.body_text).toContain('Your subscription is billed every month until you cancel.');
  });

  it('keeps a plan of several months and a fixed number of cycles', async () => {
    const visitor = await newVisitor(app);
    const cartToken = await subscriptionCart(visitor, ITEMS.candles, 'CANDLES');
    const res = await postOrder(visitor, checkoutBody(cartToken), 'sub-candles');
    expect(res.body.order.subscription).toMatchObject({
      billingPeriod: { value: 3, unit: 'MONTH' },
      numBillingCycles: 4,
      cyclesBilled: 1,
      priceCents: 3000,
    });
    const next = res.body.order.subscription.nextBillingOn as number;
    expect(next).toBeGreaterThan(Date.now() + 88 * DAY_MS);
    const mail = await db
      .knex(TABLES.mailOutbox)
      .where({ subject: `Your order #${res.body.order.orderNumber} from Harbor Shop` })
      .first();
    expect(mail.body_text).toContain('Your subscription is billed every 3 months for 4 payments in all.');
  });

  it('refuses a subscription when its stock is gone, with the quantity left', async () => {
    const visitor = await newVisitor(app);
    const cartToken = await subscriptionCart(visitor, ITEMS.candles, 'CANDLES');
    await db.knex(TABLES.productVariants).where({ sku: 'CANDLES' }).update({ qty_in_stock: 0 });
    const res = await postOrder(visitor, checkoutBody(cartToken), 'sub-sold-out');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'not-enough-stock', sku: 'CANDLES', quantityLeft: 0 });
    expect(await db.knex(TABLES.subscriptions).where({ sku: 'CANDLES' })).toHaveLength(1);
  });

  it('starts no subscription for an ordinary cart of a subscribable product', async () => {
    const visitor = await newVisitor(app);
    const res = await visitor.send('POST', '/api/commerce/shopping-cart/entries', {
      body: { itemId: ITEMS.coffee, sku: 'COFFEE', quantity: 1 },
    });
    const placed = await postOrder(visitor, checkoutBody(res.body.shoppingCart.id), 'sub-none');
    expect(placed.body.order).toMatchObject({ kind: 'shopping', subscription: null });
  });
});
