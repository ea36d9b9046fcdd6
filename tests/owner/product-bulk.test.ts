// Bulk edits of the products grid through the real app and database: prices up 10% and down by an amount, stock, categories and tags, disable, and a delete refused for the product a cart holds while the others go.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner } from './owner-app.js';
import { collectionId } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let storeId: string;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  storeId = await collectionId(db.knex, fixture.websiteId, 'shop-items');
});

const PRODUCTS = '/api/owner/commerce/products';
const BULK = `${PRODUCTS}/bulk`;

async function create(title: string, sku: string, priceCents: number, extra: Record<string, unknown> = {}) {
  const res = await owner.send('POST', PRODUCTS, {
    body: { storeId, kind: 'physical', title, variants: [{ sku, priceCents, stock: 2 }], ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product as { id: string; variants: { id: string }[] };
}

const read = async (id: string) => (await owner.send('GET', `${PRODUCTS}/${id}`)).body.product;

describe(`owner API: bulk product edits (${testDatabaseKind()})`, () => {
  it('raises three products’ prices by 10% (sale prices too) and lowers one by $1.00, refusing a price below 0', async () => {
    const a = await create('Bulk cup', 'BULK-CUP', 2000);
    const b = await create('Bulk jug', 'BULK-JUG', 1250);
    const c = await create('Bulk plate', 'BULK-PLATE', 3000, {
      variants: [{ sku: 'BULK-PLATE', priceCents: 3000, salePriceCents: 2500, onSale: true, stock: 1 }],
    });
    const res = await owner.send('POST', BULK, {
      body: { ids: [a.id, b.id, c.id], action: { type: 'price', change: { mode: 'percent', value: 10 } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      done: 3,
      results: [
        { id: a.id, title: 'Bulk cup', done: true },
        { id: b.id, title: 'Bulk jug', done: true },
        { id: c.id, title: 'Bulk plate', done: true },
      ],
    });
    expect((await read(a.id)).variants[0].priceCents).toBe(2200);
    expect((await read(b.id)).variants[0].priceCents).toBe(1375);
    expect((await read(c.id)).variants[0]).toMatchObject({ priceCents: 3300, salePriceCents: 2750 });
    expect((await read(a.id)).version).toBe(2);

    const cheap = await create('Bulk spoon', 'BULK-SPOON', 50);
    const lower = await owner.send('POST', BULK, {
      body: { ids: [a.id, cheap.id], action: { type: 'price', change: { mode: 'amount', value: -100 } } },
    });
    expect(lower.body.results).toEqual([
      { id: a.id, title: 'Bulk cup', done: true },
      {
        id: cheap.id,
        title: 'Bulk spoon',
        done: false,
        message: 'The new price would be below 0 or above the largest price.',
      },
    ]);
    expect((await read(a.id)).variants[0].priceCents).toBe(2100);
    expect((await read(cheap.id)).variants[0].priceCents).toBe(50);
  });

  it('sets stock, adds categories and tags, and disables', async () => {
    const a = await create('Bulk bowl', 'BULK-BOWL', 1000, { categories: ['Kitchen'], tags: ['Clay'] });
    const gift = await owner.send('POST', PRODUCTS, {
      body: {
        storeId,
        kind: 'gift-card',
        title: 'Bulk gift',
        variants: [{ sku: 'BULK-GIFT', priceCents: 2500, stock: null }],
      },
    });
    const stock = await owner.send('POST', BULK, {
      body: { ids: [a.id, gift.body.product.id], action: { type: 'stock', stock: 12 } },
    });
    expect(stock.body.results.map((r: { done: boolean; message?: string }) => [r.done, r.message])).toEqual([
      [true, undefined],
      [false, 'Digital products and gift cards have no stock.'],
    ]);
    expect((await read(a.id)).variants[0].stock).toBe(12);

    await owner.send('POST', BULK, {
      body: { ids: [a.id], action: { type: 'add-categories', names: ['Sale', 'kitchen'] } },
    });
    await owner.send('POST', BULK, {
      body: { ids: [a.id], action: { type: 'add-tags', names: ['Gift ideas'] } },
    });
    expect(await read(a.id)).toMatchObject({ categories: ['Kitchen', 'Sale'], tags: ['Clay', 'Gift ideas'] });

    const off = await owner.send('POST', BULK, { body: { ids: [a.id], action: { type: 'disable' } } });
    expect(off.body.done).toBe(1);
    expect((await read(a.id)).enabled).toBe(false);
  });

  it('deletes the products nothing holds and refuses the one an open cart holds, with the single delete’s words', async () => {
    const free = await create('Bulk tray', 'BULK-TRAY', 1000);
    const held = await create('Bulk crate', 'BULK-CRATE', 1000);
    const cartId = randomUUID();
    await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId, id: cartId });
    await db.knex(TABLES.cartEntries).insert({
      website_id: fixture.websiteId,
      cart_id: cartId,
      product_id: held.id,
      variant_id: held.variants[0].id,
      quantity: 1,
    });
    const unknown = randomUUID();
    const res = await owner.send('POST', BULK, {
      body: { ids: [free.id, held.id, unknown], action: { type: 'delete' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: free.id, title: 'Bulk tray', done: true },
      {
        id: held.id,
        title: 'Bulk crate',
        done: false,
        message:
          'This product is in 1 open cart, so it cannot be deleted yet. Fulfil the orders, or disable the product so no one else can buy it.',
      },
      { id: unknown, title: '', done: false, message: 'No such product.' },
    ]);
    expect((await owner.send('GET', `${PRODUCTS}/${free.id}`)).status).toBe(404);
    expect((await owner.send('GET', `${PRODUCTS}/${held.id}`)).status).toBe(200);
  });

  it('refuses no products, a percentage below -99 and an unknown action, and lets a reporter do none of it', async () => {
    const a = await create('Bulk vase', 'BULK-VASE', 1000);
    const none = await owner.send('POST', BULK, { body: { ids: [], action: { type: 'enable' } } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toMatchObject({ ids: 'Choose at least one product.' });
    const percent = await owner.send('POST', BULK, {
      body: { ids: [a.id], action: { type: 'price', change: { mode: 'percent', value: -100 } } },
    });
    expect(percent.status).toBe(400);
    expect(percent.body.fields).toMatchObject({
      'action.change.value': 'Enter a percentage from -99 to 1000.',
    });
    expect(
      (await owner.send('POST', BULK, { body: { ids: [a.id], action: { type: 'paint' } } })).status,
    ).toBe(400);
    const reporter = await signedInOwner(app, db.knex, fixture.websiteId, 3);
    expect(
      (await reporter.send('POST', BULK, { body: { ids: [a.id], action: { type: 'disable' } } })).status,
    ).toBe(403);
    expect((await read(a.id)).enabled).toBe(true);
  });
});
