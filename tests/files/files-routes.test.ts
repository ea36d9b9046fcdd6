// Drives GET /files/… through a small Express app on the disk and on S3: every SPEC width, the cache of copies, headers, 304s, ranges, bad input.
import express, { type Express } from 'express';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SRCSET_WIDTHS } from '../../domain/images.js';
import { FILES_MOUNT_PATH } from '../../server/files/file-ref.js';
import { resizeImage, widthInPixels, type Resizer } from '../../server/files/image-variants.js';
import { createFilesRouter } from '../../server/files/routes.js';
import { storeImage } from '../../server/files/service.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { FILE_STORES, openFileStore, type TestFileStore } from './file-stores.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));
const SITE = 'site-1';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(FILE_STORES)('GET /files/:websiteId/:fileId/:filename from the %s store', (kind) => {
  let opened: TestFileStore;
  let storage: FileStorage;
  let resizes: number;
  let app: Express;

  /** A fresh router (and so a fresh in-memory cache) whose resizes are counted. */
  function makeApp(): Express {
    const resizer: Resizer = (original, width) => {
      resizes++;
      return resizeImage(original, width);
    };
    const made = express();
    made.use(FILES_MOUNT_PATH, createFilesRouter({ storage, resizer }));
    made.use(errorHandler(createLogger('silent')));
    return made;
  }

  async function store(fixture: string, fileId: string, filename = fixture) {
    const data = await readFile(join(FIXTURES, fixture));
    return storeImage({ storage, websiteId: SITE, fileId, filename, data });
  }

  /** The keys of the resized copies of `fileId` at `width` (of every version of its original). */
  const copies = (fileId: string, width: string) => storage.list(`cache/images/${SITE}/${fileId}/${width}/`);

  beforeAll(async () => {
    opened = await openFileStore(kind);
    storage = opened.storage;
    await store('wide-gradient.jpg', 'wide');
    await store('small-alpha.png', 'small');
    await store('photo.webp', 'photo');
    await store('rotated.jpg', 'rotated');
    await storeImage({
      storage,
      websiteId: SITE,
      fileId: 'logo',
      filename: 'logo.svg',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>'),
    });
    await storage.put(`files/${SITE}/notes/readme.txt`, Buffer.from('Plain notes, not a picture.'));
    await storage.put('secret.txt', Buffer.from('TOP SECRET'));
    await storage.put(`files/${SITE}/secret.txt`, Buffer.from('TOP SECRET'));
  });

  afterAll(() => opened?.close());

  beforeEach(() => {
    resizes = 0;
    app = makeApp();
  });

  it.each(SRCSET_WIDTHS)('serves ?format=%s at that width, as a JPEG without metadata', async (width) => {
    const res = await request(app).get(`/files/${SITE}/wide/wide-gradient.jpg?format=${width}`).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(widthInPixels(width));
    expect(Math.abs(meta.height - (1625 * widthInPixels(width)) / 2600)).toBeLessThanOrEqual(1);
    expect(meta.exif).toBeUndefined();
  });

  it('serves the original byte for byte without a format and with ?format=original', async () => {
    const original = await readFile(join(FIXTURES, 'wide-gradient.jpg'));
    for (const query of ['', '?format=original']) {
      const res = await request(app).get(`/files/${SITE}/wide/wide-gradient.jpg${query}`).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(res.body, original)).toBe(0);
    }
    expect(resizes).toBe(0);
  });

  it('never enlarges: a 400px PNG asked at 1000w stays 400px, PNG and transparent', async () => {
    const res = await request(app).get(`/files/${SITE}/small/small-alpha.png?format=1000w`).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'png', width: 400, hasAlpha: true });
  });

  it('keeps WebP as WebP and turns an EXIF-rotated JPEG upright', async () => {
    const webp = await request(app).get(`/files/${SITE}/photo/photo.webp?format=300w`).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    const rotated = await request(app).get(`/files/${SITE}/rotated/rotated.jpg?format=100w`).expect(200);
    expect(await sharp(rotated.body).metadata()).toMatchObject({ width: 100, height: 150 });
  });

  it('writes the resized copy into the store and serves the second request from it', async () => {
    const url = `/files/${SITE}/photo/photo.webp?format=500w`;
    const first = await request(app).get(url).expect(200);
    const [cached] = await copies('photo', '500w');
    expect(cached).toMatch(new RegExp(`^cache/images/${SITE}/photo/500w/[0-9a-f]{16}/photo\\.webp$`));
    const written = await storage.head(cached);
    expect(Buffer.compare(first.body, (await storage.read(cached))!)).toBe(0);
    expect(resizes).toBe(1);

    // A new router has no memory of the first request: only the copy in the store can answer it.
    app = makeApp();
    const second = await request(app).get(url).expect(200);
    expect(resizes).toBe(1);
    expect(Buffer.compare(second.body, first.body)).toBe(0);
    expect((await storage.head(cached))?.etag).toBe(written?.etag);
  });

  it('makes the copy again when the original is replaced', async () => {
    await store('wide-gradient.jpg', 'swap', 'picture.jpg');
    const url = `/files/${SITE}/swap/picture.jpg?format=100w`;
    expect((await sharp((await request(app).get(url)).body).metadata()).height).toBe(62);
    await store('rotated.jpg', 'swap', 'picture.jpg');
    expect((await sharp((await request(app).get(url)).body).metadata()).height).toBe(150);
    expect(resizes).toBe(2);
  });

  it('sends long-lived cache headers, an ETag, and 304 for a matching If-None-Match', async () => {
    const url = `/files/${SITE}/wide/wide-gradient.jpg?format=750w`;
    const res = await request(app).get(url).expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    const etag = res.headers.etag;
    expect(etag).toMatch(/^(W\/)?".+"$/);

    const again = await request(app).get(url).set('If-None-Match', etag).expect(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.body).toEqual({});
    await request(app).get(url).set('If-None-Match', '"something-else"').expect(200);

    const original = await request(app).get(`/files/${SITE}/wide/wide-gradient.jpg`).expect(200);
    expect(original.headers.etag).not.toBe(etag);
    expect(original.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await request(app).head(`/files/${SITE}/small/small-alpha.png?format=100w`).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['400w', '2000w', 'huge', '', '500W', '500'])(
    'answers ?format=%j with a 400 naming the widths',
    async (format) => {
      const res = await request(app)
        .get(`/files/${SITE}/wide/wide-gradient.jpg?format=${format}`)
        .expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.error).toBe('invalid-input');
      expect(res.body.message).toBe(
        'The format must be original or one of the widths 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w.',
      );
      expect(res.headers['cache-control']).toBeUndefined();
      expect(resizes).toBe(0);
    },
  );

  it('answers a repeated format with a 400', async () => {
    await request(app).get(`/files/${SITE}/wide/wide-gradient.jpg?format=100w&format=300w`).expect(400);
  });

  it.each([
    `/files/${SITE}/wide/missing.jpg`,
    `/files/${SITE}/nope/wide-gradient.jpg`,
    `/files/site-9/wide/wide-gradient.jpg?format=500w`,
    `/files/${SITE}/wide/wide-gradient.jpg.tmp?format=100w`,
  ])('answers %s with a 404', async (url) => {
    const res = await request(app).get(url).expect(404);
    expect(res.body).toEqual({ error: 'not-found', message: 'No such file.' });
    expect(resizes).toBe(0);
  });

  it.each([
    `/files/${SITE}/wide/..%2F..%2F..%2Fsecret.txt`,
    `/files/${SITE}/wide/..%2f..%2fsecret.txt`,
    `/files/${SITE}/..%2F..%2F/secret.txt`,
    `/files/${SITE}/%2E%2E/secret.txt`,
    `/files/%2E%2E/files/secret.txt`,
    `/files/${SITE}/wide/%2E%2E`,
    `/files/${SITE}/wide/..%5C..%5Csecret.txt`,
    `/files/${SITE}/wide/%2Fetc%2Fpasswd`,
    `/files/${SITE}/wide/C%3A%5Cwindows`,
    `/files/${SITE}/wide/.hidden`,
    `/files/${SITE}/wide/a%00.jpg`,
    `/files/${SITE}/wide/wide%20gradient.jpg`,
  ])('refuses the traversal attempt %s with a 400', async (url) => {
    const res = await request(app).get(url).expect(400);
    expect(res.body.error).toBe('invalid-input');
    expect(res.body.message).toMatch(/file address is not valid/);
  });

  it.each([
    `/files/${SITE}/../secret.txt`,
    `/files/${SITE}/wide/../../secret.txt`,
    `/files//etc/passwd/x`,
    `/files/${SITE}/wide/wide-gradient.jpg/..`,
  ])('never serves anything outside the files for %s', async (url) => {
    const res = await request(app).get(url);
    expect([400, 404]).toContain(res.status);
    expect(res.text ?? '').not.toContain('TOP SECRET');
    expect(res.text ?? '').not.toContain('root:');
  });

  it('serves a file that is not an image as is, and refuses to size it', async () => {
    const url = `/files/${SITE}/notes/readme.txt`;
    const res = await request(app).get(url).expect(200);
    expect(res.text).toBe('Plain notes, not a picture.');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-security-policy']).toContain('sandbox');

    const sized = await request(app).get(`${url}?format=500w`).expect(400);
    expect(sized.body).toEqual({
      error: 'invalid-input',
      message: 'readme.txt is not an image, so it has no 500w size; ask without ?format.',
      fields: { format: 'Only images have sizes.' },
    });
    expect(await storage.list(`cache/images/${SITE}/notes/`)).toEqual([]);
  });

  it('serves an SVG as it is at every width, since it scales by itself', async () => {
    const res = await request(app).get(`/files/${SITE}/logo/logo.svg?format=500w`).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body.toString()).toContain('<svg');
    expect(resizes).toBe(0);
  });

  it('resizes once for 10 concurrent first requests and leaves one whole cached file', async () => {
    await store('wide-gradient.jpg', 'race');
    const url = `/files/${SITE}/race/wide-gradient.jpg?format=1500w`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => request(app).get(url)));
    expect(responses.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(resizes).toBe(1);
    const keys = await copies('race', '1500w');
    expect(keys).toHaveLength(1);
    const cached = (await storage.read(keys[0]))!;
    for (const res of responses) expect(Buffer.compare(res.body, cached)).toBe(0);
    expect(await sharp(cached).metadata()).toMatchObject({ format: 'jpeg', width: 1500 });
  });

  it('leaves one whole cached file when two servers make the same copy at once', async () => {
    await store('wide-gradient.jpg', 'race-2');
    const url = `/files/${SITE}/race-2/wide-gradient.jpg?format=1000w`;
    const servers = [makeApp(), makeApp()];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request(servers[i % 2]).get(url)),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(resizes).toBeLessThanOrEqual(2);
    const keys = await copies('race-2', '1000w');
    expect(keys).toHaveLength(1);
    expect(await sharp((await storage.read(keys[0]))!).metadata()).toMatchObject({ width: 1000 });
  });

  it('answers a byte range with 206, an unsatisfiable one with 416, and a stale If-Range with the whole file', async () => {
    const url = `/files/${SITE}/notes/readme.txt`;
    const part = await request(app).get(url).set('Range', 'bytes=6-10').expect(206);
    expect(part.text).toBe('notes');
    expect(part.headers['content-range']).toBe('bytes 6-10/27');
    expect(part.headers['content-length']).toBe('5');
    const tail = await request(app).get(url).set('Range', 'bytes=-8').expect(206);
    expect(tail.text).toBe('picture.');

    const refused = await request(app).get(url).set('Range', 'bytes=100-200').expect(416);
    expect(refused.headers['content-range']).toBe('bytes */27');

    const { headers } = await request(app).head(url).expect(200);
    expect(headers['accept-ranges']).toBe('bytes');
    const current = await request(app).get(url).set('Range', 'bytes=0-4').set('If-Range', headers.etag);
    expect(current.status).toBe(206);
    const stale = await request(app).get(url).set('Range', 'bytes=0-4').set('If-Range', '"old"');
    expect(stale.status).toBe(200);
    expect(stale.text).toBe('Plain notes, not a picture.');
  });

  it('answers 304 to If-Modified-Since at or after the Last-Modified it sent', async () => {
    const url = `/files/${SITE}/small/small-alpha.png`;
    const res = await request(app).get(url).expect(200);
    expect(res.headers['last-modified']).toBeDefined();
    await request(app).get(url).set('If-Modified-Since', res.headers['last-modified']).expect(304);
  });
});
