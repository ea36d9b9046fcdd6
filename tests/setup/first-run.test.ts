// The first run without the demo, over HTTP: "Coming soon" for visitors, the editor led to the setup screen, the one-time setup address making the first owner and a Shop, and "Remove sample content".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '../../domain/owner-api/server-setup.js';
import { ROLE } from '../../domain/roles.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { COMING_SOON } from '../../server/setup/setup-gate.js';
import { issueSetupToken, SETUP_TOKEN_FILE } from '../../server/setup/setup-token.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

let db: Database;
let dataDir: string;
let app: ReturnType<typeof createApp>;
let token: string;

const SETUP = {
  email: 'Ada@Example.com',
  name: 'Ada Lovelace',
  password: 'analytical engine',
  siteTitle: 'Engine Works',
  timeZone: 'Europe/London',
  currency: 'GBP',
  language: 'en-GB',
  startingPoint: 'shop',
};

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-first-run-'));
  app = createApp({ db, config: testConfig({ dataDir, demo: false }) });
  token = await issueSetupToken(db.knex, dataDir);
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`first run without the demo (${testDatabaseKind()})`, () => {
  it('shows visitors "Coming soon" (503, Retry-After) and leads every editor address to the setup screen', async () => {
    const browser = new TestBrowser(app);
    const home = await browser.send('GET', '/', { headers: { Accept: 'text/html' } });
    expect(home.status).toBe(503);
    expect(home.headers['retry-after']).toBe(String(COMING_SOON.retryAfterSeconds));
    expect(home.text).toContain(COMING_SOON.title);
    for (const path of ['/config', '/config/pages', '/config/login', '/admin']) {
      const editor = await browser.send('GET', path);
      expect(editor.status, path).toBe(302);
      expect(editor.headers.location, path).toBe('/config/setup');
    }
    const setupPage = await browser.send('GET', '/config/setup?token=x');
    expect(setupPage.status).not.toBe(302);
    expect(browser.cookies.get('crumb')).toBeDefined();
    expect((await browser.send('GET', '/api/owner/website')).status).toBe(503);
    expect((await browser.send('GET', '/api/owner/setup')).body).toEqual({ needed: true });
  });

  it('keeps the token in the data folder and only its hash in the database', async () => {
    expect(readFileSync(join(dataDir, SETUP_TOKEN_FILE), 'utf8').trim()).toBe(token);
    const row = await db.knex(TABLES.serverSetup).first('token_hash', 'expires_at');
    expect(row.token_hash).not.toContain(token);
    const hours = (new Date(row.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses a wrong token (410) and names the fields a bad form got wrong (400)', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/config/setup');
    const wrong = await browser.send('POST', '/api/owner/setup', { body: { ...SETUP, token: 'not-it' } });
    expect(wrong.status).toBe(410);
    expect(wrong.body).toMatchObject({ error: 'setup-token-invalid', message: SETUP_MESSAGES.tokenInvalid });
    const bad = await browser.send('POST', '/api/owner/setup', {
      body: { ...SETUP, token, password: 'short', startingPoint: 'castle' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      password: SETUP_MESSAGES.password,
      startingPoint: SETUP_MESSAGES.startingPoint,
    });
    expect(await db.knex(TABLES.websites).first('id')).toBeUndefined();
  });

  it('creates the first owner and a Shop with the setup address, signs the owner in, and the address is gone', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/config/setup');
    const done = await browser.send('POST', '/api/owner/setup', { body: { ...SETUP, token } });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      account: { email: 'ada@example.com', displayName: 'Ada Lovelace' },
      website: { title: 'Engine Works' },
    });

    const website = await browser.send('GET', '/api/owner/website');
    expect(website.status).toBe(200);
    expect(website.body.website).toMatchObject({
      title: 'Engine Works',
      timeZone: 'Europe/London',
      currency: 'GBP',
    });
    expect(website.body.roles).toEqual([ROLE.admin]);
    const account = await db
      .knex(TABLES.ownerAccounts)
      .where({ email: 'ada@example.com' })
      .first('is_server_admin');
    expect(account.is_server_admin).toBe(true);

    expect(existsSync(join(dataDir, SETUP_TOKEN_FILE))).toBe(false);
    expect(await db.knex(TABLES.serverSetup).first('id')).toBeUndefined();
    const again = await browser.send('POST', '/api/owner/setup', { body: { ...SETUP, token } });
    expect(again.status).toBe(410);

    const visitor = new TestBrowser(app);
    const home = await visitor.send('GET', '/', { headers: { Accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.text).toContain('Engine Works');
    const shop = await visitor.send('GET', '/shop', { headers: { Accept: 'text/html' } });
    expect(shop.status).toBe(200);
    for (const title of ['Waxed Canvas Tote', 'Enamel Camp Mug', 'Cedar &amp; Sea Salt Candle'])
      expect(shop.text).toContain(title);
    for (const path of ['/about', '/contact']) {
      expect((await visitor.send('GET', path, { headers: { Accept: 'text/html' } })).status, path).toBe(200);
    }
    expect((await browser.send('GET', '/config/pages')).status).not.toBe(302);
  });

  it('removes the sample content in one step; the shop, about and contact pages stay', async () => {
    const owner = new TestBrowser(app);
    await owner.visit('/config/login');
    const signIn = await owner.send('POST', '/api/owner/session', {
      body: { email: SETUP.email, password: SETUP.password },
    });
    expect(signIn.status).toBe(200);
    const before = await owner.send('GET', '/api/owner/sample-content');
    expect(before.body).toMatchObject({ demo: false });
    expect(before.body.count).toBeGreaterThan(3);
    const files = (await db.knex(TABLES.files).count({ n: '*' }))[0].n;

    const removed = await owner.send('DELETE', '/api/owner/sample-content');
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toBe(before.body.count);
    expect((await owner.send('GET', '/api/owner/sample-content')).body.count).toBe(0);
    expect(Number((await db.knex(TABLES.files).count({ n: '*' }))[0].n)).toBeLessThan(Number(files));

    const visitor = new TestBrowser(app);
    const shop = await visitor.send('GET', '/shop', { headers: { Accept: 'text/html' } });
    expect(shop.status).toBe(200);
    expect(shop.text).not.toContain('Waxed Canvas Tote');
    expect((await visitor.send('GET', '/', { headers: { Accept: 'text/html' } })).status).toBe(200);
    expect((await visitor.send('GET', '/about', { headers: { Accept: 'text/html' } })).status).toBe(200);
  });
});
