// Importing the WordPress Theme Unit Test data (fixtures/imports/themeunittestdata.wordpress.xml, GPL) through the editor's API: previewed, imported in the background, every post, page, category, tag, comment and menu item accounted for in the report, each old permalink answering (a page or a redirect), and a second run making nothing twice.
import { readFileSync } from 'node:fs';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ImportView } from '../../domain/owner-api/imports.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { readWxr } from '../../server/imports/wxr/wxr-read.js';
import type { TestBrowser } from '../security/test-browser.js';
import { finishedImport } from './finished-import.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import { uploadAs } from '../owner/upload-as.js';

const XML = readFileSync(new URL('../../fixtures/imports/themeunittestdata.wordpress.xml', import.meta.url));
const site = readWxr(XML.toString('utf8'));

let app: Express;
let db: Database;
let owner: TestBrowser;
let websiteId: string;

setUpOwnerSuite((suite) => {
  ({ app, owner, db } = suite);
  websiteId = suite.fixture.websiteId;
});

const upload = (path: string) =>
  uploadAs(
    app,
    owner,
    { data: XML, filename: 'themeunittestdata.wordpress.xml', contentType: 'text/xml' },
    'file',
    path,
  );

const finished = (id: string) => finishedImport(owner, id);

const itemsOf = (type: string) => site.items.filter((item) => item.type === type);

describe(`importing the WordPress theme unit test data (${testDatabaseKind()})`, () => {
  let view: ImportView;

  it('previews what the file holds without writing anything', async () => {
    const res = await upload('/api/owner/imports/preview');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe('wxr');
    expect(res.body.counts).toEqual({
      posts: itemsOf('post').length,
      pages: itemsOf('page').length,
      categories: expect.any(Number),
      tags: expect.any(Number),
      authors: 2,
      comments: site.items.reduce((sum, item) => sum + item.comments.length, 0),
      attachments: itemsOf('attachment').length,
      menuItems: itemsOf('nav_menu_item').length,
    });
    const imports = await db.knex(TABLES.imports).where({ website_id: websiteId }).count({ n: '*' });
    expect(Number(imports[0]!.n)).toBe(0);
  });

  it('imports in the background and accounts for every post, page, category, tag, comment and menu item', async () => {
    const started = await upload('/api/owner/imports');
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    view = await finished(started.body.import.id);
    expect(view.state, JSON.stringify(view.error)).toBe('done');
    expect(view.progress).toBe(view.total);
    const report = view.report!;
    const sources = (type: string) =>
      new Set(report.entries.filter((entry) => entry.type === type).map((entry) => entry.source));
    expect(sources('post')).toEqual(new Set(itemsOf('post').map((item) => item.id)));
    expect(sources('page')).toEqual(new Set(itemsOf('page').map((item) => item.id)));
    expect(sources('menu-item')).toEqual(new Set(itemsOf('nav_menu_item').map((item) => item.id)));
    expect(sources('comment')).toEqual(
      new Set(site.items.flatMap((item) => item.comments.map((comment) => comment.id))),
    );
    const terms = (taxonomy: string) =>
      new Set([
        ...site.terms.filter((term) => term.taxonomy === taxonomy).map((term) => term.slug),
        ...site.items.flatMap((item) =>
          item.terms.filter((term) => term.domain === taxonomy).map((term) => term.slug),
        ),
      ]);
    expect(sources('category')).toEqual(terms('category'));
    expect(sources('tag')).toEqual(terms('post_tag'));
    // Nothing failed; what was skipped says why.
    expect(report.entries.filter((entry) => entry.outcome === 'failed')).toEqual([]);
    for (const entry of report.entries.filter((one) => one.outcome === 'skipped'))
      expect(entry.reason).toBeTruthy();
    expect(report.counts.post).toMatchObject({
      found: itemsOf('post').length,
      imported: itemsOf('post').length,
    });
    expect(report.counts.page).toMatchObject({
      found: itemsOf('page').length,
      imported: itemsOf('page').length,
    });
    // No internet here: each attachment is listed with why it was not fetched.
    expect(report.files).toHaveLength(itemsOf('attachment').length);
    expect(report.redirectsAdded).toBeGreaterThan(50);
  }, 120_000);

  it('answers every old permalink of a post or page with its page or a redirect to it', async () => {
    const visit = (path: string) => request(app).get(path).set('Host', SITE_HOST).set('Accept', 'text/html');
    const published = site.items.filter(
      (item) => (item.type === 'post' || item.type === 'page') && item.status === 'publish',
    );
    expect(published.length).toBeGreaterThan(50);
    for (const item of [...itemsOf('post'), ...itemsOf('page')]) {
      const path = new URL(item.link).pathname;
      const res = await visit(path);
      expect([200, 301], `${path}: ${res.status}`).toContain(res.status);
      if (res.status === 301 && item.status === 'publish') {
        const landed = await visit(res.headers.location as string);
        expect(landed.status, `${path} → ${res.headers.location}`).toBe(200);
        const escaped = item.title.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        expect(landed.text).toContain(escaped.slice(0, 20));
      }
    }
  }, 120_000);

  it('turns Gutenberg and classic HTML into blocks, and keeps what has no block as HTML', async () => {
    const page = await db
      .knex(TABLES.pages)
      .where({ website_id: websiteId, title: 'Page Markup And Formatting' })
      .first('content');
    const blocks = (typeof page.content === 'string' ? JSON.parse(page.content) : page.content).blocks as {
      type: string;
    }[];
    const types = new Set(blocks.map((block) => block.type));
    expect(types).toContain('heading');
    expect(types).toContain('text');
    expect(blocks.length).toBeGreaterThan(5);
  });

  it('makes nothing twice when run again', async () => {
    const count = async (table: string) =>
      Number((await db.knex(table).where({ website_id: websiteId }).count({ n: '*' }))[0]!.n);
    const before = [
      await count(TABLES.contentItems),
      await count(TABLES.pages),
      await count(TABLES.comments),
    ];
    const started = await upload('/api/owner/imports');
    const again = await finished(started.body.import.id);
    expect(again.state).toBe('done');
    const posts = itemsOf('post').length;
    expect(again.report!.counts.post).toMatchObject({ found: posts, imported: 0, updated: posts });
    expect(again.report!.redirectsAdded).toBe(0);
    expect([
      await count(TABLES.contentItems),
      await count(TABLES.pages),
      await count(TABLES.comments),
    ]).toEqual(before);
  }, 120_000);
});
