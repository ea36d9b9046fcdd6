// Single sign-on over HTTP against a local OpenID provider: the owner configures it (the secret never read back), the SSO page (400) leads to the provider, the code flow with PKCE signs a site user in (made on first sign-in, matched by verified email after), and a wrong state, a replayed state or an unverified email is refused.
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { MemberBrowser, memberApp, pageTypeOf } from '../members/member-browser.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { passThroughProvider, startLocalProvider, type LocalProvider } from './local-provider.js';

const SETTINGS = '/api/owner/sso-settings';
const PASSWORD = 'tide pools at dawn';

let db: Database;
let app: Express;
let fixture: SiteFixture;
let owner: TestBrowser;
let provider: LocalProvider;

async function signedInOwner(): Promise<TestBrowser> {
  const email = 'sso-owner@example.com';
  const { id } = await createOwnerAccount(db.knex, { email, password: PASSWORD });
  await addMembership(db.knex, { websiteId: fixture.websiteId, accountId: id, role: 1 });
  const browser = new TestBrowser(app);
  await browser.visit('/about');
  const res = await browser.send('POST', '/api/owner/session', { body: { email, password: PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return browser;
}

/** A visitor who went from the SSO page to the provider: the path the provider sent them back to. */
async function throughProvider(visitor: MemberBrowser, returnTo = '/about'): Promise<string> {
  const page = await visitor.get(`/account/sso?returnTo=${encodeURIComponent(returnTo)}`);
  expect(page.status).toBe(200);
  const start = await visitor.get(`/account/sso/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(303);
  const location = start.headers.location as string;
  expect(location.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  const back = new URL(await passThroughProvider(location, provider.issuer));
  expect(back.pathname).toBe('/account/sso/callback');
  return `${back.pathname}${back.search}`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fixture = await seedSite(db.knex);
  app = memberApp(db);
  owner = await signedInOwner();
  const before = await owner.send('GET', SETTINGS);
  expect(before.status).toBe(200);
  expect(before.body.settings).toBeNull();
  provider = await startLocalProvider(before.body.redirectUri as string);
}, 60_000);
afterAll(async () => {
  await provider?.close();
  await db?.close();
});

describe(`single sign-on with OpenID Connect (${testDatabaseKind()})`, () => {
  it('is off until the owner sets a provider: the SSO page says so (404)', async () => {
    const res = await new MemberBrowser(app).get('/account/sso');
    expect(res.status).toBe(404);
    expect(pageTypeOf(res.text)).toBe(400);
    expect(res.text).toContain('Single sign-on is not available on this site.');
  });

  it('the owner saves the provider; the secret is kept on the server and never read back', async () => {
    const refused = await owner.send('PUT', SETTINGS, {
      body: { enabled: true, issuerUrl: 'http://id.example.com', clientId: '', providerName: 'Example ID' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'Enter the provider’s issuer URL, starting with https://.',
    );
    expect(JSON.stringify(refused.body)).toContain('Enter the client id the provider gave you.');
    const noSecret = await owner.send('PUT', SETTINGS, {
      body: {
        enabled: true,
        issuerUrl: provider.issuer,
        clientId: provider.clientId,
        providerName: 'Example ID',
      },
    });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.fields.clientSecret).toBe('Enter the client secret the provider gave you.');
    const saved = await owner.send('PUT', SETTINGS, {
      body: {
        enabled: true,
        issuerUrl: `${provider.issuer}/`,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        providerName: 'Example ID',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.settings).toEqual({
      enabled: true,
      issuerUrl: provider.issuer,
      clientId: provider.clientId,
      hasClientSecret: true,
      providerName: 'Example ID',
    });
    expect(saved.text).not.toContain(provider.clientSecret);
    expect((await owner.send('GET', SETTINGS)).text).not.toContain(provider.clientSecret);
    expect((await new TestBrowser(app).send('GET', SETTINGS)).status).toBe(401);
  });

  it('the SSO page (400) offers "Sign in with Example ID" and never shows the secret', async () => {
    const res = await new MemberBrowser(app).get('/account/sso?returnTo=%2Fabout');
    expect(res.status).toBe(200);
    expect(pageTypeOf(res.text)).toBe(400);
    expect(res.text).toMatch(/<body class="[^"]*\bpage-type-400\b/);
    expect(res.text).toContain('href="/account/sso/start?returnTo=%2Fabout">Sign in with Example ID</a>');
    expect(res.text).not.toContain(provider.clientSecret);
  });

  it('the sign-in page offers the provider beside the password form, before and after a refused sign-in', async () => {
    const visitor = new MemberBrowser(app);
    const page = await visitor.get('/account/sign-in?returnTo=%2Fabout');
    const button = 'href="/account/sso/start?returnTo=/about">Sign in with Example ID</a>';
    expect(page.text).toContain(button);
    const refused = await visitor.submit(page, '/account/sign-in', {
      email: 'nobody@example.com',
      password: 'not the password at all',
    });
    expect(refused.status).toBe(401);
    expect(refused.text).toContain(button);
  });

  it('the full code flow with PKCE signs a new site user in, made with the verified email', async () => {
    const visitor = new MemberBrowser(app);
    const callback = await throughProvider(visitor);
    const res = await visitor.get(callback);
    expect(res.status, res.text.slice(0, 300)).toBe(303);
    expect(res.headers.location).toBe('/about');
    const user = await db
      .knex(TABLES.siteUsers)
      .where({ website_id: fixture.websiteId, email: 'ada@example.com' });
    expect(user).toHaveLength(1);
    expect(user[0].password_hash).toBeNull();
    const account = await visitor.get('/account');
    expect(account.status).toBe(200);
    expect(account.text).toContain('ada@example.com');
    // The state worked once: the same callback again is refused.
    const again = await visitor.get(callback);
    expect(again.status).toBe(400);
    expect(again.text).toContain('That sign-in has expired or was already used. Please start again.');
  });

  it('matches an existing account by its verified email', async () => {
    const [existing] = await db
      .knex(TABLES.siteUsers)
      .insert({ website_id: fixture.websiteId, email: 'grace@example.com', password_hash: null })
      .returning('id');
    provider.account = { sub: 'grace-1', email: 'Grace@Example.com', emailVerified: true };
    const visitor = new MemberBrowser(app);
    const res = await visitor.get(await throughProvider(visitor, '/account'));
    expect(res.status).toBe(303);
    const account = await visitor.get('/account');
    expect(account.text).toContain('grace@example.com');
    const users = await db
      .knex(TABLES.siteUsers)
      .where({ website_id: fixture.websiteId, email: 'grace@example.com' });
    expect(users.map((row: { id: string }) => row.id)).toEqual([existing.id]);
  });

  it('refuses a wrong state, and signs no one in', async () => {
    provider.account = { sub: 'ada-1', email: 'ada@example.com', emailVerified: true };
    const visitor = new MemberBrowser(app);
    const callback = await throughProvider(visitor);
    const forged = callback.replace(/state=[^&]+/, 'state=not-the-state');
    const res = await visitor.get(forged);
    expect(res.status).toBe(400);
    expect(pageTypeOf(res.text)).toBe(400);
    expect(res.text).toContain('That sign-in has expired or was already used. Please start again.');
    expect(res.headers['set-cookie']?.toString() ?? '').not.toContain('site_user_session=');
    // Another browser cannot finish this visitor's sign-in either (the state lives in their cookie).
    const stranger = await new MemberBrowser(app).get(callback);
    expect(stranger.status).toBe(400);
  });

  it('refuses an email the provider has not verified', async () => {
    provider.account = { sub: 'eve-1', email: 'eve@example.com', emailVerified: false };
    const visitor = new MemberBrowser(app);
    const res = await visitor.get(await throughProvider(visitor));
    expect(res.status).toBe(403);
    expect(res.text).toContain('Your provider did not confirm your email address');
    expect(await db.knex(TABLES.siteUsers).where({ email: 'eve@example.com' })).toHaveLength(0);
  });

  it('never reaches an issuer on a private or loopback address behind https, and says the sign-in failed', async () => {
    // Something listening on a loopback address that is not this machine's provider: the server must not connect.
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    }).listen(0, '127.0.0.2');
    await once(listener, 'listening');
    const { port } = listener.address() as AddressInfo;
    try {
      for (const issuerUrl of [`https://127.0.0.2:${port}`, 'https://169.254.169.254', 'https://[::1]']) {
        const saved = await owner.send('PUT', SETTINGS, {
          body: {
            enabled: true,
            issuerUrl,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            providerName: 'Inside job',
          },
        });
        expect(saved.status, saved.text).toBe(200);
        const visitor = new MemberBrowser(app);
        await visitor.get('/account/sso');
        const start = await visitor.get('/account/sso/start');
        expect(start.status, issuerUrl).toBe(502);
        expect(start.text).toContain('Inside job');
      }
      expect(connections).toBe(0);
    } finally {
      listener.close();
      await owner.send('PUT', SETTINGS, {
        body: {
          enabled: true,
          issuerUrl: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          providerName: 'Example ID',
        },
      });
    }
  });
});
