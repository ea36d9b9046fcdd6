// POST /api/owner/pages and GET /api/owner/pages: each kind of page answers at its URL (a page of blocks once published), slugs, menus, keys, the record of who.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { keyedRequest, setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { changesOf } from './owner-data.js';
import { mainMenuLinks } from './site-menu.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
});

const create = (body: Record<string, unknown>) => owner.send('POST', '/api/owner/pages', { body });

describe(`adding pages (${testDatabaseKind()})`, () => {
  it.each([
    ['page', 'Our Story', 'our-story', 2, '<h1 class="page-title">Our Story</h1>'],
    ['blog', 'Field Notes', 'field-notes', 1, 'Field Notes'],
    ['events', 'Workshops', 'workshops', 1, 'Workshops'],
    ['gallery', 'Portfolio', 'portfolio', 1, 'There are no images in this gallery yet.'],
    ['products', 'Second Shop', 'second-shop', 1, 'Second Shop'],
  ])(
    'a %s page answers at its URL and joins the main menu (a page of blocks once published)',
    async (type, title, slug, pageType, shows) => {
      const res = await create({ title, type });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.page).toMatchObject({
        title,
        urlSlug: slug,
        type,
        pageType,
        fullUrl: `/${slug}`,
        isHome: false,
        enabled: true,
        version: 1,
      });
      expect(typeof res.body.page.id).toBe('string');
      expect(res.body.page.collectionId === null).toBe(type === 'page');
      if (type === 'page') {
        // A page of blocks is out of sight and out of the menu until its first publish.
        expect(res.body.page.publishedAt).toBeNull();
        expect((await visitorGet(app, `/${slug}`)).status).toBe(404);
        expect(mainMenuLinks((await visitorGet(app, '/')).text)).not.toContain(`/${slug}`);
        const published = await owner.send('POST', `/api/owner/pages/${res.body.page.id}/publish`);
        expect(published.status).toBe(200);
      }

      const page = await visitorGet(app, `/${slug}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(shows);
      expect(page.text).toContain(`data-page-type="${pageType === 2 ? 2 : 1}"`);
      expect(mainMenuLinks(page.text)).toContain(`/${slug}`);

      const [change] = await changesOf(db.knex, res.body.page.id);
      expect(change).toMatchObject({ action: 'create', entity: 'page', website_id: fixture.websiteId });
      expect(change.actor).toMatch(/^owner-1-.*@example\.com$/);
      expect(change.account_id).not.toBeNull();
    },
  );

  it('appends a page at the end of the menu; a store goes first (SPEC §4)', async () => {
    const links = mainMenuLinks((await visitorGet(app, '/')).text);
    expect(links[0]).toBe('/second-shop');
    expect(links.slice(-4)).toEqual(['/our-story', '/field-notes', '/workshops', '/portfolio']);
  });

  it('makes blog, events and gallery collections of their kind', async () => {
    const { body } = await owner.send('GET', '/api/owner/pages');
    const collections = await db
      .knex(TABLES.collections)
      .whereIn('url_id', ['field-notes', 'workshops', 'portfolio'])
      .orderBy('url_id')
      .select('url_id', 'item_ordering', 'settings', 'type');
    expect(collections).toEqual([
      { url_id: 'field-notes', item_ordering: 'newest-first', settings: { typeName: 'blog' }, type: 1 },
      { url_id: 'portfolio', item_ordering: 'manual', settings: { typeName: 'gallery' }, type: 1 },
      { url_id: 'workshops', item_ordering: 'start-date', settings: { typeName: 'events' }, type: 1 },
    ]);
    const listed = body.pages as { urlSlug: string; type: string }[];
    expect(listed[0]).toMatchObject({ urlSlug: 'home', type: 'page', isHome: true, fullUrl: '/' });
    expect(listed.find((page) => page.urlSlug === 'blog')?.type).toBe('blog');
    expect(listed.find((page) => page.urlSlug === 'shop')?.type).toBe('products');
    expect(listed.find((page) => page.urlSlug === 'events')?.type).toBe('events');
    expect(listed.find((page) => page.urlSlug === 'gallery')?.type).toBe('gallery');
    expect(body.navigation.main.at(-1)).toMatchObject({ pageId: expect.any(String), items: [] });
  });

  it('gives a taken title the next free slug, and refuses a taken, reserved or malformed urlSlug', async () => {
    const again = await create({ title: 'Our Story' });
    expect(again.body.page.urlSlug).toBe('our-story-1');

    for (const urlSlug of ['our-story', 'cart', 'home']) {
      const taken = await create({ title: 'Clash', urlSlug });
      expect(taken.status).toBe(400);
      expect(taken.body).toMatchObject({
        message: 'Update the missing or invalid information above.',
        fields: { urlSlug: `${urlSlug} is not a valid page URL.` },
      });
    }
    const malformed = await create({ title: 'Spaces', urlSlug: 'x y' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      message: 'Update the missing or invalid information above.',
      fields: { urlSlug: 'x y is not a valid page URL.' },
    });
    const kind = await create({ title: 'Video', type: 'video' });
    expect(kind.body.fields).toEqual({ type: 'video is not one of the expected options.' });
    const untitled = await create({ title: ' ' });
    expect(untitled.body.fields).toEqual({ title: 'Please enter a title.' });
  });

  it('keeps a page out of the menu when asked, even on a site still showing its default links', async () => {
    await db.knex(TABLES.navigations).where({ website_id: fixture.websiteId, name: 'main' }).delete();
    const before = mainMenuLinks((await visitorGet(app, '/')).text);
    const hidden = await create({ title: 'Hidden Page', urlSlug: 'hidden-page', addToNavigation: false });
    expect(hidden.status).toBe(201);
    expect((await owner.send('POST', `/api/owner/pages/${hidden.body.page.id}/publish`)).status).toBe(200);
    expect((await visitorGet(app, '/hidden-page')).status).toBe(200);
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).toEqual(before);
  });

  it('lets an API key with pages:write add a page; pages:read only reads', async () => {
    const writer = await keyedRequest(app, db.knex, fixture.websiteId, ['pages:write']);
    const made = await writer('post', '/api/owner/pages').send({ title: 'By Script', urlSlug: 'by-script' });
    expect(made.status).toBe(201);
    expect(made.body.page).toMatchObject({ urlSlug: 'by-script', version: 1 });
    expect((await writer('post', `/api/owner/pages/${made.body.page.id}/publish`)).status).toBe(200);
    expect((await visitorGet(app, '/by-script')).status).toBe(200);
    const [change] = await changesOf(db.knex, made.body.page.id);
    expect(change).toMatchObject({ actor: 'API key', account_id: null, api_key_id: expect.any(String) });

    const reader = await keyedRequest(app, db.knex, fixture.websiteId, ['pages:read']);
    expect((await reader('get', '/api/owner/pages')).status).toBe(200);
    const refused = await reader('post', '/api/owner/pages').send({ title: 'Nope' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to do that.');
  });

  it('is refused to a viewer, who may still list the pages', async () => {
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    expect((await viewer.send('GET', '/api/owner/pages')).status).toBe(200);
    expect((await viewer.send('POST', '/api/owner/pages', { body: { title: 'Nope' } })).status).toBe(403);
  });
});
