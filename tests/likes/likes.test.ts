// Likes over HTTP: one per visitor per item (twice counts once), the visitor's state, unlike, the plain form, share and follow links, refusals and the rate limit.
import type { Express, RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { rateLimits } from '../../server/http/rate-limit.js';
import { createLogger } from '../../server/logger.js';
import { LIKER_COOKIE } from '../../server/likes/visitor-key.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import { setCookie, TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { likesApp } from './likes-app.js';

const POST_PATH = '/blog/spring-at-the-workshop';
const passThrough: RequestHandler = (_req, _res, next) => next();

let db: Database;
let app: Express;
let site: SiteFixture;
let postId: string;
let otherPostId: string;
let draftId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  site = await seedSite(db.knex);
  await db
    .knex(TABLES.websiteSettings)
    .where({ website_id: site.websiteId })
    .update({
      simple_liking_enabled: true,
      share_button_options: JSON.stringify({ facebook: true, x: true, email: true, linkedin: false }),
      site_settings: JSON.stringify({
        socialAccounts: [
          {
            serviceName: 'instagram',
            userName: 'workshop',
            profileUrl: 'https://www.instagram.com/workshop',
          },
          { serviceName: 'evil', profileUrl: 'javascript:alert(1)' },
        ],
      }),
    });
  const byUrl = async (urlId: string) =>
    (
      (await db
        .knex(TABLES.contentItems)
        .where({ website_id: site.websiteId, url_id: urlId })
        .first('id')) as {
        id: string;
      }
    ).id;
  postId = await byUrl('spring-at-the-workshop');
  otherPostId = await byUrl('how-we-choose-our-wood');
  draftId = await byUrl('draft-post');
  app = likesApp(db, passThrough);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit(POST_PATH);
  return browser;
}

const likeRows = (itemId: string) =>
  db.knex(TABLES.likes).where({ website_id: site.websiteId, item_id: itemId }).select('visitor_key');

/** The like count the post's page shows. */
async function shownCount(path = POST_PATH): Promise<string> {
  const page = await new TestBrowser(app).visit(path);
  return /<span class="like-count" aria-live="polite">([^<]*)<\/span>/.exec(page.text)?.[1] ?? '(none)';
}

describe(`likes (${testDatabaseKind()})`, () => {
  it('shows the like button as a plain form with the crumb, share links and follow links, and no outside script', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.visit(POST_PATH);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<tessera-island name="like-button"');
    const form = /<form class="like-form"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain(`id="like-${postId}"`);
    expect(form).toContain('action="/likes"');
    expect(page.text).toContain(`name="crumb" value="${browser.cookies.get('crumb')}" form="like-${postId}"`);
    expect(page.text).toContain(`name="tessera-return-to" value="${POST_PATH}" form="like-${postId}"`);
    expect(await shownCount()).toBe('No Likes');
    expect(page.text).toContain('aria-label="Share on Facebook"');
    expect(page.text).toContain('href="https://www.facebook.com/sharer/sharer.php?u=');
    expect(page.text).toContain('aria-label="Share on X"');
    expect(page.text).toContain('aria-label="Share by email"');
    expect(page.text).not.toContain('Share on LinkedIn');
    expect(page.text).toContain(
      '<a class="follow-link follow-link--instagram" href="https://www.instagram.com/workshop"',
    );
    expect(page.text).not.toContain('javascript:alert');
    // Only the site's own scripts: nothing loaded from a network.
    for (const src of page.text.matchAll(/<script[^>]*src="([^"]*)"/g)) expect(src[1]).toMatch(/^\//);
    // Showing the page gives no like cookie.
    expect(setCookie(page, LIKER_COOKIE)).toBeUndefined();
  });

  it('counts a like twice from one visitor once, and tells each visitor their own state', async () => {
    const ada = await visitor();
    const first = await ada.send('POST', `/api/likes/${postId}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ itemId: postId, count: 1, liked: true });
    const cookie = setCookie(first, LIKER_COOKIE);
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/i);
    const again = await ada.send('POST', `/api/likes/${postId}`);
    expect(again.body).toEqual({ itemId: postId, count: 1, liked: true });
    expect(await likeRows(postId)).toHaveLength(1);
    // The stored key is the cookie's digest, not the cookie.
    expect((await likeRows(postId))[0].visitor_key).toMatch(/^[0-9a-f]{64}$/);
    expect((await likeRows(postId))[0].visitor_key).not.toBe(ada.cookies.get(LIKER_COOKIE));

    const state = await ada.send('GET', `/api/likes/${postId}`);
    expect(state.headers['cache-control']).toBe('no-store');
    expect(state.body).toEqual({ itemId: postId, count: 1, liked: true });
    const grace = await visitor();
    expect((await grace.send('GET', `/api/likes/${postId}`)).body).toEqual({
      itemId: postId,
      count: 1,
      liked: false,
    });
    expect((await grace.send('POST', `/api/likes/${postId}`)).body).toEqual({
      itemId: postId,
      count: 2,
      liked: true,
    });
    // The shared page shows the new count at once.
    expect(await shownCount()).toBe('2 Likes');
    const row = await db
      .knex(TABLES.contentItems)
      .where({ website_id: site.websiteId, id: postId })
      .first('like_count');
    expect(row.like_count).toBe(2);

    expect((await grace.send('DELETE', `/api/likes/${postId}`)).body).toEqual({
      itemId: postId,
      count: 1,
      liked: false,
    });
    expect((await grace.send('DELETE', `/api/likes/${postId}`)).body).toEqual({
      itemId: postId,
      count: 1,
      liked: false,
    });
    expect(await shownCount()).toBe('1 Like');
  });

  it('likes with the plain form (JavaScript off) and comes back to the page', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', '/likes', {
      form: true,
      crumb: false,
      body: {
        crumb: browser.cookies.get('crumb'),
        itemId: otherPostId,
        'tessera-return-to': '/blog/how-we-choose-our-wood',
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/blog/how-we-choose-our-wood');
    expect(await shownCount('/blog/how-we-choose-our-wood')).toBe('1 Like');
    // A return address off the site is not followed.
    const away = await browser.send('POST', '/likes', {
      form: true,
      body: { itemId: otherPostId, 'tessera-return-to': 'https://evil.example/' },
    });
    expect(away.status).toBe(303);
    expect(away.headers.location).toBe('/');
    expect(await shownCount('/blog/how-we-choose-our-wood')).toBe('1 Like');
  });

  it('refuses without the crumb, for unknown or unpublished items, when likes are off, and bad form input', async () => {
    const browser = await visitor();
    const noCrumb = await browser.send('POST', `/api/likes/${postId}`, { crumb: false });
    expect(noCrumb.status).toBe(403);
    const unknown = await browser.send('POST', '/api/likes/no-such-item');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not-likeable', message: 'This item cannot be liked.' });
    expect((await browser.send('POST', `/api/likes/${draftId}`)).status).toBe(404);
    expect((await browser.send('GET', `/api/likes/${draftId}`)).status).toBe(404);
    const badAction = await browser.send('POST', '/likes', {
      form: true,
      body: { itemId: postId, action: 'love' },
    });
    expect(badAction.status).toBe(400);
    expect(badAction.body.fields).toEqual({ action: 'Choose like or unlike.' });
    const noItem = await browser.send('POST', '/likes', { form: true, body: {} });
    expect(noItem.status).toBe(400);
    expect(noItem.body.fields).toEqual({ itemId: 'Give the id of the item to like.' });

    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: site.websiteId })
      .update({ simple_liking_enabled: false });
    invalidateSiteData(site.websiteId);
    try {
      expect((await browser.send('POST', `/api/likes/${postId}`)).status).toBe(404);
      const page = await new TestBrowser(app).visit('/blog/how-we-choose-our-wood?off');
      expect(page.text).not.toContain('<tessera-island name="like-button"');
    } finally {
      await db
        .knex(TABLES.websiteSettings)
        .where({ website_id: site.websiteId })
        .update({ simple_liking_enabled: true });
      invalidateSiteData(site.websiteId);
    }
  });

  it('limits likes per address', async () => {
    const limited = likesApp(
      db,
      rateLimits(
        { db, logger: createLogger('silent') },
        { windowMs: 60_000, limit: 3, prefix: `likes-test-${Date.now()}` },
      ),
    );
    const browser = new TestBrowser(limited);
    await browser.visit(POST_PATH);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await browser.send('POST', `/api/likes/${postId}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await browser.send('DELETE', `/api/likes/${postId}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Please try again in a few seconds.');
  });
});
