// Checks storeImage: the original written where the router reads it, and the description it returns.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { storeImage } from './service.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/images/', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tessera-store-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('storeImage', () => {
  it('writes the original and describes it', async () => {
    const data = await readFile(join(FIXTURES, 'wide-gradient.jpg'));
    const stored = await storeImage({
      dataDir,
      websiteId: 'site-1',
      fileId: 'hero',
      filename: 'wide-gradient.jpg',
      data,
    });
    expect(stored).toEqual({
      fileId: 'hero',
      filename: 'wide-gradient.jpg',
      path: join(dataDir, 'files/site-1/hero/wide-gradient.jpg'),
      url: '/files/site-1/hero/wide-gradient.jpg',
      width: 2600,
      height: 1625,
      originalSize: '2600x1625',
      mime: 'image/jpeg',
      bytes: data.length,
    });
    expect((await readFile(stored.path)).equals(data)).toBe(true);
    expect(await readdir(join(dataDir, 'files/site-1/hero'))).toEqual(['wide-gradient.jpg']);
  });

  it('makes a new file id, a safe name with the real extension, and reports the size as shown', async () => {
    const data = await readFile(join(FIXTURES, 'rotated.jpg'));
    const stored = await storeImage({ dataDir, websiteId: 'site-1', filename: 'Holiday snap.png', data });
    expect(stored.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.filename).toBe('Holiday-snap.jpg');
    expect(stored.url).toBe(`/files/site-1/${stored.fileId}/Holiday-snap.jpg`);
    expect(stored.originalSize).toBe('200x300');
  });

  it('describes an SVG', async () => {
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>');
    const stored = await storeImage({ dataDir, websiteId: 'site-1', filename: 'logo.svg', data });
    expect(stored).toMatchObject({ originalSize: '120x40', mime: 'image/svg+xml' });
  });

  it('refuses a file that is not an image, writing nothing', async () => {
    const attempt = storeImage({
      dataDir,
      websiteId: 'site-2',
      filename: 'a.jpg',
      data: Buffer.from('hello'),
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('not an image'),
    });
    await expect(readdir(join(dataDir, 'files/site-2'))).rejects.toThrow();
  });

  it('refuses ids that could leave the website folder', async () => {
    const data = await readFile(join(FIXTURES, 'small-alpha.png'));
    for (const ids of [{ websiteId: '..' }, { websiteId: 'site-1', fileId: '../../x' }]) {
      const attempt = storeImage({ dataDir, ...ids, filename: 'a.png', data });
      await expect(attempt).rejects.toBeInstanceOf(HttpError);
    }
  });
});
