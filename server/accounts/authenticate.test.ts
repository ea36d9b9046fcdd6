// authenticate: what it puts on the request for a key, an owner session and a site-user session.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openThrowawayDatabase } from '../db/throwaway-database.js';
import type { AppDeps } from '../app-deps.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { TABLES } from '../db/tables.js';
import { errorHandler } from '../http/error-handler.js';
import type { RequestWebsite } from '../http/request-context.js';
import { createLogger } from '../logger.js';
import { createApiKey } from './api-keys/service.js';
import { authenticate } from './authenticate.js';
import { addMembership } from './memberships/service.js';
import { createOwnerAccount } from './owners/service.js';
import {
  OWNER_SESSION_COOKIE,
  REMEMBERED_SESSION_TTL_MS,
  SITE_USER_SESSION_COOKIE,
} from './sessions/cookies.js';
import { startSession } from './sessions/service.js';
import { signUpSiteUser } from './site-users/service.js';
import { sha256 } from './tokens.js';
import { xsrfTokenFor } from './site-users/xsrf.js';

let db: Database;
let app: Express;
let shop: RequestWebsite;
let other: RequestWebsite;
let ownerId: string;
let siteUserId: string;

async function website(title: string): Promise<RequestWebsite> {
  const [row] = await db.knex(TABLES.websites).insert({ site_title: title }).returning(['id']);
  return { id: row.id, title, timeZone: 'America/New_York', currency: 'USD' };
}

beforeAll(async () => {
  db = await openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined });
  shop = await website('Shop');
  other = await website('Other');
  ownerId = (await createOwnerAccount(db.knex, { email: 'owner@example.com', password: 'long password' })).id;
  await addMembership(db.knex, { websiteId: shop.id, accountId: ownerId, role: 4 });
  await addMembership(db.knex, { websiteId: shop.id, accountId: ownerId, role: 8 });
  siteUserId = (
    await signUpSiteUser(db.knex, { websiteId: shop.id, email: 'v@example.com', password: 'long password' })
  ).id;
  const deps: AppDeps = { db, config: testConfig(), logger: createLogger('silent') };
  app = express();
  app.use(cookieParser(), express.json());
  app.use((req, _res, next) => {
    req.website = req.get('X-Other') ? other : shop;
    next();
  });
  app.use(authenticate(deps));
  app.all('/who', (req, res) => {
    const { account, siteUser, sessionId, bearer } = req;
    res.json({ account, siteUser, sessionId, bearer: bearer ?? false, xsrfToken: xsrfTokenFor(req) ?? null });
  });
  app.use(errorHandler(deps.logger));
});

afterAll(() => db?.close());

const ownerSession = () =>
  startSession(db.knex, { subject: { kind: 'owner', accountId: ownerId }, ttlMs: 60_000 });
const siteUserSession = (rememberMe: boolean, ttlMs = REMEMBERED_SESSION_TTL_MS) =>
  startSession(db.knex, {
    subject: { kind: 'site-user', websiteId: shop.id, siteUserId },
    ttlMs,
    data: { xsrfToken: 'x'.repeat(43), rememberMe },
  });

describe('authenticate', () => {
  it('leaves a request without credentials anonymous', async () => {
    const res = await request(app).get('/who');
    expect(res.body).toEqual({ bearer: false, xsrfToken: null });
  });

  it('signs in an owner by session, with every role on the website and the broadest as `role`', async () => {
    const { token, session } = await ownerSession();
    const res = await request(app).get('/who').set('Cookie', `${OWNER_SESSION_COOKIE}=${token}`);
    expect(res.body.account).toEqual({
      id: ownerId,
      email: 'owner@example.com',
      displayName: '',
      role: 8,
      roles: [4, 8],
      twoFactorSetupNeeded: false,
    });
    expect(res.body.sessionId).toBe(session.id);
    const elsewhere = await request(app)
      .get('/who')
      .set('Cookie', `${OWNER_SESSION_COOKIE}=${token}`)
      .set('X-Other', '1');
    expect(elsewhere.body.account).toEqual({
      id: ownerId,
      email: 'owner@example.com',
      displayName: '',
      roles: [],
      twoFactorSetupNeeded: false,
    });
  });

  it('clears an owner cookie that names no live session', async () => {
    const res = await request(app)
      .get('/who')
      .set('Cookie', `${OWNER_SESSION_COOKIE}=${'a'.repeat(43)}`);
    expect(res.body.account).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${OWNER_SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
  });

  it('signs in an API key of this website with its scopes, and ignores cookies then', async () => {
    const { key } = await createApiKey(db.knex, {
      websiteId: shop.id,
      name: 'k',
      scopes: ['orders:read'],
      createdByAccountId: ownerId,
    });
    const { token } = await siteUserSession(true);
    const res = await request(app)
      .get('/who')
      .set('Authorization', `Bearer ${key}`)
      .set('Cookie', `${SITE_USER_SESSION_COOKIE}=${token}`);
    expect(res.body).toMatchObject({ bearer: true, account: { id: ownerId, apiKeyScopes: ['orders:read'] } });
    expect(res.body.siteUser).toBeUndefined();
  });

  it('signs in a site user of this website, with their XSRF token for the page', async () => {
    const { token } = await siteUserSession(false);
    const res = await request(app).get('/who').set('Cookie', `${SITE_USER_SESSION_COOKIE}=${token}`);
    expect(res.body).toMatchObject({
      siteUser: { id: siteUserId, email: 'v@example.com' },
      xsrfToken: 'x'.repeat(43),
    });
    const elsewhere = await request(app)
      .get('/who')
      .set('Cookie', `${SITE_USER_SESSION_COOKIE}=${token}`)
      .set('X-Other', '1');
    expect(elsewhere.body.siteUser).toBeUndefined();
  });

  it('accepts the XSRF token as a header or a form field on state changes', async () => {
    const { token } = await siteUserSession(false);
    const cookie = `${SITE_USER_SESSION_COOKIE}=${token}`;
    const header = await request(app).post('/who').set('Cookie', cookie).set('X-XSRF-Token', 'x'.repeat(43));
    expect(header.body.siteUser.id).toBe(siteUserId);
    const field = await request(app)
      .post('/who')
      .set('Cookie', cookie)
      .send({ xsrfToken: 'x'.repeat(43) });
    expect(field.body.siteUser.id).toBe(siteUserId);
    const none = await request(app).post('/who').set('Cookie', cookie);
    expect(none.status).toBe(403);
    expect(none.body.error).toBe('invalid-crumb');
  });

  it('re-sends a remembered site user’s cookie when the session slides, not a browser-session one', async () => {
    for (const rememberMe of [true, false]) {
      const { token } = await siteUserSession(rememberMe, 60_000);
      await db
        .knex(TABLES.sessions)
        .where({ id: sha256(token) })
        .update({ expires_at: new Date(Date.now() + 30_000) });
      const res = await request(app).get('/who').set('Cookie', `${SITE_USER_SESSION_COOKIE}=${token}`);
      const row = await db
        .knex(TABLES.sessions)
        .where({ id: sha256(token) })
        .first();
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(String(res.headers['set-cookie'] ?? '').includes(SITE_USER_SESSION_COOKIE)).toBe(rememberMe);
    }
  });
});
