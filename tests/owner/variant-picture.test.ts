// Issue 31 "a picture per variant": a variant given one of its product's pictures through the owner API keeps it, and the live product page names it for the variant and holds its figure, which the page's script shows when the variant is chosen.
import type { Express } from 'express';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { showImage } from '../../runtime/product-page.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import type { Database } from '../../server/db/database.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
import { collectionId } from './owner-data.js';
import { uploadAs } from './upload-as.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let jpeg: Buffer;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
});

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c5a7d' } })
    .jpeg()
    .toBuffer();
});

async function picture(filename: string): Promise<string> {
  const uploaded = await uploadAs(app, owner, { data: jpeg, filename, contentType: 'image/jpeg' });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return (uploaded.body.file as { imageId: string }).imageId;
}

interface VariantOut {
  sku: string;
  imageId: string | null;
}

describe(`a picture per variant (${testDatabaseKind()})`, () => {
  it('keeps a variant’s picture among the product’s and shows it on the product page when the variant is chosen', async () => {
    const [red, blue, detail] = [
      await picture('mug-red.jpg'),
      await picture('mug-blue.jpg'),
      await picture('mug-detail.jpg'),
    ];
    const storeId = await collectionId(db.knex, fixture.websiteId, 'shop-items');
    const created = await owner.send('POST', '/api/owner/commerce/products', {
      body: {
        storeId,
        kind: 'physical',
        title: 'Harbor mug two tones',
        imageIds: [red, blue, detail],
        options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
        variants: [
          { sku: 'MUG2-RED', attributes: { Colour: 'Red' }, priceCents: 1500, stock: 3, imageId: red },
          { sku: 'MUG2-BLUE', attributes: { Colour: 'Blue' }, priceCents: 1500, stock: 3, imageId: blue },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body.product as {
      id: string;
      url: string;
      imageIds: string[];
      variants: VariantOut[];
    };
    expect(product.imageIds).toEqual([red, blue, detail]);
    expect(product.variants.map((variant) => [variant.sku, variant.imageId])).toEqual([
      ['MUG2-RED', red],
      ['MUG2-BLUE', blue],
    ]);

    // Read back as the editor opens it.
    const read = await owner.send('GET', `/api/owner/commerce/products/${product.id}`);
    expect(read.status).toBe(200);
    expect(
      (read.body.product as { variants: VariantOut[] }).variants.map((variant) => variant.imageId),
    ).toEqual([red, blue]);

    const live = await visitorGet(app, product.url);
    expect(live.status).toBe(200);
    const { document } = new JSDOM(live.text).window;
    const form = document.querySelector('form[data-variants]');
    expect(form).not.toBeNull();
    const views = JSON.parse(form!.getAttribute('data-variants') ?? '[]') as {
      sku: string;
      mainImageId?: string;
    }[];
    const blueView = views.find((view) => view.sku === 'MUG2-BLUE');
    expect(blueView?.mainImageId).toBe(blue);
    const figures = () =>
      Array.from(document.querySelectorAll<HTMLElement>('figure[data-image-id]')).map((figure) => [
        figure.getAttribute('data-image-id'),
        figure.hidden,
      ]);
    // The main picture shows first; the blue one is on the page, hidden.
    expect(figures()).toEqual([
      [red, false],
      [blue, true],
      [detail, true],
    ]);
    // Choosing Blue: the page's script shows the variant's picture alone.
    expect(showImage(document.querySelector('.product-detail')!, blueView!.mainImageId!)).toBe(true);
    expect(figures()).toEqual([
      [red, true],
      [blue, false],
      [detail, true],
    ]);
  });

  it('falls back to none (the product’s cover) for a variant whose picture is removed from the product', async () => {
    const [green, white] = [await picture('jug-green.jpg'), await picture('jug-white.jpg')];
    const storeId = await collectionId(db.knex, fixture.websiteId, 'shop-items');
    const created = await owner.send('POST', '/api/owner/commerce/products', {
      body: {
        storeId,
        kind: 'physical',
        title: 'Harbor jug',
        imageIds: [green, white],
        options: [{ name: 'Colour', values: ['Green', 'White'] }],
        variants: [
          { sku: 'JUG-GREEN', attributes: { Colour: 'Green' }, priceCents: 2500, stock: 2, imageId: green },
          { sku: 'JUG-WHITE', attributes: { Colour: 'White' }, priceCents: 2500, stock: 2, imageId: white },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body.product as {
      id: string;
      version: number;
      variants: (VariantOut & { id: string })[];
    };
    // The editor's save after the owner removed the white picture: the variant still names it.
    const saved = await owner.send('PUT', `/api/owner/commerce/products/${product.id}`, {
      body: {
        kind: 'physical',
        title: 'Harbor jug',
        imageIds: [green],
        options: [{ name: 'Colour', values: ['Green', 'White'] }],
        variants: product.variants.map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          attributes: { Colour: variant.sku === 'JUG-GREEN' ? 'Green' : 'White' },
          priceCents: 2500,
          stock: 2,
          imageId: variant.imageId,
        })),
      },
      headers: { 'If-Match': String(product.version) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = [
      ['JUG-GREEN', green],
      ['JUG-WHITE', null],
    ];
    const variantsOf = (body: { product: { variants: VariantOut[] } }) =>
      body.product.variants.map((variant) => [variant.sku, variant.imageId]);
    expect(variantsOf(saved.body)).toEqual(expected);
    const read = await owner.send('GET', `/api/owner/commerce/products/${product.id}`);
    expect(variantsOf(read.body)).toEqual(expected);
  });
});
