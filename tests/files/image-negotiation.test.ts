// GET /files/… answers a JPEG or PNG as AVIF or WebP when the browser's Accept allows (issue 31), on the disk and on S3.
import express, { type Express } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILES_MOUNT_PATH } from '../../server/files/file-ref.js';
import { resizeImage, type Resizer } from '../../server/files/image-variants.js';
import { createFilesRouter } from '../../server/files/routes.js';
import { storeImage } from '../../server/files/service.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { FILE_STORES, openFileStore, type TestFileStore } from './file-stores.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));
const SITE = 'site-1';
// What Chrome and Firefox send for an <img>, and what Safari 15 (WebP, no AVIF) and an old browser send.
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const OLD = 'image/png,image/*;q=0.8,*/*;q=0.5';

describe.each(FILE_STORES)('image formats by Accept from the %s store', (kind) => {
  let opened: TestFileStore;
  let storage: FileStorage;
  let conversions: string[];
  let app: Express;

  function makeApp(): Express {
    const resizer: Resizer = (original, width, to) => {
      conversions.push(`${width ?? 'original'}:${to ?? 'same'}`);
      return resizeImage(original, width, to);
    };
    const made = express();
    made.use(FILES_MOUNT_PATH, createFilesRouter({ storage, resizer }));
    made.use(errorHandler(createLogger('silent')));
    return made;
  }

  beforeAll(async () => {
    opened = await openFileStore(kind);
    storage = opened.storage;
    for (const [fixture, fileId] of [
      ['wide-gradient.jpg', 'wide'],
      ['small-alpha.png', 'small'],
      ['photo.webp', 'photo'],
    ]) {
      const data = await readFile(join(FIXTURES, fixture));
      await storeImage({ storage, websiteId: SITE, fileId, filename: fixture, data });
    }
    await storeImage({
      storage,
      websiteId: SITE,
      fileId: 'logo',
      filename: 'logo.svg',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>'),
    });
  });

  afterAll(() => opened?.close());

  beforeEach(() => {
    conversions = [];
    app = makeApp();
  });

  it('serves a JPEG width as AVIF to a browser that accepts it, at that width, varying by Accept', async () => {
    const res = await request(app)
      .get(`/files/${SITE}/wide/wide-gradient.jpg?format=300w`)
      .set('Accept', CHROME)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toBe('Accept');
    expect(await sharp(res.body).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 300,
    });
  });

  it('serves WebP where AVIF is not accepted, and the JPEG itself to a browser that takes neither', async () => {
    const url = `/files/${SITE}/wide/wide-gradient.jpg?format=300w`;
    const webp = await request(app).get(url).set('Accept', WEBP_ONLY).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 300 });
    const jpeg = await request(app).get(url).set('Accept', OLD).expect(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toBe('Accept');
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: 'jpeg', width: 300 });
  });

  it('does not take an AVIF refused with q=0', async () => {
    const res = await request(app)
      .get(`/files/${SITE}/wide/wide-gradient.jpg?format=100w`)
      .set('Accept', 'image/avif;q=0,image/webp')
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('converts the original too, at its own size, keeping a PNG transparent', async () => {
    const res = await request(app)
      .get(`/files/${SITE}/small/small-alpha.png`)
      .set('Accept', CHROME)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const original = await sharp(join(FIXTURES, 'small-alpha.png')).metadata();
    expect(await sharp(res.body).metadata()).toMatchObject({
      width: original.width,
      height: original.height,
      hasAlpha: true,
    });
  });

  it('keeps each converted copy in the store: a new server answers from it without converting', async () => {
    const url = `/files/${SITE}/wide/wide-gradient.jpg?format=500w`;
    const first = await request(app).get(url).set('Accept', CHROME).expect(200);
    await request(app).get(url).set('Accept', WEBP_ONLY).expect(200);
    expect(conversions).toEqual(['500:avif', '500:webp']);
    expect(await storage.list(`cache/images/${SITE}/wide/500w.avif/`)).toHaveLength(1);
    expect(await storage.list(`cache/images/${SITE}/wide/500w.webp/`)).toHaveLength(1);

    app = makeApp();
    const again = await request(app).get(url).set('Accept', CHROME).expect(200);
    expect(conversions).toEqual(['500:avif', '500:webp']);
    expect(Buffer.compare(again.body, first.body)).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    await request(app).get(url).set('Accept', CHROME).set('If-None-Match', first.headers.etag!).expect(304);
    // The JPEG copy is another representation: the AVIF's validator does not match it.
    const jpeg = await request(app).get(url).set('Accept', OLD).set('If-None-Match', first.headers.etag!);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('leaves WebP and SVG as they are, without Vary', async () => {
    const webp = await request(app).get(`/files/${SITE}/photo/photo.webp?format=300w`).set('Accept', CHROME);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBeUndefined();
    const svg = await request(app).get(`/files/${SITE}/logo/logo.svg?format=300w`).set('Accept', CHROME);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.vary).toBeUndefined();
    expect(conversions).toEqual(['300:same']);
  });
});
