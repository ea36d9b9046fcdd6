// Commerce > Products through the real app and database: each kind, six variants from two options, stock, validation messages, duplicate, and a delete refused while a cart or an order holds the product.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { bodyOf, draftOf } from '../../editor/commerce/product-form.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { collectionId, imageIds } from './owner-data.js';
import { uploadAs } from './upload-as.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let storeId: string;
let pictures: string[];

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  storeId = await collectionId(db.knex, fixture.websiteId, 'shop-items');
  pictures = await imageIds(db.knex, fixture.websiteId);
});

const PRODUCTS = '/api/owner/commerce/products';

const simple = (sku: string, extra: Record<string, unknown> = {}) => ({
  storeId,
  kind: 'physical',
  title: 'Walnut board',
  variants: [{ sku, priceCents: 4500, stock: 3 }],
  ...extra,
});

async function create(body: Record<string, unknown>) {
  const res = await owner.send('POST', PRODUCTS, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

describe(`owner API: products (${testDatabaseKind()})`, () => {
  it('creates a product with two options of three values: six variants with their SKUs, prices, stock, weight and image', async () => {
    const sizes = ['S', 'M', 'L'];
    const colours = ['Red', 'Blue', 'Green'];
    const variants = sizes.flatMap((size) =>
      colours.slice(0, 2).map((colour) => ({
        sku: `TEE-${size}-${colour}`.toUpperCase(),
        attributes: { Size: size, Colour: colour },
        priceCents: 2500,
        salePriceCents: size === 'L' ? 2000 : 0,
        onSale: size === 'L',
        stock: size === 'S' ? 0 : 5,
        weight: 0.2,
        imageId: colour === 'Red' ? pictures[0] : null,
      })),
    );
    const product = await create({
      storeId,
      kind: 'physical',
      title: 'Linen tee',
      description: '<p>Soft.</p><script>alert(1)</script>',
      tags: ['Linen'],
      categories: ['Shirts'],
      seo: { title: 'Linen tee | Shop', description: 'A soft tee.' },
      imageIds: [pictures[1]],
      options: [
        { name: 'Size', values: sizes },
        { name: 'Colour', values: colours.slice(0, 2) },
      ],
      variants,
    });
    expect(product).toMatchObject({
      kind: 'physical',
      title: 'Linen tee',
      description: '<p>Soft.</p>',
      urlSlug: 'linen-tee',
      enabled: true,
      tags: ['Linen'],
      categories: ['Shirts'],
      seo: { title: 'Linen tee | Shop', description: 'A soft tee.' },
      imageIds: [pictures[1]],
      version: 1,
    });
    expect(product.variants).toHaveLength(6);
    expect(product.variants[5]).toMatchObject({
      sku: 'TEE-L-BLUE',
      attributes: { Size: 'L', Colour: 'Blue' },
      salePriceCents: 2000,
      onSale: true,
      stock: 5,
      weight: 0.2,
      imageId: null,
    });
    expect(product.variants[0].imageUrl).toMatch(/^\/files\//);
    const stored = await db
      .knex(TABLES.productVariants)
      .where({ product_id: product.id })
      .orderBy('position');
    expect(stored.map((row) => [row.sku, row.qty_in_stock, row.unlimited])).toEqual([
      ['TEE-S-RED', 0, false],
      ['TEE-S-BLUE', 0, false],
      ['TEE-M-RED', 5, false],
      ['TEE-M-BLUE', 5, false],
      ['TEE-L-RED', 5, false],
      ['TEE-L-BLUE', 5, false],
    ]);

    const page = await visitorGet(app, product.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Linen tee | Shop</title>');
    expect(page.text).toMatch(/<meta name="description" content="A soft tee.">/);
  });

  it('creates a digital product with its private file, a service subscription and a gift card', async () => {
    const uploaded = await uploadAs(app, owner, {
      data: Buffer.from('%PDF-1.4 pattern'),
      filename: 'pattern.pdf',
      contentType: 'application/pdf',
    });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.file as { id: string; url: string };
    const publicUrl = file.url;
    expect((await request(app).get(publicUrl)).status).toBe(200);
    const digital = await create({
      storeId,
      kind: 'digital',
      title: 'Pattern PDF',
      digitalFileId: file.id,
      variants: [{ sku: 'PDF-1', priceCents: 900, stock: 4 }],
    });
    expect(digital).toMatchObject({ kind: 'digital', digitalFileId: file.id });
    expect(digital.digitalFileName).toBe('pattern.pdf');
    // The file a digital product delivers is private from now on: buyers get it through their download link.
    expect((await request(app).get(publicUrl)).status).toBe(404);
    expect(digital.variants[0].stock).toBeNull();

    const service = await create({
      storeId,
      kind: 'service',
      title: 'Sharpening club',
      subscription: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      variants: [{ sku: 'CLUB-1', priceCents: 1500, stock: null }],
    });
    expect(service.subscription).toEqual({
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 12,
      freeShipping: false,
    });
    const row = await db
      .knex(TABLES.products)
      .where({ id: service.id })
      .first('is_subscribable', 'product_type');
    expect(row).toEqual({ is_subscribable: true, product_type: 3 });

    const gift = await create({
      storeId,
      kind: 'gift-card',
      title: 'Gift card',
      options: [{ name: 'Amount', values: ['25', '50'] }],
      variants: [
        { sku: 'GIFT-25', attributes: { Amount: '25' }, priceCents: 2500, stock: null },
        { sku: 'GIFT-50', attributes: { Amount: '50' }, priceCents: 5000, stock: null },
      ],
    });
    expect(gift.kind).toBe('gift-card');
    expect(gift.variants.map((variant: { stock: unknown }) => variant.stock)).toEqual([null, null]);
  });

  it('refuses what does not fit, with a message per field', async () => {
    const res = await owner.send('POST', PRODUCTS, {
      body: {
        storeId,
        kind: 'gift-card',
        title: '',
        subscription: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          {
            sku: 'X-1',
            attributes: { Size: 'S' },
            priceCents: 100,
            salePriceCents: 200,
            onSale: true,
            stock: 1,
          },
          { sku: 'x-1', attributes: { Size: 'XL' }, priceCents: -1, stock: -2 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: OWNER_INPUT_MESSAGE,
      fields: {
        title: expect.any(String),
        subscription: 'Only physical products and services can be subscriptions.',
        'variants.0.salePriceCents': 'The sale price must be lower than the price.',
        'variants.1.priceCents': 'Enter a price of 0 or more.',
        'variants.1.stock': 'Enter a stock of 0 or more, or choose Unlimited.',
        'variants.1.attributes': 'Each variant needs one value of every option.',
        'variants.1.sku': 'Another variant already has this SKU.',
      },
    });

    const digital = await owner.send('POST', PRODUCTS, {
      body: {
        storeId,
        kind: 'digital',
        title: 'No file',
        variants: [{ sku: 'NF-1', priceCents: 1, stock: null }],
      },
    });
    expect(digital.body.fields).toEqual({ digitalFileId: 'Choose the file buyers download.' });

    await create(simple('TAKEN-1'));
    const taken = await owner.send('POST', PRODUCTS, { body: { ...simple('TAKEN-1'), title: 'Other' } });
    expect(taken.body.fields).toEqual({ 'variants.0.sku': 'Another variant already has this SKU.' });
  });

  it('saves stock and variants over the version it read, and refuses a stale save (412)', async () => {
    const product = await create(simple('SAVE-1', { title: 'Oak spoon' }));
    const body = {
      kind: 'physical',
      title: 'Oak spoon',
      variants: [{ id: product.variants[0].id, sku: 'SAVE-1', priceCents: 1200, stock: null }],
    };
    const saved = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body,
      headers: { 'If-Match': '1' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product).toMatchObject({
      version: 2,
      variants: [{ id: product.variants[0].id, stock: null }],
    });
    const stale = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: { ...body, variants: [{ ...body.variants[0], stock: 1 }] },
      headers: { 'If-Match': '1' },
    });
    expect(stale.status).toBe(412);
    const variant = await db.knex(TABLES.productVariants).where({ id: product.variants[0].id }).first();
    expect(variant).toMatchObject({ unlimited: true, price_cents: 1200 });
  });

  it('keeps all three pictures when the editor’s form saves only a new SEO title (issue 30)', async () => {
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    const three = pictures.slice(0, 3);
    const product = await create(simple('PICTURES-1', { title: 'Oak tray', imageIds: three }));
    const read = await owner.send('GET', `${PRODUCTS}/${product.id}`);
    expect(read.body.product.images.map((image: { id: string }) => image.id)).toEqual(three);
    // The editor's own round trip: the form made from the product read, one field changed, the body it sends.
    const draft = { ...draftOf(read.body.product), seoTitle: 'Oak tray | Shop' };
    const saved = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: bodyOf(draft, 'USD', false),
      headers: { 'If-Match': String(read.body.product.version) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product).toMatchObject({ seo: { title: 'Oak tray | Shop' }, imageIds: three });
    const again = await owner.send('GET', `${PRODUCTS}/${product.id}`);
    expect(again.body.product.imageIds).toEqual(three);
  });

  it('keeps stock an order changed after the editor read it, and refuses to overwrite it', async () => {
    const product = await create(simple('STOCK-1', { title: 'Elm coaster' }));
    const variant = product.variants[0];
    // An order takes one after the editor loaded the product (stock 3).
    await db.knex(TABLES.productVariants).where({ id: variant.id }).update({ qty_in_stock: 2 });
    const base = { kind: 'physical', title: 'Elm coaster' };
    const untouched = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: {
        ...base,
        variants: [{ id: variant.id, sku: 'STOCK-1', priceCents: 5000, stock: 3, stockRead: 3 }],
      },
    });
    expect(untouched.status).toBe(200);
    expect(untouched.body.product.variants[0]).toMatchObject({ stock: 2, priceCents: 5000 });

    const overwrite = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: {
        ...base,
        variants: [{ id: variant.id, sku: 'STOCK-1', priceCents: 5000, stock: 10, stockRead: 3 }],
      },
    });
    expect(overwrite.status).toBe(409);
    expect(overwrite.body).toMatchObject({
      error: 'stock-changed',
      fields: {
        'variants.0.stock': 'Someone else changed this stock first: it is now 2. Your change was not saved.',
      },
    });
    const fresh = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: {
        ...base,
        variants: [{ id: variant.id, sku: 'STOCK-1', priceCents: 5000, stock: 10, stockRead: 2 }],
      },
    });
    expect(fresh.body.product.variants[0].stock).toBe(10);
  });

  it('lists, searches, filters, sorts and pages the products in the database', async () => {
    const list = async (query: string) => {
      const res = await owner.send('GET', `${PRODUCTS}?${query}`);
      expect(res.status).toBe(200);
      return res.body as { products: { title: string; kind: string; soldOut: boolean }[]; total: number };
    };
    const all = await list('pageSize=100');
    expect(all.total).toBeGreaterThan(5);
    expect((await list('search=linen%20tee')).products.map((p) => p.title)).toEqual(['Linen tee']);
    expect((await list('search=tee-m-red')).products.map((p) => p.title)).toEqual(['Linen tee']);
    expect((await list('kind=gift-card')).products.map((p) => p.title)).toEqual(['Gift card']);
    const byTitle = await list('sort=title&direction=desc&pageSize=2&page=1');
    expect(byTitle.products).toHaveLength(2);
    expect(byTitle.total).toBe(all.total);
    const titles = all.products.map((p) => p.title.toLowerCase());
    expect(byTitle.products.map((p) => p.title.toLowerCase())).toEqual(
      [...titles].sort().reverse().slice(0, 2),
    );
    expect((await list('status=sold-out')).products.every((p) => p.soldOut)).toBe(true);
    expect((await owner.send('GET', `${PRODUCTS}?sort=colour`)).status).toBe(400);
  });

  it('duplicates a product: disabled, "(copy)", SKUs suffixed, no stock', async () => {
    const product = await create(simple('DUP-1', { title: 'Ash bowl' }));
    const res = await owner.send('POST', `${PRODUCTS}/${product.id}/duplicate`);
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      title: 'Ash bowl (copy)',
      enabled: false,
      urlSlug: 'ash-bowl-copy',
      variants: [{ sku: 'DUP-1-COPY', stock: 0, priceCents: 4500 }],
    });
    const again = await owner.send('POST', `${PRODUCTS}/${product.id}/duplicate`);
    expect(again.body.product.variants[0].sku).toBe('DUP-1-COPY-2');
  });

  it('refuses to delete a product an open cart or an unfulfilled order holds, and deletes it once free', async () => {
    const product = await create(simple('DEL-1', { title: 'Cherry tray' }));
    const cartId = randomUUID();
    await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId, id: cartId });
    await db.knex(TABLES.cartEntries).insert({
      website_id: fixture.websiteId,
      cart_id: cartId,
      product_id: product.id,
      variant_id: product.variants[0].id,
      quantity: 1,
    });
    const refused = await owner.send('DELETE', `${PRODUCTS}/${product.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This product is in 1 open cart, so it cannot be deleted yet. Fulfil the orders, or disable the product so no one else can buy it.',
    );

    await db.knex(TABLES.carts).where({ id: cartId }).update({ is_purchased: true });
    const orderId = randomUUID();
    await db.knex(TABLES.orders).insert({
      website_id: fixture.websiteId,
      id: orderId,
      order_number: 9001,
      idempotency_key: randomUUID(),
      customer_email: 'buyer@example.com',
      status: 'paid',
    });
    await db.knex(TABLES.orderItems).insert({
      website_id: fixture.websiteId,
      order_id: orderId,
      product_id: product.id,
      variant_id: product.variants[0].id,
      sku: 'DEL-1',
      product_name: 'Cherry tray',
      product_type: 1,
      quantity: 1,
    });
    const byOrder = await owner.send('DELETE', `${PRODUCTS}/${product.id}`);
    expect(byOrder.status).toBe(409);
    expect(byOrder.body.message).toContain('1 unfulfilled order');

    await db.knex(TABLES.orders).where({ id: orderId }).update({ status: 'fulfilled' });
    expect((await owner.send('DELETE', `${PRODUCTS}/${product.id}`)).status).toBe(204);
    expect((await owner.send('GET', `${PRODUCTS}/${product.id}`)).status).toBe(404);
  });

  it('lets a store manager edit products and a reporter only read them', async () => {
    const manager = await signedInOwner(app, db.knex, fixture.websiteId, 8);
    expect((await manager.send('POST', PRODUCTS, { body: simple('MGR-1', { title: 'Maple' }) })).status).toBe(
      201,
    );
    const reporter = await signedInOwner(app, db.knex, fixture.websiteId, 3);
    expect((await reporter.send('GET', `${PRODUCTS}`)).status).toBe(200);
    expect((await reporter.send('POST', PRODUCTS, { body: simple('REP-1') })).status).toBe(403);
    const stores = await reporter.send('GET', '/api/owner/commerce/stores');
    expect(stores.body.stores).toEqual([expect.objectContaining({ id: storeId, urlId: 'shop-items' })]);
  });
});
