// A digital file is never readable without its order's token, from the disk or from S3: no address of the app or of the store hands it out.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  EBOOK_BYTES,
  ITEMS,
  SITE,
  placeOrder,
  seedOrderStore,
  tempDataDir,
} from '../commerce/orders-fixtures.js';
import { FILE_STORES, openFileStore, type TestFileStore } from './file-stores.js';

const FILE_URL = `/files/${SITE}/file-ebook/field-guide.pdf`;

describe.each(FILE_STORES)(`a digital product's file in the %s store (${testDatabaseKind()})`, (kind) => {
  let opened: TestFileStore | undefined;
  let db: Database | undefined;
  let app: Express;
  let link: string;

  beforeAll(async () => {
    opened = await openFileStore(kind);
    db = await createTestDatabase();
    const dataDir = tempDataDir();
    await seedOrderStore(db.knex, dataDir, { files: opened.storage });
    // The whole app, as `tessera serve` builds it, over this store.
    app = createApp({ db, config: testConfig({ dataDir, apiRateLimit: 10_000 }), files: opened.storage });
    const order = await placeOrder(app, [[ITEMS.ebook, 'EBOOK', 1]], `private-${kind}`);
    link = order.items[0].downloadUrl;
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await opened?.close();
  });

  it('is in the store, and its buyer gets it through the link, streamed by the server', async () => {
    expect((await opened!.storage.read(`files/${SITE}/file-ebook/field-guide.pdf`))?.toString()).toBe(
      EBOOK_BYTES,
    );
    const res = await request(app).get(link).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(Buffer.from(res.body as Buffer).toString()).toBe(EBOOK_BYTES);
  });

  it.each(['', '?format=original', '?format=100w', '?format=2500w'])(
    'is not served by the public files address%s',
    async (query) => {
      for (const method of ['get', 'head'] as const) {
        const res = await request(app)[method](`${FILE_URL}${query}`).set('Range', 'bytes=0-10');
        expect(res.status, `${method} ${query}`).toBe(404);
        expect(res.headers.location).toBeUndefined();
        expect(res.text ?? '').not.toContain('field guide');
      }
    },
  );

  it('is not served by the download link without its token, with a wrong one, or on another path', async () => {
    const [path, token] = link.split('?token=');
    // a token one character off: the last character swapped for another (a token may itself end in 'x')
    const wrong = token.slice(0, -1) + (token.endsWith('x') ? 'y' : 'x');
    for (const url of [path, `${path}?token=`, `${path}?token=${wrong}`, `${path}/?token=${token}x`]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).not.toContain('field guide');
    }
  });

  it('made no resized copy and left nothing public in the store', async () => {
    expect(await opened!.storage.list(`cache/images/${SITE}/file-ebook/`)).toEqual([]);
  });
});
