// Drives the cart JSON API (SPEC §7) over HTTP: the cart shape, adding, stock and quantity rules, changing, removing, owners.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../server/commerce/cart/cart-cookie.js';
import type { ShoppingCart } from '../../server/commerce/cart/shopping-cart.js';
import { cartSummary } from '../../server/commerce/cart/summary.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  CRUMB,
  ITEMS,
  OTHER_SITE,
  SITE,
  SITE_USER,
  SITE_USER_HEADER,
  cartTestApp,
  seedStore,
} from './cart-fixtures.js';

const CART = '/api/commerce/shopping-cart';
const ENTRIES = `${CART}/entries`;
const UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedStore(db.knex);
  app = cartTestApp(db);
});
afterAll(async () => {
  await db?.close();
});

/** A new visitor: a cookie jar of their own. */
const visitor = () => request.agent(app);
type Agent = ReturnType<typeof visitor>;

function add(agent: Agent, body: Record<string, unknown>) {
  return agent.post(ENTRIES).set('X-Csrf-Token', CRUMB).send(body);
}

async function cartOf(agent: Agent): Promise<ShoppingCart> {
  return (await agent.get(CART).expect(200)).body as ShoppingCart;
}

function cartCookie(res: request.Response): string | undefined {
  const cookies = res.headers['set-cookie'] as unknown as string[] | undefined;
  return cookies?.find((cookie) => cookie.startsWith(`${CART_COOKIE}=`));
}

describe(`the cart API (${testDatabaseKind()})`, () => {
  it('answers a visitor without a cart with an empty cart of every SPEC field, and sets no cookie', async () => {
    const res = await visitor().get(`${CART}?calculateSubtotal=true&mock=false&timecode=1`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cartCookie(res)).toBeUndefined();
    expect(res.body).toEqual({
      id: null,
      websiteId: SITE,
      orderId: null,
      created: null,
      isPurchased: false,
      currency: 'USD',
      entries: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('adds an entry, priced from the variant whatever the client says, and sets the 30-day HttpOnly cart cookie', async () => {
    const agent = visitor();
    const res = await add(agent, {
      itemId: ITEMS.mug,
      sku: 'MUG',
      quantity: 2,
      additionalFields: 'null',
      purchasePriceCents: 1,
      subtotalCents: 2,
    }).expect(200);
    const { shoppingCart, newlyAdded } = res.body as { shoppingCart: ShoppingCart; newlyAdded: unknown };
    expect(cartCookie(res)).toMatch(
      new RegExp(
        `^${CART_COOKIE}=${shoppingCart.id}; Max-Age=2592000; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(newlyAdded).toEqual({
      id: expect.any(String),
      itemId: ITEMS.mug,
      chosenVariant: { sku: 'MUG', attributes: {}, optionValues: [], qtyInStock: 5, unlimited: false },
      quantity: 2,
      title: 'Mug',
      image: { assetUrl: `/files/${SITE}/file-mug/mug.jpg`, altText: 'A white mug', originalSize: '800x600' },
      productType: 'PHYSICAL',
      purchasePriceCents: 1500,
      subTotal: 3000,
      additionalFields: null,
    });
    expect(shoppingCart).toMatchObject({
      websiteId: SITE,
      isPurchased: false,
      currency: 'USD',
      entries: [newlyAdded],
      subtotalCents: 3000,
      grandTotalCents: 3000,
      totalQuantity: 2,
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
    });
    expect(shoppingCart.created).toBeGreaterThan(Date.now() - 60_000);
    expect(cartSummary(shoppingCart)).toEqual({ totalQuantity: 2, subtotalCents: 3000, currency: 'USD' });
    const stored = await db.knex(TABLES.cartEntries).where({ website_id: SITE, cart_id: shoppingCart.id });
    expect(stored).toMatchObject([{ product_id: ITEMS.mug, variant_id: 'v-MUG', quantity: 2 }]);
    expect(await cartOf(agent)).toEqual(shoppingCart);
  });

  it('sums quantities when the same variant is added again', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: 1 }).expect(200);
    const res = await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: '2' }).expect(200);
    expect(res.body.newlyAdded.quantity).toBe(3);
    expect(res.body.shoppingCart.entries).toHaveLength(1);
    expect(res.body.shoppingCart).toMatchObject({ totalQuantity: 3, subtotalCents: 4500 });
  });

  it('adds one when no quantity is given, and keeps entries in the order they were added', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.tee, sku: 'TEE-M-RED' }).expect(200);
    const res = await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
    const cart = res.body.shoppingCart as ShoppingCart;
    expect(cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity])).toEqual([
      ['TEE-M-RED', 1],
      ['MUG', 1],
    ]);
  });

  it('charges the sale price of a variant on sale and shows the variant’s own image', async () => {
    const res = await add(visitor(), { itemId: ITEMS.tee, sku: 'TEE-M-RED', quantity: 2 }).expect(200);
    expect(res.body.newlyAdded).toMatchObject({
      chosenVariant: { sku: 'TEE-M-RED', attributes: { Size: 'M', Color: 'Red' } },
      purchasePriceCents: 1800,
      subTotal: 3600,
      image: { assetUrl: `/files/${SITE}/file-tee/tee-red.jpg`, altText: 'Tee', originalSize: '1000x1200' },
    });
  });

  it('keeps the additional-field answers, in their own entry when they differ', async () => {
    const agent = visitor();
    await add(agent, {
      itemId: ITEMS.mug,
      sku: 'MUG',
      additionalFields: '{"name":"Ada","colour":"red"}',
    }).expect(200);
    await add(agent, {
      itemId: ITEMS.mug,
      sku: 'MUG',
      additionalFields: '{"colour":"red","name":"Ada"}',
    }).expect(200);
    const res = await add(agent, {
      itemId: ITEMS.mug,
      sku: 'MUG',
      additionalFields: '{"name":"Bob"}',
    }).expect(200);
    expect(
      res.body.shoppingCart.entries.map((entry: { quantity: number; additionalFields: unknown }) => entry),
    ).toMatchObject([
      { quantity: 2, additionalFields: { name: 'Ada', colour: 'red' } },
      { quantity: 1, additionalFields: { name: 'Bob' } },
    ]);
  });

  it('refuses additional fields that are not JSON', async () => {
    const res = await add(visitor(), { itemId: ITEMS.mug, sku: 'MUG', additionalFields: '{name' }).expect(
      400,
    );
    expect(res.body).toEqual({ error: 'invalid-additional-fields', message: 'Unable to update form' });
  });

  it.each([
    ['abc', 'quantity-not-a-number', 'Quantity must be a number.'],
    ['', 'quantity-not-a-number', 'Quantity must be a number.'],
    [{ n: 1 }, 'quantity-not-a-number', 'Quantity must be a number.'],
    [1.5, 'quantity-not-whole', 'Quantity must be a whole number'],
    ['2.5', 'quantity-not-whole', 'Quantity must be a whole number'],
  ])('refuses quantity %j with 400 %s', async (quantity, error, message) => {
    const agent = visitor();
    const res = await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity }).expect(400);
    expect(res.body).toEqual({ error, message });
    expect(cartCookie(res)).toBeUndefined();
  });

  it.each([0, -2, '-2', 10_000, '10000', 20_000])(
    'refuses quantity %j, outside 1–9999, with 400 and adds nothing',
    async (quantity) => {
      const agent = visitor();
      const res = await add(agent, { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity }).expect(400);
      expect(res.body).toEqual({ error: 'quantity-out-of-range', message: 'Quantity must be 1-9999.' });
      expect(cartCookie(res)).toBeUndefined();
    },
  );

  it('accepts the limits themselves, 1 and 9999', async () => {
    const one = await add(visitor(), { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity: 1 }).expect(200);
    expect(one.body.newlyAdded.quantity).toBe(1);
    const most = await add(visitor(), { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity: '9999' }).expect(200);
    expect(most.body.newlyAdded.quantity).toBe(9999);
  });

  it('caps a summed quantity at 9999', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity: 9000 }).expect(200);
    const res = await add(agent, { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity: 5000 }).expect(200);
    expect(res.body.newlyAdded.quantity).toBe(9999);
  });

  it.each([
    ['an unknown sku', { itemId: ITEMS.mug, sku: 'NOPE' }],
    ['another product’s sku', { itemId: ITEMS.mug, sku: 'TEE-S-RED' }],
    ['an unknown item', { itemId: 'item-nope', sku: 'MUG' }],
    ['no item', { sku: 'MUG' }],
    ['a product with options but no sku', { itemId: ITEMS.tee }],
    ['a draft product', { itemId: ITEMS.poster, sku: 'POSTER' }],
    ['another website’s product', { itemId: ITEMS.mug, sku: 'OTHER-MUG' }],
    ['a sku that is not text', { itemId: ITEMS.mug, sku: 7 }],
  ])('refuses %s with 400 and SPEC’s message', async (_what, body) => {
    const res = await add(visitor(), { quantity: 1, ...body }).expect(400);
    expect(res.body).toEqual({ error: 'variant-unavailable', message: UNAVAILABLE });
  });

  it('adds the only variant of a product when no sku is given', async () => {
    const res = await add(visitor(), { itemId: ITEMS.mug, quantity: 1 }).expect(200);
    expect(res.body.newlyAdded.chosenVariant.sku).toBe('MUG');
  });

  it('refuses a variant priced in another currency than the cart’s', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
    const res = await add(agent, { itemId: ITEMS.print, sku: 'PRINT' }).expect(400);
    expect(res.body.message).toBe(UNAVAILABLE);
  });

  it('refuses more than the stock, counting what the cart already holds, and leaves the cart as it was', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: 4 }).expect(200);
    const res = await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: 2 }).expect(409);
    expect(res.body).toEqual({ error: 'not-enough-stock', message: NOT_ENOUGH });
    await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: 1, additionalFields: '{"a":1}' }).expect(200);
    await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: 1, additionalFields: '{"a":2}' }).expect(409);
    expect((await cartOf(agent)).totalQuantity).toBe(5);
  });

  it('lets simultaneous adds to one cart past the stock only as far as it goes', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.ebook, sku: 'EBOOK' }).expect(200);
    const adds = Array.from({ length: 6 }, () => add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity: 2 }));
    const statuses = (await Promise.all(adds)).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect((await cartOf(agent)).entries.map((entry) => entry.quantity)).toEqual([1, 4]);
  });

  it('sells the stock there is: exactly all of it', async () => {
    await add(visitor(), { itemId: ITEMS.tee, sku: 'TEE-S-RED', quantity: 3 }).expect(200);
    await add(visitor(), { itemId: ITEMS.tee, sku: 'TEE-S-RED', quantity: 4 }).expect(409);
  });

  it('never runs out of an unlimited variant or a digital product', async () => {
    await add(visitor(), { itemId: ITEMS.tee, sku: 'TEE-M-BLUE', quantity: 500 }).expect(200);
    const res = await add(visitor(), { itemId: ITEMS.ebook, sku: 'EBOOK', quantity: 3 }).expect(200);
    expect(res.body.shoppingCart).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      entries: [{ productType: 'DIGITAL', image: null }],
    });
  });

  it('marks a cart of physical and digital goods as having digital goods, not purely digital', async () => {
    const agent = visitor();
    await add(agent, { itemId: ITEMS.ebook, sku: 'EBOOK' }).expect(200);
    const res = await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
    expect(res.body.shoppingCart).toMatchObject({
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  describe('PUT and DELETE an entry', () => {
    async function cartWithMug(quantity = 2): Promise<{ agent: Agent; entryId: string }> {
      const agent = visitor();
      const res = await add(agent, { itemId: ITEMS.mug, sku: 'MUG', quantity }).expect(200);
      return { agent, entryId: res.body.newlyAdded.id as string };
    }

    it('sets the quantity and answers the cart', async () => {
      const { agent, entryId } = await cartWithMug();
      const res = await agent
        .put(`${ENTRIES}/${entryId}`)
        .set('X-Csrf-Token', CRUMB)
        .send({ quantity: 5 })
        .expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({
        totalQuantity: 5,
        subtotalCents: 7500,
        entries: [{ id: entryId, quantity: 5 }],
      });
    });

    it('refuses raising it past the stock, with 409, and allows lowering it below a stock that shrank', async () => {
      const { agent, entryId } = await cartWithMug(4);
      const res = await agent
        .put(`${ENTRIES}/${entryId}`)
        .set('X-Csrf-Token', CRUMB)
        .send({ quantity: 6 })
        .expect(409);
      expect(res.body).toEqual({ error: 'not-enough-stock', message: NOT_ENOUGH });
      await db
        .knex(TABLES.productVariants)
        .where({ website_id: SITE, id: 'v-MUG' })
        .update({ qty_in_stock: 1 });
      try {
        await agent.put(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).send({ quantity: 3 }).expect(200);
        await agent.put(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).send({ quantity: 4 }).expect(409);
      } finally {
        await db
          .knex(TABLES.productVariants)
          .where({ website_id: SITE, id: 'v-MUG' })
          .update({ qty_in_stock: 5 });
      }
    });

    it.each([
      [{ quantity: 'lots' }, 'Quantity must be a number.'],
      [{}, 'Quantity must be a number.'],
      [{ quantity: '1.25' }, 'Quantity must be a whole number'],
      [{ quantity: 0 }, 'Quantity must be 1-9999.'],
      [{ quantity: -2 }, 'Quantity must be 1-9999.'],
      [{ quantity: 10_000 }, 'Quantity must be 1-9999.'],
    ])('refuses %j with 400 and leaves the entry as it was', async (body, message) => {
      const { agent, entryId } = await cartWithMug();
      const res = await agent.put(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect((await cartOf(agent)).entries.map((entry) => entry.quantity)).toEqual([2]);
    });

    it('removes the entry and answers the cart; removing it again is a 404', async () => {
      const { agent, entryId } = await cartWithMug();
      const res = await agent.delete(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).expect(200);
      expect(res.body).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0 });
      expect(await db.knex(TABLES.cartEntries).where({ website_id: SITE, id: entryId })).toEqual([]);
      const again = await agent.delete(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).expect(404);
      expect(again.body).toEqual({
        error: 'entry-not-found',
        message: 'That item is no longer in your cart.',
      });
    });

    it('answers 404 for an entry of someone else’s cart, and leaves it alone', async () => {
      const { agent, entryId } = await cartWithMug();
      const stranger = visitor();
      await add(stranger, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
      await stranger
        .put(`${ENTRIES}/${entryId}`)
        .set('X-Csrf-Token', CRUMB)
        .send({ quantity: 1 })
        .expect(404);
      await stranger.delete(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).expect(404);
      await visitor().delete(`${ENTRIES}/${entryId}`).set('X-Csrf-Token', CRUMB).expect(404);
      expect((await cartOf(agent)).totalQuantity).toBe(2);
    });
  });

  describe('whose cart', () => {
    it('shows a cart only to the browser holding its cookie', async () => {
      const agent = visitor();
      await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
      expect((await cartOf(visitor())).entries).toEqual([]);
    });

    it('clears a cookie naming no cart, and a cookie of a bought cart', async () => {
      const res = await visitor().get(CART).set('Cookie', `${CART_COOKIE}=not-a-cart`).expect(200);
      expect(res.body.id).toBeNull();
      expect(cartCookie(res)).toMatch(new RegExp(`^${CART_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`));

      const agent = visitor();
      const added = await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
      await db
        .knex(TABLES.carts)
        .where({ website_id: SITE, id: added.body.shoppingCart.id })
        .update({ is_purchased: true });
      expect((await cartOf(agent)).id).toBeNull();
      const next = await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
      expect(next.body.shoppingCart.id).not.toBe(added.body.shoppingCart.id);
    });

    it('keeps each website’s carts apart', async () => {
      const agent = visitor();
      const added = await add(agent, { itemId: ITEMS.mug, sku: 'MUG' }).expect(200);
      const other = cartTestApp(db, OTHER_SITE);
      const cookie = `${CART_COOKIE}=${added.body.shoppingCart.id}`;
      const res = await request(other).get(CART).set('Cookie', cookie).expect(200);
      expect(res.body).toMatchObject({ id: null, websiteId: OTHER_SITE, entries: [] });
    });

    it('finds a signed-in site user’s cart by the user, sets no cookie, and never shows it to the cookie alone', async () => {
      const res = await add(visitor().set(SITE_USER_HEADER, SITE_USER), {
        itemId: ITEMS.mug,
        sku: 'MUG',
      }).expect(200);
      expect(cartCookie(res)).toBeUndefined();
      const stored = await db
        .knex(TABLES.carts)
        .where({ website_id: SITE, id: res.body.shoppingCart.id })
        .first();
      expect(stored.site_user_id).toBe(SITE_USER);

      const elsewhere = await visitor().get(CART).set(SITE_USER_HEADER, SITE_USER).expect(200);
      expect(elsewhere.body.id).toBe(res.body.shoppingCart.id);
      const signedOut = await visitor()
        .get(CART)
        .set('Cookie', `${CART_COOKIE}=${res.body.shoppingCart.id}`)
        .expect(200);
      expect(signedOut.body.id).toBeNull();
      await db.knex(TABLES.carts).where({ website_id: SITE, id: res.body.shoppingCart.id }).delete();
    });
  });

  it('refuses writes without the crumb but serves reads', async () => {
    const res = await visitor().post(ENTRIES).send({ itemId: ITEMS.mug, sku: 'MUG' }).expect(403);
    expect(res.body.error).toBe('invalid-crumb');
    await visitor().put(`${ENTRIES}/x`).send({ quantity: 1 }).expect(403);
    await visitor().delete(`${ENTRIES}/x`).expect(403);
    await visitor().get(CART).expect(200);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await visitor()
      .post(ENTRIES)
      .set('X-Csrf-Token', CRUMB)
      .set('Content-Type', 'application/json')
      .send('{"itemId":')
      .expect(400);
    expect(res.body.error).toBe('invalid-json');
  });
});
