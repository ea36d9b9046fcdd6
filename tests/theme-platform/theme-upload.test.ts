// Owners switch a website to an uploaded theme folder (zip) through the owner API: `tessera check` on upload, refusals with their reasons, the live site rendered and styled by the active theme, tweaks, deleting, roles.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteWebsiteRows } from '../../server/demo/delete-website.js';
import { ROLE } from '../../domain/roles.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { ownerApp, setUpOwnerSuite, signedInOwner, visitorGet } from '../owner/owner-app.js';
import { uploadAs } from '../owner/upload-as.js';
import type { TestBrowser } from '../security/test-browser.js';
import { OTHER_HOST, type SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { BASE_TEMPLATE, PLATFORM_FIXTURE, removeThemeCopies } from './theme-dirs.js';
import { folderFiles, renamedEntry, zipOf } from './theme-zips.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;
let dataDir: string;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner, dataDir } = suite);
});
afterAll(removeThemeCopies);

/** A theme zip uploaded as the editor sends it: multipart field `theme`, the browser's cookies and crumb. */
function upload(zip: Buffer, filename = 'theme.zip', browser: TestBrowser = owner): Promise<Response> {
  return uploadAs(
    app,
    browser,
    { data: zip, filename, contentType: 'application/zip' },
    'theme',
    '/api/owner/themes',
  );
}

const fixtureZip = (changes: Record<string, string> = {}, prefix = '') =>
  zipOf({ ...folderFiles(PLATFORM_FIXTURE), ...changes }, prefix);

async function themeCount(): Promise<number> {
  const res = await owner.send('GET', '/api/owner/themes');
  expect(res.status).toBe(200);
  return res.body.themes.length;
}

/** The home page a visitor gets, and the stylesheet it links with its CSS. */
async function home(target: Express = app) {
  const page = await visitorGet(target, '/');
  expect(page.status).toBe(200);
  const href = /href="(\/site\.css\?v=[0-9a-f]+)"/.exec(page.text)?.[1];
  const css = href === undefined ? undefined : await request(target).get(href);
  return { html: page.text, href, css };
}

/** The fixture theme's marker: its header region and main-content field. */
const THEMED = 'data-content-field="main-content"';

let themeId: string;
let zipHash: string;

// Uploads compile LESS in a worker process (started on first use): minutes on a machine as busy as CI's can be, not 20 s.
describe(`owner API: uploaded themes (${testDatabaseKind()})`, { timeout: 120_000 }, () => {
  it('stores a theme that passes tessera check and lists it, the built-in theme still live', async () => {
    expect(await owner.send('GET', '/api/owner/themes').then((res) => res.body)).toEqual({
      themes: [],
      activeThemeId: null,
      builtInName: 'Tessera',
    });
    const zip = await fixtureZip();
    zipHash = createHash('sha256').update(zip).digest('hex');
    const res = await upload(zip, 'platform-fixture.zip');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      theme: {
        name: 'Platform Fixture',
        author: 'Tessera',
        fileName: 'platform-fixture.zip',
        files: Object.keys(folderFiles(PLATFORM_FIXTURE)).length,
        sizeBytes: zip.length,
        warnings: 0,
        uploadedBy: expect.stringMatching(/@example\.com$/),
        active: false,
      },
      warnings: [],
    });
    themeId = res.body.theme.id;
    const list = await owner.send('GET', '/api/owner/themes');
    expect(list.body.themes.map((theme: { id: string }) => theme.id)).toEqual([themeId]);
    expect(list.body.activeThemeId).toBeNull();
    // Unpacked into the data folder's cache, named by the zip's hash.
    expect(existsSync(join(dataDir, 'themes', zipHash, 'template.conf'))).toBe(true);
    expect((await home()).html).not.toContain(THEMED);
  });

  it('renders the public pages through the active theme and serves its stylesheet and files', async () => {
    const res = await owner.send('PUT', '/api/owner/themes/active', { body: { themeId } });
    expect(res.status).toBe(200);
    expect(res.body.activeThemeId).toBe(themeId);
    expect(res.body.themes[0].active).toBe(true);

    const { html, href, css } = await home();
    expect(html).toContain(THEMED);
    expect(html).toContain('<header class="site-header">');
    expect(html).not.toMatch(/<squarespace:|\{squarespace/);
    expect(href).toBeDefined();
    expect(css!.status).toBe(200);
    expect(css!.headers['content-type']).toMatch(/^text\/css/);
    expect(css!.text).toMatch(/\.site-header\s*\{\s*border-bottom: 2px solid #c0392b;/);
    const logo = await request(app).get('/assets/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const script = await request(app).get('/scripts/site.js');
    expect(script.status, script.text).toBe(200);
    // A warm page view reads nothing of the theme from the database (its hash and tweaks are cached).
    const queries: string[] = [];
    const listener = (query: { sql: string }) => queries.push(query.sql);
    db.knex.on('query', listener);
    try {
      expect((await home()).html).toContain(THEMED);
    } finally {
      db.knex.off('query', listener);
    }
    expect(queries.filter((sql) => sql.includes(TABLES.websiteThemes))).toEqual([]);
    // Another website of the same server keeps the built-in theme.
    const other = await request(app).get('/').set('Host', OTHER_HOST).set('Accept', 'text/html');
    expect(other.headers['content-type']).toMatch(/^text\/html/);
    expect(other.text).toContain('</html>');
    expect(other.text).not.toContain(THEMED);
  });

  it('shares a visitor’s page of the active theme, and an owner’s change shows on the next view', async () => {
    const pages = await owner.send('GET', '/api/owner/pages');
    expect(pages.status).toBe(200);
    const homePage = (pages.body.pages as { id: string; isHome: boolean }[]).find((page) => page.isHome)!;
    // Two visitors: the second gets the page the first one's view rendered.
    expect((await home()).html).toContain(THEMED);
    expect((await home()).html).not.toContain('Harbour hours');
    const saved = await owner.send('PATCH', `/api/owner/pages/${homePage.id}`, {
      body: { blockFields: { sidebarBlocks: [{ type: 'text', html: '<p>Harbour hours</p>' }] } },
    });
    expect(saved.status, saved.text).toBe(200);
    const published = await owner.send('POST', `/api/owner/pages/${homePage.id}/publish`);
    expect(published.status, published.text).toBe(200);
    const after = (await home()).html;
    expect(after).toContain(THEMED);
    expect(after).toMatch(/<aside class="sidebar">[\s\S]*<p>Harbour hours<\/p>[\s\S]*<\/aside>/);
  });

  it('lists the LESS tweak variables with their defaults, and saving one restyles the live site', async () => {
    const read = await owner.send('GET', `/api/owner/themes/${themeId}/tweaks`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      themeId,
      tweaks: [
        {
          name: 'accentColor',
          type: 'color',
          kind: 'variable',
          title: 'Accent colour',
          category: 'General',
          label: 'Accent colour',
          classBase: null,
          default: '#c0392b',
          value: null,
          declaredAt: 'styles/site.less:2',
          options: {},
        },
        {
          name: 'contentWidth',
          type: 'value',
          kind: 'variable',
          title: 'Content width',
          category: 'General',
          label: 'Content width',
          classBase: null,
          default: '960px',
          value: null,
          declaredAt: 'styles/site.less:5',
          options: { min: 600, max: 1600, step: 10 },
        },
      ],
    });
    const before = await home();

    const saved = await owner.send('PUT', `/api/owner/themes/${themeId}/tweaks`, {
      body: { values: { accentColor: '#336699' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.tweaks[0]).toMatchObject({ name: 'accentColor', value: '#336699' });
    expect(saved.body.tweaks[1]).toMatchObject({ name: 'contentWidth', value: null });

    const after = await home();
    expect(after.href).not.toBe(before.href);
    expect(after.css!.text).toMatch(/\.site-header\s*\{\s*border-bottom: 2px solid #336699;/);
    expect(after.css!.text).not.toContain('#c0392b');
  });

  it('refuses tweak values the stylesheet cannot take, by tweak name, and saves none of them', async () => {
    const res = await owner.send('PUT', `/api/owner/themes/${themeId}/tweaks`, {
      body: { values: { accentColor: 'red; } body { display: none', contentWidth: 'wide', nope: '1px' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      accentColor: 'Tweak @accentColor cannot be "red; } body { display: none": give a plain CSS value',
      contentWidth: 'Tweak @contentWidth must be a number like 960px, not "wide"',
      nope: 'This theme has no tweak @nope.',
    });
    const read = await owner.send('GET', `/api/owner/themes/${themeId}/tweaks`);
    expect(read.body.tweaks[0].value).toBe('#336699');
  });

  it('unpacks the active theme again on a server whose data folder lacks it', async () => {
    const secondServer = ownerApp(db, { dataDir: mkdtempSync(join(tmpdir(), 'tessera-second-')) });
    const { html, css } = await home(secondServer);
    expect(html).toContain(THEMED);
    expect(css!.text).toContain('#336699');
  });

  it('refuses a theme tessera check fails, with each problem as file:line:column and nothing stored', async () => {
    const count = await themeCount();
    const res = await upload(
      await fixtureZip({
        'header.region': [
          '<!doctype html>',
          '<body>',
          '  <squarespace:navigation navigationId="mainNavigaton" template="navigation" />',
          '  {website.siteTitle|upcase}',
          '</body>',
        ].join('\n'),
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('theme-check-failed');
    expect(res.body.message).toMatch(/^The theme has \d+ problems?; it was not uploaded\.$/);
    const texts: string[] = res.body.problems.map((problem: { text: string }) => problem.text);
    expect(
      texts.some((text) => text.startsWith("header.region:4:22: error: Formatter 'upcase' is unknown.")),
    ).toBe(true);
    const navigation = res.body.problems.find(
      (problem: { line: number; file: string }) => problem.line === 3,
    );
    expect(navigation).toMatchObject({ file: 'header.region', column: 3, severity: 'error' });
    expect(navigation.text).toContain(
      '3 |   <squarespace:navigation navigationId="mainNavigaton" template="navigation" />',
    );
    expect(await themeCount()).toBe(count);
  });

  it('refuses what is not a theme zip with a 400 saying why, storing nothing', async () => {
    const count = await themeCount();
    const conf = JSON.stringify({ name: 'X', layouts: { default: { name: 'D', regions: ['site'] } } });
    const slip = renamedEntry(
      await zipOf({ 'template.conf': conf, 'site.region': '<p>x</p>', 'xx/evil.txt': 'x' }),
      'xx/evil.txt',
      '../evil.txt',
    );
    const cases: [Buffer, string][] = [
      [
        Buffer.from('PK but not really'),
        'This file is not a zip archive. Upload the theme folder as a .zip file.',
      ],
      [
        slip,
        'The zip has a file at "../evil.txt", a path that leads out of the folder (".."): a theme zip may hold only files inside its folder.',
      ],
      [
        await zipOf({ 'template.conf': conf, 'assets/link': { data: '/etc/passwd', mode: 0o120777 } }),
        'The zip has a symbolic link at "assets/link": a theme zip may hold only plain files.',
      ],
      [
        await zipOf({
          'template.conf': conf,
          ...Object.fromEntries(
            Array.from({ length: 2000 }, (_, i) => [`assets/${i}.txt`, { data: '', compress: false }]),
          ),
        }),
        'The zip holds more than 2000 files; a theme may have at most 2000.',
      ],
      [
        await zipOf({ 'my-theme/site.region': '<p>x</p>', 'README.md': '# x' }),
        'The zip has no template.conf: a theme folder has template.conf at its top (or inside one top folder).',
      ],
    ];
    for (const [zip, message] of cases) {
      const res = await upload(zip);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ error: 'theme-zip-invalid', message });
    }
    const none = await owner.send('POST', '/api/owner/themes', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.fields.theme).toBe('Choose a theme zip to upload (multipart field "theme").');
    expect(await themeCount()).toBe(count);
    // Nothing was left behind in the data folder but the cached themes.
    expect(readdirSync(join(dataDir, 'themes')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses a zip over 20 MB with 413', async () => {
    const zip = await zipOf({
      'assets/noise.bin': { data: randomBytes(20 * 1024 * 1024 + 1024), compress: false },
    });
    const res = await upload(zip, 'huge.zip');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      error: 'theme-too-large',
      message: 'The file huge.zip is too large. A theme zip may be at most 20 MB.',
    });
  });

  it('takes a GitHub-style zip from inside its one top folder', async () => {
    const res = await upload(
      await zipOf(folderFiles(BASE_TEMPLATE), 'base-template-master'),
      'base-template-master.zip',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.theme.files).toBe(Object.keys(folderFiles(BASE_TEMPLATE)).length);
    expect(res.body.theme.name).not.toBe('');
  });

  it('will not delete the active theme, nor switch to or delete a theme the website lacks', async () => {
    const active = await owner.send('DELETE', `/api/owner/themes/${themeId}`);
    expect(active.status).toBe(409);
    expect(active.body.message).toBe('Switch the site to another theme before deleting this one.');
    expect((await owner.send('DELETE', '/api/owner/themes/no-such-theme')).status).toBe(404);
    const unknown = await owner.send('PUT', '/api/owner/themes/active', {
      body: { themeId: 'no-such-theme' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This website has no such theme.');
    expect((await owner.send('GET', '/api/owner/themes/no-such-theme/tweaks')).status).toBe(404);
    // A theme of another website is as unknown as a made-up id.
    const [otherTheme] = await db
      .knex(TABLES.websiteThemes)
      .insert({
        website_id: fixture.otherWebsiteId,
        name: 'Theirs',
        file_name: 'theirs.zip',
        zip: Buffer.from('x'),
        content_hash: '0'.repeat(64),
        files: 1,
        size_bytes: 1,
      })
      .returning('id');
    const theirs = await owner.send('PUT', '/api/owner/themes/active', { body: { themeId: otherTheme.id } });
    expect(theirs.status).toBe(404);
  });

  it('switches back to the built-in theme, after which the theme can be deleted', async () => {
    const res = await owner.send('PUT', '/api/owner/themes/active', { body: { themeId: null } });
    expect(res.status).toBe(200);
    expect(res.body.activeThemeId).toBeNull();
    expect(res.body.themes.every((theme: { active: boolean }) => !theme.active)).toBe(true);
    const { html } = await home();
    expect(html).not.toContain(THEMED);
    // /site.css is now the built-in theme's (the stylesheet its pages link), not the uploaded one's.
    const builtInSheet = /href="(\/site\.css\?v=[a-f0-9]{12})"/.exec(html)?.[1] as string;
    const css = await request(app).get('/site.css');
    expect(css.status).toBe(200);
    expect(css.text).toBe((await request(app).get(builtInSheet)).text);
    expect(css.text).toContain('--accent');

    const deleted = await owner.send('DELETE', `/api/owner/themes/${themeId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const list = await owner.send('GET', '/api/owner/themes');
    expect(list.body.themes.map((theme: { id: string }) => theme.id)).not.toContain(themeId);
    // No other theme has that zip: its unpacked folder is gone too.
    expect(existsSync(join(dataDir, 'themes', zipHash))).toBe(false);
  });

  it('lets a viewer list the themes but not upload, switch, save tweaks or delete', async () => {
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, ROLE.viewer);
    const list = await viewer.send('GET', '/api/owner/themes');
    expect(list.status).toBe(200);
    const [theme] = list.body.themes as { id: string }[];
    expect((await upload(await fixtureZip(), 'theme.zip', viewer)).status).toBe(403);
    expect(
      (await viewer.send('PUT', '/api/owner/themes/active', { body: { themeId: theme.id } })).status,
    ).toBe(403);
    expect((await viewer.send('GET', `/api/owner/themes/${theme.id}/tweaks`)).status).toBe(200);
    expect(
      (await viewer.send('PUT', `/api/owner/themes/${theme.id}/tweaks`, { body: { values: {} } })).status,
    ).toBe(403);
    expect((await viewer.send('DELETE', `/api/owner/themes/${theme.id}`)).status).toBe(403);
    expect(await themeCount()).toBe(list.body.themes.length);
  });
});

describe(`the Theme styles of an uploaded theme (${testDatabaseKind()})`, { timeout: 120_000 }, () => {
  it('accepts a theme of what Squarespace tolerated, each construct a warning at its place', async () => {
    const zip = await zipOf(folderFiles(join(import.meta.dirname, 'tolerated-theme')));
    const res = await upload(zip, 'tolerated.zip');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.theme).toMatchObject({ name: 'Tolerated', warnings: 11 });
    expect(res.body.warnings.map((warning: { text: string }) => warning.text.split('\n')[0])).toContain(
      'template.conf:10:32: warning: template.conf: a missing comma between two entries; read as the platform read it, but it is not valid JSON',
    );
  });

  it("saves a dropdown tweak per site and the live site's body class and styles follow", async () => {
    const less = readFileSync(join(PLATFORM_FIXTURE, 'styles/site.less'), 'utf8');
    const zip = await fixtureZip({
      'styles/site.less':
        '// tweak: { "category": "Header", "label": "Layout", "title": "Header Layout", "type": "dropdown", ' +
        '"options": ["Left", "Centered"], "default": "Left" }\n' +
        '.tweak-header-layout-centered .site-header { text-align: center; }\n' +
        less,
    });
    const uploaded = await upload(zip, 'styled.zip');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.theme.id as string;
    expect((await owner.send('PUT', '/api/owner/themes/active', { body: { themeId: id } })).status).toBe(200);

    const read = await owner.send('GET', `/api/owner/themes/${id}/tweaks`);
    expect(read.body.tweaks[0]).toMatchObject({
      name: 'tweak-header-layout',
      type: 'dropdown',
      kind: 'class',
      category: 'Header',
      label: 'Layout',
      classBase: 'tweak-header-layout',
      default: 'Left',
    });
    const before = await home();
    expect(before.html).toMatch(/<body [^>]*class="[^"]*tweak-header-layout-left[ "]/);
    expect(before.css!.text).toContain('.tweak-header-layout-centered .site-header');

    const saved = await owner.send('PUT', `/api/owner/themes/${id}/tweaks`, {
      body: { values: { 'tweak-header-layout': 'Centered' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await home();
    expect(after.html).toMatch(/<body [^>]*class="[^"]*tweak-header-layout-centered[ "]/);
    expect(after.html).not.toContain('tweak-header-layout-left');

    const refused = await owner.send('PUT', `/api/owner/themes/${id}/tweaks`, {
      body: { values: { 'tweak-header-layout': 'Diagonal' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'tweak-header-layout': 'Tweak "Header Layout" must be one of Left, Centered, not "Diagonal"',
    });
  });
});

describe('removing a website', () => {
  it('works while it shows an uploaded theme (its themes go with it)', async () => {
    const [theme] = await db
      .knex(TABLES.websiteThemes)
      .insert({
        website_id: fixture.otherWebsiteId,
        name: 'Doomed',
        file_name: 'doomed.zip',
        zip: Buffer.from('x'),
        content_hash: '1'.repeat(64),
        files: 1,
        size_bytes: 1,
      })
      .returning('id');
    await db
      .knex(TABLES.websites)
      .where({ id: fixture.otherWebsiteId })
      .update({ active_theme_id: theme.id });
    await db.knex.transaction((trx) => deleteWebsiteRows(trx, fixture.otherWebsiteId));
    expect(await db.knex(TABLES.websites).where({ id: fixture.otherWebsiteId }).first()).toBeUndefined();
    expect(await db.knex(TABLES.websiteThemes).where({ website_id: fixture.otherWebsiteId })).toEqual([]);
  });
});
