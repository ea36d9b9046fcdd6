// A product's merchandising through the real app and database: restock sign-ups on for a product made in the editor, the owner's texts on the product page, switching sign-ups off, and refused settings by field.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { RESTOCK_API_PATH } from '../../domain/restock-rules.js';
import type { Database } from '../../server/db/database.js';
import { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
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

/** A physical product with a sold-out Small and two Large left. */
const twoSizes = (title: string, prefix: string, extra: Record<string, unknown> = {}) => ({
  storeId,
  kind: 'physical',
  title,
  options: [{ name: 'Size', values: ['Small', 'Large'] }],
  variants: [
    { sku: `${prefix}-S`, attributes: { Size: 'Small' }, priceCents: 3000, stock: 0 },
    { sku: `${prefix}-L`, attributes: { Size: 'Large' }, priceCents: 3000, stock: 2 },
  ],
  ...extra,
});

async function create(body: Record<string, unknown>) {
  const res = await owner.send('POST', PRODUCTS, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

async function signUp(product: { id: string; variants: { id: string }[] }) {
  const visitor = new TestBrowser(app);
  await visitor.visit();
  return visitor.send('POST', RESTOCK_API_PATH, {
    body: {
      isJoinMailingList: false,
      productId: product.id,
      variantId: product.variants[0].id,
      siteVisitorEmail: 'waiting@example.com',
    },
  });
}

describe(`owner API: product merchandising (${testDatabaseKind()})`, () => {
  it('starts a product made in the editor with restock sign-ups on: its sold-out variant takes one', async () => {
    const product = await create(twoSizes('Oak stool', 'STOOL'));
    expect(product.merchandising).toMatchObject({
      restockNotifications: true,
      scarcityEnabled: false,
      customSoldOutText: '',
      customAddButtonText: '',
    });
    const res = await signUp(product);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBeTruthy();
  });

  it('shows the owner’s button text and low-stock message on the product page, and stops sign-ups when switched off', async () => {
    const product = await create(twoSizes('Elm bench', 'BENCH'));
    const saved = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: {
        ...twoSizes('Elm bench', 'BENCH'),
        storeId: undefined,
        variants: product.variants.map((variant: Record<string, unknown>) => ({
          ...variant,
          imageId: null,
        })),
        merchandising: {
          ...product.merchandising,
          restockNotifications: false,
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          scarcityThreshold: 3,
          scarcityText: 'Just {qtyInStock} left from the workshop',
          customAddButtonText: 'Reserve yours',
          customSoldOutText: 'Back in spring',
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product.merchandising).toMatchObject({
      restockNotifications: false,
      scarcityThreshold: 3,
      customAddButtonText: 'Reserve yours',
      customSoldOutText: 'Back in spring',
    });

    const page = await visitorGet(app, product.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Reserve yours');
    expect(page.text).toContain('Just 2 left from the workshop');

    const refused = await signUp(product);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Restock notifications are not available for this product.');
  });

  it('refuses a threshold of 0, a related product that is itself or unknown, and a long button text, by field', async () => {
    const product = await create(twoSizes('Ash shelf', 'SHELF'));
    const res = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: {
        ...twoSizes('Ash shelf', 'SHELF'),
        storeId: undefined,
        variants: product.variants.map((variant: Record<string, unknown>) => ({
          ...variant,
          imageId: null,
        })),
        merchandising: {
          ...product.merchandising,
          scarcityThreshold: 0,
          customAddButtonText: 'x'.repeat(41),
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'merchandising.scarcityThreshold': expect.stringContaining('from 1'),
      'merchandising.customAddButtonText': 'Keep it to 40 characters.',
    });

    const related = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: {
        ...twoSizes('Ash shelf', 'SHELF'),
        storeId: undefined,
        variants: product.variants.map((variant: Record<string, unknown>) => ({
          ...variant,
          imageId: null,
        })),
        merchandising: {
          ...product.merchandising,
          relatedProductIds: [product.id, '00000000-0000-4000-8000-000000000000'],
        },
      },
    });
    expect(related.status).toBe(400);
    expect(related.body.fields).toEqual({
      'merchandising.relatedProductIds.0': 'A product cannot be related to itself.',
      'merchandising.relatedProductIds.1': 'That product is not in this website’s stores.',
    });
  });
});
