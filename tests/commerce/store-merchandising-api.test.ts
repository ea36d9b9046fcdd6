// The store's merchandising defaults over HTTP on the real app: read and replaced by store managers, shown by the storefront where a product has no value of its own, and the checkout's mailing-list opt-in joining buyers to the list with their order.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  ADDRESS,
  GOOD_CARD,
  ITEMS,
  SITE,
  checkoutBody,
  fillCart,
  newVisitor,
  postOrder,
  signedInOwner,
} from './orders-fixtures.js';
import { openStoreApp } from './store-app.js';

const PATH = '/api/owner/commerce/merchandising';
const INVALID = 'Update the missing or invalid information above.';
const LIST = 'list-news';

const DEFAULTS = {
  restockNotifications: true,
  scarcityThreshold: null,
  scarcityText: null,
  soldOutText: null,
  addToCartButtonText: null,
  relatedProducts: true,
  checkoutOptIn: {
    enabled: false,
    mailingListId: null,
    label: 'Sign up for news and updates',
    checkedByDefault: false,
  },
};

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  ({ db, app, admin } = await openStoreApp('store-merchandising', async (store) => {
    await store.knex(TABLES.mailingLists).insert({ website_id: SITE, id: LIST, name: 'Harbor news' });
    // The mug (5 in stock) shows a low-stock message, with no threshold or words of its own.
    await store
      .knex(TABLES.products)
      .where({ website_id: SITE, id: ITEMS.mug })
      .update({ merchandising: JSON.stringify({ scarcityEnabled: true, scarcityShownByDefault: true }) });
  }));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function page(path: string): Promise<string> {
  // Rows changed directly in the database below are not seen through the site's cache.
  invalidateSiteData(SITE);
  const res = await (await newVisitor(app)).send('GET', path);
  expect(res.status).toBe(200);
  return String(res.text);
}

const put = (body: Record<string, unknown>) => admin.send('PUT', PATH, { body: { ...DEFAULTS, ...body } });

/** The opt-in's checkbox as the checkout page renders it. */
function optInBox(html: string): string {
  const box = /<input id="checkout-joinMailingList"[^>]*>/.exec(html);
  expect(box, 'the opt-in checkbox').not.toBeNull();
  return box![0];
}

async function members(): Promise<{ email: string; source: string }[]> {
  return (await db
    .knex(TABLES.mailingListSubscribers)
    .where({ website_id: SITE, mailing_list_id: LIST })
    .orderBy('email')
    .select('email', 'source')) as { email: string; source: string }[];
}

describe(`the store's merchandising defaults (${testDatabaseKind()})`, () => {
  it('answers the defaults for a store that never set them', async () => {
    const res = await admin.send('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ merchandising: DEFAULTS });
  });

  it('shows the store’s low-stock threshold and message where the product has none; the product’s own wins', async () => {
    expect(await page('/shop/p/mug')).toContain('Only 5 left in stock');

    const below = await put({ scarcityThreshold: 3, scarcityText: 'Just {qtyInStock} mugs left' });
    expect(below.status).toBe(200);
    expect(below.body.merchandising).toMatchObject({
      scarcityThreshold: 3,
      scarcityText: 'Just {qtyInStock} mugs left',
    });
    expect(await page('/shop/p/mug')).not.toContain('class="product-scarcity"');

    await put({ scarcityThreshold: 5, scarcityText: 'Just {qtyInStock} mugs left' });
    expect(await page('/shop/p/mug')).toContain('Just 5 mugs left');

    await db
      .knex(TABLES.products)
      .where({ website_id: SITE, id: ITEMS.mug })
      .update({
        merchandising: JSON.stringify({
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          scarcityText: 'Last {qtyInStock} from the kiln',
        }),
      });
    expect(await page('/shop/p/mug')).toContain('Last 5 from the kiln');
    expect((await put({})).status).toBe(200);
    expect(await page('/shop/p/mug')).toContain('Last 5 from the kiln');
  });

  it('shows the store’s sold-out mark and add-to-cart words on product pages and shop cards', async () => {
    const res = await put({ soldOutText: 'All gone', addToCartButtonText: 'Add to bag' });
    expect(res.status).toBe(200);
    // The e-book never sells out (digital); the gift card neither: run the lamp out.
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: SITE, sku: 'LAMP' })
      .update({ qty_in_stock: 0 });
    const lamp = await page('/shop/p/lamp');
    expect(lamp).toContain('<div class="product-mark sold-out">All gone</div>');
    const shop = await page('/shop');
    expect(shop).toContain('<div class="product-mark sold-out">All gone</div>');
    expect(await page('/shop/p/sticker')).toMatch(/type="submit"[^>]*>Add to bag</);
    // Per-product text wins over the store's.
    await db
      .knex(TABLES.products)
      .where({ website_id: SITE, id: ITEMS.lamp })
      .update({ merchandising: JSON.stringify({ customSoldOutText: 'Back in spring' }) });
    expect(await page('/shop/p/lamp')).toContain('<div class="product-mark sold-out">Back in spring</div>');
    await put({});
    expect(await page('/shop/p/sticker')).toMatch(/type="submit"[^>]*>Add To Cart</);
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: SITE, sku: 'LAMP' })
      .update({ qty_in_stock: 10 });
  });

  it('switches the listed other products off and on', async () => {
    const listed = (html: string) =>
      /"customersAlsoBought":\[\{/.test(html) || html.includes('Customers also bought');
    const before = await page('/shop/p/sticker');
    expect(listed(before)).toBe(true);
    await put({ relatedProducts: false });
    expect(listed(await page('/shop/p/sticker'))).toBe(false);
    await put({});
  });

  it('starts products made in the editor with restock sign-ups as the store says', async () => {
    const bowl = (sku: string) => ({
      storeId: 'shop',
      kind: 'physical',
      title: `Bowl ${sku}`,
      variants: [{ sku, priceCents: 1200, stock: 0 }],
    });
    await put({ restockNotifications: false });
    const off = await admin.send('POST', '/api/owner/commerce/products', { body: bowl('BOWL-OFF') });
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    expect(off.body.product.merchandising.restockNotifications).toBe(false);
    await put({});
    const on = await admin.send('POST', '/api/owner/commerce/products', { body: bowl('BOWL-ON') });
    expect(on.body.product.merchandising.restockNotifications).toBe(true);
  });

  it.each([
    [{ scarcityThreshold: 0 }, 'scarcityThreshold'],
    [{ soldOutText: 'x'.repeat(41) }, 'soldOutText'],
    [{ addToCartButtonText: 'x'.repeat(51) }, 'addToCartButtonText'],
    [{ checkoutOptIn: { ...DEFAULTS.checkoutOptIn, enabled: true } }, 'checkoutOptIn.mailingListId'],
    [
      { checkoutOptIn: { ...DEFAULTS.checkoutOptIn, enabled: true, mailingListId: 'no-such-list' } },
      'checkoutOptIn.mailingListId',
    ],
    [{ surprise: true }, 'body'],
  ])('refuses %j with a message for %s, changing nothing', async (body, field) => {
    const before = (await admin.send('GET', PATH)).body;
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid-input', message: INVALID });
    expect(Object.keys(res.body.fields)).toContain(field);
    expect((await admin.send('GET', PATH)).body).toEqual(before);
  });

  it('says SPEC’s words when the opt-in has no list', async () => {
    const res = await put({ checkoutOptIn: { ...DEFAULTS.checkoutOptIn, enabled: true } });
    expect(res.body.fields['checkoutOptIn.mailingListId']).toBe('A List must be selected.');
  });

  it('refuses an owner who may only read the store, and a signed-out visitor', async () => {
    const reporting = await signedInOwner(app, db, 'reporting@example.com', 3);
    expect((await reporting.send('GET', PATH)).status).toBe(403);
    expect((await reporting.send('PUT', PATH, { body: DEFAULTS })).status).toBe(403);
    expect((await (await newVisitor(app)).send('GET', PATH)).status).toBe(401);
  });
});

describe(`the mailing-list opt-in at checkout (${testDatabaseKind()})`, () => {
  const optIn = {
    enabled: true,
    mailingListId: LIST,
    label: 'Send me the harbor newsletter',
    checkedByDefault: true,
  };

  it('is not on the checkout page while the store offers none', async () => {
    const visitor = await newVisitor(app);
    await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const html = String((await visitor.send('GET', '/checkout')).text);
    expect(html).toContain('Card number');
    expect(html).not.toContain('name="joinMailingList"');
  });

  it('shows the checkbox with its label, ticked as the store says', async () => {
    expect((await put({ checkoutOptIn: optIn })).status).toBe(200);
    const visitor = await newVisitor(app);
    await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const html = String((await visitor.send('GET', '/checkout')).text);
    expect(optInBox(html)).toContain('checked');
    expect(html).toContain('<label for="checkout-joinMailingList">Send me the harbor newsletter</label>');
    await put({ checkoutOptIn: { ...optIn, checkedByDefault: false } });
    const unticked = String((await visitor.send('GET', '/checkout')).text);
    expect(optInBox(unticked)).not.toContain('checked');
  });

  it('adds a buyer who ticked it to the list when the order is placed, and not one who did not', async () => {
    await put({ checkoutOptIn: optIn });
    const ticked = await newVisitor(app);
    const token = await fillCart(ticked, [[ITEMS.sticker, 'STICKER', 3]]);
    const res = await postOrder(
      ticked,
      checkoutBody(token, { email: 'grace@example.com', joinMailingList: true }),
      'opt-in-yes',
    );
    expect(res.status).toBe(201);

    const unticked = await newVisitor(app);
    const other = await fillCart(unticked, [[ITEMS.sticker, 'STICKER', 3]]);
    expect(
      (await postOrder(unticked, checkoutBody(other, { email: 'alan@example.com' }), 'opt-in-no')).status,
    ).toBe(201);
    expect(await members()).toEqual([{ email: 'grace@example.com', source: 'checkout' }]);
  });

  it('adds nobody when the order is refused (the same transaction)', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, {
        email: 'declined@example.com',
        joinMailingList: true,
        payment: { method: 'test', cardNumber: '4000 0000 0000 0002' },
      }),
      'opt-in-declined',
    );
    expect(res.status).toBe(402);
    expect((await members()).map((member) => member.email)).not.toContain('declined@example.com');
  });

  it('works without JavaScript: the plain form’s ticked box joins the list', async () => {
    const visitor = await newVisitor(app);
    await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const html = String((await visitor.send('GET', '/checkout')).text);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
    const res = await visitor.send('POST', '/checkout', {
      form: true,
      headers: { Accept: 'text/html' },
      body: {
        crumb: visitor.cookies.get('crumb') ?? '',
        idempotencyKey: hidden('idempotencyKey'),
        cartToken: hidden('cartToken'),
        intent: 'place-order',
        email: 'form@example.com',
        ...ADDRESS,
        shippingOptionId: 'ship-standard',
        cardNumber: GOOD_CARD,
        joinMailingList: '1',
      },
    });
    expect(res.status).toBe(303);
    expect((await members()).map((member) => member.email)).toContain('form@example.com');
  });

  it('adds nobody once the store switches the opt-in off, even when asked', async () => {
    await put({ checkoutOptIn: { ...optIn, enabled: false } });
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, { email: 'late@example.com', joinMailingList: true }),
      'opt-in-off',
    );
    expect(res.status).toBe(201);
    expect((await members()).map((member) => member.email)).not.toContain('late@example.com');
  });
});
