// API keys: shown once, stored hashed, listed without the secret, scoped, revocable, and free of the crumb.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { OWNER_SESSION_COOKIE } from '../../server/accounts/sessions/cookies.js';
import { sha256 } from '../../server/accounts/tokens.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSecurityApp, createWebsite } from './security-app.js';
import { TestBrowser } from './test-browser.js';

const PASSWORD = 'correct horse battery';
const FORBIDDEN = { error: 'forbidden', message: 'You do not have permission to do that.' };
const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Please sign in.' };

let db: Database;
let shop: RequestWebsite;
let other: RequestWebsite;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  shop = await createWebsite(db, 'Shop');
  other = await createWebsite(db, 'Other');
  app = createSecurityApp(db, [shop, other]).app;
  const { id } = await createOwnerAccount(db.knex, { email: 'admin@example.com', password: PASSWORD });
  await addMembership(db.knex, { websiteId: shop.id, accountId: id, role: 1 });
  admin = new TestBrowser(app);
  await admin.visit();
  await admin.send('POST', '/api/owner/session', {
    body: { email: 'admin@example.com', password: PASSWORD },
  });
});

afterAll(() => db?.close());

async function makeKey(scopes: string[], name = 'Inventory sync'): Promise<{ id: string; key: string }> {
  const res = await admin.send('POST', '/api/owner/api-keys', { body: { name, scopes, password: PASSWORD } });
  expect(res.status).toBe(201);
  return { id: res.body.apiKey.id, key: res.body.key };
}

/** A request with nothing but the key: no cookies, no crumb. */
function withKey(key: string, method: 'GET' | 'POST', path: string, website = 'Shop') {
  return new TestBrowser(app).send(method, path, {
    headers: { Authorization: `Bearer ${key}`, 'X-Test-Website': website },
  });
}

describe('POST /api/owner/api-keys', () => {
  it('answers 201 with the key once (tsk_…), and stores only its SHA-256', async () => {
    const res = await admin.send('POST', '/api/owner/api-keys', {
      body: {
        name: 'Inventory sync',
        scopes: ['website:read', 'website:read', 'products:write'],
        password: PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    const { apiKey, key } = res.body;
    expect(key).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: 'Inventory sync',
      prefix: key.slice(0, 12),
      scopes: ['website:read', 'products:write'],
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const row = await db.knex(TABLES.apiKeys).where({ id: apiKey.id }).first();
    expect(row.key_hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('answers 400 for an unknown scope or a missing name', async () => {
    const res = await admin.send('POST', '/api/owner/api-keys', {
      body: { name: '', scopes: ['everything'], password: PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid-input');
    expect(Object.keys(res.body.fields).sort()).toEqual(['name', 'scopes.0']);
  });

  it('asks for the password again: 400 naming it when missing or wrong, and no key is made', async () => {
    const before = await db.knex(TABLES.apiKeys).count({ n: '*' }).first();
    const missing = await admin.send('POST', '/api/owner/api-keys', {
      body: { name: 'Sync', scopes: ['orders:read'] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ password: 'Please enter your password.' });
    const wrong = await admin.send('POST', '/api/owner/api-keys', {
      body: { name: 'Sync', scopes: ['orders:read'], password: 'a guess' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'invalid-input',
      fields: { password: 'This is not your current password.' },
    });
    expect(await db.knex(TABLES.apiKeys).count({ n: '*' }).first()).toEqual(before);
  });
});

describe('GET /api/owner/api-keys', () => {
  it('lists the live keys without their secret', async () => {
    const { id, key } = await makeKey(['website:read'], 'Listed');
    const res = await admin.send('GET', '/api/owner/api-keys');
    expect(res.status).toBe(200);
    const listed = res.body.apiKeys.find((apiKey: { id: string }) => apiKey.id === id);
    expect(listed).toMatchObject({ name: 'Listed', prefix: key.slice(0, 12), scopes: ['website:read'] });
    expect(JSON.stringify(res.body)).not.toContain(key);
    expect(JSON.stringify(res.body)).not.toContain(sha256(key));
  });
});

describe('Authorization: Bearer', () => {
  it('lets a key into a route of its scope, and notes when it was used', async () => {
    const { id, key } = await makeKey(['website:read']);
    const res = await withKey(key, 'GET', '/api/owner/website');
    expect(res.status).toBe(200);
    expect(res.body.website).toEqual(shop);
    const row = await db.knex(TABLES.apiKeys).where({ id }).first();
    expect(row.last_used_at).not.toBeNull();
  });

  it('refuses a key without the route’s scope with 403', async () => {
    const { key } = await makeKey(['products:read']);
    const res = await withKey(key, 'GET', '/api/owner/website');
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it('refuses every key on routes without a scope (keys cannot make keys)', async () => {
    const { key } = await makeKey(['website:read', 'members:read', 'products:write']);
    expect((await withKey(key, 'GET', '/api/owner/api-keys')).status).toBe(403);
    expect((await withKey(key, 'POST', '/api/owner/api-keys')).status).toBe(403);
  });

  it('needs no crumb for a state change', async () => {
    const { key } = await makeKey(['products:write']);
    const res = await withKey(key, 'POST', '/api/owner/test-write');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ written: true });
  });

  it('answers 401 for an unknown key, and for another website’s key', async () => {
    const { key } = await makeKey(['website:read']);
    expect((await withKey('tsk_not-a-real-key', 'GET', '/api/owner/website')).body).toEqual(UNAUTHENTICATED);
    expect((await withKey(key, 'GET', '/api/owner/website', 'Other')).status).toBe(401);
  });

  it('refuses an expired key', async () => {
    const { id, key } = await makeKey(['website:read']);
    await db
      .knex(TABLES.apiKeys)
      .where({ id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await withKey(key, 'GET', '/api/owner/website')).status).toBe(401);
  });

  it('ignores the session cookie when a Bearer header is present (a bad key is nobody)', async () => {
    const res = await new TestBrowser(app).send('GET', '/api/owner/website', {
      headers: {
        Authorization: 'Bearer tsk_wrong',
        Cookie: `${OWNER_SESSION_COOKIE}=${admin.cookies.get(OWNER_SESSION_COOKIE)}`,
      },
    });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/owner/api-keys/:id', () => {
  it('revokes the key at once: 204, then the key is refused with 401 and no longer listed', async () => {
    const { id, key } = await makeKey(['website:read']);
    expect((await withKey(key, 'GET', '/api/owner/website')).status).toBe(200);
    expect((await admin.send('DELETE', `/api/owner/api-keys/${id}`)).status).toBe(204);
    const res = await withKey(key, 'GET', '/api/owner/website');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
    const list = await admin.send('GET', '/api/owner/api-keys');
    expect(list.body.apiKeys.map((apiKey: { id: string }) => apiKey.id)).not.toContain(id);
  });

  it('answers 404 for a key that does not exist or is already revoked', async () => {
    const { id } = await makeKey(['website:read']);
    await admin.send('DELETE', `/api/owner/api-keys/${id}`);
    const res = await admin.send('DELETE', `/api/owner/api-keys/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not-found', message: 'No such API key.' });
  });

  it('cannot revoke another website’s key', async () => {
    const { id } = await makeKey(['website:read']);
    const res = await admin.send('DELETE', `/api/owner/api-keys/${id}`, {
      headers: { 'X-Test-Website': 'Other' },
    });
    expect(res.status).toBe(403);
    const row = await db.knex(TABLES.apiKeys).where({ id }).first();
    expect(row.revoked_at).toBeNull();
  });
});
