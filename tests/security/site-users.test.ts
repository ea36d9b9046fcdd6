// Site users: sign-up, sign-in (xsrfToken, remember me, SiteUserInfo), the XSRF header, language, sign-out and the cart hooks.
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITE_USER_SESSION_COOKIE } from '../../server/accounts/sessions/cookies.js';
import {
  GUEST_CART_COOKIE,
  registerSiteUserLoginHook,
  registerSiteUserLogoutHook,
  type SiteUserLoginEvent,
  type SiteUserLogoutEvent,
} from '../../server/accounts/site-users/hooks.js';
import { sha256 } from '../../server/accounts/tokens.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSecurityApp, createWebsite } from './security-app.js';
import { setCookie, TestBrowser } from './test-browser.js';

const PASSWORD = 'a good long password';
const CRUMB_FAILURE = {
  error: 'invalid-crumb',
  message: 'Your session has expired. Please reload the page and try again.',
};

let db: Database;
let shop: RequestWebsite;
let other: RequestWebsite;
let app: Express;
const unregister: Array<() => void> = [];

beforeAll(async () => {
  db = await createTestDatabase();
  shop = await createWebsite(db, 'Shop');
  other = await createWebsite(db, 'Other');
  app = createSecurityApp(db, [shop, other]).app;
});

afterAll(() => db?.close());
afterEach(() => unregister.splice(0).forEach((undo) => undo()));

let counter = 0;
async function signUp(email = `visitor${++counter}@example.com`): Promise<{ email: string; id: string }> {
  const browser = new TestBrowser(app);
  await browser.visit();
  const res = await browser.send('POST', '/api/site-users/account', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return { email, id: res.body.siteUser.id };
}

async function signIn(email: string, rememberMe = false, browser = new TestBrowser(app)) {
  if (!browser.cookies.has('crumb')) await browser.visit();
  const res = await browser.send('POST', '/api/site-users/account/session', {
    body: { email, password: PASSWORD, rememberMe },
  });
  return { browser, res, xsrfToken: res.body.xsrfToken as string };
}

describe('POST /api/site-users/account', () => {
  it('creates the account: 201 { siteUser }, the email normalised and the password argon2id', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/site-users/account', {
      body: { email: ' New.Visitor@Example.com', password: PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      siteUser: { id: expect.any(String), email: 'new.visitor@example.com', language: null },
    });
    const row = await db.knex(TABLES.siteUsers).where({ id: res.body.siteUser.id }).first();
    expect(row.website_id).toBe(shop.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an email that already has an account, in any case', async () => {
    const { email } = await signUp();
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/site-users/account', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'email-taken', message: 'An account with this email already exists.' });
  });

  it('lets the same email have an account on another website', async () => {
    const { email } = await signUp();
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/site-users/account', {
      body: { email, password: PASSWORD },
      headers: { 'X-Test-Website': 'Other' },
    });
    expect(res.status).toBe(201);
  });

  it('answers 400 naming a bad email and a short password', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/site-users/account', {
      body: { email: 'a@b', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Please enter a valid email.',
      password: 'Passwords must have at least 8 characters.',
    });
  });
});

describe('POST /api/site-users/account/session', () => {
  it('answers { xsrfToken } with a browser-session cookie and a SiteUserInfo scripts can read', async () => {
    const { email, id } = await signUp();
    const { res, xsrfToken } = await signIn(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ xsrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const session = setCookie(res, SITE_USER_SESSION_COOKIE)!;
    expect(session.attributes).toMatch(/HttpOnly/);
    expect(session.attributes).toMatch(/SameSite=Lax/);
    expect(session.attributes).not.toMatch(/Max-Age|Expires/);
    const info = setCookie(res, 'SiteUserInfo')!;
    expect(JSON.parse(info.value)).toEqual({ authenticated: true, siteUserId: id });
    expect(info.attributes).not.toMatch(/HttpOnly/);
    const row = await db
      .knex(TABLES.sessions)
      .where({ id: sha256(session.value) })
      .first();
    expect(row).toMatchObject({ website_id: shop.id, site_user_id: id, owner_account_id: null });
    expect(row.data.xsrfToken).toBe(xsrfToken);
  });

  it('keeps a remembered visitor signed in for 30 days', async () => {
    const { email } = await signUp();
    const { res } = await signIn(email, true);
    expect(setCookie(res, SITE_USER_SESSION_COOKIE)!.attributes).toMatch(/Max-Age=2592000/);
    expect(setCookie(res, 'SiteUserInfo')!.attributes).toMatch(/Max-Age=2592000/);
  });

  it('answers 401 for a wrong password or an account of another website, without saying which', async () => {
    const { email } = await signUp();
    const browser = new TestBrowser(app);
    await browser.visit();
    const wrong = await browser.send('POST', '/api/site-users/account/session', {
      body: { email, password: 'not the password' },
    });
    const elsewhere = await browser.send('POST', '/api/site-users/account/session', {
      body: { email, password: PASSWORD },
      headers: { 'X-Test-Website': 'Other' },
    });
    for (const res of [wrong, elsewhere]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'invalid-credentials', message: 'Email or password is incorrect.' });
    }
  });

  it('starts a new session and replaces the crumb at sign-in, so an old crumb is refused', async () => {
    const { email } = await signUp();
    const browser = new TestBrowser(app);
    await browser.visit();
    const oldCrumb = browser.cookies.get('crumb')!;
    const first = await signIn(email, false, browser);
    const firstSession = browser.cookies.get(SITE_USER_SESSION_COOKIE)!;
    expect(browser.cookies.get('crumb')).not.toBe(oldCrumb);
    const replayed = await browser.send('POST', '/api/site-users/account/locale', {
      body: { language: 'fr-FR' },
      crumb: false,
      headers: { 'X-Csrf-Token': oldCrumb, 'X-XSRF-Token': first.xsrfToken },
    });
    expect(replayed.status).toBe(403);
    expect(replayed.body).toEqual(CRUMB_FAILURE);
    await signIn(email, false, browser);
    expect(browser.cookies.get(SITE_USER_SESSION_COOKIE)).not.toBe(firstSession);
    expect(
      await db
        .knex(TABLES.sessions)
        .where({ id: sha256(firstSession) })
        .first(),
    ).toBeUndefined();
  });

  it('runs the login hooks with the guest cart token, inside the sign-in', async () => {
    const { email, id } = await signUp();
    const events: SiteUserLoginEvent[] = [];
    unregister.push(
      registerSiteUserLoginHook((_db, event) => {
        events.push(event);
        event.cookies.set(GUEST_CART_COOKIE, 'merged-cart');
      }),
    );
    const browser = new TestBrowser(app);
    browser.cookies.set(GUEST_CART_COOKIE, 'guest-cart-1');
    const { res } = await signIn(email, false, browser);
    expect(res.status).toBe(200);
    expect(events).toMatchObject([{ websiteId: shop.id, siteUserId: id, guestCartToken: 'guest-cart-1' }]);
    expect(browser.cookies.get(GUEST_CART_COOKIE)).toBe('merged-cart');
  });

  it('fails the sign-in and stores no session when a login hook throws', async () => {
    const { email, id } = await signUp();
    unregister.push(
      registerSiteUserLoginHook(() => {
        throw new Error('cart merge failed');
      }),
    );
    const { res } = await signIn(email);
    expect(res.status).toBe(500);
    expect(await db.knex(TABLES.sessions).where({ site_user_id: id })).toEqual([]);
  });
});

describe('the X-XSRF-Token of a signed-in site user', () => {
  it('is required on their state-changing requests: 403 invalid-crumb without it', async () => {
    const { email } = await signUp();
    const { browser } = await signIn(email);
    const res = await browser.send('POST', '/api/site-users/account/locale', { body: { language: 'fr-FR' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CRUMB_FAILURE);
  });

  it('is refused when it is another session’s token', async () => {
    const { email } = await signUp();
    const { xsrfToken } = await signIn(email);
    const { browser } = await signIn(email);
    const res = await browser.send('POST', '/api/site-users/account/locale', {
      body: { language: 'fr-FR' },
      headers: { 'X-XSRF-Token': xsrfToken },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/site-users/account/locale', () => {
  it('stores the language: 200 { language }', async () => {
    const { email, id } = await signUp();
    const { browser, xsrfToken } = await signIn(email);
    const res = await browser.send('POST', '/api/site-users/account/locale', {
      body: { language: 'fr-CA' },
      headers: { 'X-XSRF-Token': xsrfToken },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'fr-CA' });
    expect((await db.knex(TABLES.siteUsers).where({ id }).first()).language).toBe('fr-CA');
  });

  it('answers 400 for something that is not a language', async () => {
    const { email } = await signUp();
    const { browser, xsrfToken } = await signIn(email);
    const res = await browser.send('POST', '/api/site-users/account/locale', {
      body: { language: '<script>' },
      headers: { 'X-XSRF-Token': xsrfToken },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ language: 'Choose a language, such as en-US.' });
  });

  it('remembers a guest’s choice of one of the site’s languages in a cookie, and refuses another', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const refused = await browser.send('POST', '/api/site-users/account/locale', {
      body: { language: 'fr-FR' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("fr-FR is not one of this site's languages.");
    const res = await browser.send('POST', '/api/site-users/account/locale', { body: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'en', path: '/' });
    expect(browser.cookies.get('tessera_language')).toBe('en');
  });
});

describe('DELETE /api/site-users/account/session', () => {
  it('deletes the session, clears its cookie and says SiteUserInfo authenticated:false', async () => {
    const { email } = await signUp();
    const { browser, xsrfToken } = await signIn(email);
    const token = browser.cookies.get(SITE_USER_SESSION_COOKIE)!;
    const res = await browser.send('DELETE', '/api/site-users/account/session');
    expect(res.status).toBe(204);
    expect(JSON.parse(setCookie(res, 'SiteUserInfo')!.value)).toEqual({ authenticated: false });
    expect(browser.cookies.has(SITE_USER_SESSION_COOKIE)).toBe(false);
    expect(
      await db
        .knex(TABLES.sessions)
        .where({ id: sha256(token) })
        .first(),
    ).toBeUndefined();
    browser.cookies.set(SITE_USER_SESSION_COOKIE, token);
    const replay = await browser.send('POST', '/api/site-users/account/locale', {
      body: { language: 'fr-FR' },
      headers: { 'X-XSRF-Token': xsrfToken },
    });
    // The old cookie signs no one in: the call is a guest's, refused a language the site lacks.
    expect(replay.status).toBe(400);
  });

  it.each([
    ['?cloneCart=true', true],
    ['', false],
  ])('hands cloneCart to the logout hooks (%s)', async (query, cloneCart) => {
    const { email, id } = await signUp();
    const events: SiteUserLogoutEvent[] = [];
    unregister.push(registerSiteUserLogoutHook((_db, event) => void events.push(event)));
    const { browser } = await signIn(email);
    expect((await browser.send('DELETE', `/api/site-users/account/session${query}`)).status).toBe(204);
    expect(events).toMatchObject([{ websiteId: shop.id, siteUserId: id, cloneCart }]);
  });

  it('still needs the crumb (a crumb failure is what the client retries once)', async () => {
    const { email } = await signUp();
    const { browser } = await signIn(email);
    const res = await browser.send('DELETE', '/api/site-users/account/session', { crumb: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CRUMB_FAILURE);
  });
});

describe('a dead site-user session', () => {
  it('is cleared, and SiteUserInfo says authenticated:false', async () => {
    const { email } = await signUp();
    const { browser } = await signIn(email);
    const token = browser.cookies.get(SITE_USER_SESSION_COOKIE)!;
    await db
      .knex(TABLES.sessions)
      .where({ id: sha256(token) })
      .update({ expires_at: new Date(Date.now() - 1) });
    const res = await browser.send('GET', '/page');
    expect(browser.cookies.has(SITE_USER_SESSION_COOKIE)).toBe(false);
    expect(JSON.parse(setCookie(res, 'SiteUserInfo')!.value)).toEqual({ authenticated: false });
  });
});
