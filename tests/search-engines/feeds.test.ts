// A blog's feeds over HTTP, read with a real feed parser (rss-parser): RSS 2.0 at BLOG_URL?format=rss and Atom at ?format=atom, linked from the blog's pages; posts with title, link, guid, date, author, categories, summary and cover enclosure; no draft, scheduled, unreviewed or members-only post ever.
import type { Express } from 'express';
import Parser from 'rss-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { SITE_HOST } from '../site/site-fixture.js';
import { siteApp } from '../site/site-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { seedSearchSite, type SearchFixture } from './search-engines-fixture.js';
import { validateWithXmllint, XMLLINT } from './xmllint.js';

const ORIGIN = `https://${SITE_HOST}`;
const parser = new Parser();

let db: Database;
let fixture: SearchFixture;
let app: Express;
let cover: { imageId: string; fileId: string; filename: string };

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSearchSite(db.knex);
  const websiteId = fixture.websiteId;
  const author = await createOwnerAccount(db.knex, {
    email: 'ada@example.com',
    password: 'correct horse battery',
    displayName: 'Ada Lovelace',
  });
  const [file] = await db
    .knex(TABLES.files)
    .insert({
      website_id: websiteId,
      path: `files/${websiteId}/cover/spring.jpg`,
      filename: 'spring.jpg',
      size_bytes: 48213,
      mime_type: 'image/jpeg',
    })
    .returning(['id', 'filename']);
  const [image] = await db
    .knex(TABLES.images)
    .insert({
      website_id: websiteId,
      file_id: file.id,
      original_width: 1200,
      original_height: 800,
      title: 'Spring',
    })
    .returning('id');
  cover = { imageId: image.id, fileId: file.id, filename: file.filename };
  await db
    .knex(TABLES.contentItems)
    .where({ website_id: websiteId, url_id: 'spring-at-the-workshop' })
    .update({
      main_image_id: image.id,
      author_account_id: author.id,
      categories: ['Workshop'],
      tags: ['studio', 'spring'],
      title: 'Spring <at> the "workshop" & more',
    });
  app = siteApp(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const get = (path: string) => request(app).get(path).set('Host', SITE_HOST);

describe(`blog feeds (${testDatabaseKind()})`, () => {
  it('answers RSS 2.0 at the blog address with ?format=rss, which a feed parser reads post by post', async () => {
    const res = await get('/blog?format=rss');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    if (XMLLINT !== undefined) expect(validateWithXmllint(res.text)).toBe('');
    const feed = await parser.parseString(res.text);
    expect(feed.title).toBe('Journal · Harbor & Pine');
    expect(feed.link).toBe(`${ORIGIN}/blog`);
    expect(feed.items.map((item) => item.link)).toEqual([
      `${ORIGIN}/blog/spring-at-the-workshop`,
      `${ORIGIN}/blog/how-we-choose-our-wood`,
    ]);
    const [spring, wood] = feed.items;
    expect(spring.title).toBe('Spring <at> the "workshop" & more');
    expect(spring.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(spring.pubDate!).getTime()).toBeLessThan(Date.now());
    expect(spring.creator).toBe('Ada Lovelace');
    expect(spring.categories).toEqual(['Workshop', 'studio', 'spring']);
    expect(spring.content).toBe('<p>Spring at the workshop: a short excerpt.</p>');
    expect(spring.enclosure).toEqual({
      url: `${ORIGIN}/files/${fixture.websiteId}/${cover.fileId}/${cover.filename}`,
      length: '48213',
      type: 'image/jpeg',
    });
    expect(wood.enclosure).toBeUndefined();
    expect(wood.creator).toBeUndefined();
  });

  it('answers the same posts as Atom at ?format=atom', async () => {
    const res = await get('/blog?format=atom');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = await parser.parseString(res.text);
    expect(feed.items.map((item) => item.link)).toEqual([
      `${ORIGIN}/blog/spring-at-the-workshop`,
      `${ORIGIN}/blog/how-we-choose-our-wood`,
    ]);
    expect(feed.items[0].title).toBe('Spring <at> the "workshop" & more');
    expect(feed.items[0].author).toBe('Ada Lovelace');
    expect(res.text).toContain(
      `<link rel="enclosure" href="${ORIGIN}/files/${fixture.websiteId}/${cover.fileId}/${cover.filename}" type="image/jpeg" length="48213"/>`,
    );
    if (XMLLINT !== undefined) expect(validateWithXmllint(res.text)).toBe('');
  });

  it('never lists drafts, scheduled posts or posts waiting for review', async () => {
    const feed = await parser.parseString((await get('/blog?format=rss')).text);
    const links = feed.items.map((item) => item.link);
    for (const path of ['/blog/draft-post', '/blog/next-week', '/blog/waiting-for-review'])
      expect(links).not.toContain(`${ORIGIN}${path}`);
  });

  it('gives no feed of a members-only or password-protected blog: the page a visitor would get answers instead', async () => {
    const members = await get('/club-posts?format=rss');
    expect(members.headers['content-type']).toMatch(/^text\/html/);
    expect(members.text).not.toContain('for-members');
    const locked = await get('/notes?format=rss');
    expect(locked.headers['content-type']).toMatch(/^text\/html/);
    expect(locked.text).not.toContain('private-thoughts');
    // Only blogs have feeds: elsewhere the page itself answers.
    expect((await get('/shop?format=rss')).headers['content-type']).toMatch(/^text\/html/);
  });

  it("links the RSS feed and its Atom alternate from the blog's pages, and from no other", async () => {
    for (const path of ['/blog', '/blog/how-we-choose-our-wood']) {
      const head = (await get(path)).text.split('</head>')[0];
      expect(head, path).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Journal (RSS)" href="${ORIGIN}/blog?format=rss">`,
      );
      expect(head, path).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Journal (Atom)" href="${ORIGIN}/blog?format=atom">`,
      );
    }
    expect((await get('/shop')).text.split('</head>')[0]).not.toContain('application/rss+xml');
  });

  it('follows a post published at once', async () => {
    await db
      .knex(TABLES.contentItems)
      .where({ website_id: fixture.websiteId, url_id: 'waiting-for-review' })
      .update({ status: 'published', published_at: new Date() });
    invalidateSiteData(fixture.websiteId);
    const feed = await parser.parseString((await get('/blog?format=rss')).text);
    expect(feed.items[0].link).toBe(`${ORIGIN}/blog/waiting-for-review`);
  });
});
