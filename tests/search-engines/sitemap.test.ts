// /sitemap.xml over HTTP: every public page, post, event, product and gallery item with its last change, none of what visitors cannot open or search engines must not index, valid against the sitemaps.org schema, split under an index past the limit.
import type { Express } from 'express';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { siteApp } from '../site/site-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  LISTED_PATHS,
  seedSearchSite,
  UNLISTED_PATHS,
  type SearchFixture,
} from './search-engines-fixture.js';
import { SITEMAP_SCHEMAS, validateWithXmllint, XMLLINT, XMLLINT_MISSING } from './xmllint.js';

const ORIGIN = `https://${SITE_HOST}`;

let db: Database;
let fixture: SearchFixture;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSearchSite(db.knex);
  app = siteApp(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** Each `<url>` (or `<sitemap>`) of a document: its address and last change. */
function entries(xml: string, element = 'url'): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(new RegExp(`<${element}>(.*?)</${element}>`, 'g'))].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)![1].replace(/&amp;/g, '&'),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1],
  }));
}

async function sitemap(on: Express = app, path = '/sitemap.xml') {
  return request(on).get(path).set('Host', SITE_HOST);
}

describe(`the sitemap (${testDatabaseKind()})`, () => {
  it('lists every public page, collection, product, post, gallery image and event by absolute address, each with when it changed', async () => {
    const res = await sitemap();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
    const urls = entries(res.text);
    expect(urls.map((url) => url.loc).sort()).toEqual(LISTED_PATHS.map((path) => `${ORIGIN}${path}`).sort());
    for (const url of urls) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('leaves out password-protected, members-only, disabled, hidden, system, draft, scheduled and unreviewed pages and posts', async () => {
    const locs = entries((await sitemap()).text).map((url) => url.loc);
    for (const path of UNLISTED_PATHS) expect(locs, path).not.toContain(`${ORIGIN}${path}`);
  });

  it("dates a collection's page by its newest item", async () => {
    const later = new Date(Date.now() + 60_000);
    await db
      .knex(TABLES.contentItems)
      .where({ website_id: fixture.websiteId, url_id: 'kiln' })
      .update({ updated_at: later });
    invalidateSiteData(fixture.websiteId);
    const gallery = entries((await sitemap()).text).find((url) => url.loc === `${ORIGIN}/gallery`);
    expect(gallery?.lastmod).toBe(later.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('follows a change at once: a page hidden from search engines leaves, and comes back when shown again', async () => {
    await db
      .knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, url_id: 'about' })
      .update({ seo: { noIndex: true } });
    invalidateSiteData(fixture.websiteId);
    expect(entries((await sitemap()).text).map((url) => url.loc)).not.toContain(`${ORIGIN}/about`);
    await db.knex(TABLES.pages).where({ website_id: fixture.websiteId, url_id: 'about' }).update({ seo: {} });
    invalidateSiteData(fixture.websiteId);
    expect(entries((await sitemap()).text).map((url) => url.loc)).toContain(`${ORIGIN}/about`);
  });

  it('lists nothing while the site is locked', async () => {
    const [lock] = await db
      .knex(TABLES.pages)
      .insert({
        website_id: fixture.websiteId,
        url_id: 'lock',
        page_type: 103,
        title: 'Opening soon',
        password_protected: true,
        password_hash: 'not-a-real-hash',
      })
      .returning('id');
    invalidateSiteData(fixture.websiteId);
    try {
      expect((await sitemap()).status).toBe(404);
    } finally {
      await db.knex(TABLES.pages).where({ website_id: fixture.websiteId, id: lock.id }).delete();
      invalidateSiteData(fixture.websiteId);
    }
    expect((await sitemap()).status).toBe(200);
  });

  it('splits into a sitemap index past the limit, each part holding at most the limit and together every address', async () => {
    const small = siteApp(db, { router: { sitemapUrlLimit: 5 } });
    const index = await sitemap(small);
    expect(index.status).toBe(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = entries(index.text, 'sitemap');
    expect(parts.map((part) => part.loc)).toEqual([1, 2, 3, 4].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const all: string[] = [];
    for (const part of parts) {
      expect(part.lastmod).toMatch(/Z$/);
      const res = await sitemap(small, new URL(part.loc).pathname);
      expect(res.status).toBe(200);
      const urls = entries(res.text);
      expect(urls.length).toBeLessThanOrEqual(5);
      all.push(...urls.map((url) => url.loc));
    }
    expect(all.sort()).toEqual(LISTED_PATHS.map((path) => `${ORIGIN}${path}`).sort());
    expect((await sitemap(small, '/sitemap-5.xml')).status).toBe(404);
    // Unsplit, there are no parts.
    expect((await sitemap(app, '/sitemap-1.xml')).status).toBe(404);
  });

  describe.skipIf(XMLLINT === undefined)(
    `against the sitemaps.org 0.9 schema ${XMLLINT === undefined ? `(${XMLLINT_MISSING})` : '(xmllint)'}`,
    () => {
      it('validates the sitemap', async () => {
        expect(validateWithXmllint((await sitemap()).text, join(SITEMAP_SCHEMAS, 'sitemap.xsd'))).toBe('');
      });

      it('validates a split sitemap: the index and its parts', async () => {
        const small = siteApp(db, { router: { sitemapUrlLimit: 7 } });
        const index = (await sitemap(small)).text;
        validateWithXmllint(index, join(SITEMAP_SCHEMAS, 'siteindex.xsd'));
        for (const part of entries(index, 'sitemap'))
          validateWithXmllint(
            (await sitemap(small, new URL(part.loc).pathname)).text,
            join(SITEMAP_SCHEMAS, 'sitemap.xsd'),
          );
      });

      it('would catch an invalid sitemap (the check can fail)', () => {
        expect(() =>
          validateWithXmllint(
            '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>',
            join(SITEMAP_SCHEMAS, 'sitemap.xsd'),
          ),
        ).toThrow(/refused/);
      });
    },
  );
});
