// The demo seeded into the disk and into S3: the public files route never hands out what a digital product sells; images stay public, resized from the store.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { seedDemo } from '../../server/demo/seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { FILE_STORES, openFileStore, type TestFileStore } from './file-stores.js';

let db: Database;
let app: Express;

describe.each(FILE_STORES)('the demo in the %s store', (kind) => {
  let opened: TestFileStore | undefined;
  beforeAll(async () => {
    opened = await openFileStore(kind);
    db = await createTestDatabase();
    const { dataDir, storage } = opened;
    await seedDemo(db.knex, { dataDir, storage });
    app = createApp({ db, config: testConfig({ dataDir }), files: storage });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await opened?.close();
  });

  async function fileUrl(where: 'digital' | 'image'): Promise<string> {
    const query = db.knex(`${TABLES.files} as f`).select('f.website_id', 'f.id', 'f.filename');
    const row =
      where === 'digital'
        ? await query
            .join(`${TABLES.products} as p`, function () {
              this.on('p.website_id', 'f.website_id').andOn('p.digital_file_id', 'f.id');
            })
            .first()
        : await query
            .join(`${TABLES.images} as i`, function () {
              this.on('i.website_id', 'f.website_id').andOn('i.file_id', 'f.id');
            })
            // A raster picture, which has resized copies (an SVG is sent as it is at every width).
            .whereNot('f.mime_type', 'image/svg+xml')
            .first();
    expect(row, `the demo has a ${where} file`).toBeDefined();
    return `/files/${row.website_id}/${row.id}/${row.filename}`;
  }

  describe(`private files (${testDatabaseKind()})`, () => {
    it('answers 404 for a digital product’s file, as for a file that does not exist', async () => {
      const res = await request(app).get(await fileUrl('digital'));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No such file.');
    });

    it('still serves images, and resized copies made from the store', async () => {
      const url = await fileUrl('image');
      const res = await request(app).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      const [, , websiteId, fileId] = url.split('/');
      expect(await opened!.storage.list(`files/${websiteId}/${fileId}/`)).toHaveLength(1);
      expect((await request(app).get(`${url}?format=100w`)).status).toBe(200);
      expect(await opened!.storage.list(`cache/images/${websiteId}/${fileId}/100w/`)).toHaveLength(1);
    });
  });
});
