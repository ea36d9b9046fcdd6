// Owner sign-in and sign-out: the cookie ("Keep me signed in" or not), who is signed in, wrong credentials, session fixation, expiry, sliding renewal, rate limit.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import {
  BROWSER_SESSION_TTL_MS,
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_TTL_MS,
} from '../../server/accounts/sessions/cookies.js';
import { sha256 } from '../../server/accounts/tokens.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { ownerTokenOf } from '../../server/http/owner-authority.js';
import { rateLimits, RATE_LIMIT_PRESETS } from '../../server/http/rate-limit.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createLogger } from '../../server/logger.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSecurityApp, createWebsite } from './security-app.js';
import { setCookie, TestBrowser } from './test-browser.js';

const EMAIL = 'owner@example.com';
const PASSWORD = 'correct horse battery';
const WRONG = { error: 'invalid-credentials', message: 'Email or password is incorrect.' };

let db: Database;
let website: RequestWebsite;
let app: Express;
let accountId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  website = await createWebsite(db, 'Shop');
  app = createSecurityApp(db, [website]).app;
  accountId = (await createOwnerAccount(db.knex, { email: ' Owner@Example.com ', password: PASSWORD })).id;
  await addMembership(db.knex, { websiteId: website.id, accountId, role: 1 });
});

afterAll(() => db?.close());

async function signedIn(rememberMe = true): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit();
  const res = await browser.send('POST', '/api/owner/session', {
    body: { email: EMAIL, password: PASSWORD, rememberMe },
  });
  expect(res.status).toBe(200);
  return browser;
}

const sessionRow = (token: string) =>
  db
    .knex(TABLES.sessions)
    .where({ id: sha256(token) })
    .first();

describe('createOwnerAccount', () => {
  it('stores the email trimmed and lower-cased, and the password as argon2id', async () => {
    const row = await db.knex(TABLES.ownerAccounts).where({ id: accountId }).first();
    expect(row.email).toBe(EMAIL);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('refuses a second account with the same email with 409', async () => {
    await expect(createOwnerAccount(db.knex, { email: EMAIL, password: PASSWORD })).rejects.toMatchObject({
      status: 409,
      message: 'An account with this email already exists.',
    });
  });
});

describe('POST /api/owner/session', () => {
  it('answers 200 { account, ownerToken } with an HttpOnly, SameSite=Lax cookie living 14 days with "Keep me signed in"', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/owner/session', {
      body: { email: EMAIL, password: PASSWORD, rememberMe: true },
    });
    expect(res.status).toBe(200);
    const cookie = setCookie(res, OWNER_SESSION_COOKIE)!;
    expect(res.body).toEqual({
      account: { id: accountId, email: EMAIL, displayName: '' },
      ownerToken: ownerTokenOf(cookie.value),
    });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).not.toMatch(/Secure/);
    expect(cookie.attributes).toMatch(new RegExp(`Max-Age=${OWNER_SESSION_TTL_MS / 1000}`));
    const row = await sessionRow(cookie.value);
    expect(row.owner_account_id).toBe(accountId);
    expect(row.id).not.toBe(cookie.value);
    expect(row.data).toMatchObject({ rememberMe: true, ttlMs: OWNER_SESSION_TTL_MS });
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + OWNER_SESSION_TTL_MS - 60_000);
    const website = await browser.send('GET', '/api/owner/website');
    expect(website.status).toBe(200);
  });

  it.each([
    ['rememberMe: false', { rememberMe: false }],
    ['no rememberMe', {}],
  ])(
    'with %s sends a browser-session cookie (no Max-Age) whose session ends after a day without use',
    async (_case, extra) => {
      const browser = new TestBrowser(app);
      await browser.visit();
      const res = await browser.send('POST', '/api/owner/session', {
        body: { email: EMAIL, password: PASSWORD, ...extra },
      });
      expect(res.status).toBe(200);
      const cookie = setCookie(res, OWNER_SESSION_COOKIE)!;
      expect(cookie.attributes).toMatch(/HttpOnly/);
      expect(cookie.attributes).not.toMatch(/Max-Age|Expires/i);
      const row = await sessionRow(cookie.value);
      expect(row.data).toMatchObject({ rememberMe: false, ttlMs: BROWSER_SESSION_TTL_MS });
      const expires = new Date(row.expires_at).getTime();
      expect(expires).toBeGreaterThan(Date.now() + BROWSER_SESSION_TTL_MS - 60_000);
      expect(expires).toBeLessThan(Date.now() + BROWSER_SESSION_TTL_MS + 60_000);
    },
  );

  it('answers 400 naming rememberMe when it is not true or false', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/owner/session', {
      body: { email: EMAIL, password: PASSWORD, rememberMe: 'yes please' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['rememberMe']);
  });

  it('marks the cookie Secure in production', async () => {
    const production = createSecurityApp(db, [website], { config: { production: true } }).app;
    const browser = new TestBrowser(production);
    await browser.visit();
    const res = await browser.send('POST', '/api/owner/session', {
      body: { email: EMAIL, password: PASSWORD },
    });
    expect(setCookie(res, OWNER_SESSION_COOKIE)!.attributes).toMatch(/Secure/);
  });

  it.each([
    ['a wrong password', { email: EMAIL, password: 'wrong password' }],
    ['an unknown email', { email: 'nobody@example.com', password: PASSWORD }],
  ])('answers 401 without saying which for %s', async (_case, body) => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/owner/session', { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(WRONG);
    expect(setCookie(res, OWNER_SESSION_COOKIE)).toBeUndefined();
  });

  it('answers 400 naming the fields for a malformed request', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/owner/session', { body: { email: 'not an email' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid-input',
      message: 'One or more fields is invalid, please check your entries.',
      fields: { email: 'Please enter a valid email.', password: 'Please enter your password.' },
    });
  });

  it('gives a new session id at sign-in and kills the one the browser had (no fixation)', async () => {
    const browser = await signedIn();
    const before = browser.cookies.get(OWNER_SESSION_COOKIE)!;
    const res = await browser.send('POST', '/api/owner/session', {
      body: { email: EMAIL, password: PASSWORD },
    });
    const after = setCookie(res, OWNER_SESSION_COOKIE)!.value;
    expect(after).not.toBe(before);
    expect(await sessionRow(before)).toBeUndefined();
    const planted = new TestBrowser(app);
    planted.cookies.set(OWNER_SESSION_COOKIE, before);
    expect((await planted.send('GET', '/api/owner/website')).status).toBe(401);
  });

  it('answers 429 with Retry-After after 10 failed attempts from one address', async () => {
    const logger = createLogger('silent');
    const loginRateLimit = rateLimits(
      { db, logger },
      { ...RATE_LIMIT_PRESETS.login, prefix: 'owner-login-test' },
    );
    const limited = createSecurityApp(db, [website], { loginRateLimit }).app;
    const browser = new TestBrowser(limited);
    await browser.visit();
    const wrong = { body: { email: EMAIL, password: 'guess' } };
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await browser.send('POST', '/api/owner/session', wrong)).status).toBe(401);
    }
    const res = await browser.send('POST', '/api/owner/session', {
      body: { email: EMAIL, password: PASSWORD },
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'rate-limited',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});

describe('signed-in owner sessions', () => {
  it('are refused once expired', async () => {
    const browser = await signedIn();
    const token = browser.cookies.get(OWNER_SESSION_COOKIE)!;
    await db
      .knex(TABLES.sessions)
      .where({ id: sha256(token) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await browser.send('GET', '/api/owner/website');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
    expect(browser.cookies.has(OWNER_SESSION_COOKIE)).toBe(false);
  });

  it('slide their expiry forward when used after a tenth of their lifetime', async () => {
    const browser = await signedIn();
    const token = browser.cookies.get(OWNER_SESSION_COOKIE)!;
    const soon = new Date(Date.now() + OWNER_SESSION_TTL_MS / 2);
    await db
      .knex(TABLES.sessions)
      .where({ id: sha256(token) })
      .update({ expires_at: soon });
    const res = await browser.send('GET', '/api/owner/website');
    expect(res.status).toBe(200);
    expect(setCookie(res, OWNER_SESSION_COOKIE)?.value).toBe(token);
    const row = await sessionRow(token);
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + OWNER_SESSION_TTL_MS - 60_000);
  });

  it('without "Keep me signed in" slide their expiry by a day and never make the cookie persistent', async () => {
    const browser = await signedIn(false);
    const token = browser.cookies.get(OWNER_SESSION_COOKIE)!;
    await db
      .knex(TABLES.sessions)
      .where({ id: sha256(token) })
      .update({ expires_at: new Date(Date.now() + BROWSER_SESSION_TTL_MS / 2) });
    const res = await browser.send('GET', '/api/owner/website');
    expect(res.status).toBe(200);
    expect(setCookie(res, OWNER_SESSION_COOKIE)).toBeUndefined();
    const row = await sessionRow(token);
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + BROWSER_SESSION_TTL_MS - 60_000);
  });

  it('are not rewritten on every request', async () => {
    const browser = await signedIn();
    const res = await browser.send('GET', '/api/owner/website');
    expect(setCookie(res, OWNER_SESSION_COOKIE)).toBeUndefined();
  });
});

describe('GET /api/owner/session', () => {
  it('answers 200 { account } for the signed-in owner', async () => {
    const browser = await signedIn(false);
    const res = await browser.send('GET', '/api/owner/session');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ account: { id: accountId, email: EMAIL, displayName: '' } });
  });

  it('answers 401 when nobody is signed in, the session is gone, or an API key asks', async () => {
    const nobody = new TestBrowser(app);
    expect((await nobody.send('GET', '/api/owner/session')).status).toBe(401);
    const browser = await signedIn();
    await browser.send('DELETE', '/api/owner/session');
    const gone = await browser.send('GET', '/api/owner/session');
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
    const { key } = await createApiKey(db.knex, {
      websiteId: website.id,
      name: 'script',
      scopes: ['website:read'],
      createdByAccountId: accountId,
    });
    const keyed = await request(app).get('/api/owner/session').set('Authorization', `Bearer ${key}`);
    expect(keyed.status).toBe(401);
  });
});

describe('DELETE /api/owner/session', () => {
  it('deletes the session row and the cookie; the old cookie no longer signs in', async () => {
    const browser = await signedIn();
    const token = browser.cookies.get(OWNER_SESSION_COOKIE)!;
    const res = await browser.send('DELETE', '/api/owner/session');
    expect(res.status).toBe(204);
    expect(await sessionRow(token)).toBeUndefined();
    expect(browser.cookies.has(OWNER_SESSION_COOKIE)).toBe(false);
    const replay = new TestBrowser(app);
    replay.cookies.set(OWNER_SESSION_COOKIE, token);
    expect((await replay.send('GET', '/api/owner/website')).status).toBe(401);
  });

  it('answers 204 when nobody is signed in', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    expect((await browser.send('DELETE', '/api/owner/session')).status).toBe(204);
  });
});
