// The owner's sharing settings over HTTP: share networks and social accounts saved, refused with a message per field, who may, and the post page following at once.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { SITE, newVisitor, seedOrderStore, signedInOwner, tempDataDir } from '../commerce/orders-fixtures.js';
import { reviewsApp } from '../reviews/reviews-app.js';

const PATH = '/api/owner/sharing-settings';

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = tempDataDir();
  await seedOrderStore(db.knex, dataDir);
  await db
    .knex(TABLES.collections)
    .insert({ website_id: SITE, id: 'journal', type: 1, url_id: 'journal', title: 'Journal' });
  await db
    .knex(TABLES.pages)
    .insert({ website_id: SITE, url_id: 'blog', page_type: 1, title: 'Journal', collection_id: 'journal' });
  await db.knex(TABLES.contentItems).insert({
    website_id: SITE,
    id: 'post-1',
    collection_id: 'journal',
    record_type: 1,
    url_id: 'tides',
    title: 'Tides & "time"',
    body: '<p>Story.</p>',
  });
  app = reviewsApp(db, dataDir);
  admin = await signedInOwner(app, db, 'admin@example.com', 1);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`sharing settings (${testDatabaseKind()})`, () => {
  it('saves share networks and social accounts, and the post page shows their links at once', async () => {
    expect((await admin.send('GET', PATH)).body).toEqual({ shareNetworks: [], socialAccounts: [] });
    const before = await (await newVisitor(app)).visit('/blog/tides');
    expect(before.text).not.toContain('class="share-links"');
    expect(before.text).not.toContain('site-footer__social');

    const saved = await admin.send('PUT', PATH, {
      body: {
        shareNetworks: ['email', 'facebook'],
        socialAccounts: [
          { serviceName: 'instagram', userName: 'hp', profileUrl: ' https://www.instagram.com/hp ' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      shareNetworks: ['facebook', 'email'],
      socialAccounts: [
        { serviceName: 'instagram', userName: 'hp', profileUrl: 'https://www.instagram.com/hp' },
      ],
    });
    expect((await admin.send('GET', PATH)).body).toEqual(saved.body);

    const page = await (await newVisitor(app)).visit('/blog/tides');
    expect(page.text).toMatch(
      /href="https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F[^"]+%2Fblog%2Ftides"/,
    );
    expect(page.text).toContain('aria-label="Share by email"');
    expect(page.text).not.toContain('Share on X');
    expect(page.text).toContain('aria-label="Follow on Instagram"');
    // Every page's footer follows the site's accounts too.
    const home = await (await newVisitor(app)).visit('/');
    expect(home.text).toMatch(
      /<div class="site-footer__social"><ul class="follow-links"[^>]*><li><a [^>]*aria-label="Follow on Instagram"/,
    );
  });

  it('refuses an account without a service or an http(s) profile, with a message per field', async () => {
    const res = await admin.send('PUT', PATH, {
      body: {
        shareNetworks: ['myspace'],
        socialAccounts: [{ serviceName: ' ', profileUrl: 'javascript:alert(1)' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'shareNetworks.0': 'Choose networks from the list.',
      'socialAccounts.0.serviceName': 'Name the service (Instagram, Facebook…).',
      'socialAccounts.0.profileUrl': 'Enter the profile address, starting with https://.',
    });
  });

  it('lets only owners who edit pages change them', async () => {
    const visitor = await newVisitor(app);
    expect((await visitor.send('GET', PATH)).status).toBe(401);
    const store = await signedInOwner(app, db, 'store@example.com', 8);
    expect((await store.send('PUT', PATH, { body: { shareNetworks: [], socialAccounts: [] } })).status).toBe(
      403,
    );
  });
});
