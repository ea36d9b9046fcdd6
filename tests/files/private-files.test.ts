// The public files route never hands out what a digital product sells; images stay public.
import request from 'supertest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { seedDemo } from '../../server/demo/seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-private-files-'));
  await seedDemo(db.knex, { dataDir });
  app = createApp({ db, config: testConfig({ dataDir }) });
}, 120_000);
afterAll(async () => {
  await db?.close();
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

  it('still serves images', async () => {
    const res = await request(app).get(await fileUrl('image'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
  });
});
