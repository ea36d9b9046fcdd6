// Digital downloads over HTTP, from the disk and from S3: the order's link per digital item streams the product's file to the buyer only.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { FILE_STORES, openFileStore, type TestFileStore } from '../files/file-stores.js';
import {
  EBOOK_BYTES,
  ITEMS,
  OTHER_HOST,
  newVisitor,
  placeOrder,
  signedInOwner,
  startOrderStore,
} from './orders-fixtures.js';

let db: Database;
let app: Express;
let order: {
  id: string;
  accessToken: string;
  items: { id: string; sku: string; downloadUrl: string | null }[];
};

describe.each(FILE_STORES)('digital downloads from the %s store', (kind) => {
  let opened: TestFileStore | undefined;
  beforeAll(async () => {
    opened = await openFileStore(kind);
    ({ db, app } = await startOrderStore(opened.storage));
    order = await placeOrder(
      app,
      [
        [ITEMS.ebook, 'EBOOK', 1],
        [ITEMS.mug, 'MUG', 1],
      ],
      'download-order',
    );
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await opened?.close();
  });

  const ebookItem = () => order.items.find((item) => item.sku === 'EBOOK')!;

  describe(`digital downloads (${testDatabaseKind()})`, () => {
    it('gives each digital item a link bound to the order, and physical items none', () => {
      expect(ebookItem().downloadUrl).toBe(
        `/commerce/downloads/${order.id}/${ebookItem().id}?token=${order.accessToken}`,
      );
      expect(order.items.find((item) => item.sku === 'MUG')!.downloadUrl).toBeNull();
    });

    it('streams the file as an attachment to whoever holds the link, never cached', async () => {
      const stranger = await newVisitor(app);
      const res = await stranger.send('GET', ebookItem().downloadUrl!);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename=field-guide.pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.from(res.body as Buffer).toString()).toBe(EBOOK_BYTES);
    });

    it('answers a byte range of the file, still only with the token', async () => {
      const visitor = await newVisitor(app);
      const part = await visitor.send('GET', ebookItem().downloadUrl!, { headers: { Range: 'bytes=0-7' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(part.body as Buffer).toString()).toBe(EBOOK_BYTES.slice(0, 8));
      expect(part.headers['content-range']).toBe(`bytes 0-7/${EBOOK_BYTES.length}`);
      const path = ebookItem().downloadUrl!.replace(/\?token=.*$/, '');
      expect((await visitor.send('GET', path, { headers: { Range: 'bytes=0-7' } })).status).toBe(404);
    });

    it('answers 404 for a wrong or missing token, another item, another website', async () => {
      const visitor = await newVisitor(app);
      const mug = order.items.find((item) => item.sku === 'MUG')!;
      const paths = [
        `/commerce/downloads/${order.id}/${ebookItem().id}?token=wrong`,
        `/commerce/downloads/${order.id}/${ebookItem().id}`,
        `/commerce/downloads/${order.id}/${mug.id}?token=${order.accessToken}`,
        `/commerce/downloads/no-such-order/${ebookItem().id}?token=${order.accessToken}`,
      ];
      for (const path of paths) {
        const res = await visitor.send('GET', path);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual({ error: 'not-found', message: 'That download was not found.' });
      }
      const elsewhere = await visitor.send('GET', ebookItem().downloadUrl!, {
        headers: { Host: OTHER_HOST },
      });
      expect(elsewhere.status).toBe(404);
    });

    it('keeps the file the order bought when the product later delivers another', async () => {
      await db.knex(TABLES.products).where({ id: ITEMS.ebook }).update({ digital_file_id: null });
      const res = await (await newVisitor(app)).send('GET', ebookItem().downloadUrl!);
      expect(res.status).toBe(200);
      await db.knex(TABLES.products).where({ id: ITEMS.ebook }).update({ digital_file_id: 'file-ebook' });
    });

    it('stops working once the order is refunded', async () => {
      const owner = await signedInOwner(app, db, 'owner@example.com', 1);
      expect((await owner.send('POST', `/api/owner/commerce/orders/${order.id}/refund`)).status).toBe(200);
      const res = await (await newVisitor(app)).send('GET', ebookItem().downloadUrl!);
      expect(res.status).toBe(404);
    });
  });
});
