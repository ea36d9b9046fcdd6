// Issue 33, finding 3: a script on the site's pages (a theme's scripts/site.js) shares the editor's origin, cookies and crumb, yet cannot act as the owner who views the site.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { CRUMB_MESSAGE } from '../../server/http/crumb.js';
import { ownerTokenOf } from '../../server/http/owner-authority.js';
import { uploadAs } from '../owner/upload-as.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { PLATFORM_FIXTURE, removeThemeCopies } from '../theme-platform/theme-dirs.js';
import { folderFiles, zipOf } from '../theme-platform/theme-zips.js';
import { TestBrowser } from './test-browser.js';

const PASSWORD = 'correct horse battery';
const HOST = 'localhost';
/** The fetch metadata and origin a script of one of the site's pages sends with `fetch()`. */
const FROM_A_SITE_PAGE = {
  Host: HOST,
  Origin: `http://${HOST}`,
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Dest': 'empty',
};

let db: Database;
let fixture: SiteFixture;
let app: Express;

/** A built editor of one page, for the editor page router. */
function editorBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-editor-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ entry: '/config/assets/app.js', css: '/config/assets/app.css' }),
  );
  return dir;
}

/** A browser signed in as a new member holding `role`, and the sign-in's answer. */
async function signedIn(role: number) {
  const email = `member-${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const { id } = await createOwnerAccount(db.knex, { email, password: PASSWORD });
  await addMembership(db.knex, { websiteId: fixture.websiteId, accountId: id, role });
  const browser = new TestBrowser(app);
  await browser.send('GET', '/', { headers: { Host: HOST } });
  const signIn = await browser.send('POST', '/api/owner/session', {
    body: { email, password: PASSWORD },
    headers: { Host: HOST },
  });
  expect(signIn.status).toBe(200);
  return { browser, signIn };
}

const keyCount = async () => Number((await db.knex(TABLES.apiKeys).count({ n: '*' }).first())?.n);

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = createApp({
    db,
    config: testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'tessera-authority-')) }),
    editorDir: editorBuild(),
  });
}, 60_000);
afterAll(async () => {
  removeThemeCopies();
  await db?.close();
});

describe(`a site page's script and the owner's authority (${testDatabaseKind()})`, () => {
  it('cannot make an API key with an admin’s cookies and crumb: 403, and no key', async () => {
    const { browser: admin } = await signedIn(ROLE.admin);
    const before = await keyCount();
    // What a theme's site.js can send from a page the admin views: the session cookie goes along,
    // the crumb is in a cookie it reads; the owner token is in neither.
    const attack = await admin.send('POST', '/api/owner/api-keys', {
      body: { name: 'x', scopes: ['orders:read', 'members:read', 'webhooks:write'], password: PASSWORD },
      headers: FROM_A_SITE_PAGE,
      ownerToken: false,
    });
    expect(attack.status).toBe(403);
    expect(attack.body).toEqual({ error: 'invalid-crumb', message: CRUMB_MESSAGE });
    // Nor any other owner write (here: inviting a member), nor one with a token of its own making.
    const invite = await admin.send('POST', '/api/owner/invitations', {
      body: { email: 'editor@example.com', role: ROLE.admin },
      headers: { ...FROM_A_SITE_PAGE, 'X-Owner-Token': admin.cookies.get('crumb') ?? '' },
      ownerToken: false,
    });
    expect(invite.status).toBe(403);
    expect(await keyCount()).toBe(before);
  });

  it('cannot read the owner API with the admin’s cookies either; the editor and the browser’s own navigations can', async () => {
    const { browser: admin } = await signedIn(ROLE.admin);
    const read = await admin.send('GET', '/api/owner/members', { headers: FROM_A_SITE_PAGE });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: 'invalid-crumb', message: CRUMB_MESSAGE });
    const token = ownerTokenOf(admin.cookies.get('owner_session')!);
    const editor = await admin.send('GET', '/api/owner/members', {
      headers: { ...FROM_A_SITE_PAGE, 'X-Owner-Token': token },
    });
    expect(editor.status).toBe(200);
    // Opened in a tab: shown, but never inside a frame, where a site page's script could read it.
    const opened = await admin.send('GET', '/api/owner/members', {
      headers: {
        Host: HOST,
        'Sec-Fetch-Dest': 'document',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Site': 'none',
      },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers['x-frame-options']).toBe('DENY');
    expect(opened.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets the editor make one with the owner token and the password, from its own origin only', async () => {
    const { browser: admin, signIn } = await signedIn(ROLE.admin);
    // The sign-in hands the editor its owner token; it is not the crumb and not in any cookie.
    const token = signIn.body.ownerToken as string;
    expect(token).toBe(ownerTokenOf(admin.cookies.get('owner_session')!));
    expect([...admin.cookies.values()]).not.toContain(token);
    const body = { name: 'Export', scopes: ['orders:read'], password: PASSWORD };
    const editor = { ...FROM_A_SITE_PAGE, 'X-Owner-Token': token };
    const crossSite = await admin.send('POST', '/api/owner/api-keys', {
      body,
      headers: { ...editor, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://attacker.example' },
      ownerToken: false,
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await admin.send('POST', '/api/owner/api-keys', {
      body,
      headers: { ...editor, 'Sec-Fetch-Site': 'same-site', Origin: `http://shop.${HOST}` },
      ownerToken: false,
    });
    expect(otherOrigin.status).toBe(403);
    const made = await admin.send('POST', '/api/owner/api-keys', {
      body,
      headers: editor,
      ownerToken: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.key).toMatch(/^tsk_/);
  });

  it('gives the owner token to the editor’s page opened by the browser, never to a fetch or a frame', async () => {
    const { browser: admin } = await signedIn(ROLE.admin);
    const token = ownerTokenOf(admin.cookies.get('owner_session')!);
    const meta = `<meta name="tessera-owner-token" content="${token}">`;
    const navigation = await admin.send('GET', '/config/settings/api-keys', {
      headers: {
        Host: HOST,
        Accept: 'text/html',
        'Sec-Fetch-Dest': 'document',
        'Sec-Fetch-Mode': 'navigate',
      },
    });
    expect(navigation.status).toBe(200);
    expect(navigation.text).toContain(meta);
    expect(navigation.headers['x-frame-options']).toBe('DENY');
    expect(navigation.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(navigation.headers['cross-origin-opener-policy']).toBe('noopener-allow-popups');
    const fetched = await admin.send('GET', '/config', {
      headers: { ...FROM_A_SITE_PAGE, Accept: 'text/html' },
    });
    expect(fetched.status).toBe(200);
    expect(fetched.text).not.toContain('tessera-owner-token');
    const framed = await admin.send('GET', '/config', {
      headers: { Host: HOST, Accept: 'text/html', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(framed.text).not.toContain('tessera-owner-token');
    // Nobody signed in: no token.
    const visitor = await request(app).get('/config').set('Host', HOST).set('Sec-Fetch-Dest', 'document');
    expect(visitor.text).not.toContain('tessera-owner-token');
    // The site's own pages never carry it.
    const home = await admin.send('GET', '/', { headers: { Host: HOST, Accept: 'text/html' } });
    expect(home.text).not.toContain(token);
  });
});

describe(`themes with scripts (${testDatabaseKind()})`, () => {
  const uploadTheme = async (browser: TestBrowser, files: Record<string, Buffer | string>) => {
    const res = await uploadAs(
      app,
      browser,
      { data: await zipOf(files), filename: 'theme.zip', contentType: 'application/zip' },
      'theme',
      '/api/owner/themes',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.theme.id as string;
  };
  const activate = (browser: TestBrowser, themeId: string | null) =>
    browser.send('PUT', '/api/owner/themes/active', { body: { themeId } });

  it('only an admin may make one live; an editor gets 403 saying why', async () => {
    const { browser: editor } = await signedIn(ROLE.editor);
    const { browser: admin } = await signedIn(ROLE.admin);
    const withScript = await uploadTheme(editor, folderFiles(PLATFORM_FIXTURE));
    const refused = await activate(editor, withScript);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'theme-scripts-admin-only',
      message:
        'This theme runs scripts (scripts/site.js, footer.region), which act with the rights of whoever views the site. Only an admin can make it live.',
    });
    const site = await db.knex(TABLES.websites).where({ id: fixture.websiteId }).first('active_theme_id');
    expect(site.active_theme_id).toBeNull();

    // A script among the assets counts as well.
    const { 'scripts/site.js': script, 'footer.region': footer, ...rest } = folderFiles(PLATFORM_FIXTURE);
    const markupOnly = {
      ...rest,
      'footer.region': footer.toString('utf8').replace(/<squarespace:script[^>]*>/, ''),
    };
    const assetScript = await uploadTheme(editor, { ...markupOnly, 'assets/helper.js': script });
    expect((await activate(editor, assetScript)).body.message).toContain('(assets/helper.js)');

    // Markup and styles only: the editor may.
    const plain = await uploadTheme(editor, { ...markupOnly, 'assets/page.html': '<p>Hi</p>' });
    expect((await activate(editor, plain)).status).toBe(200);
    // Its HTML asset, opened on its own, is a sandbox: no script of it runs on the site's origin.
    const asset = await request(app).get('/assets/page.html').set('Host', HOST);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-security-policy']).toMatch(/\bsandbox\b/);

    expect((await activate(admin, withScript)).status).toBe(200);
    expect((await activate(admin, null)).status).toBe(200);
  });
});
