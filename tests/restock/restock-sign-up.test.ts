// The visitor's restock sign-up over HTTP (SPEC §3, §4, §5, §8): JSON and plain-form posts, every status and message, the mailing list, the rate limit.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { rateLimits } from '../../server/http/rate-limit.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import {
  LIST,
  OTHER_SITE,
  P,
  SITE,
  SUCCESS_TEXT,
  restockTestApp,
  seedRestockStore,
} from './restock-fixtures.js';

const API = '/api/commerce/restock-notifications';
const FORM = '/restock-notifications';
const FAILED = 'Unable to submit form. Please try again later.';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedRestockStore(db.knex);
  app = restockTestApp(db).app;
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.restockSignups).delete();
  await db.knex(TABLES.mailingListSubscribers).delete();
});

async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit();
  return browser;
}

async function signUp(body: Record<string, unknown>, browser?: TestBrowser) {
  return (browser ?? (await visitor())).send('POST', API, { body });
}

const signUps = () => db.knex(TABLES.restockSignups).orderBy('created_at').select('*');

describe(`restock sign-up (${testDatabaseKind()})`, () => {
  it('signs a visitor up and answers with the site’s restock text', async () => {
    const res = await signUp({
      isJoinMailingList: false,
      productId: P.mug.product,
      variantId: P.mug.variant,
      siteVisitorEmail: '  Ada@Example.COM ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SUCCESS_TEXT });
    const rows = await signUps();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      website_id: SITE,
      product_id: P.mug.product,
      variant_id: P.mug.variant,
      email: 'ada@example.com',
      join_mailing_list: false,
      notified_at: null,
      site_user_id: null,
    });
    // The website has no domain and the server no PUBLIC_URL: the server's own address, never the request's Host.
    expect(rows[0].origin).toBe('http://localhost:0');
    expect(await db.knex(TABLES.mailingListSubscribers).select('*')).toEqual([]);
  });

  it("says 'Signed up!' when the site has no restock text of its own", async () => {
    await db
      .knex(TABLES.commercePreferences)
      .where({ website_id: SITE })
      .update({ settings: JSON.stringify({}) });
    try {
      const res = await signUp({
        productId: P.mug.product,
        variantId: P.mug.variant,
        siteVisitorEmail: 'b@example.com',
      });
      expect(res.body).toEqual({ message: 'Signed up!' });
    } finally {
      await db
        .knex(TABLES.commercePreferences)
        .where({ website_id: SITE })
        .update({ settings: JSON.stringify({ enabled: true, successText: SUCCESS_TEXT }) });
    }
  });

  it('adds the visitor to the product’s mailing list when they tick the box', async () => {
    const res = await signUp({
      isJoinMailingList: true,
      productId: P.teeS.product,
      variantId: P.teeS.variant,
      siteVisitorEmail: 'grace@example.com',
    });
    expect(res.status).toBe(200);
    expect((await signUps())[0].join_mailing_list).toBe(true);
    expect(
      await db.knex(TABLES.mailingListSubscribers).select('mailing_list_id', 'email', 'status', 'source'),
    ).toEqual([
      { mailing_list_id: LIST, email: 'grace@example.com', status: 'subscribed', source: 'restock-signup' },
    ]);
  });

  it('keeps one sign-up per email and variant, and puts a notified person back in the queue', async () => {
    const body = { productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: 'ada@example.com' };
    expect((await signUp(body)).status).toBe(200);
    expect((await signUp({ ...body, siteVisitorEmail: 'ADA@example.com' })).status).toBe(200);
    expect(await signUps()).toHaveLength(1);
    await db.knex(TABLES.restockSignups).update({ notified_at: new Date() });
    expect((await signUp(body)).body).toEqual({ message: SUCCESS_TEXT });
    const rows = await signUps();
    expect(rows).toHaveLength(1);
    expect(rows[0].notified_at).toBeNull();
    // Another variant is another sign-up.
    expect((await signUp({ ...body, productId: P.teeS.product, variantId: P.teeS.variant })).status).toBe(
      200,
    );
    expect(await signUps()).toHaveLength(2);
  });

  it('keeps the place in the queue when a waiting person signs up again, and records a new mailing-list wish', async () => {
    const body = { productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: 'ada@example.com' };
    await signUp(body);
    const [before] = await signUps();
    await signUp({ ...body, isJoinMailingList: true });
    const [after] = await signUps();
    expect(after.created_at).toEqual(before.created_at);
    expect(after.join_mailing_list).toBe(true);
    expect(await db.knex(TABLES.mailingListSubscribers).pluck('email')).toEqual(['ada@example.com']);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
  ])("refuses a %s email: 400 'Email cannot be blank'", async (_name, email) => {
    const res = await signUp({ productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'email-blank',
      message: 'Email cannot be blank',
      fields: { siteVisitorEmail: 'Email cannot be blank' },
    });
    expect(await signUps()).toEqual([]);
  });

  it.each([
    ['no @', 'ada.example.com'],
    ['no domain dot', 'ada@example'],
    ['a long top-level part', 'ada@example.museum'],
    ['a space', 'ada lovelace@example.com'],
    ['too long', `${'a'.repeat(250)}@example.com`],
    ['a number', 42],
    ['a list', ['ada@example.com']],
  ])("refuses an email with %s: 400 'Email is invalid'", async (_name, email) => {
    const res = await signUp({ productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'email-invalid',
      message: 'Email is invalid',
      fields: { siteVisitorEmail: 'Email is invalid' },
    });
  });

  it.each([
    ['an unknown variant', P.mug.product, 'v-nope'],
    ['a variant of another product', P.mug.product, P.teeS.variant],
    ['a draft product', P.poster.product, P.poster.variant],
    ['another website’s variant', P.otherMug.product, P.otherMug.variant],
    ['no ids', undefined, undefined],
  ])('answers 404 for %s', async (_name, productId, variantId) => {
    const res = await signUp({ productId, variantId, siteVisitorEmail: 'ada@example.com' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'variant-unavailable',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it('answers 404 when the product does not offer sign-ups, or the site turned them off', async () => {
    const lamp = await signUp({
      productId: P.lamp.product,
      variantId: P.lamp.variant,
      siteVisitorEmail: 'a@example.com',
    });
    expect(lamp.status).toBe(404);
    expect(lamp.body.message).toBe('Restock notifications are not available for this product.');
    await db
      .knex(TABLES.commercePreferences)
      .where({ website_id: SITE })
      .update({ settings: JSON.stringify({ enabled: false }) });
    try {
      const mug = await signUp({
        productId: P.mug.product,
        variantId: P.mug.variant,
        siteVisitorEmail: 'a@example.com',
      });
      expect(mug.status).toBe(404);
      expect(mug.body.error).toBe('not-offered');
    } finally {
      await db
        .knex(TABLES.commercePreferences)
        .where({ website_id: SITE })
        .update({ settings: JSON.stringify({ enabled: true, successText: SUCCESS_TEXT }) });
    }
  });

  it('answers 409 for a variant that is in stock, or a product that never runs out', async () => {
    for (const { product, variant } of [P.teeM, P.ebook]) {
      const res = await signUp({ productId: product, variantId: variant, siteVisitorEmail: 'a@example.com' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'in-stock',
        message: 'This item is in stock. You can order it now.',
      });
    }
    expect(await signUps()).toEqual([]);
  });

  it("answers 400 'Unable to submit form. Please try again later.' for a body that is not an object, and 400 for bad JSON", async () => {
    const browser = await visitor();
    const list = await browser.send('POST', API, { body: [1, 2] as unknown as Record<string, unknown> });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ error: 'invalid-request', message: FAILED });
    const crumb = browser.cookies.get('crumb')!;
    const { default: request } = await import('supertest');
    const broken = await request(app)
      .post(API)
      .set('Cookie', `crumb=${crumb}`)
      .set('X-Csrf-Token', crumb)
      .set('Content-Type', 'application/json')
      .send('{"siteVisitorEmail": ');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('invalid-json');
  });

  it('refuses a post without the crumb (403, SPEC §8)', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', API, {
      body: { productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: 'a@example.com' },
      crumb: false,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'invalid-crumb',
      message: 'Your session has expired. Please reload the page and try again.',
    });
  });

  it("limits sign-ups per address: 429 'Please try again in a few seconds.'", async () => {
    const limited = restockTestApp(db, {
      signUpRateLimit: rateLimits(
        { db, logger: restockTestApp(db).deps.logger },
        {
          windowMs: 60_000,
          limit: 2,
          prefix: `restock-test-${Date.now()}`,
        },
      ),
    }).app;
    const browser = new TestBrowser(limited);
    await browser.visit();
    const body = { productId: P.mug.product, variantId: P.mug.variant, siteVisitorEmail: 'a@example.com' };
    expect((await browser.send('POST', API, { body })).status).toBe(200);
    expect((await browser.send('POST', API, { body })).status).toBe(200);
    const third = await browser.send('POST', API, { body });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: 'rate-limited', message: 'Please try again in a few seconds.' });
  });

  it('keeps websites apart: the other site’s visitor signs up for its own mug only', async () => {
    const browser = new TestBrowser(app);
    await browser.send('GET', '/page', { headers: { 'X-Test-Website': 'other' } });
    const res = await browser.send('POST', API, {
      body: {
        productId: P.otherMug.product,
        variantId: P.otherMug.variant,
        siteVisitorEmail: 'o@example.com',
      },
      headers: { 'X-Test-Website': 'other' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed up!' });
    expect((await signUps()).map((row) => row.website_id)).toEqual([OTHER_SITE]);
  });
});

describe(`restock sign-up with JavaScript off (${testDatabaseKind()})`, () => {
  it('takes the plain form and answers a page with the outcome and the way back', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', FORM, {
      form: true,
      body: {
        crumb: browser.cookies.get('crumb'),
        productId: P.mug.product,
        variantId: P.mug.variant,
        siteVisitorEmail: 'ada@example.com',
        isJoinMailingList: 'on',
        returnTo: '/shop/p/mug',
      },
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(
      `<h1 role="status">Thanks! We&#39;ll email you the moment it&#39;s back.</h1>`,
    );
    expect(res.text).toContain('<a href="/shop/p/mug">Back to the product</a>');
    expect(await signUps()).toHaveLength(1);
    expect(await db.knex(TABLES.mailingListSubscribers).pluck('email')).toEqual(['ada@example.com']);
  });

  it('answers a refusal with its status and message, and never links off the site', async () => {
    const browser = await visitor();
    const res = await browser.send('POST', FORM, {
      form: true,
      body: {
        crumb: browser.cookies.get('crumb'),
        productId: P.mug.product,
        variantId: P.mug.variant,
        siteVisitorEmail: 'nope',
        returnTo: 'https://evil.example/phish',
      },
      crumb: false,
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('<h1 role="status">Email is invalid</h1>');
    expect(res.text).not.toContain('evil.example');
    expect(await signUps()).toEqual([]);
  });
});
