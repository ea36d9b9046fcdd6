// Placing orders over HTTP (POST /api/commerce/orders): the order JSON, stock, cart, coupons, payment, validation and idempotency.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  ADDRESS,
  DECLINED_CARD,
  ITEMS,
  OTHER_SITE,
  SITE,
  checkoutBody,
  fillCart,
  newVisitor,
  postOrder,
  startOrderStore,
  stockOf,
} from './orders-fixtures.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`placing an order (${testDatabaseKind()})`, () => {
  it('answers 201 { order } with every total, takes the stock, marks the cart purchased and queues the confirmation', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [
      [ITEMS.mug, 'MUG', 2],
      [ITEMS.tee, 'TEE-M', 1],
    ]);
    const res = await postOrder(visitor, checkoutBody(token), 'key-happy');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order } = res.body;
    expect(order).toMatchObject({
      orderNumber: 1,
      websiteId: SITE,
      purchasedCartId: token,
      kind: 'shopping',
      testMode: true,
      status: 'paid',
      customerEmail: 'ada@example.com',
      currency: 'USD',
      subtotalCents: 5000,
      shippingCents: 500,
      grandTotalCents: 5500,
      amountChargedCents: 5500,
      grandTotal: { decimalValue: '55.00', currencyCode: 'USD' },
      shippingTotal: { decimalValue: '5.00', currencyCode: 'USD' },
      payment: { provider: 'test', last4: '4242' },
      shippingAddress: ADDRESS,
      shippingOption: { id: 'ship-standard', name: 'Standard', rateCents: 500 },
      items: [
        {
          sku: 'MUG',
          productName: 'Mug',
          productType: 'PHYSICAL',
          quantity: 2,
          unitPriceCents: 1500,
          subTotalCents: 3000,
          downloadUrl: null,
        },
        { sku: 'TEE-M', productName: 'Tee', attributes: { Size: 'M' }, quantity: 1, unitPriceCents: 2000 },
      ],
      issuedGiftCards: [],
      subscription: null,
    });
    expect(order.statusUrl).toBe(`/commerce/orders/${order.id}?token=${order.accessToken}`);
    expect(await stockOf(db, 'MUG')).toBe(3);
    const cart = await db.knex(TABLES.carts).where({ id: token }).first();
    expect(cart).toMatchObject({ is_purchased: true });
    expect(cart.purchased_at).not.toBeNull();
    const mail = await db.knex(TABLES.mailOutbox).where({ to_address: 'ada@example.com' });
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Your order #1 from Harbor Shop');
    expect(mail[0].body_text).toContain('2 × Mug  $30.00');
    expect(mail[0].body_text).toContain('Total: $55.00');
  });

  it('refuses a declined card with 402 and keeps nothing', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.mug, 'MUG', 1]]);
    const before = await stockOf(db, 'MUG');
    const res = await postOrder(
      visitor,
      checkoutBody(token, { payment: { method: 'test', cardNumber: DECLINED_CARD } }),
      'key-declined',
    );
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'card-declined',
      message: 'Your card was declined. Please use a different card.',
    });
    expect(await stockOf(db, 'MUG')).toBe(before);
  });

  it('refuses a card the test mode does not know with 402', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.mug, 'MUG', 1]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, { payment: { method: 'test', cardNumber: '5555 5555 5555 4444' } }),
      'key-other-card',
    );
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'card-not-supported',
      message: 'This store is in test mode: pay with the test card 4242 4242 4242 4242.',
    });
  });

  it('needs an Idempotency-Key header: 400 without one', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.mug, 'MUG', 1]]);
    for (const key of [null, '   ']) {
      const res = await postOrder(visitor, checkoutBody(token), key);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'idempotency-key-missing',
        message: 'An Idempotency-Key header is required to place an order.',
      });
    }
    expect(await db.knex(TABLES.orders).where({ cart_id: token })).toHaveLength(0);
  });

  it('answers a replay of the same key with the same order, placed once', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const before = await stockOf(db, 'STICKER');
    const first = await postOrder(visitor, checkoutBody(token), 'key-replayed');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postOrder(visitor, checkoutBody(token), 'key-replayed');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The same order; its link token is new (the first one is kept only as a hash), and both open it.
    const withoutLinks = (body: { order: Record<string, unknown> }) => {
      const { accessToken: _token, statusUrl: _url, items, ...order } = body.order;
      return {
        ...order,
        items: (items as Record<string, unknown>[]).map(({ downloadUrl: _d, ...item }) => item),
      };
    };
    expect(withoutLinks(again.body)).toEqual(withoutLinks(first.body));
    for (const body of [first.body, again.body]) {
      const read = await visitor.send(
        'GET',
        `/api/commerce/orders/${body.order.id}?token=${body.order.accessToken}`,
      );
      expect(read.status).toBe(200);
    }
    expect(await db.knex(TABLES.orders).where({ idempotency_key: 'key-replayed' })).toHaveLength(1);
    expect(await stockOf(db, 'STICKER')).toBe(before - 3);
    expect(
      await db
        .knex(TABLES.mailOutbox)
        .where({ subject: `Your order #${first.body.order.orderNumber} from Harbor Shop` }),
    ).toHaveLength(1);
  });

  it('refuses the same key with a different body: 422', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    expect((await postOrder(visitor, checkoutBody(token), 'key-reused')).status).toBe(201);
    const res = await postOrder(visitor, checkoutBody(token, { email: 'someone@example.com' }), 'key-reused');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'idempotency-key-reused',
      message: 'This Idempotency-Key was already used for a different order.',
    });
  });

  it("checks the email and every address field, with SPEC's postal-code messages", async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.mug, 'MUG', 1]]);
    const blank = await postOrder(
      visitor,
      checkoutBody(token, {
        email: ' ',
        shippingAddress: { ...ADDRESS, firstName: '', city: '', postalCode: '0410' },
      }),
      'key-invalid-1',
    );
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      error: 'invalid-input',
      message: 'One or more fields is invalid, please check your entries.',
      fields: {
        email: 'Required',
        'shippingAddress.firstName': 'Required',
        'shippingAddress.city': 'Required',
        'shippingAddress.postalCode': 'ZIP Codes need to be 5 digits.',
      },
    });
    const wrong = await postOrder(
      visitor,
      checkoutBody(token, {
        email: 'ada@example',
        shippingAddress: { ...ADDRESS, country: 'CA', region: 'ON', postalCode: '123' },
      }),
      'key-invalid-2',
    );
    expect(wrong.body.fields).toEqual({
      email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      'shippingAddress.postalCode': 'An FSA code is invalid.',
    });
    const noAddress = await postOrder(
      visitor,
      checkoutBody(token, { shippingAddress: null }),
      'key-invalid-3',
    );
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.fields).toEqual({
      'shippingAddress.firstName': 'Required',
      'shippingAddress.lastName': 'Required',
      'shippingAddress.address1': 'Required',
      'shippingAddress.city': 'Required',
      'shippingAddress.country': 'Required',
    });
    const badCard = await postOrder(
      visitor,
      checkoutBody(token, { payment: { method: 'test', cardNumber: '4242' } }),
      'key-invalid-4',
    );
    expect(badCard.body.fields).toEqual({ 'payment.cardNumber': 'Enter the card number: 12 to 19 digits.' });
    const noCard = await postOrder(visitor, checkoutBody(token, { payment: null }), 'key-invalid-5');
    expect(noCard.status).toBe(400);
    expect(noCard.body).toMatchObject({
      error: 'payment-required',
      fields: { 'payment.cardNumber': 'Required' },
    });
    expect(await db.knex(TABLES.orders).where({ cart_id: token })).toHaveLength(0);
  });

  it("refuses what stock cannot cover with 409, SPEC's message and the quantity left, and keeps nothing", async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [
      [ITEMS.sticker, 'STICKER', 1],
      [ITEMS.lamp, 'LAMP', 4],
    ]);
    await db.knex(TABLES.productVariants).where({ sku: 'LAMP' }).update({ qty_in_stock: 3 });
    const stickers = await stockOf(db, 'STICKER');
    const res = await postOrder(visitor, checkoutBody(token), 'key-short');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'not-enough-stock',
      message: 'Sorry, we do not have enough of that item available.',
      itemId: ITEMS.lamp,
      sku: 'LAMP',
      title: 'Lamp',
      quantityLeft: 3,
    });
    expect(await stockOf(db, 'LAMP')).toBe(3);
    expect(await stockOf(db, 'STICKER')).toBe(stickers);
    expect(await db.knex(TABLES.carts).where({ id: token }).first()).toMatchObject({ is_purchased: false });
    await db.knex(TABLES.productVariants).where({ sku: 'LAMP' }).update({ qty_in_stock: 10 });
  });

  it("refuses a subtotal under the store's minimum with SPEC §5's message", async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 2]]);
    const res = await postOrder(visitor, checkoutBody(token), 'key-minimum');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'minimum-subtotal',
      message: 'To check out, your order subtotal must be $5.00 or more.',
    });
  });

  it('buys a cart once: another key for a bought cart is 409, an unknown or foreign cart 404', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    expect((await postOrder(visitor, checkoutBody(token), 'key-once-1')).status).toBe(201);
    const again = await postOrder(visitor, checkoutBody(token), 'key-once-2');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'cart-purchased', message: 'This cart has already been purchased.' });
    const unknown = await postOrder(visitor, checkoutBody('no-such-cart'), 'key-once-3');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'cart-not-found', message: 'That cart was not found.' });
    const [foreign] = await db
      .knex(TABLES.carts)
      .insert({ website_id: OTHER_SITE, currency: 'USD' })
      .returning('id');
    const elsewhere = await postOrder(visitor, checkoutBody(foreign.id), 'key-once-4');
    expect(elsewhere.status).toBe(404);
  });

  it('refuses an empty cart with 400', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const cart = await visitor.send('GET', '/api/commerce/shopping-cart');
    await visitor.send('DELETE', `/api/commerce/shopping-cart/entries/${cart.body.entries[0].id}`);
    const res = await postOrder(visitor, checkoutBody(token), 'key-empty');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'cart-empty', message: 'Your cart is empty.' });
  });

  it('refuses a shipping option the cart is not offered', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.mug, 'MUG', 1]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, { shippingOptionId: 'ship-nowhere' }),
      'key-ship',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('shipping-option-unavailable');
  });

  it('counts a coupon use within its limit; a used-up coupon takes nothing off a later order', async () => {
    const first = await newVisitor(app);
    const second = await newVisitor(app);
    const firstCart = await fillCart(first, [[ITEMS.tee, 'TEE-M', 2]]);
    const secondCart = await fillCart(second, [[ITEMS.tee, 'TEE-M', 2]]);
    for (const [browser, cartToken] of [
      [first, firstCart],
      [second, secondCart],
    ] as const) {
      const res = await browser.send('POST', '/api/commerce/shopping-cart/coupons', {
        body: { code: 'save10', cartToken },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const placed = await postOrder(first, checkoutBody(firstCart), 'key-coupon-1');
    expect(placed.body.order).toMatchObject({ coupons: ['SAVE10'], subtotalCents: 4000, discountCents: 400 });
    expect(await db.knex(TABLES.coupons).where({ code: 'SAVE10' }).first()).toMatchObject({ times_used: 1 });
    const later = await postOrder(second, checkoutBody(secondCart), 'key-coupon-2');
    expect(later.status).toBe(201);
    expect(later.body.order).toMatchObject({ coupons: [], discountCents: 0 });
    expect(await db.knex(TABLES.coupons).where({ code: 'SAVE10' }).first()).toMatchObject({ times_used: 1 });
  });

  it('lets the buyer read the order back with its token only', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const { order } = (await postOrder(visitor, checkoutBody(token), 'key-read')).body;
    const stranger = await newVisitor(app);
    const read = await stranger.send('GET', `/api/commerce/orders/${order.id}?token=${order.accessToken}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ order });
    for (const path of [`/api/commerce/orders/${order.id}?token=wrong`, `/api/commerce/orders/${order.id}`]) {
      const res = await stranger.send('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'order-not-found', message: 'That order was not found.' });
    }
  });

  it('numbers orders per website, counting up', async () => {
    const numbers = (await db.knex(TABLES.orders).where({ website_id: SITE }).orderBy('created_at')).map(
      (row) => row.order_number,
    );
    expect(numbers).toEqual(numbers.map((_, at) => at + 1));
  });
});
