// Checks storeImage and storeFile on the disk and on S3: the original written where the router reads it, and what they return.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/http-error.js';
import { storeImage } from '../../server/files/service.js';
import { removeStoredFile, storeFile } from '../../server/files/store-file.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { FILE_STORES, openFileStore, type TestFileStore } from './file-stores.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));

describe.each(FILE_STORES)('storing files in the %s store', (kind) => {
  let opened: TestFileStore;
  let storage: FileStorage;
  beforeAll(async () => {
    opened = await openFileStore(kind);
    storage = opened.storage;
  });
  afterAll(() => opened?.close());

  it('writes the original and describes it', async () => {
    const data = await readFile(join(FIXTURES, 'wide-gradient.jpg'));
    const stored = await storeImage({
      storage,
      websiteId: 'site-1',
      fileId: 'hero',
      filename: 'wide-gradient.jpg',
      data,
    });
    expect(stored).toEqual({
      fileId: 'hero',
      filename: 'wide-gradient.jpg',
      key: 'files/site-1/hero/wide-gradient.jpg',
      url: '/files/site-1/hero/wide-gradient.jpg',
      width: 2600,
      height: 1625,
      originalSize: '2600x1625',
      mime: 'image/jpeg',
      bytes: data.length,
    });
    expect((await storage.read(stored.key))?.equals(data)).toBe(true);
    expect(await storage.list('files/site-1/hero/')).toEqual(['files/site-1/hero/wide-gradient.jpg']);
  });

  it('makes a new file id, a safe name with the real extension, and reports the size as shown', async () => {
    const data = await readFile(join(FIXTURES, 'rotated.jpg'));
    const stored = await storeImage({ storage, websiteId: 'site-1', filename: 'Holiday snap.png', data });
    expect(stored.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.filename).toBe('Holiday-snap.jpg');
    expect(stored.url).toBe(`/files/site-1/${stored.fileId}/Holiday-snap.jpg`);
    expect(stored.originalSize).toBe('200x300');
  });

  it('describes an SVG', async () => {
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>');
    const stored = await storeImage({ storage, websiteId: 'site-1', filename: 'logo.svg', data });
    expect(stored).toMatchObject({ originalSize: '120x40', mime: 'image/svg+xml' });
  });

  it('refuses a file that is not an image, writing nothing', async () => {
    const attempt = storeImage({
      storage,
      websiteId: 'site-2',
      filename: 'a.jpg',
      data: Buffer.from('hello'),
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('not an image'),
    });
    expect(await storage.list('files/site-2/')).toEqual([]);
  });

  it('refuses ids that could leave the website folder', async () => {
    const data = await readFile(join(FIXTURES, 'small-alpha.png'));
    for (const ids of [{ websiteId: '..' }, { websiteId: 'site-1', fileId: '../../x' }]) {
      const attempt = storeImage({ storage, ...ids, filename: 'a.png', data });
      await expect(attempt).rejects.toBeInstanceOf(HttpError);
    }
  });

  it('stores another kind of file as it is, and removes a file with its resized copies only', async () => {
    const stored = await storeFile({
      storage,
      websiteId: 'site-3',
      fileId: 'doc',
      filename: 'Price list.PDF',
      extensions: ['pdf'],
      data: Buffer.from('%PDF-1.4'),
    });
    expect(stored).toEqual({
      fileId: 'doc',
      filename: 'Price-list.PDF',
      key: 'files/site-3/doc/Price-list.PDF',
      url: '/files/site-3/doc/Price-list.PDF',
      bytes: 8,
    });
    await storage.put('cache/images/site-3/doc/100w/t/Price-list.PDF', Buffer.from('copy'));
    await storage.put('files/site-3/doc2/other.pdf', Buffer.from('other'));
    await removeStoredFile(storage, { websiteId: 'site-3', fileId: 'doc', filename: 'Price-list.PDF' });
    expect(await storage.list('files/site-3/doc/')).toEqual([]);
    expect(await storage.list('cache/images/site-3/')).toEqual([]);
    expect(await storage.list('files/site-3/doc2/')).toEqual(['files/site-3/doc2/other.pdf']);
  });
});
