// A site user's cart on the real app: it follows them across devices, a guest cart merges into it at sign-in, sign-out may clone it.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { setCookie } from '../security/test-browser.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { ITEMS, PATHS, SITE, addToCart, realApp, seedCheckoutStore, visitor } from './cart-real-app.js';

const PASSWORD = 'a long enough password';
let db: Database;
let app: Express;
let users = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  await db.knex(TABLES.coupons).insert([
    { website_id: SITE, code: 'TEN', kind: 'percent', percent_off: 10, currency: 'USD' },
    { website_id: SITE, code: 'FIVE', kind: 'percent', percent_off: 5, currency: 'USD' },
  ]);
  app = realApp(db);
}, 60_000);
afterAll(() => db?.close());

/** A new site user's email, signed up. */
async function newUser(): Promise<string> {
  users += 1;
  const email = `shopper${users}@example.com`;
  const res = await (
    await visitor(app)
  ).send('POST', '/api/site-users/account', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return email;
}

/** Signs `browser` in as `email`; answers the headers its writes need from then on. */
async function signIn(browser: TestBrowser, email: string): Promise<Record<string, string>> {
  const res = await browser.send('POST', '/api/site-users/account/session', {
    body: { email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return { 'X-XSRF-Token': res.body.xsrfToken as string };
}

const cartOf = async (browser: TestBrowser) => (await browser.send('GET', PATHS.cart)).body;
const lines = (cart: { entries: { chosenVariant: { sku: string }; quantity: number }[] }) =>
  cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]);

describe(`a site user’s cart (${testDatabaseKind()})`, () => {
  it('follows the user to another device', async () => {
    const email = await newUser();
    const laptop = await visitor(app);
    const headers = await signIn(laptop, email);
    const added = await addToCart(laptop, ITEMS.mug, 'MUG', 2, headers);
    expect(laptop.cookies.has('tessera_cart')).toBe(false);
    const phone = await visitor(app);
    await signIn(phone, email);
    expect(await cartOf(phone)).toMatchObject({ id: added.id, totalQuantity: 2 });
  });

  it('merges the guest cart at sign-in: quantities summed and capped by stock, coupons joined, cookie gone', async () => {
    const email = await newUser();
    const laptop = await visitor(app);
    const headers = await signIn(laptop, email);
    await addToCart(laptop, ITEMS.mug, 'MUG', 3, headers);
    await addToCart(laptop, ITEMS.tee, 'TEE-M-RED', 1, headers);
    await laptop.send('POST', PATHS.coupons, { body: { code: 'TEN' }, headers });
    const mine = await cartOf(laptop);

    const phone = await visitor(app);
    const guest = await addToCart(phone, ITEMS.mug, 'MUG', 4);
    await addToCart(phone, ITEMS.ebook, 'EBOOK', 1);
    await addToCart(phone, ITEMS.tee, 'TEE-M-RED', 2);
    await phone.send('POST', PATHS.coupons, { body: { code: 'FIVE' } });
    await phone.send('PUT', PATHS.checkoutDetails, {
      body: { shippingLocation: { country: 'US', region: 'ME' } },
    });
    expect(phone.cookies.get('tessera_cart')).toBe(guest.id);

    const res = await phone.send('POST', '/api/site-users/account/session', {
      body: { email, password: PASSWORD },
    });
    expect(setCookie(res, 'tessera_cart')?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(phone.cookies.has('tessera_cart')).toBe(false);
    const merged = await cartOf(phone);
    // The mug has 5 in stock: 3 + 4 is capped at 5. The tee: 1 + 2. The e-book is added.
    expect(merged.id).toBe(mine.id);
    expect(lines(merged)).toEqual([
      ['MUG', 5],
      ['TEE-M-RED', 3],
      ['EBOOK', 1],
    ]);
    expect(merged.coupons).toEqual(['TEN', 'FIVE']);
    expect(merged.shippingLocation).toEqual({ country: 'US', region: 'ME' });
    expect(await db.knex(TABLES.carts).where({ website_id: SITE, id: guest.id })).toEqual([]);
    expect(await cartOf(laptop)).toEqual(merged);
  });

  it('hands the guest cart to a user who has none', async () => {
    const email = await newUser();
    const browser = await visitor(app);
    const guest = await addToCart(browser, ITEMS.tee, 'TEE-M-BLUE', 2);
    await signIn(browser, email);
    const cart = await cartOf(browser);
    expect(cart).toMatchObject({ id: guest.id, totalQuantity: 2 });
    const stored = await db.knex(TABLES.carts).where({ website_id: SITE, id: guest.id }).first();
    expect(stored.site_user_id).not.toBeNull();
  });

  it('leaves a guest copy of the cart on sign-out with cloneCart, and nothing without it', async () => {
    const email = await newUser();
    const browser = await visitor(app);
    const headers = await signIn(browser, email);
    const mine = await addToCart(browser, ITEMS.mug, 'MUG', 2, headers);

    const cloned = await browser.send('DELETE', '/api/site-users/account/session?cloneCart=true', {
      headers,
    });
    expect(cloned.status).toBe(204);
    const copyToken = browser.cookies.get('tessera_cart');
    expect(copyToken).toBeDefined();
    expect(copyToken).not.toBe(mine.id);
    expect(setCookie(cloned, 'tessera_cart')?.attributes).toMatch(/HttpOnly/);
    const copy = await cartOf(browser);
    expect(copy).toMatchObject({ id: copyToken, totalQuantity: 2 });

    // Adding to the copy and signing in again merges it back without counting the mugs twice.
    await addToCart(browser, ITEMS.ebook, 'EBOOK', 1);
    const again = await signIn(browser, email);
    const back = await cartOf(browser);
    expect(back.id).toBe(mine.id);
    expect(lines(back)).toEqual([
      ['MUG', 2],
      ['EBOOK', 1],
    ]);
    const plain = await browser.send('DELETE', '/api/site-users/account/session', { headers: again });
    expect(plain.status).toBe(204);
    expect(browser.cookies.has('tessera_cart')).toBe(false);
    expect((await cartOf(browser)).id).toBeNull();
  });
});
