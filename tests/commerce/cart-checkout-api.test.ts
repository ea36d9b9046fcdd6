// Drives the rest of SPEC §7's cart calls on the real app: entry answers, stock, the subscription cart by token, gift cards, limits.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInStockForForm, type StockResult } from '../../domain/cart-stock.js';
import { cartErrorMessage } from '../../server/commerce/cart/cart-errors.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  ITEMS,
  MORE_ITEMS,
  PATHS,
  SITE,
  addToCart,
  realApp,
  seedCheckoutStore,
  visitor,
} from './cart-real-app.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  await db.knex(TABLES.shippingOptions).insert({
    website_id: SITE,
    id: 'ship-flat',
    name: 'Flat',
    kind: 'flat',
    rate_cents: 700,
    currency: 'USD',
  });
  await db
    .knex(TABLES.coupons)
    .insert({ website_id: SITE, code: 'TEN', kind: 'percent', percent_off: 10, currency: 'USD' });
  app = realApp(db);
}, 60_000);
afterAll(() => db?.close());

const answersPath = (entryId: string) => `${PATHS.entries}/${entryId}/additionalFields`;

describe(`the cart API beyond entries (${testDatabaseKind()})`, () => {
  describe('PUT …/entries/{entryId}/additionalFields', () => {
    async function entryWithAnswers(answers: string): Promise<{ browser: TestBrowser; entryId: string }> {
      const browser = await visitor(app);
      const res = await browser.send('POST', PATHS.entries, {
        body: { itemId: ITEMS.mug, sku: 'MUG', quantity: 1, additionalFields: answers },
      });
      return { browser, entryId: res.body.newlyAdded.id };
    }

    it('replaces the answers, from JSON text or an object, and answers {shoppingCart, updatedEntry}', async () => {
      const { browser, entryId } = await entryWithAnswers('{"name":"Ada"}');
      const res = await browser.send('PUT', answersPath(entryId), {
        body: { itemId: ITEMS.mug, sku: 'MUG', additionalFields: '{"name":"Grace"}' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.updatedEntry).toMatchObject({
        id: entryId,
        quantity: 1,
        additionalFields: { name: 'Grace' },
      });
      expect(res.body.shoppingCart.entries).toEqual([res.body.updatedEntry]);
      const object = await browser.send('PUT', answersPath(entryId), {
        body: { additionalFields: { name: 'Lin' } },
      });
      expect(object.body.updatedEntry.additionalFields).toEqual({ name: 'Lin' });
      const stored = await db.knex(TABLES.cartEntries).where({ website_id: SITE, id: entryId }).first();
      expect(stored.additional_fields).toEqual({ name: 'Lin' });
    });

    it('joins the entry to one of the same variant that already has those answers', async () => {
      const { browser, entryId } = await entryWithAnswers('{"name":"Ada"}');
      const other = await browser.send('POST', PATHS.entries, {
        body: { itemId: ITEMS.mug, sku: 'MUG', quantity: 2, additionalFields: '{"name":"Bob"}' },
      });
      const res = await browser.send('PUT', answersPath(entryId), {
        body: { additionalFields: '{"name":"Bob"}' },
      });
      expect(res.body.updatedEntry).toMatchObject({ id: other.body.newlyAdded.id, quantity: 3 });
      expect(res.body.shoppingCart.entries).toHaveLength(1);
    });

    it('refuses answers that are not JSON, another item’s sku, and an entry not in the cart', async () => {
      const { browser, entryId } = await entryWithAnswers('{"name":"Ada"}');
      const bad = await browser.send('PUT', answersPath(entryId), { body: { additionalFields: '{name' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'invalid-additional-fields', message: 'Unable to update form' });
      const wrong = await browser.send('PUT', answersPath(entryId), {
        body: { sku: 'TEE-S-RED', additionalFields: '{}' },
      });
      expect(wrong.body.error).toBe('variant-unavailable');
      const stranger = await visitor(app);
      const missing = await stranger.send('PUT', answersPath(entryId), { body: { additionalFields: '{}' } });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('That item is no longer in your cart.');
      const noCrumb = await browser.send('PUT', answersPath(entryId), {
        body: { additionalFields: '{}' },
        crumb: false,
      });
      expect(noCrumb.status).toBe(403);
    });
  });

  describe('GET /api/commerce/inventory/stock/?itemId=', () => {
    it('gives each variant’s stock and what the visitor’s cart holds of it', async () => {
      const browser = await visitor(app);
      await addToCart(browser, ITEMS.tee, 'TEE-S-RED', 2);
      const res = await browser.send('GET', `${PATHS.stock}?itemId=${ITEMS.tee}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        results: [
          {
            itemId: ITEMS.tee,
            variantId: 'v-TEE-S-RED',
            sku: 'TEE-S-RED',
            attributes: { Size: 'S', Color: 'Red' },
            unlimited: false,
            qtyInStock: 3,
            qtyInCart: 2,
          },
          expect.objectContaining({ sku: 'TEE-M-RED', unlimited: false, qtyInStock: 10, qtyInCart: 0 }),
          expect.objectContaining({ sku: 'TEE-M-BLUE', unlimited: true, qtyInCart: 0 }),
        ],
      });
      const withoutSlash = await browser.send('GET', `/api/commerce/inventory/stock?itemId=${ITEMS.ebook}`);
      expect(withoutSlash.body.results).toEqual([
        expect.objectContaining({ sku: 'EBOOK', unlimited: true, qtyInStock: 0 }),
      ]);
    });

    it('drives SPEC §5’s stock check for an item with a form: in stock while the stock exceeds what the cart holds', async () => {
      const browser = await visitor(app);
      const check = async () =>
        isInStockForForm(
          (await browser.send('GET', `${PATHS.stock}?itemId=${ITEMS.mug}`)).body.results as StockResult[],
          'MUG',
        );
      expect(await check()).toBe(true);
      await browser.send('POST', PATHS.entries, {
        body: { itemId: ITEMS.mug, sku: 'MUG', quantity: 4, additionalFields: '{"name":"Ada"}' },
      });
      expect(await check()).toBe(true);
      await browser.send('POST', PATHS.entries, {
        body: { itemId: ITEMS.mug, sku: 'MUG', quantity: 1, additionalFields: '{"name":"Bob"}' },
      });
      expect(await check()).toBe(false);
      const more = await browser.send('POST', PATHS.entries, {
        body: { itemId: ITEMS.mug, sku: 'MUG', quantity: 1, additionalFields: '{"name":"Cy"}' },
      });
      expect(more.status).toBe(409);
      expect(more.body.message).toBe('Sorry, we do not have enough of that item available.');
    });

    it('gives no results for an unknown or draft item, and 400 without an itemId', async () => {
      const browser = await visitor(app);
      expect((await browser.send('GET', `${PATHS.stock}?itemId=nope`)).body).toEqual({ results: [] });
      expect((await browser.send('GET', `${PATHS.stock}?itemId=${ITEMS.poster}`)).body).toEqual({
        results: [],
      });
      const res = await browser.send('GET', PATHS.stock);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Give the itemId of a product.');
    });
  });

  describe('POST /api/3/commerce/cart/subscription', () => {
    it('makes a cart of its own for one subscribable variant, addressed by its token', async () => {
      const browser = await visitor(app);
      await addToCart(browser, ITEMS.mug, 'MUG', 1);
      const res = await browser.send('POST', PATHS.subscription, {
        body: {
          itemId: MORE_ITEMS.coffee,
          sku: 'COFFEE',
          qty: 1,
          additionalFields: null,
          subscriptionOptionId: 'monthly',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cartToken: expect.any(String) });
      const token = res.body.cartToken as string;
      const stored = await db.knex(TABLES.carts).where({ website_id: SITE, id: token }).first();
      expect(stored.kind).toBe('subscription');

      const shopping = await browser.send('GET', PATHS.cart);
      expect(shopping.body.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([ITEMS.mug]);
      const subscription = await browser.send('GET', `${PATHS.cart}?cartToken=${token}`);
      expect(subscription.body).toMatchObject({
        id: token,
        entries: [{ itemId: MORE_ITEMS.coffee, quantity: 1, purchasePriceCents: 1200 }],
        subtotalCents: 1200,
        shippingOptions: [{ id: 'ship-flat', costCents: 700 }],
        grandTotalCents: 1900,
      });

      // The checkout page (another browser, say) sets its details and coupon by the token.
      const checkout = await visitor(app);
      const detailed = await checkout.send('PUT', PATHS.checkoutDetails, {
        body: {
          cartToken: token,
          shippingLocation: { country: 'US', region: 'ME' },
          shippingOptionId: 'ship-flat',
        },
      });
      expect(detailed.status).toBe(200);
      expect(detailed.body.shoppingCart).toMatchObject({
        id: token,
        shippingLocation: { country: 'US', region: 'ME' },
      });
      const coupon = await checkout.send('POST', `${PATHS.coupons}?cartToken=${token}`, {
        body: { code: 'TEN' },
      });
      expect(coupon.body.shoppingCart).toMatchObject({
        id: token,
        discountCents: 120,
        grandTotalCents: 1080 + 700,
      });
      expect(checkout.cookies.has('tessera_cart')).toBe(false);
      expect((await browser.send('GET', PATHS.cart)).body.coupons).toEqual([]);
    });

    it('refuses a product that cannot be subscribed to, an unknown one, and more than the stock', async () => {
      const browser = await visitor(app);
      const plain = await browser.send('POST', PATHS.subscription, {
        body: { itemId: ITEMS.mug, sku: 'MUG', qty: 1 },
      });
      expect(plain.status).toBe(400);
      expect(plain.body).toEqual({
        error: 'not-subscribable',
        message: 'This product cannot be bought as a subscription.',
      });
      const unknown = await browser.send('POST', PATHS.subscription, { body: { itemId: 'nope', sku: 'X' } });
      expect(unknown.body.error).toBe('variant-unavailable');
      const tooMany = await browser.send('POST', PATHS.subscription, {
        body: { itemId: MORE_ITEMS.coffee, sku: 'COFFEE', qty: 5 },
      });
      expect(tooMany.status).toBe(409);
      const fraction = await browser.send('POST', PATHS.subscription, {
        body: { itemId: MORE_ITEMS.coffee, sku: 'COFFEE', qty: '1.5' },
      });
      expect(fraction.body.message).toBe('Quantity must be a whole number');
      const noCrumb = await browser.send('POST', PATHS.subscription, {
        body: { itemId: MORE_ITEMS.coffee, sku: 'COFFEE' },
        crumb: false,
      });
      expect(noCrumb.status).toBe(403);
    });

    it('answers 404 for a token naming no open cart, or a signed-in user’s cart to anyone else', async () => {
      const browser = await visitor(app);
      const res = await browser.send('GET', `${PATHS.cart}?cartToken=00000000-0000-0000-0000-000000000000`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'cart-not-found', message: 'That cart no longer exists.' });
      const [userCart] = await db
        .knex(TABLES.carts)
        .insert({ website_id: SITE, kind: 'subscription', site_user_id: 'user-1', currency: 'USD' })
        .returning('id');
      const theirs = await browser.send('GET', `${PATHS.cart}?cartToken=${userCart.id}`);
      expect(theirs.status).toBe(404);
    });
  });

  describe('SPEC §5 add-to-cart rules on the whole app', () => {
    it('asks for a gift card’s denomination, by JSON and by form, and adds one that has it', async () => {
      const browser = await visitor(app);
      const json = await browser.send('POST', PATHS.entries, {
        body: { itemId: MORE_ITEMS.giftCard, quantity: 1 },
      });
      expect(json.status).toBe(400);
      expect(json.body).toEqual({
        error: 'gift-card-denomination',
        message: 'Select a denomination for the Gift Card',
      });
      const form = await browser.send('POST', '/cart/add', {
        form: true,
        body: {
          itemId: MORE_ITEMS.giftCard,
          'variant-option-Amount': '',
          returnTo: '/shop/p/gift',
          crumb: browser.cookies.get('crumb') as string,
        },
      });
      expect(form.status).toBe(303);
      expect(form.headers.location).toBe('/shop/p/gift?cartError=gift-card-denomination');
      expect(cartErrorMessage('gift-card-denomination')).toBe('Select a denomination for the Gift Card');
      const cart = await addToCart(browser, MORE_ITEMS.giftCard, 'GIFT-50', 3);
      expect(cart).toMatchObject({ subtotalCents: 15_000, hasDigital: true, requiresShipping: false });
    });

    it.each([
      [
        { itemId: ITEMS.tee, sku: 'TEE-L-GREEN' },
        400,
        'Sorry, that item variant is unavailable. Please select another variant.',
      ],
      [
        { itemId: ITEMS.tee, sku: 'TEE-S-RED', quantity: 4 },
        409,
        'Sorry, we do not have enough of that item available.',
      ],
      [{ itemId: ITEMS.mug, sku: 'MUG', quantity: 'two' }, 400, 'Quantity must be a number.'],
      [{ itemId: ITEMS.mug, sku: 'MUG', quantity: 1.5 }, 400, 'Quantity must be a whole number'],
    ])('refuses %j with %i and SPEC’s words', async (body, status, message) => {
      const res = await (await visitor(app)).send('POST', PATHS.entries, { body });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    });

    it('refuses a quantity outside 1–9999 rather than changing it (issue 31)', async () => {
      const browser = await visitor(app);
      for (const quantity of [0, 12_000]) {
        const res = await browser.send('POST', PATHS.entries, {
          body: { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'quantity-out-of-range',
          message: 'Quantity must be 1-9999.',
        });
      }
    });

    it('answers a crumb failure with SPEC’s session-expired words', async () => {
      const res = await (
        await visitor(app)
      ).send('POST', PATHS.entries, {
        body: { itemId: ITEMS.mug, sku: 'MUG' },
        crumb: false,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'invalid-crumb',
        message: 'Your session has expired. Please reload the page and try again.',
      });
    });

    it('answers 429 past the API limit with SPEC’s words', async () => {
      // A database of its own: the limiter counts in the database, per address.
      const own = await createTestDatabase();
      try {
        await seedCheckoutStore(own);
        const browser = await visitor(realApp(own, { apiRateLimit: 2 }));
        expect(
          (await browser.send('POST', PATHS.entries, { body: { itemId: ITEMS.mug, sku: 'MUG' } })).status,
        ).toBe(200);
        const res = await browser.send('POST', PATHS.entries, { body: { itemId: ITEMS.mug, sku: 'MUG' } });
        expect(res.status).toBe(429);
        expect(res.body).toEqual({ error: 'rate-limited', message: 'Please try again in a few seconds.' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await own.close();
      }
    }, 30_000);
  });
});
