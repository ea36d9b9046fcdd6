// The products grid's order and featured products through the real app and database: a product moved before or after another in its store, the storefront's shop in that order, refusals; featuring by the bulk edit and the product's save (CONTENT_ITEMS.starred); each row's variants for inline edits.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { SITE_HOST, type SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from './owner-app.js';
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

async function create(title: string, sku: string, extra: Record<string, unknown> = {}) {
  const res = await owner.send('POST', PRODUCTS, {
    body: { storeId, kind: 'physical', title, variants: [{ sku, priceCents: 1500, stock: 2 }], ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product as { id: string; version: number } & Record<string, unknown>;
}

/** The store's products in the grid's "Order" sort. */
async function storeOrder(): Promise<string[]> {
  const res = await owner.send('GET', `${PRODUCTS}?storeId=${storeId}&sort=position&pageSize=100`);
  expect(res.status).toBe(200);
  return (res.body.products as { title: string }[]).map((product) => product.title);
}

/** The titles of `titles` in the order the shop page shows them. */
async function shopOrder(titles: readonly string[]): Promise<string[]> {
  const res = await request(app).get('/shop').set('Host', SITE_HOST);
  expect(res.status).toBe(200);
  const html = String(res.text);
  return titles
    .filter((title) => html.includes(title))
    .sort((one, other) => html.indexOf(one) - html.indexOf(other));
}

describe(`owner API: the store's order and featured products (${testDatabaseKind()})`, () => {
  it('moves a product before or after another, and the shop follows', async () => {
    const a = await create('Order alder', 'ORDER-ALDER');
    const b = await create('Order beech', 'ORDER-BEECH');
    const c = await create('Order cedar', 'ORDER-CEDAR');
    const ours = (titles: string[]) => titles.filter((title) => title.startsWith('Order '));
    expect(ours(await storeOrder())).toEqual(['Order alder', 'Order beech', 'Order cedar']);

    const before = await owner.send('POST', `${PRODUCTS}/${c.id}/move`, { body: { beforeId: a.id } });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(ours(await storeOrder())).toEqual(['Order cedar', 'Order alder', 'Order beech']);
    const after = await owner.send('POST', `${PRODUCTS}/${c.id}/move`, { body: { afterId: b.id } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ id: c.id, position: (await storeOrder()).indexOf('Order cedar') });
    expect(ours(await storeOrder())).toEqual(['Order alder', 'Order beech', 'Order cedar']);
    const first = await owner.send('POST', `${PRODUCTS}/${b.id}/move`, { body: { afterId: null } });
    expect(first.body.position).toBe(0);
    expect((await storeOrder())[0]).toBe('Order beech');
    expect(await shopOrder(['Order alder', 'Order beech', 'Order cedar'])).toEqual([
      'Order beech',
      'Order alder',
      'Order cedar',
    ]);
  });

  it('refuses a move without a target, to an unknown product, or of an unknown product', async () => {
    const a = await create('Refused move', 'REFUSED-MOVE');
    const none = await owner.send('POST', `${PRODUCTS}/${a.id}/move`, { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.fields.afterId).toBe(
      'Name the product to place this one after, or the one to place it before.',
    );
    const stranger = await owner.send('POST', `${PRODUCTS}/${a.id}/move`, {
      body: { afterId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields.afterId).toBe(
      'Products can only be ordered among the products of their own store.',
    );
    const missing = await owner.send('POST', `${PRODUCTS}/00000000-0000-4000-8000-000000000000/move`, {
      body: { afterId: null },
    });
    expect(missing.status).toBe(404);
  });

  it('features products by the bulk edit and by the product’s save; stored as starred', async () => {
    const a = await create('Featured fir', 'FEATURED-FIR');
    const b = await create('Featured oak', 'FEATURED-OAK', { featured: true });
    expect(b.featured).toBe(true);
    expect(a.featured).toBe(false);
    const bulk = await owner.send('POST', `${PRODUCTS}/bulk`, {
      body: { ids: [a.id], action: { type: 'feature' } },
    });
    expect(bulk.body.done).toBe(1);
    const list = await owner.send('GET', `${PRODUCTS}?search=Featured&sort=title`);
    expect(
      list.body.products.map((p: { title: string; featured: boolean }) => [p.title, p.featured]),
    ).toEqual([
      ['Featured fir', true],
      ['Featured oak', true],
    ]);
    const row = (await db.knex(TABLES.contentItems).where({ id: a.id }).first('starred')) as {
      starred: boolean;
    };
    expect(row.starred).toBe(true);

    // A save without `featured` keeps it; with it, changes it.
    const stored = (await owner.send('GET', `${PRODUCTS}/${b.id}`)).body.product;
    const body = {
      kind: 'physical',
      title: stored.title,
      variants: [{ id: stored.variants[0].id, sku: 'FEATURED-OAK', priceCents: 1600, stock: 2 }],
    };
    const kept = await owner.send('PUT', `${PRODUCTS}/${b.id}`, { body });
    expect(kept.body.product.featured).toBe(true);
    const off = await owner.send('PUT', `${PRODUCTS}/${b.id}`, { body: { ...body, featured: false } });
    expect(off.body.product.featured).toBe(false);
    const unfeature = await owner.send('POST', `${PRODUCTS}/bulk`, {
      body: { ids: [a.id], action: { type: 'unfeature' } },
    });
    expect(unfeature.body.done).toBe(1);
    expect((await owner.send('GET', `${PRODUCTS}/${a.id}`)).body.product.featured).toBe(false);
  });

  it('gives each row its variants, in order, for the grid’s inline edits', async () => {
    await create('Rowed mug', 'ROWED-MUG', {
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { sku: 'ROWED-S', attributes: { Size: 'S' }, priceCents: 1200, stock: 3 },
        {
          sku: 'ROWED-L',
          attributes: { Size: 'L' },
          priceCents: 1400,
          salePriceCents: 1100,
          onSale: true,
          stock: null,
        },
      ],
    });
    const list = await owner.send('GET', `${PRODUCTS}?search=Rowed`);
    expect(list.body.products[0].variants).toEqual([
      expect.objectContaining({
        sku: 'ROWED-S',
        attributes: { Size: 'S' },
        priceCents: 1200,
        onSale: false,
        stock: 3,
      }),
      expect.objectContaining({
        sku: 'ROWED-L',
        priceCents: 1400,
        salePriceCents: 1100,
        onSale: true,
        stock: null,
      }),
    ]);
  });
});
