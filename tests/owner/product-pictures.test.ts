// A product's pictures through the real app and database (issue 31): the editor's form reorders them and changes their alt text, the product API keeps that order and saves the alt text on the pictures, the grid's thumbnail is the new first one; alt text for a picture the product does not have, or too long, is refused by field.
import { describe, expect, it } from 'vitest';
import { MAX_ALT_TEXT } from '../../domain/owner-api/files.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { bodyOf, draftOf } from '../../editor/commerce/product-form.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from './owner-app.js';
import { collectionId, imageIds } from './owner-data.js';

let db: Database;
let fixture: SiteFixture;
let owner: TestBrowser;
let storeId: string;
let pictures: string[];

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, owner } = suite);
  storeId = await collectionId(db.knex, fixture.websiteId, 'shop-items');
  pictures = await imageIds(db.knex, fixture.websiteId);
});

const PRODUCTS = '/api/owner/commerce/products';

async function create(title: string, sku: string, ids: string[]) {
  const res = await owner.send('POST', PRODUCTS, {
    body: {
      storeId,
      kind: 'physical',
      title,
      imageIds: ids,
      variants: [{ sku, priceCents: 4500, stock: 3 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product as { id: string; version: number };
}

const altTexts = async (ids: readonly string[]) => {
  const rows = (await db
    .knex(TABLES.images)
    .where({ website_id: fixture.websiteId })
    .whereIn('id', ids)
    .select('id', 'alt_text')) as { id: string; alt_text: string | null }[];
  return ids.map((id) => rows.find((row) => row.id === id)?.alt_text ?? '');
};

describe(`owner API: a product's pictures (${testDatabaseKind()})`, () => {
  it('keeps the order and the alt text the editor’s form saves, and the grid shows the new first picture', async () => {
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = pictures;
    await db.knex(TABLES.images).where({ website_id: fixture.websiteId, id: b }).update({ alt_text: 'Kept' });
    const product = await create('Cedar box', 'PICS-ALT-1', [a, b, c]);
    const read = await owner.send('GET', `${PRODUCTS}/${product.id}`);
    expect(read.body.product.images.map((image: { id: string }) => image.id)).toEqual([a, b, c]);

    // The form as the owner leaves it: the third picture first (the cover), two alt texts typed.
    const draft = draftOf(read.body.product);
    const [first, second, third] = draft.images;
    const images = [
      { ...third, altText: 'The box open, cedar lining showing' },
      { ...first, altText: 'The box closed, from above' },
      second,
    ];
    const body = bodyOf({ ...draft, images }, 'USD', false);
    expect(body.imageAltTexts).toEqual({
      [c]: 'The box open, cedar lining showing',
      [a]: 'The box closed, from above',
    });
    const saved = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body,
      headers: { 'If-Match': String(read.body.product.version) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product.imageIds).toEqual([c, a, b]);
    expect(saved.body.product.images.map((image: { altText: string }) => image.altText)).toEqual([
      'The box open, cedar lining showing',
      'The box closed, from above',
      'Kept',
    ]);
    expect(await altTexts([c, a, b])).toEqual([
      'The box open, cedar lining showing',
      'The box closed, from above',
      'Kept',
    ]);

    const again = await owner.send('GET', `${PRODUCTS}/${product.id}`);
    expect(again.body.product.imageIds).toEqual([c, a, b]);
    const grid = await owner.send('GET', `${PRODUCTS}?search=cedar%20box`);
    expect(grid.body.products).toHaveLength(1);
    expect(grid.body.products[0].imageUrl).toBe(again.body.product.images[0].url);
  });

  it('refuses alt text for a picture the product does not have, and alt text too long, by field', async () => {
    const [a, b] = pictures;
    const product = await create('Ash spoon', 'PICS-ALT-2', [a]);
    const read = await owner.send('GET', `${PRODUCTS}/${product.id}`);
    const base = bodyOf(draftOf(read.body.product), 'USD', false);
    const other = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: { ...base, imageIds: [a], imageAltTexts: { [b]: 'Not this product’s' } },
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      message: OWNER_INPUT_MESSAGE,
      fields: { [`imageAltTexts.${b}`]: 'Alt text can only be given to one of the product’s pictures.' },
    });
    const long = await owner.send('PUT', `${PRODUCTS}/${product.id}`, {
      body: { ...base, imageIds: [a], imageAltTexts: { [a]: 'x'.repeat(MAX_ALT_TEXT + 1) } },
    });
    expect(long.status).toBe(400);
    expect(Object.values(long.body.fields as Record<string, string>)).toEqual([
      `Alt text has at most ${MAX_ALT_TEXT} characters.`,
    ]);
    expect(await altTexts([b])).not.toEqual(['Not this product’s']);
  });
});
