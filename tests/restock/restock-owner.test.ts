// The owner's restock calls (SPEC §7) and notifying the waiting list fairly: lists with cursors, send, send/all, notifyRestocked, the site user's account call.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { signUpSiteUser } from '../../server/accounts/site-users/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { notifyRestocked } from '../../server/restock/notify-restocked.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { P, SITE, restockTestApp, seedRestockStore } from './restock-fixtures.js';

const BASE = '/api/site-users/account/notifications/restock';
const PASSWORD = 'correct horse battery';

let db: Database;
let app: Express;
let readKey: string;
let writeKey: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedRestockStore(db.knex);
  app = restockTestApp(db).app;
  readKey = (
    await createApiKey(db.knex, {
      websiteId: SITE,
      name: 'r',
      scopes: ['restock:read'],
      createdByAccountId: null,
    })
  ).key;
  writeKey = (
    await createApiKey(db.knex, {
      websiteId: SITE,
      name: 'w',
      scopes: ['restock:write'],
      createdByAccountId: null,
    })
  ).key;
  for (const [email, role] of [
    ['admin@example.com', 1],
    ['store@example.com', 8],
    ['editor@example.com', 4],
  ] as const) {
    const account = await createOwnerAccount(db.knex, { email, password: PASSWORD });
    await addMembership(db.knex, { websiteId: SITE, accountId: account.id, role });
  }
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.restockSignups).delete();
  await db.knex(TABLES.mailOutbox).delete();
  await db
    .knex(TABLES.productVariants)
    .whereIn('id', [P.mug.variant, P.teeS.variant])
    .update({ qty_in_stock: 0, unlimited: false });
});

/** Signs people up for a variant, oldest first, one second apart. */
async function waiting(variant: { product: string; variant: string }, emails: string[]): Promise<void> {
  const start = Date.parse('2030-01-01T00:00:00Z');
  await db.knex(TABLES.restockSignups).insert(
    emails.map((email, i) => ({
      website_id: SITE,
      product_id: variant.product,
      variant_id: variant.variant,
      email,
      origin: 'https://shop.example',
      created_at: new Date(start + i * 1000),
    })),
  );
}

const key = (token: string) => ({ Authorization: `Bearer ${token}` });

async function get(path: string, token = readKey) {
  return new TestBrowser(app).send('GET', path, { headers: key(token) });
}
async function post(path: string, body: Record<string, unknown>, token = writeKey) {
  return new TestBrowser(app).send('POST', path, { body, headers: key(token) });
}
/** Who has mail queued, by address: mails queued in one transaction share their time, so no order is theirs. */
const outboxTo = async () =>
  (await db.knex(TABLES.mailOutbox).orderBy('to_address').select('to_address')).map((row) => row.to_address);

describe(`owner restock lists (${testDatabaseKind()})`, () => {
  it('lists one group per waited-for variant, with counts and stock', async () => {
    await waiting(P.mug, ['a@example.com', 'b@example.com']);
    await waiting(P.teeS, ['c@example.com']);
    await db
      .knex(TABLES.restockSignups)
      .where({ email: 'b@example.com' })
      .update({ notified_at: new Date() });
    for (const path of [BASE, `${BASE}/groups`]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.signUps).toEqual([]);
      expect(res.body.hasNextPage).toBe(false);
      expect(res.body.nextPageCursor).toBeNull();
      const groups = res.body.signUpGroups as Record<string, unknown>[];
      expect(groups).toHaveLength(2);
      expect(groups.find((group) => group.variantId === P.mug.variant)).toEqual({
        productId: P.mug.product,
        variantId: P.mug.variant,
        productTitle: 'Stoneware Mug',
        sku: 'MUG',
        attributes: {},
        qtyInStock: 0,
        unlimited: false,
        soldOut: true,
        waitingCount: 1,
        notifiedCount: 1,
        oldestWaitingOn: '2030-01-01T00:00:00.000Z',
      });
    }
  });

  it('pages through one variant’s sign-ups, oldest first, with a cursor', async () => {
    const emails = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
    await waiting(P.mug, emails);
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const res = await get(
        `${BASE}?productId=${P.mug.product}&variantId=${P.mug.variant}&limit=2&cursor=${cursor}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.signUpGroups).toEqual([]);
      seen.push(...(res.body.signUps as { email: string }[]).map((signUp) => signUp.email));
      if (!res.body.hasNextPage) {
        expect(res.body.nextPageCursor).toBeNull();
        break;
      }
      cursor = res.body.nextPageCursor;
    }
    expect(seen).toEqual(emails);
    const first = (await get(`${BASE}?productId=${P.mug.product}&variantId=${P.mug.variant}&limit=1`)).body
      .signUps[0];
    expect(first).toEqual({
      id: expect.any(String),
      productId: P.mug.product,
      variantId: P.mug.variant,
      email: 'a@example.com',
      isJoinMailingList: false,
      language: null,
      siteUserId: null,
      createdOn: '2030-01-01T00:00:00.000Z',
      notifiedOn: null,
    });
  });

  it('refuses a bad cursor, half a variant, and a bad page size with 400', async () => {
    expect((await get(`${BASE}?cursor=garbage`)).status).toBe(400);
    expect((await get(`${BASE}/groups?cursor=WyJhIl0`)).body.message).toBe(
      'That page cursor is not valid. Start again from the first page.',
    );
    expect((await get(`${BASE}?productId=${P.mug.product}`)).status).toBe(400);
    expect((await get(`${BASE}?limit=0`)).status).toBe(400);
  });

  it('is for owners: 401 for nobody, 403 for an editor or a key without the scope; admins and store managers pass', async () => {
    const nobody = await new TestBrowser(app).send('GET', BASE);
    expect(nobody.status).toBe(401);
    expect(nobody.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
    expect((await get(BASE, writeKey)).status).toBe(403);
    expect(
      (await post(`${BASE}/send`, { productId: P.mug.product, variantId: P.mug.variant }, readKey)).status,
    ).toBe(403);
    for (const [email, status] of [
      ['admin@example.com', 200],
      ['store@example.com', 200],
      ['editor@example.com', 403],
    ] as const) {
      const browser = new TestBrowser(app);
      await browser.visit();
      expect(
        (await browser.send('POST', '/api/owner/session', { body: { email, password: PASSWORD } })).status,
      ).toBe(200);
      expect((await browser.send('GET', BASE)).status).toBe(status);
    }
  });
});

describe(`notifying the waiting list (${testDatabaseKind()})`, () => {
  it('notifies no more people than units, oldest first, each once', async () => {
    await waiting(P.mug, ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    expect(await notifyRestocked(db.knex, SITE, [P.mug.variant])).toBe(0);
    await db.knex(TABLES.productVariants).where({ id: P.mug.variant }).update({ qty_in_stock: 2 });
    expect(await notifyRestocked(db.knex, SITE, [P.mug.variant, P.mug.variant])).toBe(2);
    expect(await outboxTo()).toEqual(['a@example.com', 'b@example.com']);
    const [mail] = await db.knex(TABLES.mailOutbox).select('*');
    expect(mail).toMatchObject({ website_id: SITE, subject: 'Stoneware Mug is back in stock' });
    expect(mail.body_text).toContain('Get yours here: https://shop.example/shop/p/mug');
    expect(mail.body_html).toContain('<a href="https://shop.example/shop/p/mug">');
    const notified = await db
      .knex(TABLES.restockSignups)
      .whereNotNull('notified_at')
      .orderBy('email')
      .pluck('email');
    expect(notified).toEqual(['a@example.com', 'b@example.com']);
    // Stock sold out again: nobody more is told, and nobody twice.
    await db.knex(TABLES.productVariants).where({ id: P.mug.variant }).update({ qty_in_stock: 0 });
    expect(await notifyRestocked(db.knex, SITE, [P.mug.variant])).toBe(0);
    await db.knex(TABLES.productVariants).where({ id: P.mug.variant }).update({ unlimited: true });
    expect(await notifyRestocked(db.knex, SITE, [P.mug.variant])).toBe(2);
    expect(await outboxTo()).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
  });

  it('sends each email once when two notifiers run at the same time', async () => {
    await waiting(P.mug, ['a@example.com', 'b@example.com', 'c@example.com']);
    await db.knex(TABLES.productVariants).where({ id: P.mug.variant }).update({ qty_in_stock: 3 });
    const counts = await Promise.all([
      notifyRestocked(db.knex, SITE, [P.mug.variant]),
      notifyRestocked(db.knex, SITE, [P.mug.variant]),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await outboxTo()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('lets the owner send one variant’s notifications, or several at once', async () => {
    await waiting(P.mug, ['a@example.com', 'b@example.com']);
    await waiting(P.teeS, ['c@example.com']);
    await db.knex(TABLES.productVariants).where({ id: P.mug.variant }).update({ qty_in_stock: 1 });
    const one = await post(`${BASE}/send`, { productId: P.mug.product, variantId: P.mug.variant });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ productId: P.mug.product, variantId: P.mug.variant, notified: 1, waiting: 1 });
    await db.knex(TABLES.productVariants).where({ id: P.teeS.variant }).update({ qty_in_stock: 5 });
    const all = await post(`${BASE}/send/all`, {
      sendRequests: [
        { productId: P.teeS.product, variantId: P.teeS.variant },
        { productId: P.mug.product, variantId: P.mug.variant },
      ],
    });
    expect(all.status).toBe(200);
    expect(all.body.notified).toBe(2);
    expect(all.body.results).toEqual([
      { productId: P.teeS.product, variantId: P.teeS.variant, notified: 1, waiting: 0 },
      { productId: P.mug.product, variantId: P.mug.variant, notified: 1, waiting: 0 },
    ]);
    expect(await outboxTo()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('refuses sends for unknown variants and malformed requests', async () => {
    const unknown = await post(`${BASE}/send`, { productId: P.mug.product, variantId: 'v-nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
    expect((await post(`${BASE}/send/all`, { sendRequests: [] })).status).toBe(400);
    expect((await post(`${BASE}/send/all`, { sendRequests: 'all' })).status).toBe(400);
    expect((await post(`${BASE}/send/all`, { sendRequests: [{ productId: 1 }] })).status).toBe(404);
    expect(await outboxTo()).toEqual([]);
  });
});

describe(`the site user's account call (${testDatabaseKind()})`, () => {
  it('signs the signed-in site user up with their language; a guest gets 401', async () => {
    const guest = new TestBrowser(app);
    await guest.visit();
    const refused = await guest.send('POST', BASE, {
      body: { productId: P.mug.product, variantId: P.mug.variant },
    });
    expect(refused.status).toBe(401);

    await signUpSiteUser(db.knex, { websiteId: SITE, email: 'member@example.com', password: PASSWORD });
    const member = new TestBrowser(app);
    await member.visit();
    const session = await member.send('POST', '/api/site-users/account/session', {
      body: { email: 'member@example.com', password: PASSWORD },
    });
    expect(session.status).toBe(200);
    const xsrf = { 'X-XSRF-Token': session.body.xsrfToken as string };
    const res = await member.send('POST', BASE, {
      body: { productId: P.mug.product, variantId: P.mug.variant, language: 'fr-CA' },
      headers: xsrf,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    const [row] = await db.knex(TABLES.restockSignups).select('*');
    expect(row).toMatchObject({
      email: 'member@example.com',
      language: 'fr-CA',
      site_user_id: expect.any(String),
    });
    const inStock = await member.send('POST', BASE, {
      body: { productId: P.teeM.product, variantId: P.teeM.variant },
      headers: xsrf,
    });
    expect(inStock.status).toBe(409);
  });
});
