// /robots.txt and noindex over HTTP: the site open to crawlers but for the editor, APIs, cart, checkout and accounts; a hidden page or collection marked noindex; the indexing switch off closing everything.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { siteApp } from '../site/site-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { seedSearchSite, type SearchFixture } from './search-engines-fixture.js';

const NOINDEX_META = '<meta name="robots" content="noindex">';

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

const get = (path: string) => request(app).get(path).set('Host', SITE_HOST);

async function indexing(on: boolean): Promise<void> {
  await db
    .knex(TABLES.websiteSettings)
    .where({ website_id: fixture.websiteId })
    .update({ site_settings: JSON.stringify({ seoHidden: !on }) });
  invalidateSiteData(fixture.websiteId);
}

describe(`robots.txt and noindex (${testDatabaseKind()})`, () => {
  it('allows the site, disallows the editor, the APIs, the cart, checkout, orders and accounts, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/config', '/api/', '/cart', '/checkout', '/account', '/commerce/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: https://${SITE_HOST}/sitemap.xml`);
  });

  it('marks the pages the owner hid, and a hidden collection page and its items, noindex, in the head and the header', async () => {
    for (const path of ['/hidden', '/quiet', '/quiet/a-quiet-post']) {
      for (const visit of [1, 2]) {
        // The second visit is the shared page, rendered once for every visitor.
        const res = await get(path);
        expect(res.status, `${path} visit ${visit}`).toBe(200);
        expect(res.text, path).toContain(NOINDEX_META);
        expect(res.headers['x-robots-tag'], path).toBe('noindex');
      }
    }
    for (const path of ['/', '/about', '/blog/spring-at-the-workshop', '/shop/p/walnut-basket']) {
      const res = await get(path);
      expect(res.text, path).not.toContain('name="robots"');
      expect(res.headers['x-robots-tag'], path).toBeUndefined();
    }
  });

  it('with indexing switched off, disallows everything, names no sitemap, marks every page noindex and has no sitemap', async () => {
    await indexing(false);
    try {
      const robots = await get('/robots.txt');
      expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
      for (const path of [
        '/',
        '/about',
        '/shop',
        '/shop/p/walnut-basket',
        '/blog/spring-at-the-workshop',
        '/no-such-page',
      ]) {
        for (const visit of [1, 2]) {
          const res = await get(path);
          expect(res.text, `${path} visit ${visit}`).toContain(NOINDEX_META);
          expect(res.headers['x-robots-tag'], path).toBe('noindex');
        }
      }
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(404);
      expect(sitemap.headers['x-robots-tag']).toBe('noindex');
      // Feed readers still get the blog's feed, marked for search engines.
      const feed = await get('/blog?format=rss');
      expect(feed.status).toBe(200);
      expect(feed.headers['x-robots-tag']).toBe('noindex');
    } finally {
      await indexing(true);
    }
    const open = await get('/');
    expect(open.text).not.toContain(NOINDEX_META);
    expect((await get('/robots.txt')).text).toContain('Sitemap:');
  });
});
