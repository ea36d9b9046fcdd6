// Issue 30 beyond pages: a post's cover, an event's picture and a product's pictures carry their alt text (never the file name) and focal point to the live page; drafts and scheduled posts, events and products are previewed by their owner only, never cached.
import type { Express } from 'express';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
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
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5a7d3c' } })
    .jpeg()
    .toBuffer();
});

const HTML = { headers: { Accept: 'text/html' } };

/** A wall-clock time `days` from now (events' start and end, in the website's zone), to the minute. */
const wallClock = (days: number, hours = 0) =>
  new Date(Date.now() + (days * 24 + hours) * 3600 * 1000).toISOString().slice(0, 16);

/** Uploads a picture and, when given, sets its alt text and focal point as the editor's dialog does; its IMAGES and FILES ids. */
async function picture(filename: string, altText?: string, focalPoint?: { x: number; y: number }) {
  const uploaded = await uploadAs(app, owner, { data: jpeg, filename, contentType: 'image/jpeg' });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const file = uploaded.body.file as { id: string; imageId: string; version: number };
  if (altText !== undefined || focalPoint !== undefined) {
    const res = await owner.send('PATCH', `/api/owner/files/${file.id}`, {
      body: {
        ...(altText === undefined ? {} : { altText }),
        ...(focalPoint === undefined ? {} : { focalPoint }),
      },
      headers: { 'If-Match': String(file.version) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { imageId: file.imageId, fileId: file.id };
}

async function createItem(collectionUrlId: string, body: Record<string, unknown>) {
  const id = await collectionId(db.knex, fixture.websiteId, collectionUrlId);
  const res = await owner.send('POST', `/api/owner/collections/${id}/items`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.item as { fullUrl: string; statusLabel: string };
}

async function createProduct(body: Record<string, unknown>) {
  const storeId = await collectionId(db.knex, fixture.websiteId, 'shop-items');
  const res = await owner.send('POST', '/api/owner/commerce/products', {
    body: {
      storeId,
      kind: 'physical',
      variants: [{ sku: `SKU-${String(body.title)}`, priceCents: 1200, stock: 4 }],
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product as { url: string; enabled: boolean };
}

/** The `<img>` tags of an HTML page that show the uploaded file `fileId` (its address holds the id). */
const imagesOf = (html: string, { fileId }: { fileId: string }) =>
  (html.match(/<img [^>]*>/g) ?? []).filter((tag) => tag.includes(`/${fileId}/`));

describe(`pictures of posts, events and products, and their previews (${testDatabaseKind()})`, () => {
  it('shows a post cover’s alt text and focal point on the post and the blog list, and the post’s title when the cover has none', async () => {
    const cover = await picture('IMG_4101.jpg', 'A loaf on a floured board', { x: 0.2, y: 0.8 });
    const post = await createItem('journal', {
      title: 'Our new rye',
      body: '<p>Dark and sour.</p>',
      status: 'published',
      mainImageId: cover.imageId,
    });
    const live = await visitorGet(app, post.fullUrl);
    expect(live.status).toBe(200);
    const tags = imagesOf(live.text, cover);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag).toContain('data-image-focal-point="0.2,0.8" alt="A loaf on a floured board"');
    }
    const list = await visitorGet(app, '/blog');
    expect(imagesOf(list.text, cover).join('\n')).toContain('alt="A loaf on a floured board"');

    const bare = await picture('IMG_4102.jpg');
    const plain = await createItem('journal', {
      title: 'Plain buns',
      status: 'published',
      mainImageId: bare.imageId,
    });
    const page = await visitorGet(app, plain.fullUrl);
    const bareTags = imagesOf(page.text, bare);
    expect(bareTags.length).toBeGreaterThan(0);
    for (const tag of bareTags) {
      expect(tag).toContain('alt="Plain buns"');
      expect(tag).not.toMatch(/alt="IMG_4102/i);
    }
  });

  it('shows an event picture’s alt text and focal point', async () => {
    const image = await picture('IMG_4201.jpg', 'Market stalls under strings of lights', { x: 0.7, y: 0.3 });
    const event = await createItem('markets', {
      title: 'Night market',
      status: 'published',
      mainImageId: image.imageId,
      startDate: wallClock(10),
      endDate: wallClock(10, 2),
    });
    const live = await visitorGet(app, event.fullUrl);
    expect(live.status).toBe(200);
    expect(imagesOf(live.text, image).join('\n')).toContain(
      'data-image-focal-point="0.7,0.3" alt="Market stalls under strings of lights"',
    );
  });

  it('shows each product picture’s own alt text and focal point, and never a file name', async () => {
    const front = await picture('IMG_4301.jpg', 'A linen apron, front', { x: 0.5, y: 0.25 });
    const back = await picture('IMG_4302.jpg');
    const product = await createProduct({ title: 'Linen apron', imageIds: [front.imageId, back.imageId] });
    const live = await visitorGet(app, product.url);
    expect(live.status).toBe(200);
    const fronts = imagesOf(live.text, front);
    expect(fronts.length).toBeGreaterThan(0);
    for (const tag of fronts)
      expect(tag).toContain('data-image-focal-point="0.5,0.25" alt="A linen apron, front"');
    const backs = imagesOf(live.text, back);
    expect(backs.length).toBeGreaterThan(0);
    for (const tag of backs) {
      expect(tag).toContain('alt="Linen apron"');
      expect(tag).not.toMatch(/alt="IMG_4302/i);
    }
  });

  it('previews a hidden product for its owner only, with no-store; visitors get 404', async () => {
    const product = await createProduct({ title: 'Secret sourdough kit', enabled: false });
    expect(product.enabled).toBe(false);
    expect((await visitorGet(app, product.url)).status).toBe(404);
    expect((await visitorGet(app, `${product.url}?draft=1`)).status).toBe(404);
    expect((await owner.send('GET', product.url, HTML)).status).toBe(404);
    const preview = await owner.send('GET', `${product.url}?draft=1`, HTML);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Secret sourdough kit');
    expect(preview.headers['cache-control']).toContain('no-store');
    // The preview left nothing behind for visitors.
    expect((await visitorGet(app, `${product.url}?draft=1`)).status).toBe(404);
  });

  it('previews a scheduled post and a draft event for their owner only, with no-store', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const post = await createItem('journal', {
      title: 'Coming soon: spelt',
      body: '<p>Next week.</p>',
      status: 'published',
      publishOn: tomorrow,
    });
    expect(post.statusLabel).toBe('Scheduled');
    const event = await createItem('markets', {
      title: 'Harvest supper',
      status: 'draft',
      startDate: wallClock(20),
      endDate: wallClock(20, 2),
    });
    for (const [address, words] of [
      [post.fullUrl, 'Coming soon: spelt'],
      [event.fullUrl, 'Harvest supper'],
    ] as const) {
      expect((await visitorGet(app, address)).status).toBe(404);
      expect((await visitorGet(app, `${address}?draft=1`)).status).toBe(404);
      const preview = await owner.send('GET', `${address}?draft=1`, HTML);
      expect(preview.status, address).toBe(200);
      expect(preview.text).toContain(words);
      expect(preview.headers['cache-control']).toContain('no-store');
    }
  });
});
