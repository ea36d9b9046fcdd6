// Buying with JavaScript off: add to cart, POST /checkout with the test card, 303 to the order pages; declines, stock, double submits.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../domain/gift-recipient.js';
import { dayAfterPeriod, renewalDayText } from '../../domain/subscription-renewal.js';
import { CART_COOKIE } from '../../server/commerce/cart/cart-cookie.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { ORDER_EVENT } from '../../server/tracking/order-event.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  addToCart,
  CARDS,
  checkoutForm,
  type CheckoutStore,
  hiddenField,
  MAINE_ADDRESS,
  newShopper,
  pageText,
  type Shopper,
  startCheckoutStore,
} from './checkout-fixtures.js';

let db: Database;
let app: Express;
let store: CheckoutStore;

beforeAll(async () => {
  ({ db, app, store } = await startCheckoutStore());
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const CONFIRMED = /^\/commerce\/orders\/([^/?]+)\/confirmed\?token=([A-Za-z0-9_-]+)$/;

/** The whole form as a buyer fills it in on the page they were shown (hidden fields included). */
async function filledForm(
  shopper: Shopper,
  fields: Record<string, string> = {},
): Promise<Record<string, string>> {
  // Like a buyer: enter the address and update first, so the page shows the final total.
  const first = await checkoutForm(shopper);
  const updated = await shopper.agent
    .post('/checkout')
    .type('form')
    .set('Accept', 'text/html')
    .send({ ...first.fields, intent: 'update', email: 'ada@example.com', ...MAINE_ADDRESS })
    .expect(200);
  const hidden: Record<string, string> = {};
  for (const name of ['crumb', 'idempotencyKey', 'expectedTotalCents', 'cartToken']) {
    hidden[name] = hiddenField(updated.text, name) ?? '';
  }
  return {
    ...hidden,
    intent: 'place-order',
    email: 'ada@example.com',
    ...MAINE_ADDRESS,
    cardNumber: CARDS.succeeds,
    ...fields,
  };
}

function placeOrder(shopper: Shopper, form: Record<string, string>) {
  return shopper.agent.post('/checkout').type('form').set('Accept', 'text/html').send(form);
}

async function ordersWithKey(key: string): Promise<number> {
  const rows = await db
    .knex(TABLES.orders)
    .where({ website_id: store.websiteId, idempotency_key: key })
    .count({ n: '*' });
  return Number(rows[0].n);
}

/**
 * The `order` tracking events stored for an order, once both submits' events (appended after the
 * answer, never awaited) have had their time to arrive.
 */
async function orderEventsOf(orderId: string): Promise<number> {
  const count = async () => {
    await trackingSinkFor(db.knex).flush();
    const rows = await db
      .knex(TABLES.trackingEvents)
      .where({ website_id: store.websiteId, event_type: ORDER_EVENT })
      .whereRaw(`payload->>'orderId' = ?`, [orderId])
      .count({ n: '*' });
    return Number(rows[0].n);
  };
  await vi.waitFor(async () => expect(await count()).toBeGreaterThan(0), { timeout: 5_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return count();
}

async function stockOf(sku: string): Promise<number> {
  const row = await db
    .knex(TABLES.productVariants)
    .where({ website_id: store.websiteId, sku })
    .first('qty_in_stock');
  return Number(row.qty_in_stock);
}

/** A redirect's path without its query (the order's link token differs between a post and its replay). */
const pathOf = (location: unknown) => String(location).split('?')[0];

describe(`checkout with JavaScript off (${testDatabaseKind()})`, () => {
  it('buys with the test card: 303 to the order confirmed page, which shows the order', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug, 2);
    const stockBefore = await stockOf('MUG');
    const form = await filledForm(shopper);
    const res = await placeOrder(shopper, form).expect(303);
    const location = res.headers.location as string;
    expect(location).toMatch(CONFIRMED);
    expect(String(res.headers['set-cookie'])).toContain(`${CART_COOKIE}=;`);

    const page = await shopper.agent.get(location).set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = pageText(page.text);
    expect(text).toContain('Thank you! Your order is confirmed.');
    expect(text).toMatch(/Order number #\d+/);
    expect(text).toContain('Harbor Mug');
    expect(text).toContain('Subtotal $30.00');
    expect(text).toContain('Shipping (Standard shipping) $8.00');
    expect(text).toContain('Tax $1.65');
    expect(text).toContain('Total $39.65');
    expect(text).toContain('Test mode');
    expect(text).toContain('Test card ending in 4242');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Portland, Maine, 04101');
    expect(await stockOf('MUG')).toBe(stockBefore - 2);
    expect(await ordersWithKey(form.idempotencyKey)).toBe(1);

    const again = await shopper.agent.get('/checkout').set('Accept', 'text/html').expect(200);
    expect(pageText(again.text)).toContain('Your cart is empty.');
  });

  it("shows the declined card's message beside the card number and keeps everything typed", async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug);
    const form = await filledForm(shopper, { cardNumber: CARDS.declined, address2: 'Flat 2' });
    const res = await placeOrder(shopper, form);
    expect(res.status).toBe(402);
    expect(res.text).toMatch(
      /<p class="field__error checkout__field-error" id="checkout-cardNumber-error">Your card was declined. Please use a different card.<\/p>/,
    );
    expect(res.text).toContain(`value="${CARDS.declined}"`);
    expect(res.text).toContain('value="Flat 2"');
    expect(res.text).toContain('value="ada@example.com"');
    expect(await ordersWithKey(form.idempotencyKey)).toBe(0);
    const nextKey = hiddenField(res.text, 'idempotencyKey');
    expect(nextKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(nextKey).not.toBe(form.idempotencyKey);
    // With the good card, the same page now places the order.
    const retry = await placeOrder(shopper, {
      ...form,
      idempotencyKey: nextKey as string,
      expectedTotalCents: hiddenField(res.text, 'expectedTotalCents') as string,
      cardNumber: CARDS.succeeds,
    });
    expect(retry.status).toBe(303);
  });

  it('says how many are left when the stock ran out since the cart was filled', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.sticker, 4);
    const form = await filledForm(shopper);
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: store.websiteId, sku: 'STICKER' })
      .update({ qty_in_stock: 3 });
    const res = await placeOrder(shopper, form);
    expect(res.status).toBe(409);
    expect(pageText(res.text)).toContain(
      'Sorry, we do not have enough of that item available. Pine Sticker: 3 left.',
    );
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: store.websiteId, sku: 'STICKER' })
      .update({ qty_in_stock: 100 });
  });

  it('stops to show a changed total instead of charging it', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug);
    const form = await filledForm(shopper, { expectedTotalCents: '1' });
    const res = await placeOrder(shopper, form).expect(200);
    expect(pageText(res.text)).toContain('Your order total has changed. Review it, then place your order.');
    expect(await ordersWithKey(form.idempotencyKey)).toBe(0);
  });

  it('applies a coupon typed before placing the order, and asks to place it again', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug);
    const form = await filledForm(shopper, { couponCode: 'WELCOME10' });
    const res = await placeOrder(shopper, form).expect(200);
    expect(pageText(res.text)).toContain(
      'Your coupon was applied. Review your total, then place your order.',
    );
    expect(pageText(res.text)).toContain('WELCOME10');
    expect(await ordersWithKey(form.idempotencyKey)).toBe(0);
  });

  it('places one order for two submits of the same form, one after the other', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug);
    const form = await filledForm(shopper);
    const first = await placeOrder(shopper, form).expect(303);
    const second = await placeOrder(shopper, form).expect(303);
    // The same order's confirmation; the replay's link carries a token of its own (tokens are kept only as hashes).
    expect(pathOf(second.headers.location)).toBe(pathOf(first.headers.location));
    expect(await ordersWithKey(form.idempotencyKey)).toBe(1);
    // The analytics count the order once too.
    expect(await orderEventsOf(CONFIRMED.exec(first.headers.location as string)![1])).toBe(1);
  });

  it('places one order for two submits of the same form at once', async () => {
    const shopper = await newShopper(app);
    await addToCart(shopper, store.products.mug);
    const form = await filledForm(shopper);
    const stockBefore = await stockOf('MUG');
    const [a, b] = await Promise.all([placeOrder(shopper, form), placeOrder(shopper, form)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(pathOf(a.headers.location)).toBe(pathOf(b.headers.location));
    expect(await ordersWithKey(form.idempotencyKey)).toBe(1);
    expect(await orderEventsOf(CONFIRMED.exec(a.headers.location as string)![1])).toBe(1);
    expect(await stockOf('MUG')).toBe(stockBefore - 1);
  });
});

describe(`order pages (${testDatabaseKind()})`, () => {
  async function buy(
    itemId: string,
    quantity = 1,
  ): Promise<{ shopper: Shopper; location: string; id: string; token: string }> {
    const shopper = await newShopper(app);
    await addToCart(shopper, itemId, quantity);
    const form = await filledForm(shopper);
    const res = await placeOrder(shopper, form).expect(303);
    const location = res.headers.location as string;
    const [, id, token] = CONFIRMED.exec(location) as RegExpExecArray;
    return { shopper, location, id, token };
  }

  it('shows the order status to the holder of its token, and nothing to anyone else', async () => {
    const { shopper, id, token } = await buy(store.products.sticker, 3);
    const status = await shopper.agent
      .get(`/commerce/orders/${id}?token=${token}`)
      .set('Accept', 'text/html')
      .expect(200);
    const text = pageText(status.text);
    expect(text).toMatch(/Order #\d+/);
    expect(text).toContain('Status: Paid');
    expect(text).toContain('Pine Sticker');
    const stranger = await newShopper(app);
    await stranger.agent
      .get(`/commerce/orders/${id}?token=${token.slice(1)}x`)
      .set('Accept', 'text/html')
      .expect(404);
    await stranger.agent.get(`/commerce/orders/${id}`).set('Accept', 'text/html').expect(404);
    await stranger.agent.get(`/commerce/orders/${id}/confirmed`).set('Accept', 'text/html').expect(404);
  });

  it('shows the order received page', async () => {
    const { shopper, id, token } = await buy(store.products.sticker, 3);
    const page = await shopper.agent
      .get(`/commerce/orders/${id}/received?token=${token}`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(pageText(page.text)).toContain('We have received your order.');
  });

  it("gives a digital item's download link to its buyer", async () => {
    const { shopper, location, id, token } = await buy(store.products.ebook);
    const page = await shopper.agent.get(location).set('Accept', 'text/html').expect(200);
    const link = /<a class="button button--secondary button--small order__download" href="([^"]+)"/.exec(
      page.text,
    )?.[1];
    expect(link).toMatch(new RegExp(`^/commerce/downloads/${id}/[^/?]+\\?token=${token}$`));
    expect(pageText(page.text)).toContain('Download Tide Tables (e-book)');
    expect(pageText(page.text)).not.toContain('Shipping to');
  });

  it('lists the gift card codes bought, with the note that they were emailed', async () => {
    const { shopper, location } = await buy(store.products.giftCard);
    const page = await shopper.agent.get(location).set('Accept', 'text/html').expect(200);
    const text = pageText(page.text);
    expect(page.text).toMatch(/<code class="order__gift-card-code">[A-Z0-9-]+<\/code> worth \$25\.00/);
    expect(text).toContain('We have also sent each gift card code by email, with its balance.');
  });

  it('confirms a subscription bought through its cart token on the subscription confirmed page', async () => {
    const shopper = await newShopper(app);
    const made = await shopper.agent
      .post('/api/3/commerce/cart/subscription')
      .set('X-Csrf-Token', shopper.crumb)
      .send({ itemId: store.products.coffee, qty: 1 })
      .expect(200);
    const cartToken = made.body.cartToken as string;
    const page = await shopper.agent
      .get(`/checkout?cartToken=${cartToken}`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(pageText(page.text)).toContain('Coffee of the Month');
    // The summary says the price recurs, and when first, before anything is bought.
    expect(pageText(page.text)).toContain('$18.00 every month');
    const website = (await db.knex(TABLES.websites).first('time_zone')) as { time_zone: string | null };
    const renewal = renewalDayText(
      dayAfterPeriod(todayIn(website.time_zone || 'America/New_York', new Date()), {
        value: 1,
        unit: 'MONTH',
      }),
    );
    expect(pageText(page.text)).toContain(`First renewal on ${renewal}`);
    expect(hiddenField(page.text, 'cartToken')).toBe(cartToken);
    const fields = {
      crumb: shopper.crumb,
      cartToken,
      idempotencyKey: hiddenField(page.text, 'idempotencyKey') as string,
      intent: 'place-order',
      email: 'ada@example.com',
      ...MAINE_ADDRESS,
      cardNumber: CARDS.succeeds,
    };
    const placed = await placeOrder(shopper, fields).expect(303);
    const confirmed = await shopper.agent
      .get(placed.headers.location as string)
      .set('Accept', 'text/html')
      .expect(200);
    const text = pageText(confirmed.text);
    expect(text).toContain('Thank you! Your subscription is confirmed.');
    expect(text).toContain('$18.00 every month');
    expect(text).toContain('Renews until you cancel it.');
    expect(text).toMatch(/Next payment: \w+ \d+, \d{4}/);
  });
});
