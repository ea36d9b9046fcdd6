// A theme's block areas (<squarespace:block-field>) edited through the owner API: PATCH blockFields then GET, the public pages through the platform fixture theme, refusals as for blocks, and GET /block-fields (THEME_DIR, an uploaded theme, the built-in theme).
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBED_NOTHING_LEFT_MESSAGE } from '../../domain/owner-api/blocks.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { publishPage, setUpOwnerSuite, signedInOwner, visitorGet } from './owner-app.js';
import { changesOf, imageIds, pageIdsByUrl } from './owner-data.js';
import { folderFiles, zipOf } from '../theme-platform/theme-zips.js';

const FIXTURE_THEME = join(import.meta.dirname, '..', '..', 'fixtures', 'themes', 'platform-fixture');

let db: Database;
let fixture: SiteFixture;
/** The owner app on the built-in theme, and an admin signed in to it. */
let app: Express;
let owner: TestBrowser;
/** The whole app with THEME_DIR set to the platform fixture, and an admin signed in to it. */
let themedApp: Express;
let themedOwner: TestBrowser;
let pageIds: Record<string, string>;
let images: string[];

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, app, owner } = suite);
  pageIds = await pageIdsByUrl(db.knex, fixture.websiteId);
  images = await imageIds(db.knex, fixture.websiteId);
  themedApp = createApp({ db, config: testConfig({ dataDir: suite.dataDir, themeDir: FIXTURE_THEME }) });
});

beforeAll(async () => {
  themedOwner = await signedInOwner(themedApp, db.knex, fixture.websiteId);
}, 60_000);

const read = async (browser: TestBrowser, id: string) => {
  const res = await browser.send('GET', `/api/owner/pages/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page;
};

const save = (browser: TestBrowser, id: string, body: Record<string, unknown>, version?: number) =>
  browser.send('PATCH', `/api/owner/pages/${id}`, {
    body,
    headers: version === undefined ? {} : { 'If-Match': String(version) },
  });

/** The inside of the sidebar's block area on a public page of the themed site. */
async function sidebarOf(path: string): Promise<string> {
  const res = await visitorGet(themedApp, path);
  expect(res.status, path).toBe(200);
  const match = /data-type="block-field" id="sidebarBlocks">([\s\S]*?)<\/div>\s*<\/aside>/.exec(res.text);
  expect(match, `${path} has the sidebar area`).not.toBeNull();
  return match![1];
}

describe(`block areas through the owner API (${testDatabaseKind()})`, () => {
  it('saves an area’s blocks beside the page’s own, with ids, sanitized, and reads them back', async () => {
    const before = await read(owner, pageIds.home);
    expect(before.blockFields).toEqual({});
    const res = await save(
      owner,
      pageIds.home,
      {
        blockFields: {
          sidebarBlocks: [
            { type: 'text', html: '<p>Open every day from nine</p><script>alert(1)</script>' },
            { type: 'image', imageId: images[0], caption: 'The workshop' },
          ],
        },
      },
      before.version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.page;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.blocks).toEqual(before.blocks);
    const [text, image] = saved.blockFields.sidebarBlocks;
    expect(text).toMatchObject({ type: 'text', html: '<p>Open every day from nine</p>' });
    expect(image).toMatchObject({ type: 'image', imageId: images[0], caption: 'The workshop' });
    expect(text.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);

    const change = (await changesOf(db.knex, pageIds.home)).at(-1);
    expect(change).toMatchObject({ entity: 'page', summary: 'Changed the blocks of sidebarBlocks.' });
    await publishPage(owner, pageIds.home);
    const again = await read(owner, pageIds.home);
    expect(again.blockFields).toEqual(saved.blockFields);
    expect(again.blocks).toEqual(before.blocks);

    // Another area given leaves this one as it is; [] empties one.
    const other = await save(owner, pageIds.home, { blockFields: { footerBlocks: [{ type: 'spacer' }] } });
    expect(Object.keys(other.body.page.blockFields).sort()).toEqual(['footerBlocks', 'sidebarBlocks']);
    const emptied = await save(owner, pageIds.home, { blockFields: { footerBlocks: [] } });
    expect(emptied.body.page.blockFields.footerBlocks).toEqual([]);
    expect(emptied.body.page.blockFields.sidebarBlocks).toEqual(saved.blockFields.sidebarBlocks);
  });

  it('refuses a save over an older version (412) and keeps the stored areas', async () => {
    const page = await read(owner, pageIds.contact);
    const first = await save(owner, pageIds.contact, { blockFields: { sidebarBlocks: [] } }, page.version);
    expect(first.status).toBe(200);
    const stale = await save(
      owner,
      pageIds.contact,
      { blockFields: { sidebarBlocks: [{ type: 'spacer' }] } },
      page.version,
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: 'version-conflict', currentVersion: page.version + 1 });
    await publishPage(owner, pageIds.contact);
    expect((await read(owner, pageIds.contact)).blockFields).toEqual({ sidebarBlocks: [] });
  });

  it('refuses bad blocks with the messages a page’s blocks get, on the area’s own fields', async () => {
    const page = await read(owner, pageIds.about);
    const area = (blocks: unknown[]) =>
      save(owner, pageIds.about, { blockFields: { sidebarBlocks: blocks } });

    const many = await area(Array.from({ length: 61 }, () => ({ type: 'spacer' })));
    expect(many.status).toBe(400);
    expect(many.body.fields).toEqual({ 'blockFields.sidebarBlocks': 'A page holds at most 60 blocks.' });
    const unknown = await area([{ type: 'hologram', url: 'https://example.com' }]);
    expect(unknown.body.fields).toEqual({
      'blockFields.sidebarBlocks.0.type': 'hologram is not one of the expected options.',
    });
    const twice = await area([
      { id: 'same', type: 'spacer' },
      { id: 'same', type: 'spacer' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({
      'blockFields.sidebarBlocks.1.id': 'Two blocks of this page have the same id.',
    });
    const missing = await area([{ type: 'image', imageId: 'no-such-image' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      'blockFields.sidebarBlocks.0.imageId': 'no-such-image is not one of the expected options.',
    });
    const embed = await area([{ type: 'embed', html: '<script src="https://evil.example/x.js"></script>' }]);
    expect(embed.status).toBe(400);
    expect(embed.body.fields).toEqual({ 'blockFields.sidebarBlocks.0.html': EMBED_NOTHING_LEFT_MESSAGE });

    const badId = await save(owner, pageIds.about, { blockFields: { '9lives': [] } });
    expect(badId.status).toBe(400);
    expect(Object.values(badId.body.fields as Record<string, string>)).toEqual([
      'A block area id starts with a letter and has letters, digits, - or _.',
    ]);
    const tooMany = await save(owner, pageIds.about, {
      blockFields: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`area${i}`, []])),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ blockFields: 'A page holds at most 20 block areas.' });

    expect(await read(owner, pageIds.about)).toMatchObject({ version: page.version, blockFields: {} });
  });
});

describe(`block areas on the live site and in GET /block-fields (${testDatabaseKind()})`, () => {
  it('lists the platform theme’s areas, and none for the built-in theme', async () => {
    const themed = await themedOwner.send('GET', '/api/owner/block-fields');
    expect(themed.status).toBe(200);
    expect(themed.body.theme).toBe('Platform Fixture');
    expect(themed.body.fields).toContainEqual({
      id: 'sidebarBlocks',
      columns: 4,
      templates: ['site.region'],
    });
    expect(themed.body.fields).toContainEqual({
      id: 'aboutBlocks',
      columns: 12,
      templates: ['pages/about.page'],
    });
    // An id made from the page (`post-{item.id}-extra`) is no area an owner fills here.
    expect(themed.body.fields.map((field: { id: string }) => field.id)).not.toContain('post-{item.id}-extra');

    const builtIn = await owner.send('GET', '/api/owner/block-fields');
    expect(builtIn.status).toBe(200);
    expect(builtIn.body.fields).toEqual([]);
    expect(typeof builtIn.body.theme).toBe('string');
  });

  it('shows the home page’s area on every page without its own, and a page’s own where it has one until it is taken away', async () => {
    const home = await read(themedOwner, pageIds.home);
    const saved = await save(
      themedOwner,
      pageIds.home,
      { blockFields: { sidebarBlocks: [{ type: 'text', html: '<p>Markets every Saturday</p>' }] } },
      home.version,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await publishPage(themedOwner, pageIds.home);
    expect(await sidebarOf('/')).toContain('<p>Markets every Saturday</p>');
    expect(await sidebarOf('/blog')).toContain('<p>Markets every Saturday</p>');

    const contact = await read(themedOwner, pageIds.contact);
    await save(
      themedOwner,
      pageIds.contact,
      { blockFields: { sidebarBlocks: [{ type: 'heading', text: 'Find the studio' }] } },
      contact.version,
    );
    await publishPage(themedOwner, pageIds.contact);
    const own = await sidebarOf('/contact');
    expect(own).toContain('Find the studio');
    expect(own).not.toContain('Markets every Saturday');

    // null takes the page's own area away: it shows the home page's again.
    const back = await save(themedOwner, pageIds.contact, { blockFields: { sidebarBlocks: null } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.page.blockFields).toEqual({});
    await publishPage(themedOwner, pageIds.contact);
    expect(await sidebarOf('/contact')).toContain('<p>Markets every Saturday</p>');
  });

  it('lists the areas of the website’s active uploaded theme, and none once it is back on the built-in theme', async () => {
    const cookie = [...owner.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const uploaded = await request(app)
      .post('/api/owner/themes')
      .set('Accept', 'application/json')
      .set('Cookie', cookie)
      .set(owner.changeHeaders())
      .attach('theme', await zipOf(folderFiles(FIXTURE_THEME)), {
        filename: 'platform-fixture.zip',
        contentType: 'application/zip',
      });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const themeId = uploaded.body.theme.id as string;
    expect((await owner.send('PUT', '/api/owner/themes/active', { body: { themeId } })).status).toBe(200);

    const listed = await owner.send('GET', '/api/owner/block-fields');
    expect(listed.body.theme).toBe('Platform Fixture');
    expect(listed.body.fields).toContainEqual({
      id: 'sidebarBlocks',
      columns: 4,
      templates: ['site.region'],
    });

    await owner.send('PUT', '/api/owner/themes/active', { body: { themeId: null } });
    expect((await owner.send('GET', '/api/owner/block-fields')).body.fields).toEqual([]);
  });
});
