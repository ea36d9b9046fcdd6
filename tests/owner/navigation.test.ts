// SPEC §7's menu calls (as SPEC §4's store creation uses them, and in SPEC §3's shape) and the owner API's GET/PUT /navigation.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { changesOf, pageIdsByUrl } from './owner-data.js';
import { mainMenuLinks, mainMenuTree } from './site-menu.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
});

const layout = async (browser = owner) => {
  const res = await browser.send('GET', '/api/commondata/GetSiteLayout');
  expect(res.status).toBe(200);
  return res.body.layout as {
    identifier: string;
    links: { collectionId?: string; pageId?: string; items?: unknown[] }[];
  }[];
};

const update = (body: Record<string, unknown>, browser = owner) =>
  browser.send('POST', '/api/widget/UpdateNavigation', { body });

describe(`GET /api/commondata/GetSiteLayout and POST /api/widget/UpdateNavigation (${testDatabaseKind()})`, () => {
  it('adds a new store to the main navigation at first position, before the existing links', async () => {
    const created = await owner.send(
      'POST',
      `/api/content-service/product/1.1/websites/${fixture.websiteId}/products`,
      { body: { title: 'Night Market', navigationTitle: 'Night Market', enabled: true } },
    );
    expect(created.status).toBe(201);
    const before = mainMenuLinks((await visitorGet(app, '/')).text);

    const [main] = await layout();
    expect(main.identifier).toBe('main');
    const saved = await update({
      fieldName: main.identifier,
      templateId: 'default',
      navigation: [{ collectionId: created.body.id }, ...main.links],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect(mainMenuLinks((await visitorGet(app, '/')).text)).toEqual([created.body.fullUrl, ...before]);
    const [again] = await layout();
    expect(again.links[0]).toMatchObject({ collectionId: created.body.id });
    expect(again.links.slice(1)).toEqual(main.links.map((link) => ({ ...link, items: link.items ?? [] })));
  });

  it('keeps other menus after the main one and saves new ones by name', async () => {
    expect(
      (
        await update({
          fieldName: 'footer',
          navigation: [{ externalLink: 'https://example.com', title: 'Us' }],
        })
      ).status,
    ).toBe(200);
    const entries = await layout();
    expect(entries[0].identifier).toBe('main');
    expect(entries.map((entry) => entry.identifier)).toContain('footer');
  });

  it('refuses links to pages or collections that are not this website’s, menus too deep, and bad input', async () => {
    const unknown = await update({ fieldName: 'main', navigation: [{ pageId: 'no-such-page' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'invalid-navigation',
      message: 'No such page or collection: no-such-page.',
    });

    const nest = (depth: number): Record<string, unknown> =>
      depth === 0 ? { externalLink: '/x' } : { title: 'Folder', items: [nest(depth - 1)] };
    const deep = await update({ fieldName: 'main', navigation: [nest(4)] });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('Menus nest at most 4 levels deep.');

    const both = await update({ fieldName: 'main', navigation: [{ externalLink: '/a', pageId: 'p' }] });
    expect(both.body.message).toBe('A link leads to one page, one collection or one address.');

    const script = await update({ fieldName: 'main', navigation: [{ externalLink: 'javascript:alert(1)' }] });
    expect(script.status).toBe(400);
    expect(script.body).toMatchObject({
      message: 'Update the missing or invalid information above.',
      fields: { 'navigation.0.externalLink': 'Links must be formatted as https://example.com or /a-page.' },
    });
    const badName = await update({ fieldName: '../main', navigation: [] });
    expect(badName.status).toBe(400);
  });

  it('is for the roles that edit pages; an API key reads with pages:read or website:read, saves with pages:write', async () => {
    for (const role of [4, 15]) {
      const member = await signedInOwner(app, db.knex, fixture.websiteId, role);
      expect((await layout(member))[0].identifier).toBe('main');
      expect((await update({ fieldName: 'sidebar', navigation: [] }, member)).status).toBe(200);
    }
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    expect((await viewer.send('GET', '/api/commondata/GetSiteLayout')).status).toBe(403);
    expect((await update({ fieldName: 'main', navigation: [] }, viewer)).status).toBe(403);
    expect((await request(app).get('/api/commondata/GetSiteLayout')).status).toBe(401);

    const keyWith = async (scope: string) =>
      (
        await createApiKey(db.knex, {
          websiteId: fixture.websiteId,
          name: scope,
          scopes: [scope as never],
          createdByAccountId: null,
        })
      ).key;
    const read = (key: string) =>
      request(app).get('/api/commondata/GetSiteLayout').set('Authorization', `Bearer ${key}`);
    const write = (key: string) =>
      request(app)
        .post('/api/widget/UpdateNavigation')
        .set('Authorization', `Bearer ${key}`)
        .send({ fieldName: 'sidebar', navigation: { items: [{ externalLink: '/search' }] } });
    for (const scope of ['website:read', 'pages:read']) {
      const key = await keyWith(scope);
      expect((await read(key)).status).toBe(200);
      expect((await write(key)).status).toBe(403);
    }
    const writer = await keyWith('pages:write');
    expect((await write(writer)).status).toBe(200);
    expect((await read(await keyWith('orders:read'))).status).toBe(403);
  });

  it('takes SPEC §3’s shape: navigation.items, nested items, memberAreaId kept', async () => {
    const [main] = await layout();
    const [first, second, ...rest] = main.links;
    const saved = await update({
      fieldName: 'main',
      templateId: 'default',
      navigation: {
        items: [
          { ...second, items: [first] },
          ...rest,
          { title: 'Members', memberAreaId: 'area-1', items: [{ externalLink: 'https://example.org/club' }] },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.identifier).toBe('main');
    const [again] = await layout();
    expect(again.links.at(-1)).toEqual({
      title: 'Members',
      memberAreaId: 'area-1',
      items: [{ externalLink: 'https://example.org/club', items: [] }],
    });
    const tree = mainMenuTree((await visitorGet(app, '/')).text);
    expect(tree[0].children).toHaveLength(1);

    const bad = await update({ fieldName: 'main', navigation: { items: [{ externalLink: 'ftp://x' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'navigation.items.0.externalLink': 'Links must be formatted as https://example.com or /a-page.',
    });
  });

  it('accepts a collection page’s link naming both the page and its collection, not a mismatched pair', async () => {
    const pages: { id: string; url_id: string; collection_id: string | null }[] = await db
      .knex(TABLES.pages)
      .where({ website_id: fixture.websiteId })
      .select('id', 'url_id', 'collection_id');
    const blog = pages.find((page) => page.url_id === 'blog')!;
    const shop = pages.find((page) => page.url_id === 'shop')!;
    const pair = await update({
      fieldName: 'main',
      navigation: [{ pageId: blog.id, collectionId: blog.collection_id }],
    });
    expect(pair.status, JSON.stringify(pair.body)).toBe(200);
    const mismatch = await update({
      fieldName: 'main',
      navigation: [{ pageId: blog.id, collectionId: shop.collection_id }],
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('A link leads to one page, one collection or one address.');
  });
});

describe(`GET /api/owner/navigation and PUT /api/owner/navigation/{name} (${testDatabaseKind()})`, () => {
  it('reorders and nests the main menu, and the public menu follows at once', async () => {
    const pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
    const id = (urlId: string) => pageIds[urlId];
    const res = await owner.send('PUT', '/api/owner/navigation/main', {
      body: {
        items: [
          { pageId: id('contact') },
          { pageId: id('home'), title: 'Start', items: [{ pageId: id('about') }, { pageId: id('shop') }] },
          { externalLink: 'https://example.org/press', title: 'Press', newWindow: true },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      name: 'main',
      items: [
        { pageId: id('contact'), items: [] },
        {
          pageId: id('home'),
          title: 'Start',
          items: [
            { pageId: id('about'), items: [] },
            { pageId: id('shop'), items: [] },
          ],
        },
        { externalLink: 'https://example.org/press', title: 'Press', newWindow: true, items: [] },
      ],
    });
    const html = (await visitorGet(app, '/')).text;
    expect(mainMenuTree(html)).toEqual([
      { href: '/contact', children: [] },
      { href: '/', children: ['/about', '/shop'] },
      { href: 'https://example.org/press', children: [] },
    ]);
    expect(html).toContain('>Start</a>');

    const { body } = await owner.send('GET', '/api/owner/navigation');
    expect(body.menus[0]).toEqual(res.body);
    expect(body.menus.map((menu: { name: string }) => menu.name)).toContain('footer');

    const changes = await changesOf(db.knex, 'main');
    expect(changes.at(-1)).toMatchObject({ action: 'update', entity: 'navigation' });
    expect(changes.at(-1)!.actor).toMatch(/^owner-1-.*@example\.com$/);
  });

  it('refuses unknown pages, a bad menu name, and links without a place', async () => {
    const unknown = await owner.send('PUT', '/api/owner/navigation/main', {
      body: { items: [{ pageId: 'no-such-page' }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No such page or collection: no-such-page.');
    const name = await owner.send('PUT', '/api/owner/navigation/9lives', { body: { items: [] } });
    expect(name.status).toBe(400);
    expect(name.body.fields).toEqual({
      name: 'A navigation name is a letter followed by letters, digits, - or _.',
    });
    const empty = await owner.send('PUT', '/api/owner/navigation/main', {
      body: { items: [{ title: 'Nothing' }] },
    });
    expect(empty.body.message).toBe('A link needs a page, a collection or an address (or links inside it).');
  });
});
