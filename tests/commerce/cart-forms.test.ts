// Drives the cart with JavaScript off: form posts to /cart/add, /cart/entries/… and /cart/coupons… answer 303s, refusals come back as ?cartError=.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../server/commerce/cart/cart-cookie.js';
import { cartErrorMessage } from '../../server/commerce/cart/cart-errors.js';
import type { ShoppingCart } from '../../server/commerce/cart/shopping-cart.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { CRUMB, ITEMS, SITE, cartTestApp, seedStore } from './cart-fixtures.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedStore(db.knex);
  await db.knex(TABLES.coupons).insert([
    { website_id: SITE, code: 'TEN', kind: 'percent', percent_off: 10, currency: 'USD' },
    {
      website_id: SITE,
      code: 'OLD',
      kind: 'fixed',
      amount_off_cents: 500,
      currency: 'USD',
      ends_at: new Date(Date.now() - 86_400_000),
    },
  ]);
  app = cartTestApp(db);
});
afterAll(async () => {
  await db?.close();
});

const visitor = () => request.agent(app);
type Agent = ReturnType<typeof visitor>;

/** Posts a form as a browser does: urlencoded, with the crumb field. */
function post(agent: Agent, path: string, fields: Record<string, string>) {
  return agent
    .post(path)
    .type('form')
    .send({ crumb: CRUMB, ...fields });
}

async function cartOf(agent: Agent): Promise<ShoppingCart> {
  return (await agent.get('/api/commerce/shopping-cart').expect(200)).body as ShoppingCart;
}

/** The message the page shows for a redirect's ?cartError=. */
function shownMessage(location: string): string | undefined {
  return cartErrorMessage(new URL(location, 'http://shop.test').searchParams.get('cartError'));
}

describe(`the cart with JavaScript off (${testDatabaseKind()})`, () => {
  it('adds from the product form, redirects to /cart with the cookie, and the cart shows the item', async () => {
    const agent = visitor();
    const res = await post(agent, '/cart/add', {
      itemId: ITEMS.mug,
      sku: 'MUG',
      quantity: '2',
      returnTo: '/shop/p/mug',
    }).expect(303);
    expect(res.headers.location).toBe('/cart');
    expect(res.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^${CART_COOKIE}=[0-9a-f-]{36}; .*HttpOnly; SameSite=Lax$`),
    );
    const cart = await cartOf(agent);
    expect(cart.entries).toMatchObject([{ title: 'Mug', quantity: 2, purchasePriceCents: 1500 }]);
    expect(cart).toMatchObject({ totalQuantity: 2, subtotalCents: 3000 });
  });

  it('adds the variant the option pickers chose when the form carries no sku', async () => {
    const agent = visitor();
    await post(agent, '/cart/add', {
      itemId: ITEMS.tee,
      sku: '',
      quantity: '1',
      'variant-option-Size': 'M',
      'variant-option-Color': 'Red',
    }).expect(303);
    expect((await cartOf(agent)).entries.map((entry) => entry.chosenVariant.sku)).toEqual(['TEE-M-RED']);
  });

  it('lets the option pickers win over a sku field the page filled in', async () => {
    const agent = visitor();
    await post(agent, '/cart/add', {
      itemId: ITEMS.tee,
      sku: 'TEE-S-RED',
      'variant-option-Size': 'M',
      'variant-option-Color': 'Blue',
    }).expect(303);
    expect((await cartOf(agent)).entries.map((entry) => entry.chosenVariant.sku)).toEqual(['TEE-M-BLUE']);
  });

  it('adds the only variant when the form has neither sku nor options, and one when it has no quantity', async () => {
    const agent = visitor();
    await post(agent, '/cart/add', { itemId: ITEMS.mug }).expect(303);
    expect((await cartOf(agent)).entries).toMatchObject([{ chosenVariant: { sku: 'MUG' }, quantity: 1 }]);
  });

  it('sums quantities when the same variant is posted again', async () => {
    const agent = visitor();
    await post(agent, '/cart/add', { itemId: ITEMS.mug, sku: 'MUG', quantity: '1' }).expect(303);
    await post(agent, '/cart/add', { itemId: ITEMS.mug, sku: 'MUG', quantity: '3' }).expect(303);
    expect((await cartOf(agent)).entries).toMatchObject([{ quantity: 4 }]);
  });

  it.each([
    [{ 'variant-option-Size': 'M', 'variant-option-Color': '' }, 'variant-unavailable'],
    [{ 'variant-option-Size': 'S', 'variant-option-Color': 'Blue' }, 'variant-unavailable'],
    [{ sku: 'TEE-S-RED', quantity: 'many' }, 'quantity-not-a-number'],
    [{ sku: 'TEE-S-RED', quantity: '' }, 'quantity-not-a-number'],
    [{ sku: 'TEE-S-RED', quantity: '1.5' }, 'quantity-not-whole'],
    [{ sku: 'TEE-S-RED', quantity: '0' }, 'quantity-out-of-range'],
    [{ sku: 'TEE-S-RED', quantity: '10000' }, 'quantity-out-of-range'],
    [{ sku: 'TEE-S-RED', quantity: '4' }, 'not-enough-stock'],
  ])('sends %j back to the product page with ?cartError=%s', async (fields, code) => {
    const agent = visitor();
    const res = await post(agent, '/cart/add', {
      itemId: ITEMS.tee,
      returnTo: '/shop/p/tee?colour=red',
      ...fields,
    }).expect(303);
    expect(res.headers.location).toBe(`/shop/p/tee?colour=red&cartError=${code}`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await cartOf(agent)).entries).toEqual([]);
  });

  it('gives the product page SPEC’s words for each code, and nothing for a code it did not make', () => {
    expect(shownMessage('/shop/p/tee?cartError=variant-unavailable')).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
    expect(shownMessage('/p?cartError=not-enough-stock')).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(shownMessage('/p?cartError=quantity-not-a-number')).toBe('Quantity must be a number.');
    expect(shownMessage('/p?cartError=quantity-not-whole')).toBe('Quantity must be a whole number');
    expect(shownMessage('/p?cartError=quantity-out-of-range')).toBe('Quantity must be 1-9999.');
    expect(shownMessage('/p?cartError=Call+us+now')).toBeUndefined();
    expect(shownMessage('/p?cartError=toString')).toBeUndefined();
    expect(cartErrorMessage(['not-enough-stock'])).toBeUndefined();
  });

  it('replaces a cartError already in the return path', async () => {
    const res = await post(visitor(), '/cart/add', {
      itemId: ITEMS.tee,
      sku: 'NOPE',
      returnTo: '/shop/p/tee?cartError=not-enough-stock',
    }).expect(303);
    expect(res.headers.location).toBe('/shop/p/tee?cartError=variant-unavailable');
  });

  it.each([
    ['//evil.example/steal', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['/shop/p/tee', 'http://shop.test/shop/p/mug'],
  ])('never sends the visitor off the site (returnTo %j, Referer %j)', async (returnTo, referer) => {
    const req = post(visitor(), '/cart/add', { itemId: ITEMS.tee, sku: 'NOPE', returnTo }).set(
      'Host',
      'shop.test',
    );
    if (referer !== undefined) req.set('Referer', referer);
    const res = await req.expect(303);
    expect(res.headers.location).toBe(
      returnTo.startsWith('/shop')
        ? '/shop/p/tee?cartError=variant-unavailable'
        : '/cart?cartError=variant-unavailable',
    );
  });

  it('falls back to the Referer on this host, and to /cart for one on another host', async () => {
    const same = await post(visitor(), '/cart/add', { itemId: ITEMS.tee, sku: 'NOPE' })
      .set('Host', 'shop.test')
      .set('Referer', 'http://shop.test/shop/p/tee?x=1')
      .expect(303);
    expect(same.headers.location).toBe('/shop/p/tee?x=1&cartError=variant-unavailable');
    const other = await post(visitor(), '/cart/add', { itemId: ITEMS.tee, sku: 'NOPE' })
      .set('Host', 'shop.test')
      .set('Referer', 'http://evil.example/shop/p/tee')
      .expect(303);
    expect(other.headers.location).toBe('/cart?cartError=variant-unavailable');
  });

  it('changes an entry’s quantity from the cart page and removes it', async () => {
    const agent = visitor();
    await post(agent, '/cart/add', { itemId: ITEMS.mug, sku: 'MUG', quantity: '1' }).expect(303);
    const [entry] = (await cartOf(agent)).entries;

    const changed = await post(agent, `/cart/entries/${entry.id}`, { quantity: '3' }).expect(303);
    expect(changed.headers.location).toBe('/cart');
    expect((await cartOf(agent)).entries).toMatchObject([{ id: entry.id, quantity: 3 }]);

    const tooMany = await post(agent, `/cart/entries/${entry.id}`, { quantity: '6' }).expect(303);
    expect(tooMany.headers.location).toBe('/cart?cartError=not-enough-stock');
    const notWhole = await post(agent, `/cart/entries/${entry.id}`, { quantity: '2.5' }).expect(303);
    expect(notWhole.headers.location).toBe('/cart?cartError=quantity-not-whole');
    expect((await cartOf(agent)).totalQuantity).toBe(3);

    const removed = await post(agent, `/cart/entries/${entry.id}/remove`, {}).expect(303);
    expect(removed.headers.location).toBe('/cart');
    expect(await cartOf(agent)).toMatchObject({ entries: [], totalQuantity: 0 });

    const gone = await post(agent, `/cart/entries/${entry.id}/remove`, {}).expect(303);
    expect(gone.headers.location).toBe('/cart?cartError=entry-not-found');
    expect(shownMessage(gone.headers.location)).toBe('That item is no longer in your cart.');
  });

  it('refuses a form without the crumb', async () => {
    const res = await visitor()
      .post('/cart/add')
      .type('form')
      .send({ itemId: ITEMS.mug, sku: 'MUG' })
      .expect(403);
    expect(res.body.error).toBe('invalid-crumb');
    await visitor().post('/cart/entries/x/remove').type('form').send({}).expect(403);
  });

  describe('coupons on /cart', () => {
    async function cartWithMug(): Promise<Agent> {
      const agent = visitor();
      await post(agent, '/cart/add', { itemId: ITEMS.mug, sku: 'MUG', quantity: '2' }).expect(303);
      return agent;
    }

    it('applies a valid code (any case) and the totals take it off', async () => {
      const agent = await cartWithMug();
      const res = await post(agent, '/cart/coupons', { code: ' ten ' }).expect(303);
      expect(res.headers.location).toBe('/cart');
      const cart = await cartOf(agent);
      expect(cart.coupons).toEqual(['TEN']);
      expect(cart.validCoupons.map((coupon) => coupon.code)).toEqual(['TEN']);
      expect(cart).toMatchObject({ subtotalCents: 3000, discountCents: 300 });
    });

    it('sends an unknown or expired code back to /cart with its reason, and keeps it listed as not applied', async () => {
      const agent = await cartWithMug();
      const unknown = await post(agent, '/cart/coupons', { code: 'nope' }).expect(303);
      expect(unknown.headers.location).toBe('/cart?cartError=invalid-coupon&coupon=nope');
      const expired = await post(agent, '/cart/coupons', { code: 'OLD' }).expect(303);
      expect(expired.headers.location).toBe('/cart?cartError=invalid-coupon&coupon=OLD');
      const cart = await cartOf(agent);
      expect(cart.invalidCoupons).toMatchObject([
        { code: 'NOPE', message: 'There is no coupon with the code NOPE.' },
        { code: 'OLD', message: 'The coupon OLD has expired.' },
      ]);
      expect(cart.discountCents).toBe(0);
      expect(shownMessage(unknown.headers.location)).toBe('That coupon code is not valid.');
    });

    it('refuses a malformed or blank code without keeping it, and a code without a cart', async () => {
      const agent = await cartWithMug();
      const malformed = await post(agent, '/cart/coupons', { code: 'no spaces allowed' }).expect(303);
      expect(malformed.headers.location).toBe('/cart?cartError=invalid-coupon&coupon=no+spaces+allowed');
      const blank = await post(agent, '/cart/coupons', { code: '  ' }).expect(303);
      expect(blank.headers.location).toBe('/cart?cartError=invalid-coupon');
      expect((await cartOf(agent)).coupons).toEqual([]);
      const noCart = await post(visitor(), '/cart/coupons', { code: 'TEN' }).expect(303);
      expect(noCart.headers.location).toBe('/cart?cartError=cart-not-found&coupon=TEN');
    });

    it('removes a code, and says so when the code is not on the cart', async () => {
      const agent = await cartWithMug();
      await post(agent, '/cart/coupons', { code: 'TEN' }).expect(303);
      await post(agent, '/cart/coupons', { code: 'NOPE' }).expect(303);
      const removed = await post(agent, '/cart/coupons/remove', { code: 'ten' }).expect(303);
      expect(removed.headers.location).toBe('/cart');
      const cart = await cartOf(agent);
      expect(cart.coupons).toEqual(['NOPE']);
      expect(cart).toMatchObject({ discountCents: 0, validCoupons: [] });
      await post(agent, '/cart/coupons/remove', { code: 'NOPE' }).expect(303);
      expect((await cartOf(agent)).coupons).toEqual([]);
      const absent = await post(agent, '/cart/coupons/remove', { code: 'TEN' }).expect(303);
      expect(absent.headers.location).toBe('/cart?cartError=coupon-not-in-cart&coupon=TEN');
      expect(shownMessage(absent.headers.location)).toBe('That coupon code is not in your cart.');
    });

    it('refuses the coupon forms without the crumb', async () => {
      const agent = await cartWithMug();
      await agent.post('/cart/coupons').type('form').send({ code: 'TEN' }).expect(403);
      await agent.post('/cart/coupons/remove').type('form').send({ code: 'TEN' }).expect(403);
      expect((await cartOf(agent)).coupons).toEqual([]);
    });
  });
});
