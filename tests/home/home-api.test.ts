// GET /api/owner/home over HTTP against the real owner stack: the setup checklist checked from the website's data, the five latest orders, the variants at or under their low-stock threshold, and the store's parts only for those who may see the store.
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { SITE, seedOrderStore, tempDataDir } from '../commerce/orders-fixtures.js';
import { keyedRequest, ownerApp, signedInOwner } from '../owner/owner-app.js';
import { uploadAs } from '../owner/upload-as.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const HOME = '/api/owner/home';

let db: Database;
let app: Express;
let admin: TestBrowser;

/** Six orders of the shop, one a day from 1 November (number 6 the newest). */
async function insertOrders(): Promise<void> {
  await db.knex(TABLES.orders).insert(
    [1, 2, 3, 4, 5, 6].map((number) => ({
      website_id: SITE,
      order_number: number,
      idempotency_key: `home-${number}`,
      customer_email: `buyer${number}@example.com`,
      status: number === 6 ? 'fulfilled' : 'paid',
      test_mode: true,
      subtotal_cents: number * 1000,
      grand_total_cents: number * 1000,
      shipping_address: JSON.stringify({ firstName: 'Buyer', lastName: String(number) }),
      created_at: `2026-11-0${number}T12:00:00Z`,
      fulfilled_at: number === 6 ? '2026-11-07T12:00:00Z' : null,
    })),
  );
}

async function home(browser: TestBrowser) {
  const res = await browser.send('GET', HOME);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    siteTitle: string;
    checklist: { step: string; done: boolean }[];
    recentOrders: { orderNumber: number; customerName: string; status: string }[] | null;
    lowStock: { sku: string; qtyInStock: number; threshold: number; productTitle: string }[] | null;
    lowStockTotal: number | null;
  };
}

const steps = (body: Awaited<ReturnType<typeof home>>) =>
  Object.fromEntries(body.checklist.map((item) => [item.step, item.done]));

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir);
  app = ownerApp(db, { dataDir });
  await insertOrders();
  admin = await signedInOwner(app, db.knex, SITE, ROLE.admin);
}, 60_000);
afterAll(() => db?.close());

describe(`the editor's Home (${testDatabaseKind()})`, () => {
  it('checks each setup step from the website: its own products and shipping, but no payments, domain or logo yet', async () => {
    const body = await home(admin);
    expect(body.siteTitle).toBe('Harbor Shop');
    expect(body.checklist.map((item) => item.step)).toEqual([
      'product',
      'payments',
      'shipping',
      'domain',
      'identity',
    ]);
    expect(steps(body)).toEqual({
      product: true,
      payments: false,
      shipping: true,
      domain: false,
      identity: false,
    });
  });

  it('lists the five latest orders, newest first, with the buyer’s name', async () => {
    const body = await home(admin);
    expect(body.recentOrders!.map((order) => order.orderNumber)).toEqual([6, 5, 4, 3, 2]);
    expect(body.recentOrders![0]).toMatchObject({ customerName: 'Buyer 6', status: 'fulfilled' });
  });

  it('lists the limited variants at or under their threshold (5 unless the product sets one), lowest first', async () => {
    // The mug has 5 (the default threshold); the lamp's 10 is low only once its product says 12.
    expect((await home(admin)).lowStock!.map((variant) => variant.sku)).toEqual(['MUG']);
    await db
      .knex(TABLES.products)
      .where({ website_id: SITE, id: 'item-lamp' })
      .update({ merchandising: JSON.stringify({ scarcityEnabled: true, scarcityThreshold: 12 }) });
    await db.knex(TABLES.productVariants).where({ sku: 'STICKER' }).update({ qty_in_stock: 0 });
    const body = await home(admin);
    // The sold-out sticker first; the e-book (digital) and the gift card (no stock counted) never; the unlimited tee never.
    expect(body.lowStock).toEqual([
      expect.objectContaining({ sku: 'STICKER', productTitle: 'Sticker', qtyInStock: 0, threshold: 5 }),
      expect.objectContaining({ sku: 'MUG', qtyInStock: 5, threshold: 5 }),
      expect.objectContaining({ sku: 'LAMP', qtyInStock: 10, threshold: 12 }),
    ]);
    expect(body.lowStockTotal).toBe(3);
  });

  it('does not count the sample products a website starts with as the owner’s first product', async () => {
    const products = (await db.knex(TABLES.products).where({ website_id: SITE }).select('id')) as {
      id: string;
    }[];
    await db
      .knex(TABLES.sampleContent)
      .insert(products.map(({ id }) => ({ website_id: SITE, kind: 'content-item', row_id: id })));
    expect(steps(await home(admin)).product).toBe(false);
    await db.knex(TABLES.sampleContent).where({ website_id: SITE }).delete();
    expect(steps(await home(admin)).product).toBe(true);
  });

  it('checks the shipping step only while an option is enabled', async () => {
    await db.knex(TABLES.shippingOptions).where({ website_id: SITE }).update({ enabled: false });
    expect(steps(await home(admin)).shipping).toBe(false);
    await db.knex(TABLES.shippingOptions).where({ website_id: SITE }).update({ enabled: true });
    expect(steps(await home(admin)).shipping).toBe(true);
  });

  it('checks the domain step for a domain visitors can reach (not localhost) and the identity step for a logo', async () => {
    const read = await admin.send('GET', '/api/owner/site-settings');
    const { images: _i, currencyInUse: _c, publicUrl: _p, ...settings } = read.body;
    const save = async (change: Record<string, unknown>) => {
      const res = await admin.send('PUT', '/api/owner/site-settings', { body: { ...settings, ...change } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await save({ primaryDomain: 'localhost' });
    expect(steps(await home(admin)).domain).toBe(false);
    await save({ primaryDomain: 'harbor-shop.com' });
    expect(steps(await home(admin)).domain).toBe(true);

    const picture = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#1f3a5f' } })
      .png()
      .toBuffer();
    const upload = await uploadAs(app, admin, {
      data: picture,
      filename: 'logo.png',
      contentType: 'image/png',
    });
    expect(upload.status).toBe(201);
    await save({ primaryDomain: 'harbor-shop.com', logoImageId: upload.body.file.imageId });
    expect(steps(await home(admin)).identity).toBe(true);
  });

  it('shows an editor (no store rights) the site’s steps only, and no orders or stock', async () => {
    const editor = await signedInOwner(app, db.knex, SITE, ROLE.editor);
    const body = await home(editor);
    expect(body.checklist.map((item) => item.step)).toEqual(['domain', 'identity']);
    expect(body).toMatchObject({ recentOrders: null, lowStock: null, lowStockTotal: null });
  });

  it('shows a store manager the store’s steps, orders and stock', async () => {
    const manager = await signedInOwner(app, db.knex, SITE, ROLE.storeManager);
    const body = await home(manager);
    expect(body.checklist).toHaveLength(5);
    expect(body.recentOrders).toHaveLength(5);
  });

  it('answers an API key by its scopes: the store only with products:read', async () => {
    const pagesOnly = await keyedRequest(app, db.knex, SITE, ['pages:read']);
    const res = await pagesOnly('get', HOME);
    expect(res.status).toBe(200);
    expect(res.body.recentOrders).toBeNull();
    const withStore = await keyedRequest(app, db.knex, SITE, ['pages:read', 'products:read']);
    expect((await withStore('get', HOME)).body.recentOrders).toHaveLength(5);
    expect((await (await keyedRequest(app, db.knex, SITE, ['products:read']))('get', HOME)).status).toBe(403);
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await request(app).get(HOME);
    expect(res.status).toBe(401);
  });
});
