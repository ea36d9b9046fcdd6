// The crumb and Bearer headers on the real app: only a live API key skips the crumb; a junk, unknown or revoked one on a state change without the crumb is refused 401 and changes nothing.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { ITEMS, OWNERS, PATHS, SITE, owner, realApp, seedCheckoutStore } from '../commerce/cart-real-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import type { TestBrowser } from './test-browser.js';

const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Please sign in.' };
const PREFERENCES = '/api/v1/commerce-preferences/bearer-test';

let db: Database;
let app: Express;
let admin: TestBrowser;
let liveKey: string;
let revokedKey: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  app = realApp(db);
  admin = await owner(app, OWNERS.admin);
  const scopes = ['products:write'] as never;
  liveKey = (await createApiKey(db.knex, { websiteId: SITE, name: 'Live', scopes, createdByAccountId: null }))
    .key;
  const revoked = await createApiKey(db.knex, {
    websiteId: SITE,
    name: 'Old',
    scopes,
    createdByAccountId: null,
  });
  await revokeApiKey(db.knex, SITE, revoked.apiKey.id);
  revokedKey = revoked.key;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const carts = async () => Number((await db.knex(TABLES.carts).count({ n: '*' }).first())?.n);

/** A request with an Authorization header and nothing else: no cookie, no crumb. */
function bearing(authorization: string, method: 'post' | 'put', path: string) {
  return request(app)[method](path).set('Accept', 'application/json').set('Authorization', authorization);
}

describe(`the crumb with Authorization: Bearer (${testDatabaseKind()})`, () => {
  it('lets a live API key change things without the crumb', async () => {
    const res = await bearing(`Bearer ${liveKey}`, 'put', PREFERENCES).send({ sync: 'on' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sync: 'on' });
  });

  it.each([
    ['junk', () => 'Bearer junk'],
    ['an empty', () => 'Bearer'],
    ['an unknown key’s', () => 'Bearer tsk_0000000000000000000000000000000000000000000'],
    ['a revoked key’s', () => `Bearer ${revokedKey}`],
  ])(
    'refuses %s Bearer header on a state change without the crumb: 401, no cart made',
    async (_kind, header) => {
      const before = await carts();
      const added = await bearing(header(), 'post', PATHS.entries).send({
        itemId: ITEMS.mug,
        sku: 'MUG',
        quantity: 1,
      });
      expect({ status: added.status, body: added.body }).toEqual({ status: 401, body: UNAUTHENTICATED });
      const form = await bearing(header(), 'post', '/cart/add')
        .type('form')
        .send({ itemId: ITEMS.mug, sku: 'MUG' });
      expect(form.status).toBe(401);
      const newsletter = await bearing(header(), 'post', '/api/newsletter/subscribe').send({
        email: 'ada@example.com',
      });
      expect(newsletter.status).toBe(401);
      expect(await carts()).toBe(before);
    },
  );

  it('does not let a junk Bearer header carry a signed-in owner’s cookies past the crumb', async () => {
    const cookies = [...admin.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    const res = await bearing('Bearer junk', 'put', PREFERENCES).set('Cookie', cookies).send({ sync: 'off' });
    expect(res.status).toBe(401);
    expect((await admin.send('GET', PREFERENCES)).body).toEqual({ sync: 'on' });
  });

  it('still serves a browser that sends the crumb, with or without a stray Bearer header', async () => {
    const added = await admin.send('POST', PATHS.entries, {
      body: { itemId: ITEMS.mug, sku: 'MUG', quantity: 1 },
      headers: { Authorization: 'Bearer junk' },
    });
    expect(added.status).toBe(200);
    expect((await admin.send('PUT', PREFERENCES, { body: { sync: 'weekly' } })).status).toBe(200);
  });
});
