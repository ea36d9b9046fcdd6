// Links that look like paths but lead to another host (`//evil.example`, `/\evil.example`, `/..//evil.example`) on the real app: refused in menus and page links, never followed by a redirect.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_FORMAT_MESSAGE, OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import type { Database } from '../../server/db/database.js';
import { ITEMS, OWNERS, owner, realApp, seedCheckoutStore, visitor } from '../commerce/cart-real-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import type { TestBrowser } from './test-browser.js';

/** Links a browser sends to another host though they start with '/'. */
const OTHER_HOSTS = ['//evil.example/x', '/\\evil.example', '/\\/evil.example'];
/** Return paths that become `//evil.example` once their dots are resolved. */
const RESOLVED_AWAY = ['/..//evil.example', '/.//evil.example/x', '/a/..//evil.example'];

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  app = realApp(db);
  admin = await owner(app, OWNERS.admin);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** Whether a Location header sends the browser to another host. */
const leaves = (location: string | undefined) => location !== undefined && !/^\/(?![/\\])/.test(location);

describe(`links to other hosts dressed as paths (${testDatabaseKind()})`, () => {
  it.each(OTHER_HOSTS)('refuses %s as a menu link (PUT /api/owner/navigation/main)', async (link) => {
    const res = await admin.send('PUT', '/api/owner/navigation/main', {
      body: { items: [{ title: 'Sale', externalLink: link }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'invalid-input',
      message: OWNER_INPUT_MESSAGE,
      fields: { 'items.0.externalLink': LINK_FORMAT_MESSAGE },
    });
  });

  it.each(OTHER_HOSTS)('refuses %s in SPEC §7’s UpdateNavigation, nested too', async (link) => {
    const res = await admin.send('POST', '/api/widget/UpdateNavigation', {
      body: {
        fieldName: 'main',
        navigation: { items: [{ title: 'Shop', externalLink: '/shop', items: [{ externalLink: link }] }] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'navigation.items.0.items.0.externalLink': LINK_FORMAT_MESSAGE });
  });

  it.each(OTHER_HOSTS)('refuses %s as a button’s link on a page', async (link) => {
    const created = await admin.send('POST', '/api/owner/pages', { body: { title: 'Links' } });
    expect(created.status).toBe(201);
    const res = await admin.send('PATCH', `/api/owner/pages/${created.body.page.id}`, {
      body: { blocks: [{ type: 'button', label: 'Go', href: link }] },
    });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.fields as Record<string, string>)).toEqual([LINK_FORMAT_MESSAGE]);
  });

  it('still takes paths, addresses, mail and phone links', async () => {
    const items = ['/shop', '/', 'https://example.org/a', 'mailto:hi@example.org', 'tel:+1 555 0100'].map(
      (externalLink) => ({ title: externalLink, externalLink }),
    );
    const res = await admin.send('PUT', '/api/owner/navigation/main', { body: { items } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it.each([...OTHER_HOSTS, ...RESOLVED_AWAY])(
    'sends a refused cart form back to a path of the site, not to %s',
    async (returnTo) => {
      const browser = await visitor(app);
      const res = await browser.send('POST', '/cart/add', {
        form: true,
        body: { itemId: ITEMS.mug, sku: 'NO-SUCH-SKU', returnTo },
      });
      expect(res.status).toBe(303);
      expect(leaves(res.headers.location), res.headers.location).toBe(false);
      expect(res.headers.location).toMatch(/^\/cart\?cartError=/);
    },
  );

  it.each([...OTHER_HOSTS, ...RESOLVED_AWAY])(
    'sends a plain newsletter sign-up back to a path of the site, not to %s',
    async (back) => {
      const browser = await visitor(app);
      const res = await browser.send('POST', '/newsletter', {
        form: true,
        body: { email: 'ada@example.com', 'tessera-return-to': back },
      });
      expect(res.status).toBe(303);
      expect(leaves(res.headers.location), res.headers.location).toBe(false);
      expect(res.headers.location).toMatch(/^\/\?newsletter=/);
    },
  );

  it.each([...OTHER_HOSTS, ...RESOLVED_AWAY])(
    'sends a page-password form back to a path of the site, not to %s',
    async (returnTo) => {
      const browser = await visitor(app);
      const res = await browser.send('POST', '/unlock', {
        form: true,
        body: { target: 'no-such-page', password: 'x', returnTo },
      });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/');
    },
  );

  it('keeps a return path of the site, its dots resolved', async () => {
    const browser = await visitor(app);
    const res = await browser.send('POST', '/cart/add', {
      form: true,
      body: { itemId: ITEMS.mug, sku: 'NO-SUCH-SKU', returnTo: '/shop/../shop/p/mug?ref=menu' },
    });
    expect(res.headers.location).toMatch(/^\/shop\/p\/mug\?ref=menu&cartError=/);
  });

  it.each(['//evil.example/', '/\\evil.example/', '//evil.example//'])(
    'does not redirect %s to another host to drop its trailing slash',
    async (path) => {
      const res = await request(app).get(path).set('Accept', 'text/html');
      expect(leaves(res.headers.location), res.headers.location).toBe(false);
      expect(res.status).toBe(404);
    },
  );
});
