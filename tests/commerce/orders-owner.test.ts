// The owner's orders API over HTTP: list (paginated, newest first), detail, fulfil, refund (stock, gift cards spent and bought, subscription), and who may.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { moneyText } from '../../server/commerce/payments/money-text.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  ITEMS,
  SITE,
  checkoutBody,
  fillCart,
  newVisitor,
  placeOrder,
  postOrder,
  signedInOwner,
  startOrderStore,
  stockOf,
} from './orders-fixtures.js';

const ORDERS = '/api/owner/commerce/orders';

let db: Database;
let app: Express;
let admin: TestBrowser;
/** Orders placed in beforeAll, oldest first. */
const placed: { id: string; orderNumber: number }[] = [];

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
  for (let at = 0; at < 3; at += 1)
    placed.push(await placeOrder(app, [[ITEMS.sticker, 'STICKER', 3]], `owner-${at}`));
  admin = await signedInOwner(app, db, 'admin@example.com', 1);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`the owner's orders (${testDatabaseKind()})`, () => {
  it('lists orders newest first, a page at a time', async () => {
    const first = await admin.send('GET', `${ORDERS}?pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect(first.body.orders.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([3, 2]);
    expect(first.body.orders[0]).toEqual({
      id: placed[2].id,
      orderNumber: 3,
      createdOn: expect.any(Number),
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
      status: 'paid',
      fulfilledOn: null,
      testMode: true,
      currency: 'USD',
      grandTotalCents: 1100,
      itemCount: 3,
    });
    const second = await admin.send('GET', `${ORDERS}?page=2&pageSize=2`);
    expect(second.body.pagination).toEqual({ page: 2, pageSize: 2, total: 3, hasNextPage: false });
    expect(second.body.orders.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([1]);
    const bad = await admin.send('GET', `${ORDERS}?pageSize=500`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('pageSize');
  });

  it('shows one order in full, and 404 for another website’s or an unknown id', async () => {
    const res = await admin.send('GET', `${ORDERS}/${placed[0].id}`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      id: placed[0].id,
      orderNumber: 1,
      items: [{ sku: 'STICKER', quantity: 3 }],
    });
    const unknown = await admin.send('GET', `${ORDERS}/no-such-order`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'order-not-found', message: 'That order was not found.' });
  });

  it('fulfils a paid order once, and tells the buyer', async () => {
    const res = await admin.send('POST', `${ORDERS}/${placed[0].id}/fulfil`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'fulfilled', fulfilledOn: expect.any(Number) });
    const [mail] = await db
      .knex(TABLES.mailOutbox)
      .where({ subject: 'Your order #1 from Harbor Shop has been fulfilled' });
    expect(mail.to_address).toBe('ada@example.com');
    expect(mail.body_text).toContain('Your order #1 has been fulfilled.');
    expect(mail.body_text).toContain('3 × Sticker');
    expect(mail.body_text).toContain('It is on its way to Ada Lovelace, Portland.');
    expect(mail.body_text).toMatch(
      new RegExp(`See your order at any time: http://localhost:0/commerce/orders/${placed[0].id}\\?token=`),
    );
    const again = await admin.send('POST', `${ORDERS}/${placed[0].id}/fulfil`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'order-not-paid', message: 'Only a paid order can be fulfilled.' });
  });

  it('refunds an order: tracked stock back, gift card credited, subscription canceled; once only', async () => {
    await db.knex(TABLES.giftCards).insert({
      website_id: SITE,
      code: 'REFU-NDME-0000-0001',
      initial_value_cents: 1000,
      balance_cents: 1000,
    });
    const order = await placeOrder(
      app,
      [
        [ITEMS.mug, 'MUG', 2],
        [ITEMS.tee, 'TEE-M', 1],
      ],
      'owner-refund',
      { giftCardCode: 'REFU-NDME-0000-0001' },
    );
    expect(await stockOf(db, 'MUG')).toBe(3);
    const res = await admin.send('POST', `${ORDERS}/${order.id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'refunded',
      refundedOn: expect.any(Number),
      giftCard: { balanceCents: 1000 },
    });
    expect(await stockOf(db, 'MUG')).toBe(5);
    const [mail] = await db
      .knex(TABLES.mailOutbox)
      .where({ subject: `Your order #${order.orderNumber} from Harbor Shop has been refunded` });
    expect(mail.to_address).toBe('ada@example.com');
    expect(mail.body_text).toContain(`Your order #${order.orderNumber} has been refunded.`);
    expect(mail.body_text).toContain(
      `${moneyText(order.amountChargedCents, 'USD')} goes back to the card ending 4242.`,
    );
    expect(mail.body_text).toContain('$10.00 goes back onto the gift card REFU-NDME-0000-0001.');
    const tee = await db.knex(TABLES.productVariants).where({ sku: 'TEE-M' }).first();
    expect(tee).toMatchObject({ unlimited: true, qty_in_stock: 0 });
    const again = await admin.send('POST', `${ORDERS}/${order.id}/refund`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'order-not-refundable',
      message: 'Only a paid or fulfilled order can be refunded.',
    });
  });

  it('voids the gift cards a refunded order bought: no balance, not spendable, never credited again', async () => {
    const buyer = await newVisitor(app);
    const bought = await postOrder(
      buyer,
      checkoutBody(await fillCart(buyer, [[ITEMS.giftCard, 'GIFT-25', 1]]), { shippingAddress: null }),
      'owner-refund-gift-bought',
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const [card] = bought.body.order.issuedGiftCards as { code: string }[];
    // Part of the card is spent before its order is refunded.
    const spending = await placeOrder(app, [[ITEMS.sticker, 'STICKER', 3]], 'owner-refund-gift-spent', {
      giftCardCode: card.code,
    });
    expect(spending.giftCard.balanceCents).toBeGreaterThan(0);
    expect(spending.giftCard.balanceCents).toBeLessThan(2500);

    const refunded = await admin.send('POST', `${ORDERS}/${bought.body.order.id}/refund`);
    expect(refunded.status).toBe(200);
    expect(refunded.body.order.issuedGiftCards).toMatchObject([{ code: card.code, balanceCents: 0 }]);
    const [mail] = await db.knex(TABLES.mailOutbox).where({
      subject: `Your order #${bought.body.order.orderNumber} from Harbor Shop has been refunded`,
    });
    expect(mail.body_text).toContain('The gift cards this order bought can no longer be used.');
    const balance = await buyer.send('GET', `/api/commerce/gift-cards/${card.code}/balance`);
    expect(balance.status).toBe(410);
    expect(balance.body).toMatchObject({
      error: 'gift-card-voided',
      message: 'That gift card was canceled when the order that bought it was refunded.',
    });
    // Refunding the order it paid for does not bring the voided card back to life.
    expect((await admin.send('POST', `${ORDERS}/${spending.id}/refund`)).status).toBe(200);
    const row = await db.knex(TABLES.giftCards).where({ code: card.code }).first();
    expect(row).toMatchObject({ balance_cents: 0, voided_at: expect.anything() });

    const again = await newVisitor(app);
    const refused = await postOrder(
      again,
      checkoutBody(await fillCart(again, [[ITEMS.sticker, 'STICKER', 3]]), { giftCardCode: card.code }),
      'owner-refund-gift-again',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'That gift card was canceled when the order that bought it was refunded.',
    });
  });

  it('cancels the subscription of a refunded subscription order', async () => {
    const visitor = await newVisitor(app);
    const cart = await visitor.send('POST', '/api/3/commerce/cart/subscription', {
      body: { itemId: ITEMS.coffee, sku: 'COFFEE', qty: 1 },
    });
    const placedOrder = await postOrder(visitor, checkoutBody(cart.body.cartToken), 'owner-sub');
    const res = await admin.send('POST', `${ORDERS}/${placedOrder.body.order.id}/refund`);
    expect(res.body.order.subscription).toMatchObject({ status: 'canceled', nextBillingOn: null });
    const [mail] = await db.knex(TABLES.mailOutbox).where({
      subject: `Your order #${res.body.order.orderNumber} from Harbor Shop has been refunded`,
    });
    expect(mail.body_text).toContain('Its subscription is canceled: there will be no more payments.');
  });

  it('lets readers read and only the store’s managers act; signed out is 401', async () => {
    const reporting = await signedInOwner(app, db, 'reporting@example.com', 3);
    expect((await reporting.send('GET', ORDERS)).status).toBe(200);
    const denied = await reporting.send('POST', `${ORDERS}/${placed[1].id}/fulfil`);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'forbidden', message: 'You do not have permission to do that.' });
    const editor = await signedInOwner(app, db, 'editor@example.com', 4);
    expect((await editor.send('GET', ORDERS)).status).toBe(403);
    const manager = await signedInOwner(app, db, 'store-manager@example.com', 8);
    expect((await manager.send('POST', `${ORDERS}/${placed[1].id}/fulfil`)).status).toBe(200);
    const stranger = await newVisitor(app);
    const signedOut = await stranger.send('GET', ORDERS);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
  });

  it('takes API keys with the orders scopes', async () => {
    const { key: reader } = await createApiKey(db.knex, {
      websiteId: SITE,
      name: 'reader',
      scopes: ['orders:read'],
      createdByAccountId: null,
    });
    const visitor = await newVisitor(app);
    const bearer = { Authorization: `Bearer ${reader}` };
    expect((await visitor.send('GET', ORDERS, { headers: bearer, crumb: false })).status).toBe(200);
    const write = await visitor.send('POST', `${ORDERS}/${placed[2].id}/fulfil`, {
      headers: bearer,
      crumb: false,
    });
    expect(write.status).toBe(403);
  });
});
