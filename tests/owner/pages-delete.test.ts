// DELETE /api/owner/pages/{id}: the home page and a store with products are refused; a blog goes with its posts and its menu links.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { changesOf, pageIdsByUrl } from './owner-data.js';
import { mainMenuLinks } from './site-menu.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let pageIds: Record<string, string>;

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
});

const remove = (id: string) => owner.send('DELETE', `/api/owner/pages/${id}`);

describe(`deleting pages (${testDatabaseKind()})`, () => {
  it('refuses to delete the home page', async () => {
    const res = await remove(pageIds.home);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'home-page',
      message: 'The home page cannot be deleted. Make another page the home page first.',
    });
    expect((await visitorGet(app, '/')).status).toBe(200);
  });

  it('refuses to delete a store that still has products', async () => {
    const res = await remove(pageIds.shop);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This store still has products. Delete its products or move them to another store first.',
    );
    expect((await visitorGet(app, '/shop')).status).toBe(200);
  });

  it('deletes a blog page with its posts, and takes its link out of the menu', async () => {
    const blog = await db.knex(TABLES.pages).where({ id: pageIds.blog }).first('collection_id');
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).toContain('/blog');

    const res = await remove(pageIds.blog);
    expect(res.status).toBe(204);
    expect((await visitorGet(app, '/blog')).status).toBe(404);
    expect((await visitorGet(app, '/blog/spring-at-the-workshop')).status).toBe(404);
    expect((await visitorGet(app, '/journal')).status).toBe(404);
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).not.toContain('/blog');
    expect(await db.knex(TABLES.collections).where({ id: blog.collection_id }).first()).toBeUndefined();
    expect(await db.knex(TABLES.contentItems).where({ collection_id: blog.collection_id })).toEqual([]);

    const [change] = await changesOf(db.knex, pageIds.blog);
    expect(change).toMatchObject({ action: 'delete', entity: 'page' });
    expect(change.actor).toMatch(/@example\.com$/);
    expect((await owner.send('GET', `/api/owner/pages/${pageIds.blog}`)).status).toBe(404);
    expect((await remove(pageIds.blog)).status).toBe(404);
  });

  it('moves the links under a deleted page up to its place, in every menu', async () => {
    const saved = await owner.send('PUT', '/api/owner/navigation/main', {
      body: {
        items: [
          { pageId: pageIds.home },
          { pageId: pageIds.about, items: [{ pageId: pageIds.contact }, { externalLink: '/search' }] },
          { pageId: pageIds.shop },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await owner.send('PUT', '/api/owner/navigation/footer', {
      body: { items: [{ pageId: pageIds.about }, { externalLink: 'https://example.org' }] },
    });

    expect((await remove(pageIds.about)).status).toBe(204);
    const { body } = await owner.send('GET', '/api/owner/navigation');
    expect(body.menus).toEqual([
      {
        name: 'main',
        items: [
          { pageId: pageIds.home, items: [] },
          { pageId: pageIds.contact, items: [] },
          { externalLink: '/search', items: [] },
          { pageId: pageIds.shop, items: [] },
        ],
      },
      { name: 'footer', items: [{ externalLink: 'https://example.org', items: [] }] },
    ]);
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).toEqual(['/', '/contact', '/search', '/shop']);
  });

  it('deletes an empty store, and is refused to a viewer', async () => {
    const made = await owner.send('POST', '/api/owner/pages', {
      body: { title: 'Pop-up Shop', type: 'products' },
    });
    expect(made.status).toBe(201);
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    expect((await viewer.send('DELETE', `/api/owner/pages/${made.body.page.id}`)).status).toBe(403);
    expect((await remove(made.body.page.id)).status).toBe(204);
    expect((await visitorGet(app, '/pop-up-shop')).status).toBe(404);
    expect(mainMenuLinks((await visitorGet(app, '/')).text)).not.toContain('/pop-up-shop');
  });
});
