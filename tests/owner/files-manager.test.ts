// The file manager's owner API on the disk and on S3: upload (pictures through sharp), list and search, rename, where a file is used, delete (refused when in use, forced), API keys.
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../domain/file-rules.js';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { insertProduct, type SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { FILE_STORES, openFileStore, type TestFileStore } from '../files/file-stores.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { uploadAs } from './upload-as.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let files: FileStorage;
let owner: TestBrowser;
let png: Buffer;
let jpeg: Buffer;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(FILE_STORES)('the file manager with the %s store', (kind) => {
  let opened: TestFileStore | undefined;
  beforeAll(async () => {
    opened = await openFileStore(kind);
  });
  afterAll(() => opened?.close());

  setUpOwnerSuite(
    async (suite) => {
      ({ db, fixture, app, owner, files } = suite);
      png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f3a5f' } })
        .png()
        .toBuffer();
      jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e07a3f' } })
        .jpeg()
        .toBuffer();
    },
    { files: () => opened!.storage },
  );

  /** How many files of the fixture's website the store holds (one prefix each). */
  const storedCount = async () => {
    const keys = await files.list(`files/${fixture.websiteId}/`);
    return new Set(keys.map((key) => key.split('/')[2])).size;
  };

  const upload = async (data: Buffer, filename: string, contentType?: string) => {
    const res = await uploadAs(app, owner, { data, filename, contentType });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.file as {
      id: string;
      name: string;
      filename: string;
      url: string;
      imageId: string | null;
      mimeType: string;
      version: number;
    };
  };

  describe(`POST /api/owner/files (${testDatabaseKind()})`, () => {
    it('stores two pictures (sharp decides the format, size and colours) and a PDF, each at its own address', async () => {
      const before = await storedCount();
      const photo = await upload(jpeg, 'Harbour at dawn.jpg', 'image/jpeg');
      const mislabelled = await upload(png, 'Été 2024.jpg', 'image/jpeg');
      const pdf = await upload(PDF, 'Summer sale.pdf', 'application/pdf');

      expect(photo).toMatchObject({
        name: 'Harbour at dawn.jpg',
        filename: 'Harbour-at-dawn.jpg',
        mimeType: 'image/jpeg',
        isImage: true,
        width: 64,
        height: 48,
        size: jpeg.length,
        version: 1,
      });
      expect(photo.url).toBe(`/files/${fixture.websiteId}/${photo.id}/Harbour-at-dawn.jpg`);
      // A PNG named .jpg is stored as what it is; the name the owner gave stays as typed.
      expect(mislabelled).toMatchObject({
        name: 'Été 2024.jpg',
        filename: 'Ete-2024.png',
        mimeType: 'image/png',
      });
      expect(pdf).toMatchObject({
        name: 'Summer sale.pdf',
        filename: 'Summer-sale.pdf',
        mimeType: 'application/pdf',
        isImage: false,
        imageId: null,
        width: null,
      });
      expect(await storedCount()).toBe(before + 3);

      const image = await db.knex(TABLES.images).where({ id: photo.imageId }).first();
      expect(image).toMatchObject({ file_id: photo.id, original_width: 64, original_height: 48 });
      expect(image.color_data.centerAverage).toMatch(/^[0-9a-f]{6}$/);
      const row = await db.knex(TABLES.files).where({ id: pdf.id }).first();
      expect(row).toMatchObject({
        name: 'Summer sale.pdf',
        path: `files/${fixture.websiteId}/${pdf.id}/Summer-sale.pdf`,
      });
      const change = await db.knex(TABLES.ownerChanges).where({ entity: 'file', entity_id: pdf.id }).first();
      expect(change).toMatchObject({ action: 'upload', summary: 'Summer sale.pdf' });
      expect(change.actor).toMatch(/@example\.com$/);

      const served = await request(app).get(pdf.url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/application\/pdf/);
      expect(Buffer.from(served.body as Buffer).equals(PDF)).toBe(true);
      const resized = await request(app).get(`${photo.url}?format=100w`);
      expect(resized.status).toBe(200);
    });

    it('refuses a file over 20 MB with 413 and SPEC’s message, keeping nothing', async () => {
      const before = await storedCount();
      const big = Buffer.alloc(20_000_001, 0x20);
      const res = await uploadAs(app, owner, { data: big, filename: 'Catalogue.pdf' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'file-too-large',
        message: 'The file Catalogue.pdf is too large. The maximum allowed file size is 20 MB.',
      });
      expect(await storedCount()).toBe(before);
      expect(await db.knex(TABLES.files).where({ name: 'Catalogue.pdf' }).first()).toBeUndefined();
    });

    it('refuses a kind the file manager does not keep with 415 and SPEC’s message', async () => {
      const res = await uploadAs(app, owner, { data: Buffer.from('MZ'), filename: 'setup.exe' });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        error: 'unsupported-file',
        message: 'The file setup.exe does not appear to be a supported file.',
      });
    });

    it.each([
      ['a PNG cut short', () => png.subarray(0, 60)],
      ['text named .png', () => Buffer.from('not a picture at all')],
    ])('answers 422 "File processing failed" for %s and keeps no row and no bytes', async (_case, bytes) => {
      const before = await storedCount();
      const files = await db.knex(TABLES.files).count({ n: '*' }).first();
      const res = await uploadAs(app, owner, {
        data: bytes(),
        filename: 'broken.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'file-processing-failed', message: 'File processing failed' });
      expect(await storedCount()).toBe(before);
      expect(await db.knex(TABLES.files).count({ n: '*' }).first()).toEqual(files);
    });

    it('answers 400 naming the file field when there is no file, another field, or an empty file', async () => {
      const none = await owner.send('POST', '/api/owner/files', { body: { name: 'nothing' } });
      expect(none.status).toBe(400);
      expect(none.body.fields.file).toMatch(/^Choose a file to upload/);
      const elsewhere = await uploadAs(app, owner, { data: PDF, filename: 'a.pdf' }, 'upload');
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.fields).toEqual({ file: 'Send the file in the field "file".' });
      const empty = await uploadAs(app, owner, { data: Buffer.alloc(0), filename: 'empty.txt' });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual({ file: 'The file empty.txt is empty.' });
    });

    it('refuses an upload without the crumb (403), and a signed-out one (401)', async () => {
      const res = await request(app)
        .post('/api/owner/files')
        .set('Cookie', [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
        .attach('file', PDF, 'a.pdf');
      expect(res.status).toBe(403);
      const anonymous = await request(app).post('/api/owner/files').attach('file', PDF, 'a.pdf');
      expect([401, 403]).toContain(anonymous.status);
    });
  });

  describe('GET /api/owner/files', () => {
    it('lists newest first with the total, searches names case-insensitively, and filters pictures', async () => {
      const first = await upload(PDF, 'Price list 100% final.pdf');
      const second = await upload(png, 'price tag.png');
      const all = await owner.send('GET', '/api/owner/files?limit=2');
      expect(all.status).toBe(200);
      expect(all.body.files.map((file: { id: string }) => file.id)).toEqual([second.id, first.id]);
      expect(all.body.total).toBeGreaterThan(2);

      const search = await owner.send('GET', '/api/owner/files?q=PRICE');
      expect(search.body.files.map((file: { name: string }) => file.name)).toEqual([
        'price tag.png',
        'Price list 100% final.pdf',
      ]);
      expect(search.body.total).toBe(2);
      // '%' is a letter to search for, not a wildcard.
      const percent = await owner.send('GET', '/api/owner/files?q=100%25');
      expect(percent.body.files.map((file: { id: string }) => file.id)).toEqual([first.id]);
      const pictures = await owner.send('GET', '/api/owner/files?q=price&images=true');
      expect(pictures.body).toMatchObject({ total: 1, files: [{ id: second.id, isImage: true }] });
      const paged = await owner.send('GET', '/api/owner/files?q=price&limit=1&offset=1');
      expect(paged.body).toMatchObject({ total: 2, files: [{ id: first.id }] });
    });

    it('does not list a file a digital product delivers', async () => {
      const download = await upload(PDF, 'Pattern booklet.pdf');
      const productId = await insertProduct(db.knex, fixture.websiteId, fixture.shopCollectionId, {
        title: 'Pattern booklet',
        urlId: 'pattern-booklet',
        variants: [{ sku: 'BOOKLET', price: 900, unlimited: true }],
      });
      await db
        .knex(TABLES.products)
        .where({ id: productId })
        .update({ product_type: 2, digital_file_id: download.id });
      const res = await owner.send('GET', '/api/owner/files?q=booklet');
      expect(res.body).toEqual({ files: [], total: 0, maxFileBytes: MAX_FILE_BYTES });

      const refused = await owner.send('DELETE', `/api/owner/files/${download.id}?force=true`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 'file-delivered',
        message:
          'This file is what Pattern booklet delivers to buyers, so it cannot be deleted. Give the product another file first.',
      });
      expect(await db.knex(TABLES.files).where({ id: download.id }).first()).toBeDefined();
    });

    it('answers 400 with the field for a bad query', async () => {
      const res = await owner.send('GET', '/api/owner/files?limit=0');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Update the missing or invalid information above.');
      expect(Object.keys(res.body.fields)).toEqual(['limit']);
    });
  });

  describe('PATCH /api/owner/files/{id}', () => {
    it('renames the file and keeps its address', async () => {
      const file = await upload(jpeg, 'IMG_2041.jpg');
      const res = await owner.send('PATCH', `/api/owner/files/${file.id}`, {
        body: { name: '  Boats in the harbour.jpg ' },
        headers: { 'If-Match': '1' },
      });
      expect(res.status).toBe(200);
      expect(res.body.file).toMatchObject({
        id: file.id,
        name: 'Boats in the harbour.jpg',
        url: file.url,
        version: 2,
      });
      expect(res.body.file.updatedBy).toMatch(/@example\.com$/);
      expect((await request(app).get(file.url)).status).toBe(200);

      const stale = await owner.send('PATCH', `/api/owner/files/${file.id}`, {
        body: { name: 'Older tab.jpg' },
        headers: { 'If-Match': '1' },
      });
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ error: 'version-conflict', currentVersion: 2 });
      expect((await db.knex(TABLES.files).where({ id: file.id }).first()).name).toBe(
        'Boats in the harbour.jpg',
      );
    });

    it('refuses a blank name with SPEC’s message, and an unknown file with 404', async () => {
      const file = await upload(PDF, 'Menu.pdf');
      const blank = await owner.send('PATCH', `/api/owner/files/${file.id}`, { body: { name: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({
        error: 'invalid-input',
        message: 'Update the missing or invalid information above.',
        fields: { name: 'Please enter a file name.' },
      });
      const missing = await owner.send('PATCH', '/api/owner/files/no-such-file', { body: { name: 'x.pdf' } });
      expect(missing.status).toBe(404);
    });
  });

  describe('GET and DELETE /api/owner/files/{id}', () => {
    it('names the places a picture is used, refuses to delete it (409), and deletes it with force', async () => {
      const picture = await upload(jpeg, 'Summer banner.jpg');
      const [page] = await db
        .knex(TABLES.pages)
        .insert({
          website_id: fixture.websiteId,
          url_id: 'summer',
          page_type: 2,
          title: 'Summer',
          content: {
            blocks: [
              { type: 'heading', text: 'Summer at the harbour' },
              { type: 'image', imageId: picture.imageId, caption: 'The banner' },
            ],
          },
        })
        .returning('id');
      const [lookbook] = await db
        .knex(TABLES.pages)
        .insert({
          website_id: fixture.websiteId,
          url_id: 'lookbook',
          page_type: 2,
          title: 'Lookbook',
          content: { blocks: [{ type: 'gallery', imageIds: [fixture.products.basket, picture.imageId] }] },
        })
        .returning('id');
      const journal = await db
        .knex(TABLES.collections)
        .where({ website_id: fixture.websiteId, url_id: 'journal' })
        .first();
      const [post] = await db
        .knex(TABLES.contentItems)
        .insert({
          website_id: fixture.websiteId,
          collection_id: journal.id,
          record_type: 1,
          url_id: 'summer-opening',
          title: 'Summer opening',
          main_image_id: picture.imageId,
          published_at: new Date(Date.now() - 60_000),
        })
        .returning('id');
      await db
        .knex(TABLES.collections)
        .where({ id: journal.id })
        .update({ settings: { coverImageId: picture.imageId } });

      const shown = await visitorGet(app, '/summer');
      expect(shown.status).toBe(200);
      expect(shown.text).toContain(picture.url);

      const detail = await owner.send('GET', `/api/owner/files/${picture.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.file.id).toBe(picture.id);
      expect(detail.body.usedBy).toEqual([
        { kind: 'page', id: lookbook.id, title: 'Lookbook', fullUrl: '/lookbook' },
        { kind: 'page', id: page.id, title: 'Summer', fullUrl: '/summer' },
        { kind: 'collection', id: journal.id, title: 'Journal', fullUrl: '/blog' },
        { kind: 'item', id: post.id, title: 'Summer opening', fullUrl: '/blog/summer-opening' },
      ]);

      const refused = await owner.send('DELETE', `/api/owner/files/${picture.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 'file-in-use',
        message:
          'This file is used on Lookbook (page), Summer (page), Journal (collection) and Summer opening (item).',
        usedBy: detail.body.usedBy,
      });
      expect(await db.knex(TABLES.files).where({ id: picture.id }).first()).toBeDefined();

      const forced = await owner.send('DELETE', `/api/owner/files/${picture.id}?force=true`);
      expect(forced.status).toBe(204);
      expect(await db.knex(TABLES.files).where({ id: picture.id }).first()).toBeUndefined();
      expect(await db.knex(TABLES.images).where({ id: picture.imageId }).first()).toBeUndefined();
      expect((await db.knex(TABLES.contentItems).where({ id: post.id }).first()).main_image_id).toBeNull();
      expect((await db.knex(TABLES.collections).where({ id: journal.id }).first()).settings).toEqual({});
      expect(await files.list(`files/${fixture.websiteId}/${picture.id}/`)).toEqual([]);
      expect(await files.list(`cache/images/${fixture.websiteId}/${picture.id}/`)).toEqual([]);
      expect((await request(app).get(picture.url)).status).toBe(404);

      const after = await visitorGet(app, '/summer');
      expect(after.status).toBe(200);
      expect(after.text).toContain('Summer at the harbour');
      expect(after.text).not.toContain(picture.url);
      expect((await visitorGet(app, '/lookbook')).status).toBe(200);
      expect((await visitorGet(app, '/blog/summer-opening')).status).toBe(200);
      const change = await db
        .knex(TABLES.ownerChanges)
        .where({ entity_id: picture.id, action: 'delete' })
        .first();
      expect(change.summary).toBe(
        'Summer banner.jpg (was used on Lookbook (page), Summer (page), Journal (collection) and Summer opening (item))',
      );
    });

    it('counts a picture a page uses only in its draft, in a section column or as a section background', async () => {
      const block = await upload(jpeg, 'Draft block.jpg');
      const background = await upload(png, 'Draft background.png');
      const section = (imageId: string | null, backgroundImageId: string | null) => ({
        id: 's1',
        background:
          backgroundImageId === null
            ? { kind: 'none' }
            : { kind: 'image', imageId: backgroundImageId, focalPoint: { x: 0.5, y: 0.5 } },
        padding: 'medium',
        width: 'contained',
        columns: [{ blocks: imageId === null ? [] : [{ id: 'b1', type: 'image', imageId, caption: '' }] }],
      });
      const [draft] = await db
        .knex(TABLES.pages)
        .insert({
          website_id: fixture.websiteId,
          url_id: 'autumn',
          page_type: 2,
          title: 'Autumn',
          content: { blocks: [] },
          draft_content: { sections: [section(block.imageId, background.imageId)] },
        })
        .returning('id');
      const use = { kind: 'page', id: draft.id, title: 'Autumn', fullUrl: '/autumn' };
      for (const picture of [block, background]) {
        expect((await owner.send('GET', `/api/owner/files/${picture.id}`)).body.usedBy).toEqual([use]);
        expect((await owner.send('DELETE', `/api/owner/files/${picture.id}`)).status).toBe(409);
      }
    });

    it('deletes an unused file at once, and answers 404 for one that is gone', async () => {
      const file = await upload(PDF, 'Old flyer.pdf');
      expect((await owner.send('GET', `/api/owner/files/${file.id}`)).body.usedBy).toEqual([]);
      expect((await owner.send('DELETE', `/api/owner/files/${file.id}`)).status).toBe(204);
      expect(await files.list(`files/${fixture.websiteId}/${file.id}/`)).toEqual([]);
      expect((await owner.send('DELETE', `/api/owner/files/${file.id}`)).status).toBe(404);
      expect((await owner.send('GET', `/api/owner/files/${file.id}`)).status).toBe(404);
    });

    it('names a product whose variant shows the picture as a product', async () => {
      const picture = await upload(png, 'Apron blue.png');
      await db
        .knex(TABLES.productVariants)
        .where({ website_id: fixture.websiteId, product_id: fixture.products.apron })
        .update({ main_image_id: picture.imageId });
      const detail = await owner.send('GET', `/api/owner/files/${picture.id}`);
      expect(detail.body.usedBy).toHaveLength(1);
      expect(detail.body.usedBy[0]).toMatchObject({ kind: 'product', id: fixture.products.apron });
      expect(detail.body.usedBy[0].fullUrl).toMatch(/^\/shop\/p\//);
    });
  });

  describe('who may use the file manager', () => {
    it('lets a files:write key upload without a crumb, and a files:read key only read', async () => {
      const writer = await createApiKey(db.knex, {
        websiteId: fixture.websiteId,
        name: 'uploader',
        scopes: ['files:write'],
        createdByAccountId: null,
      });
      const reader = await createApiKey(db.knex, {
        websiteId: fixture.websiteId,
        name: 'reader',
        scopes: ['files:read'],
        createdByAccountId: null,
      });
      const uploaded = await request(app)
        .post('/api/owner/files')
        .set('Authorization', `Bearer ${writer.key}`)
        .attach('file', PDF, 'From a script.pdf');
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.file).toMatchObject({ name: 'From a script.pdf', updatedBy: null });
      const change = await db.knex(TABLES.ownerChanges).where({ entity_id: uploaded.body.file.id }).first();
      expect(change).toMatchObject({ actor: 'API key', api_key_id: writer.apiKey.id });

      const refused = await request(app)
        .post('/api/owner/files')
        .set('Authorization', `Bearer ${reader.key}`)
        .attach('file', PDF, 'Not allowed.pdf');
      expect(refused.status).toBe(403);
      const listed = await request(app).get('/api/owner/files').set('Authorization', `Bearer ${reader.key}`);
      expect(listed.status).toBe(200);
    });

    it('lets a viewer list files but not upload, rename or delete them', async () => {
      const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
      expect((await viewer.send('GET', '/api/owner/files')).status).toBe(200);
      expect((await uploadAs(app, viewer, { data: PDF, filename: 'x.pdf' })).status).toBe(403);
      const file = await upload(PDF, 'Kept.pdf');
      expect(
        (await viewer.send('PATCH', `/api/owner/files/${file.id}`, { body: { name: 'y.pdf' } })).status,
      ).toBe(403);
      expect((await viewer.send('DELETE', `/api/owner/files/${file.id}`)).status).toBe(403);
    });
  });
});
