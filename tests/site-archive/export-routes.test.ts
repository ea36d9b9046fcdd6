// Settings > Export through the owner API: an export started (202), followed to `done`, listed, its archive downloaded as a zip named after the site with the website's pages in it; another website's export is not found; roles without settings cannot start one.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ExportView } from '../../domain/owner-api/exports.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { readArchiveZip } from '../../server/site-archive/archive-zip.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';

let app: Express;
let owner: TestBrowser;
let db: Database;
let websiteId: string;
let otherWebsiteId: string;

setUpOwnerSuite((suite) => {
  ({ app, owner, db } = suite);
  ({ websiteId, otherWebsiteId } = suite.fixture);
});

/** Waits for the export to end, as the editor's screen does (it asks again until the state is final). */
async function finished(browser: TestBrowser, id: string): Promise<ExportView> {
  for (;;) {
    const res = await browser.send('GET', `/api/owner/exports/${id}`);
    expect(res.status).toBe(200);
    const view = res.body.export as ExportView;
    if (view.state !== 'running') return view;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe(`website exports in the owner API (${testDatabaseKind()})`, () => {
  it('exports in the background, then serves the archive for download', async () => {
    const started = await owner.send('POST', '/api/owner/exports');
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const view = await finished(owner, started.body.export.id);
    expect(view.state, String(view.error)).toBe('done');
    expect(view.progress).toBe(view.total);
    expect(view.sizeBytes).toBeGreaterThan(0);
    const hours = (Date.parse(view.expiresAt!) - Date.parse(view.finishedAt!)) / 3_600_000;
    expect(Math.round(hours)).toBe(24);

    const list = await owner.send('GET', '/api/owner/exports');
    expect(list.body.exports.map((item: ExportView) => item.id)).toContain(view.id);

    const download = await request(app)
      .get(`/api/owner/exports/${view.id}/archive`)
      .set('Cookie', owner.cookieHeader())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="?harbor-pine-\d{4}-\d{2}-\d{2}\.zip"?/,
    );
    const entries = await readArchiveZip(download.body as Buffer);
    const pages = JSON.parse(entries.get('data/pages.json')!.toString('utf8')) as { url_id: string }[];
    const expected = (await db
      .knex(TABLES.pages)
      .where({ website_id: websiteId })
      .pluck('url_id')) as string[];
    expect(pages.map((page) => page.url_id).sort()).toEqual(expected.sort());
  });

  it('does not show another website’s export', async () => {
    const [row] = (await db
      .knex(TABLES.websiteExports)
      .insert({ website_id: otherWebsiteId, state: 'done', file_key: `exports/${otherWebsiteId}/x.zip` })
      .returning('id')) as { id: string }[];
    expect((await owner.send('GET', `/api/owner/exports/${row!.id}`)).status).toBe(404);
    expect((await owner.send('GET', `/api/owner/exports/${row!.id}/archive`)).status).toBe(404);
    const list = await owner.send('GET', '/api/owner/exports');
    expect(list.body.exports.map((item: ExportView) => item.id)).not.toContain(row!.id);
  });

  it('answers 404 for an unknown export and refuses a visitor', async () => {
    expect((await owner.send('GET', '/api/owner/exports/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await request(app).get('/api/owner/exports')).status).toBe(401);
  });
});
