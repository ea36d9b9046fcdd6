// SPEC §7's menu calls, as SPEC §4's store creation uses them: read the layout, put the store first, save.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import type { TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { mainMenuLinks, ownerCommerceApp, signedInOwner, visitorGet } from '../commerce/stores-owner-app.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = ownerCommerceApp(db);
  owner = await signedInOwner(app, db.knex, fixture.websiteId);
}, 60_000);
afterAll(() => db?.close());

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
    expect(script.body.fields['navigation.0.externalLink']).toBe(
      'A link must start with http://, https://, mailto:, tel: or /.',
    );
    const badName = await update({ fieldName: '../main', navigation: [] });
    expect(badName.status).toBe(400);
  });

  it('is for admins and website managers; an API key may read the layout but not change it', async () => {
    const editor = await signedInOwner(app, db.knex, fixture.websiteId, 4);
    expect((await editor.send('GET', '/api/commondata/GetSiteLayout')).status).toBe(403);
    expect((await update({ fieldName: 'main', navigation: [] }, editor)).status).toBe(403);
    const manager = await signedInOwner(app, db.knex, fixture.websiteId, 15);
    expect((await layout(manager))[0].identifier).toBe('main');
    expect((await request(app).get('/api/commondata/GetSiteLayout')).status).toBe(401);

    const { key } = await createApiKey(db.knex, {
      websiteId: fixture.websiteId,
      name: 'reader',
      scopes: ['website:read'],
      createdByAccountId: null,
    });
    const read = await request(app)
      .get('/api/commondata/GetSiteLayout')
      .set('Authorization', `Bearer ${key}`);
    expect(read.status).toBe(200);
    const write = await request(app)
      .post('/api/widget/UpdateNavigation')
      .set('Authorization', `Bearer ${key}`)
      .send({ fieldName: 'main', navigation: [] });
    expect(write.status).toBe(403);
  });
});
