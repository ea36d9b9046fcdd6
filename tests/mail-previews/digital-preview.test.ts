// The digital product composer preview (page type 210) over HTTP: a digital product's page with its download note and the confirmation mail's download section, for the owner only.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  EBOOK_BYTES,
  ITEMS,
  SITE,
  seedOrderStore,
  signedInOwner,
  tempDataDir,
} from '../commerce/orders-fixtures.js';
import { pageTypeOf } from '../members/member-browser.js';
import { reviewsApp } from '../reviews/reviews-app.js';

const preview = (id: string) => `/api/owner/digital-products/${id}/preview`;

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir);
  await db.knex(TABLES.contentItems).where({ website_id: SITE, id: ITEMS.ebook }).update({
    excerpt: 'Birds of the <shore> & marsh',
  });
  app = reviewsApp(db, dataDir);
  admin = await signedInOwner(app, db, 'admin@example.com', 1);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`digital product composer preview (${testDatabaseKind()})`, () => {
  it("shows the product page's download note and the delivery mail's download section, as page type 210", async () => {
    const res = await admin.send('GET', preview(ITEMS.ebook));
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.title).toBe('Field Guide');
    expect(body.price).toBe('$9.00');
    expect(body.file).toEqual({ filename: 'field-guide.pdf', sizeBytes: EBOOK_BYTES.length });
    expect(body.downloadNote).toBe(
      `A digital download: field-guide.pdf (${EBOOK_BYTES.length} bytes). After payment, the download link is on the order page and in the order confirmation mail.`,
    );
    expect(body.mailDownloads).toMatch(
      /^Your downloads:\n {2}Field Guide: http:\/\/\S+\/commerce\/downloads\/sample-order\//,
    );
    expect(body.mailSubject).toMatch(/^Your order #1001 from /);
    expect(pageTypeOf(body.document)).toBe(210);
    expect(body.document).toMatch(/<body class="[^"]*\bpage-type-210\b/);
    expect(body.document).toContain('<h1>Field Guide</h1>');
    expect(body.document).toContain('Birds of the &lt;shore&gt; &amp; marsh');
    expect(body.document).toContain('1 × Field Guide  $9.00');
  });

  it('says when no file is attached', async () => {
    await db
      .knex(TABLES.products)
      .where({ website_id: SITE, id: ITEMS.ebook })
      .update({ digital_file_id: null });
    const res = await admin.send('GET', preview(ITEMS.ebook));
    await db
      .knex(TABLES.products)
      .where({ website_id: SITE, id: ITEMS.ebook })
      .update({ digital_file_id: 'file-ebook' });
    expect(res.status).toBe(200);
    expect(res.body.file).toBeNull();
    expect(res.body.downloadNote).toContain('No file is attached yet');
  });

  it('answers 404 for a product that is not digital or not there, 401 to visitors', async () => {
    for (const id of [ITEMS.mug, 'no-such-product']) {
      const res = await admin.send('GET', preview(id));
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('No such digital product.');
    }
    expect((await new TestBrowser(app).send('GET', preview(ITEMS.ebook))).status).toBe(401);
  });
});
