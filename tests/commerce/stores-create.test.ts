// Store creation over HTTP (SPEC §4, §5, §7): collection, page, root category, the main menu, slugs, messages, guards.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from '../owner/owner-app.js';
import { mainMenuLinks } from '../owner/site-menu.js';

const INVALID = 'Update the missing or invalid information above.';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let contentService: string;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
  contentService = `/api/content-service/product/1.1/websites/${fixture.websiteId}/products`;
});

const createStore = (body: Record<string, unknown>, browser = owner) =>
  browser.send('POST', '/api/owner/stores', { body });

describe(`POST /api/owner/stores (${testDatabaseKind()})`, () => {
  it('creates the products collection, its page and the root category, and the store renders at once', async () => {
    // A visitor's views are cached: the store must show up without waiting for them to expire.
    expect((await visitorGet(app, '/summer-sale')).status).toBe(404);
    const before = mainMenuLinks((await visitorGet(app, '/')).text);

    const res = await createStore({ title: 'Summer Sale', description: 'Light things for long days.' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      store: {
        id: expect.any(String),
        title: 'Summer Sale',
        navigationTitle: 'Summer Sale',
        urlId: 'summer-sale',
        description: 'Light things for long days.',
        enabled: true,
        fullUrl: '/summer-sale',
        pageId: expect.any(String),
      },
      rootCategory: {
        id: expect.any(String),
        collectionId: res.body.store.id,
        displayName: 'All',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 0,
      },
    });
    const collection = await db
      .knex(TABLES.collections)
      .where({ website_id: fixture.websiteId, id: res.body.store.id })
      .first();
    expect(collection).toMatchObject({
      type: 13,
      url_id: 'summer-sale',
      title: 'Summer Sale',
      enabled: true,
    });
    const page = await db
      .knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, id: res.body.store.pageId })
      .first();
    expect(page).toMatchObject({ page_type: 1, url_id: 'summer-sale', collection_id: res.body.store.id });

    const view = await visitorGet(app, '/summer-sale');
    expect(view.status).toBe(200);
    expect(view.text).toContain('<h1 class="page-title">Summer Sale</h1>');
    // Not asked for: the main menu is as it was.
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).toEqual(before);
  });

  it('puts the store first in the main menu, before the existing links, when asked', async () => {
    const before = mainMenuLinks((await visitorGet(app, '/')).text);
    expect(before).toEqual(['/', '/shop', '/blog', '/gallery', '/events', '/contact']);
    const res = await createStore({
      title: 'Winter Goods',
      navigationTitle: 'Winter',
      addToNavigation: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.navigation[0]).toEqual({
      title: 'Winter',
      pageId: res.body.store.pageId,
      collectionId: res.body.store.id,
      newWindow: false,
      items: [],
    });
    expect(res.body.navigation).toHaveLength(7);
    const home = await visitorGet(app, '/');
    expect(mainMenuLinks(home.text)).toEqual(['/winter-goods', ...before]);
    expect(home.text).toContain('<a class="nav-link" href="/winter-goods">Winter</a>');
    expect((await visitorGet(app, '/winter-goods')).status).toBe(200);
  });

  it('puts an existing store first in the main menu, once', async () => {
    const { body } = await createStore({ title: 'Gift Shop' });
    const first = await owner.send('POST', `/api/owner/stores/${body.store.id}/navigation`);
    expect(first.status).toBe(200);
    const again = await owner.send('POST', `/api/owner/stores/${body.store.id}/navigation`);
    expect(
      again.body.navigation.filter((item: { collectionId?: string }) => item.collectionId === body.store.id),
    ).toHaveLength(1);
    expect(mainMenuLinks((await visitorGet(app, '/')).text)[0]).toBe('/gift-shop');
    const unknown = await owner.send('POST', '/api/owner/stores/no-such-store/navigation');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not-found', message: 'No such store.' });
  });

  it('appends a numeric suffix after the highest existing -N when the slug is used', async () => {
    expect((await createStore({ title: 'Outlet' })).body.store.urlId).toBe('outlet');
    expect((await createStore({ title: 'Outlet' })).body.store.urlId).toBe('outlet-1');
    await db
      .knex(TABLES.pages)
      .insert({ website_id: fixture.websiteId, url_id: 'outlet-7', title: 'Old outlet' });
    expect((await createStore({ title: 'OUTLET!' })).body.store.urlId).toBe('outlet-8');
    // A page of the fixture already answers at /shop.
    expect((await createStore({ title: 'Shop' })).body.store.urlId).toBe('shop-1');
    // The server keeps /cart and /search for itself.
    expect((await createStore({ title: 'Cart' })).body.store.urlId).toBe('cart-1');
  });

  it('cleans the title into the slug, and falls back to "Store" when it is empty or shorter than 3 characters', async () => {
    expect((await createStore({ title: '  Café & Crème Co. ' })).body.store.urlId).toBe('cafe-creme-co');
    const short = await createStore({ title: 'Go' });
    expect(short.body.store).toMatchObject({ title: 'Go', urlId: 'store' });
    const empty = await createStore({});
    expect(empty.body.store).toMatchObject({ title: 'Store', navigationTitle: 'Store', urlId: 'store-1' });
    expect((await createStore({ title: '日本' })).body.store.urlId).toBe('store-2');
  });

  it('gives concurrent creations of one title distinct slugs', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => createStore({ title: 'Pop Up' })));
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = results.map((res) => res.body.store.urlId as string).sort();
    expect(slugs).toEqual(['pop-up', 'pop-up-1', 'pop-up-2', 'pop-up-3', 'pop-up-4']);
  });

  it('takes a typed URL id, suffixed when used, and refuses one that is not a page URL', async () => {
    expect((await createStore({ title: 'Anything', urlId: 'deals' })).body.store.urlId).toBe('deals');
    expect((await createStore({ title: 'Anything', urlId: 'deals' })).body.store.urlId).toBe('deals-1');
    for (const urlId of ['Bad URL!', 'a/b', 'cart', '-edge-', 'ab']) {
      const res = await createStore({ title: 'Anything', urlId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid-input',
        message: INVALID,
        fields: { urlId: `${urlId} is not a valid page URL.` },
      });
    }
  });

  it('flags fields of the wrong kind with the owner-area message', async () => {
    const res = await createStore({ title: 5, enabled: 'yes', addToNavigation: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid-input',
      message: INVALID,
      fields: {
        title: 'Enter the title as text.',
        enabled: 'Choose whether the store is enabled.',
        addToNavigation: 'Choose whether to add the store to the navigation.',
      },
    });
  });

  it('keeps a disabled store off the site', async () => {
    const res = await createStore({ title: 'Hidden Stock', enabled: false });
    expect(res.body.store.enabled).toBe(false);
    expect((await visitorGet(app, '/hidden-stock')).status).toBe(404);
  });

  it('is for store owners: 401 signed out, 403 for an editor, allowed for a store manager and a products:write key', async () => {
    const visitor = new TestBrowser(app);
    await visitor.visit('/');
    expect((await createStore({ title: 'Nope' }, visitor)).body).toEqual({
      error: 'unauthenticated',
      message: 'Please sign in.',
    });
    const editor = await signedInOwner(app, db.knex, fixture.websiteId, 4);
    const refused = await createStore({ title: 'Nope' }, editor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to do that.');
    const manager = await signedInOwner(app, db.knex, fixture.websiteId, 8);
    expect((await createStore({ title: 'Managed' }, manager)).status).toBe(201);

    const { key } = await createApiKey(db.knex, {
      websiteId: fixture.websiteId,
      name: 'importer',
      scopes: ['products:write'],
      createdByAccountId: null,
    });
    const viaKey = await request(app)
      .post('/api/owner/stores')
      .set('Authorization', `Bearer ${key}`)
      .send({ title: 'Keyed' });
    expect(viaKey.status).toBe(201);
    const { key: readOnly } = await createApiKey(db.knex, {
      websiteId: fixture.websiteId,
      name: 'reader',
      scopes: ['products:read'],
      createdByAccountId: null,
    });
    const refusedKey = await request(app)
      .post('/api/owner/stores')
      .set('Authorization', `Bearer ${readOnly}`)
      .send({ title: 'Keyed' });
    expect(refusedKey.status).toBe(403);
  });

  it('refuses a write without the crumb', async () => {
    const res = await owner.send('POST', '/api/owner/stores', { body: { title: 'No crumb' }, crumb: false });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('invalid-crumb');
  });
});

describe(`SPEC §7 content-service calls (${testDatabaseKind()})`, () => {
  it('POST …/products creates the store and answers with its id', async () => {
    const res = await owner.send('POST', contentService, {
      body: { title: 'Field Kit', navigationTitle: 'Kit', urlId: '', description: 'Tools.', enabled: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      title: 'Field Kit',
      navigationTitle: 'Kit',
      urlId: 'field-kit',
    });
    expect((await visitorGet(app, '/field-kit')).status).toBe(200);
    expect(
      await db
        .knex(TABLES.productCategories)
        .where({ website_id: fixture.websiteId, collection_id: res.body.id }),
    ).toEqual([]);
  });

  it('POST …/products/{collectionId}/categories creates the root, then categories under it', async () => {
    const { body: store } = await owner.send('POST', contentService, { body: { title: 'Tableware' } });
    const categories = `${contentService}/${store.id}/categories`;
    const root = await owner.send('POST', categories, {
      body: {
        displayName: 'All',
        parentCategoryId: null,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 0,
      },
    });
    expect(root.status).toBe(201);
    expect(root.body).toEqual({
      id: expect.any(String),
      collectionId: store.id,
      displayName: 'All',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 0,
    });
    const second = await owner.send('POST', categories, {
      body: { displayName: 'Everything', type: 'ROOT' },
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'already-exists', message: 'This root category already exists.' });

    const kitchen = await owner.send('POST', categories, { body: { displayName: 'Kitchen & Table' } });
    expect(kitchen.status).toBe(201);
    expect(kitchen.body).toMatchObject({ type: 'CATEGORY', parentCategoryId: root.body.id, displayIndex: 0 });
    const bowls = await owner.send('POST', categories, {
      body: { displayName: 'Bowls', parentCategoryId: kitchen.body.id },
    });
    expect(bowls.body).toMatchObject({ parentCategoryId: kitchen.body.id, displayIndex: 0 });
    const cups = await owner.send('POST', categories, { body: { displayName: 'Cups' } });
    expect(cups.body).toMatchObject({ parentCategoryId: root.body.id, displayIndex: 1 });

    const duplicate = await owner.send('POST', categories, { body: { displayName: 'kitchen table' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ error: 'already-exists', message: 'This category already exists.' });

    const page = await visitorGet(app, '/tableware/c/kitchen-table');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Kitchen &amp; Table');
  });

  it('refuses category fields that are not one of the expected options', async () => {
    const { body: store } = await owner.send('POST', contentService, { body: { title: 'Refusals' } });
    const categories = `${contentService}/${store.id}/categories`;
    const res = await owner.send('POST', categories, {
      body: { displayName: '  ', type: 'LEAF', pageRendering: 'GRID_VIEW', displayIndex: 1.5 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid-input',
      message: INVALID,
      fields: {
        displayName: 'Enter a category name.',
        type: 'LEAF is not one of the expected options.',
        pageRendering: 'GRID_VIEW is not one of the expected options.',
        displayIndex: 'Enter a whole number of 0 or more.',
      },
    });
    const parent = await owner.send('POST', categories, {
      body: { displayName: 'Mugs', parentCategoryId: 'nope' },
    });
    expect(parent.status).toBe(400);
    expect(parent.body.fields).toEqual({ parentCategoryId: 'nope is not one of the expected options.' });
    const rootWithParent = await owner.send('POST', categories, {
      body: { displayName: 'All', type: 'ROOT', parentCategoryId: 'x' },
    });
    expect(rootWithParent.body.fields).toEqual({ parentCategoryId: 'A root category has no parent.' });
  });

  it('answers 404 for another website in the path and for a collection that is not a store', async () => {
    const other = `/api/content-service/product/1.1/websites/${fixture.otherWebsiteId}/products`;
    const res = await owner.send('POST', other, { body: { title: 'Elsewhere' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such website.');
    const blog = await db
      .knex(TABLES.collections)
      .where({ website_id: fixture.websiteId, url_id: 'journal' })
      .first();
    const notStore = await owner.send('POST', `${contentService}/${blog.id}/categories`, {
      body: { displayName: 'X' },
    });
    expect(notStore.status).toBe(404);
    expect(notStore.body).toEqual({ error: 'not-found', message: 'No such store.' });
  });
});

describe(`a site without a main menu row (${testDatabaseKind()})`, () => {
  it('gets one: the new store first, then the links it showed until now', async () => {
    await db.knex(TABLES.navigations).where({ website_id: fixture.websiteId, name: 'main' }).delete();
    const before = mainMenuLinks((await visitorGet(app, '/')).text);
    expect(before[0]).toBe('/');
    expect(before).toContain('/shop');
    const res = await createStore({ title: 'Fresh Start', addToNavigation: true });
    expect(res.status).toBe(201);
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).toEqual(['/fresh-start', ...before]);
  });
});
