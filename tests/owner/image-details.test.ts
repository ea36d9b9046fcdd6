// A picture's alt text (asked at upload, changed later) and focal point through the owner API, the upload limit the list states, and the live page's alt (issue 30).
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../domain/file-rules.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, visitorGet } from './owner-app.js';
import { uploadAs } from './upload-as.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let jpeg: Buffer;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
});

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e07a3f' } })
    .jpeg()
    .toBuffer();
});

/** Uploads as the editor does, with the alt text typed beside the file. */
function uploadWithAlt(filename: string, altText: string) {
  const cookie = [...owner.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  return request(app)
    .post('/api/owner/files')
    .set('Accept', 'application/json')
    .set('Cookie', cookie)
    .set(owner.changeHeaders())
    .field('altText', altText)
    .attach('file', jpeg, { filename, contentType: 'image/jpeg' });
}

describe(`a picture's alt text and focal point (${testDatabaseKind()})`, () => {
  it('keeps the alt text given at upload, and shows it with a centred focal point', async () => {
    const res = await uploadWithAlt('IMG_2041.jpg', '  Two fishing boats at the quay ');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.file).toMatchObject({
      altText: 'Two fishing boats at the quay',
      focalPoint: { x: 0.5, y: 0.5 },
    });
    const row = await db.knex(TABLES.images).where({ id: res.body.file.imageId }).first();
    expect(row.alt_text).toBe('Two fishing boats at the quay');
  });

  it('uploads without alt text as empty alt text, and a document has none', async () => {
    const picture = await uploadAs(app, owner, {
      data: jpeg,
      filename: 'DSC0001.jpg',
      contentType: 'image/jpeg',
    });
    expect(picture.body.file).toMatchObject({ altText: '' });
    const pdf = await uploadAs(app, owner, { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'menu.pdf' });
    expect(pdf.body.file).toMatchObject({ altText: null, focalPoint: null });
  });

  it('refuses alt text over 1,000 characters at upload, keeping nothing', async () => {
    const before = await db
      .knex(TABLES.files)
      .where({ website_id: fixture.websiteId })
      .count({ n: '*' })
      .first();
    const res = await uploadWithAlt('long.jpg', 'a'.repeat(1001));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ altText: 'Alt text has at most 1000 characters.' });
    const after = await db
      .knex(TABLES.files)
      .where({ website_id: fixture.websiteId })
      .count({ n: '*' })
      .first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('sets alt text and a focal point with PATCH, keeping the name, and records who did it', async () => {
    const uploaded = (
      await uploadAs(app, owner, { data: jpeg, filename: 'beach.jpg', contentType: 'image/jpeg' })
    ).body.file;
    const res = await owner.send('PATCH', `/api/owner/files/${uploaded.id}`, {
      body: { altText: 'Dunes at low tide', focalPoint: { x: 0.25, y: 0.8 } },
      headers: { 'If-Match': String(uploaded.version) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.file).toMatchObject({
      name: 'beach.jpg',
      altText: 'Dunes at low tide',
      focalPoint: { x: 0.25, y: 0.8 },
      version: uploaded.version + 1,
    });
    const change = await db
      .knex(TABLES.ownerChanges)
      .where({ entity: 'file', entity_id: uploaded.id, action: 'update' });
    expect(change).toHaveLength(1);
  });

  it('refuses a focal point outside the picture, and alt text on a document', async () => {
    const picture = (await uploadAs(app, owner, { data: jpeg, filename: 'x.jpg', contentType: 'image/jpeg' }))
      .body.file;
    const outside = await owner.send('PATCH', `/api/owner/files/${picture.id}`, {
      body: { focalPoint: { x: 1.5, y: 0.5 } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({ 'focalPoint.x': 'A focal point is two numbers from 0 to 1.' });
    const pdf = (await uploadAs(app, owner, { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'list.pdf' }))
      .body.file;
    const alt = await owner.send('PATCH', `/api/owner/files/${pdf.id}`, { body: { altText: 'A list' } });
    expect(alt.status).toBe(400);
    expect(alt.body.fields).toEqual({ altText: 'Only pictures have alt text and a focal point.' });
    const nothing = await owner.send('PATCH', `/api/owner/files/${picture.id}`, { body: {} });
    expect(nothing.status).toBe(400);
  });

  it('states the largest upload with the file list', async () => {
    const res = await owner.send('GET', '/api/owner/files?limit=1');
    expect(res.status).toBe(200);
    expect(res.body.maxFileBytes).toBe(MAX_FILE_BYTES);
  });

  it('shows the saved alt text on the live page, and never the file name when there is none', async () => {
    const named = (await uploadWithAlt('IMG_3001.jpg', 'A red door')).body.file;
    const unnamed = (
      await uploadAs(app, owner, { data: jpeg, filename: 'IMG_3002.jpg', contentType: 'image/jpeg' })
    ).body.file;
    const page = await owner.send('POST', '/api/owner/pages', { body: { title: 'Doors', urlSlug: 'doors' } });
    expect(page.status).toBe(201);
    const saved = await owner.send('PATCH', `/api/owner/pages/${page.body.page.id}`, {
      body: {
        blocks: [
          { type: 'image', imageId: named.imageId },
          { type: 'image', imageId: unnamed.imageId },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await owner.send('POST', `/api/owner/pages/${page.body.page.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const live = await visitorGet(app, '/doors');
    expect(live.status).toBe(200);
    expect(live.text).toContain('alt="A red door"');
    expect(live.text).not.toMatch(/alt="IMG_3002/);
    expect(live.text).toMatch(/data-image-focal-point="0.5,0.5" alt=""/);
  });

  it('cuts an image block to its crop preset, marks each block with its id, and keeps the focal point for the crop', async () => {
    const picture = (await uploadWithAlt('IMG_3003.jpg', 'A blue boat')).body.file;
    await owner.send('PATCH', `/api/owner/files/${picture.id}`, { body: { focalPoint: { x: 0.2, y: 0.9 } } });
    const page = await owner.send('POST', '/api/owner/pages', { body: { title: 'Boats', urlSlug: 'boats' } });
    const saved = await owner.send('PATCH', `/api/owner/pages/${page.body.page.id}`, {
      body: {
        blocks: [
          { id: 'intro', type: 'heading', text: 'Boats' },
          { id: 'boat', type: 'image', imageId: picture.imageId, crop: 'square' },
          { id: 'wide', type: 'image', imageId: picture.imageId, crop: '16:9' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.page.blocks[1]).toMatchObject({ crop: 'square' });
    const published = await owner.send('POST', `/api/owner/pages/${page.body.page.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const live = await visitorGet(app, '/boats');
    expect(live.text).toContain(
      '<div class="page-block" data-block-id="intro"><h2 class="block block--heading">Boats</h2>',
    );
    expect(live.text).toContain(
      '<div class="page-block" data-block-id="boat"><figure class="block block--image block--crop-square">',
    );
    expect(live.text).toContain('<figure class="block block--image block--crop-16-9">');
    expect(live.text).toContain('data-image-focal-point="0.2,0.9" alt="A blue boat"');
    const refused = await owner.send('PATCH', `/api/owner/pages/${page.body.page.id}`, {
      body: { blocks: [{ type: 'image', imageId: picture.imageId, crop: 'circle' }] },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['blocks.0.crop']);
  });
});
