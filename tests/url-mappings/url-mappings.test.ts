// URL mappings over HTTP: saved and read back, refused line by line with numbers, applied before any page at once (plain, variables, queries), per website, and who may change them.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../security/test-browser.js';
import { OTHER_HOST, SITE_HOST } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner } from '../owner/owner-app.js';
import type { Database } from '../../server/db/database.js';
import { ROLE } from '../../domain/roles.js';

const PATH = '/api/owner/url-mappings';

let app: Express;
let db: Database;
let owner: TestBrowser;
let websiteId: string;

setUpOwnerSuite((suite) => {
  ({ app, owner, db } = suite);
  websiteId = suite.fixture.websiteId;
});

const visit = (path: string, host = SITE_HOST) =>
  request(app).get(path).set('Host', host).set('Accept', 'text/html');

describe(`URL mappings (${testDatabaseKind()})`, () => {
  it('starts empty, saves the text and redirects before any page at once', async () => {
    expect((await owner.send('GET', PATH)).body).toEqual({ text: '', count: 0 });
    // The shop answers as a page until a mapping names it.
    expect((await visit('/shop')).status).toBe(200);
    expect((await visit('/old-shop')).status).toBe(404);

    const text = [
      '/old-shop -> /shop 301',
      '/shop -> /blog 302',
      '',
      '/journal/[name] -> /blog/[name] 301',
      '/catalogue?category=hats -> /shop 301',
      '/search-old?[query] -> /search?[query] 301',
      '/away -> https://elsewhere.example/page 302',
    ].join('\n');
    const saved = await owner.send('PUT', PATH, { body: { text } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ text, count: 6 });
    expect((await owner.send('GET', PATH)).body).toEqual({ text, count: 6 });

    const old = await visit('/old-shop');
    expect([old.status, old.headers.location]).toEqual([301, '/shop']);
    // A mapping wins over the page at the same address.
    const shop = await visit('/shop');
    expect([shop.status, shop.headers.location]).toEqual([302, '/blog']);
    const post = await visit('/Journal/First-Light/');
    expect([post.status, post.headers.location]).toEqual([301, '/blog/First-Light']);
    expect((await visit('/catalogue?category=hats')).headers.location).toBe('/shop');
    expect((await visit('/catalogue?category=shoes')).status).toBe(404);
    expect((await visit('/search-old?q=tea&page=2')).headers.location).toBe('/search?q=tea&page=2');
    expect((await visit('/away')).headers.location).toBe('https://elsewhere.example/page');
    // Only GET and HEAD: a form post to a mapped address is not turned into a GET elsewhere.
    expect((await request(app).head('/old-shop').set('Host', SITE_HOST)).status).toBe(301);
  });

  it('keeps each website’s mappings to itself', async () => {
    expect((await visit('/old-shop', OTHER_HOST)).status).not.toBe(301);
  });

  it('refuses every bad line with its number, and keeps what was saved', async () => {
    const before = (await owner.send('GET', PATH)).body;
    const refused = await owner.send('PUT', PATH, {
      body: { text: '/fine -> /ok 301\n/broken /ok 301\n/x -> /y 307\n/fine -> /other 301' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'text.2': 'Line 2: write each mapping as /old-path -> /new-path 301 (or 302).',
      'text.3': 'Line 3: end the line with 301 (permanent) or 302 (temporary), not 307.',
      'text.4': 'Line 4: /fine is already mapped on line 1.',
    });
    expect((await owner.send('GET', PATH)).body).toEqual(before);
    expect((await visit('/fine')).status).toBe(404);
  });

  it('lets viewers read the mappings but not change them', async () => {
    const viewer = await signedInOwner(app, db.knex, websiteId, ROLE.viewer);
    expect((await viewer.send('GET', PATH)).status).toBe(200);
    expect((await viewer.send('PUT', PATH, { body: { text: '' } })).status).toBe(403);
  });

  it('clears every redirect when the text is emptied', async () => {
    expect((await owner.send('PUT', PATH, { body: { text: '' } })).status).toBe(200);
    expect((await visit('/shop')).status).toBe(200);
    expect((await visit('/old-shop')).status).toBe(404);
  });
});
