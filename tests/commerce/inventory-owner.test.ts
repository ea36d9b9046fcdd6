// The owner's inventory API over HTTP: list, set, add, remove (never below zero), unlimited/limited, restock, pages, guards.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from '../owner/owner-app.js';

const INVENTORY = '/api/owner/inventory';
const INVALID = 'Update the missing or invalid information above.';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
const variants = new Map<string, string>();

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  const rows = await db
    .knex(TABLES.productVariants)
    .where({ website_id: fixture.websiteId })
    .select('id', 'sku');
  for (const row of rows) variants.set(row.sku, row.id);
});

const variant = (sku: string) => variants.get(sku)!;
const stockOf = async (sku: string) =>
  db
    .knex(TABLES.productVariants)
    .where({ website_id: fixture.websiteId, id: variant(sku) })
    .first('qty_in_stock', 'unlimited');
const add = (sku: string, quantity: unknown) =>
  owner.send('POST', `${INVENTORY}/${variant(sku)}/add`, { body: { quantity } });
const remove = (sku: string, quantity: unknown) =>
  owner.send('POST', `${INVENTORY}/${variant(sku)}/remove`, { body: { quantity } });
const put = (sku: string, body: Record<string, unknown>) =>
  owner.send('PUT', `${INVENTORY}/${variant(sku)}`, { body });

describe(`GET /api/owner/inventory (${testDatabaseKind()})`, () => {
  it("lists a product's variants with sku, options, quantity in stock and unlimited", async () => {
    const res = await owner.send('GET', `${INVENTORY}?productId=${fixture.products.apron}`);
    expect(res.status).toBe(200);
    expect(res.body.inventory).toEqual([
      {
        variantId: variant('APRON-S'),
        productId: fixture.products.apron,
        productTitle: 'Linen Apron',
        collectionId: fixture.shopCollectionId,
        sku: 'APRON-S',
        options: { Size: 'S' },
        qtyInStock: 4,
        unlimited: false,
      },
      expect.objectContaining({ sku: 'APRON-M', options: { Size: 'M' }, qtyInStock: 0, unlimited: false }),
      expect.objectContaining({ sku: 'APRON-L', options: { Size: 'L' }, unlimited: true }),
    ]);
  });

  it("lists a store's variants, by product title", async () => {
    const res = await owner.send('GET', `${INVENTORY}?collectionId=${fixture.shopCollectionId}`);
    const skus = res.body.inventory.map((row: { sku: string }) => row.sku);
    expect(skus).toEqual(['TEE-1', 'APRON-S', 'APRON-M', 'APRON-L', 'MUG-1', 'BASKET-1']);
    expect((await owner.send('GET', `${INVENTORY}?collectionId=no-such-store`)).body).toEqual({
      inventory: [],
      total: 0,
    });
  });

  it('finds variants by title, SKU or option value, a page at a time with the number of all matches', async () => {
    const skus = async (query: string) => {
      const res = await owner.send('GET', `${INVENTORY}?collectionId=${fixture.shopCollectionId}&${query}`);
      expect(res.status, query).toBe(200);
      return { skus: res.body.inventory.map((row: { sku: string }) => row.sku), total: res.body.total };
    };
    expect(await skus('search=apron')).toEqual({ skus: ['APRON-S', 'APRON-M', 'APRON-L'], total: 3 });
    expect(await skus('search=mug-')).toEqual({ skus: ['MUG-1'], total: 1 });
    // "M" is the apron's size option; LIKE's `%` typed in a search is a letter, not a wildcard.
    expect((await skus('search=%22M%22')).skus).toEqual(['APRON-M']);
    expect(await skus('search=%25')).toEqual({ skus: [], total: 0 });
    expect(await skus('limit=2&offset=2')).toEqual({ skus: ['APRON-M', 'APRON-L'], total: 6 });
    const refused = await owner.send('GET', `${INVENTORY}?limit=1000`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVALID);
  });
});

describe(`changing stock (${testDatabaseKind()})`, () => {
  it('sets a quantity, and the product page shows it at once', async () => {
    // A visitor saw the mug sold out; that page is cached for visitors.
    expect((await visitorGet(app, '/shop/p/stoneware-mug')).text).toContain('disabled>Sold Out</button>');
    const res = await put('MUG-1', { qtyInStock: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      variant: expect.objectContaining({
        variantId: variant('MUG-1'),
        sku: 'MUG-1',
        qtyInStock: 7,
        unlimited: false,
      }),
      restockNotified: 0,
    });
    expect(await stockOf('MUG-1')).toEqual({ qty_in_stock: 7, unlimited: false });
    expect((await visitorGet(app, '/shop/p/stoneware-mug')).text).not.toContain('Sold Out');
    await put('MUG-1', { qtyInStock: 0 });
    expect((await visitorGet(app, '/shop/p/stoneware-mug')).text).toContain('disabled>Sold Out</button>');
  });

  it('adds and removes stock', async () => {
    const added = await add('TEE-1', 5);
    expect(added.status).toBe(200);
    expect(added.body.variant.qtyInStock).toBe(25);
    const removed = await remove('TEE-1', 24);
    expect(removed.body.variant.qtyInStock).toBe(1);
    expect((await remove('TEE-1', 1)).body.variant.qtyInStock).toBe(0);
    expect(await stockOf('TEE-1')).toEqual({ qty_in_stock: 0, unlimited: false });
    await put('TEE-1', { qtyInStock: 20 });
  });

  it('never removes more than there is: 409 with the quantity left, and nothing changed', async () => {
    const res = await remove('BASKET-1', 13);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'not-enough-stock',
      message: 'Cannot remove 13: only 12 left in stock.',
      qtyInStock: 12,
    });
    expect(await stockOf('BASKET-1')).toEqual({ qty_in_stock: 12, unlimited: false });
  });

  it('lets exactly the stock there is be removed by concurrent requests', async () => {
    await put('APRON-S', { qtyInStock: 10 });
    const results = await Promise.all(Array.from({ length: 25 }, () => remove('APRON-S', 1)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({
        error: 'not-enough-stock',
        message: 'Cannot remove 1: only 0 left in stock.',
        qtyInStock: 0,
      });
    }
    expect(await stockOf('APRON-S')).toEqual({ qty_in_stock: 0, unlimited: false });
  });

  it('marks a variant unlimited and limited again; an unlimited one is not added to or removed from', async () => {
    const unlimited = await put('BASKET-1', { unlimited: true });
    expect(unlimited.body.variant).toMatchObject({ qtyInStock: 12, unlimited: true });
    for (const res of [await add('BASKET-1', 1), await remove('BASKET-1', 1)]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'unlimited-stock',
        message: 'This variant has unlimited stock. Mark it as limited before adding or removing stock.',
      });
    }
    const limited = await put('BASKET-1', { unlimited: false, qtyInStock: 3 });
    expect(limited.body.variant).toMatchObject({ qtyInStock: 3, unlimited: false });
    expect(await stockOf('BASKET-1')).toEqual({ qty_in_stock: 3, unlimited: false });
    const keepsCount = await put('BASKET-1', { unlimited: false });
    expect(keepsCount.body.variant).toMatchObject({ qtyInStock: 3, unlimited: false });
  });

  it('refuses quantities that are not whole numbers in range, with the owner-area message', async () => {
    for (const quantity of [0, -1, 1.5, '3', null, 1_000_001]) {
      const res = await add('BASKET-1', quantity);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid-input',
        message: INVALID,
        fields: { quantity: 'Enter a whole number from 1 to 1000000.' },
      });
    }
    const negative = await put('BASKET-1', { qtyInStock: -2 });
    expect(negative.body.fields).toEqual({ qtyInStock: 'Enter a whole number from 0 to 2147483647.' });
    const empty = await put('BASKET-1', {});
    expect(empty.body.fields).toEqual({
      qtyInStock: 'Enter a quantity in stock, or choose whether the stock is unlimited.',
    });
    expect(await stockOf('BASKET-1')).toEqual({ qty_in_stock: 3, unlimited: false });
  });

  it("answers 404 for an unknown variant and for another website's", async () => {
    const [other] = await db
      .knex(TABLES.productVariants)
      .where({ website_id: fixture.otherWebsiteId })
      .select('id');
    for (const id of ['no-such-variant', ...(other === undefined ? [] : [other.id])]) {
      const res = await owner.send('PUT', `${INVENTORY}/${id}`, { body: { qtyInStock: 1 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not-found', message: 'No such variant.' });
    }
    expect((await owner.send('POST', `${INVENTORY}/nope/remove`, { body: { quantity: 1 } })).status).toBe(
      404,
    );
  });
});

describe(`restock notifications (${testDatabaseKind()})`, () => {
  // Sign-ups are told in the order they came; each gets its own moment (two inserts within one
  // millisecond of the embedded database's clock would otherwise be ordered by their random ids).
  let signUps = 0;
  const signUp = (email: string, sku: string, product: string) =>
    db.knex(TABLES.restockSignups).insert({
      website_id: fixture.websiteId,
      product_id: product,
      variant_id: variant(sku),
      email,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, ++signUps)),
    });
  const mailTo = (email: string) => db.knex('MAIL_OUTBOX').where({ to_address: email });

  it('tells the people waiting when a sold-out variant comes back, as many as there are units', async () => {
    await signUp('first@example.com', 'APRON-M', fixture.products.apron);
    await signUp('second@example.com', 'APRON-M', fixture.products.apron);
    const res = await add('APRON-M', 1);
    expect(res.body).toMatchObject({ variant: { qtyInStock: 1 }, restockNotified: 1 });
    expect(await mailTo('first@example.com')).toHaveLength(1);
    expect(await mailTo('second@example.com')).toHaveLength(0);
    // More stock reaches the one still waiting; nobody hears twice.
    expect((await add('APRON-M', 2)).body.restockNotified).toBe(1);
    expect(await mailTo('second@example.com')).toHaveLength(1);
    expect((await add('APRON-M', 2)).body.restockNotified).toBe(0);
    expect(await mailTo('first@example.com')).toHaveLength(1);
  });

  it('tells them when a sold-out variant is set to a quantity or made unlimited, not when stock goes down', async () => {
    await signUp('set@example.com', 'MUG-1', fixture.products.mug);
    expect((await put('MUG-1', { qtyInStock: 0 })).body.restockNotified).toBe(0);
    expect((await put('MUG-1', { qtyInStock: 2 })).body.restockNotified).toBe(1);
    expect(await mailTo('set@example.com')).toHaveLength(1);

    await put('APRON-S', { qtyInStock: 0 });
    await signUp('unlimited@example.com', 'APRON-S', fixture.products.apron);
    expect((await remove('TEE-1', 1)).body.restockNotified).toBe(0);
    expect((await put('APRON-S', { unlimited: true })).body.restockNotified).toBe(1);
    expect(await mailTo('unlimited@example.com')).toHaveLength(1);
  });
});

describe(`who may change stock (${testDatabaseKind()})`, () => {
  it('401 signed out, 403 for an editor, allowed for a store manager', async () => {
    const visitor = new TestBrowser(app);
    await visitor.visit('/');
    const signedOut = await visitor.send('GET', INVENTORY);
    expect(signedOut.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
    const editor = await signedInOwner(app, db.knex, fixture.websiteId, 4);
    const refused = await editor.send('POST', `${INVENTORY}/${variant('TEE-1')}/add`, {
      body: { quantity: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: 'You do not have permission to do that.' });
    const manager = await signedInOwner(app, db.knex, fixture.websiteId, 8);
    expect(
      (await manager.send('POST', `${INVENTORY}/${variant('TEE-1')}/add`, { body: { quantity: 1 } })).status,
    ).toBe(200);
  });

  it('lets an inventory:read key list and only an inventory:write key change', async () => {
    const keyWith = async (scopes: ('inventory:read' | 'inventory:write')[]) =>
      (
        await createApiKey(db.knex, {
          websiteId: fixture.websiteId,
          name: 'k',
          scopes,
          createdByAccountId: null,
        })
      ).key;
    const reader = await keyWith(['inventory:read']);
    const writer = await keyWith(['inventory:write']);
    expect((await request(app).get(INVENTORY).set('Authorization', `Bearer ${reader}`)).status).toBe(200);
    const path = `${INVENTORY}/${variant('TEE-1')}/add`;
    expect(
      (await request(app).post(path).set('Authorization', `Bearer ${reader}`).send({ quantity: 1 })).status,
    ).toBe(403);
    const written = await request(app)
      .post(path)
      .set('Authorization', `Bearer ${writer}`)
      .send({ quantity: 1 });
    expect(written.status).toBe(200);
  });
});
