// Hostile input on the real app: a NUL, a lone surrogate or 5,000 levels of nesting in any field of any endpoint is a 400, never a 500 or a database error in the log.
import type { Express } from 'express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { DEMO_OWNER } from '../../server/demo/seed.js';
import { HOSTILE_INPUT_MESSAGES } from '../../server/http/hostile-input.js';
import { seedDemoCopy } from '../support/demo-seed.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { TestBrowser } from './test-browser.js';

const BAD_CHARACTERS = { error: 'invalid-characters', message: HOSTILE_INPUT_MESSAGES.characters };
const TOO_DEEP = { error: 'too-deep', message: HOSTILE_INPUT_MESSAGES.depth };
/** A namespace the demo has no preferences in. */
const PREFERENCES = '/api/v1/commerce-preferences/hostile-test';
/** The demo's skillet (fixtures/demo/products.json). */
const SKILLET_SKU = 'HP-SKLT-10';

let db: Database;
let app: Express;
let visitor: TestBrowser;
let owner: TestBrowser;
let skilletId: string;
let contactFormId: string;
/** Every line the app logged at error level or above. */
const errors: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-hostile-json-'));
  await seedDemoCopy(db.knex, { dataDir });
  const sink = new Writable({
    write(line: Buffer, _encoding, done) {
      errors.push(String(line));
      done();
    },
  });
  app = createApp({
    db,
    config: testConfig({ dataDir, apiRateLimit: 100_000 }),
    logger: pino({ level: 'error' }, sink),
  });
  visitor = new TestBrowser(app);
  await visitor.visit('/cart');
  owner = new TestBrowser(app);
  await owner.visit('/cart');
  expect((await owner.send('POST', '/api/owner/session', { body: { ...DEMO_OWNER } })).status).toBe(200);
  skilletId = (await db.knex(TABLES.contentItems).where({ url_id: 'cast-iron-skillet' }).first('id')).id;
  contactFormId = (await db.knex(TABLES.forms).where({ name: 'Contact Us' }).first('id')).id;
}, 120_000);
afterAll(async () => {
  await db?.close();
});

// Escaped in the JSON text, as a hostile client sends them.
const nul = '\\u0000';
const surrogate = '\\ud800';
const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** A submission key the form would take, so a refusal is about the answers. */
async function submissionKey(): Promise<string> {
  const res = await visitor.send('POST', '/api/form/FormSubmissionKey');
  expect(res.status).toBe(200);
  return res.body.key as string;
}

interface Case {
  name: string;
  who: () => TestBrowser;
  method: 'POST' | 'PUT';
  path: () => string;
  /** The raw body: JSON text, or a form with `form`. */
  body: () => string | Promise<string>;
  form?: boolean;
  expected: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: 'a NUL in a cart entry’s item id',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/commerce/shopping-cart/entries',
    body: () => `{"itemId":"${nul}","sku":"${SKILLET_SKU}","quantity":1}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a lone surrogate in a cart entry’s sku',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/commerce/shopping-cart/entries',
    body: () => `{"itemId":"${skilletId}","sku":"${surrogate}","quantity":1}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL in a commerce preference',
    who: () => owner,
    method: 'PUT',
    path: () => PREFERENCES,
    body: () => `{"note":"a${nul}b"}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a lone surrogate in a commerce preference’s name',
    who: () => owner,
    method: 'PUT',
    path: () => PREFERENCES,
    body: () => `{"n${surrogate}":1}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: '5,000 levels of nesting in a commerce preference',
    who: () => owner,
    method: 'PUT',
    path: () => PREFERENCES,
    body: () => `{"note":${deep}}`,
    expected: TOO_DEEP,
  },
  {
    name: 'a NUL in a menu link’s title (owner API)',
    who: () => owner,
    method: 'PUT',
    path: () => '/api/owner/navigation/main',
    body: () => `{"items":[{"externalLink":"/about","title":"About${nul}"}]}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL in an API key’s name (owner API)',
    who: () => owner,
    method: 'POST',
    path: () => '/api/owner/api-keys',
    body: () => `{"name":"Sync${nul}","scopes":["website:read"]}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a lone surrogate in a form submission’s page address',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/form/SaveFormSubmission',
    body: () => `{"key":"k","formId":"${contactFormId}","form":"{}","pageUrl":"/contact${surrogate}"}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL in a plain form post’s answer',
    who: () => visitor,
    method: 'POST',
    path: () => `/forms/${contactFormId}`,
    body: () => 'name=Ada%00&email=ada%40example.com',
    form: true,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL in a newsletter sign-up’s email',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/newsletter/subscribe',
    body: () => `{"email":"ada${nul}@example.com"}`,
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL inside a cart entry’s additional fields (JSON in a string)',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/commerce/shopping-cart/entries',
    body: () =>
      JSON.stringify({
        itemId: skilletId,
        sku: SKILLET_SKU,
        quantity: 1,
        additionalFields: JSON.stringify({ engraving: 'Ada\u0000' }),
      }),
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL inside a form submission’s answers (JSON in a string)',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/form/SaveFormSubmission',
    body: async () =>
      JSON.stringify({
        key: await submissionKey(),
        formId: contactFormId,
        form: JSON.stringify({
          name: ['Ada', 'Lovelace'],
          email: 'ada@example.com',
          reason: 'An order',
          message: 'Where is my order?\u0000',
        }),
      }),
    expected: BAD_CHARACTERS,
  },
  {
    name: 'a NUL in the query string of a state change',
    who: () => visitor,
    method: 'POST',
    path: () => '/api/commerce/shopping-cart/entries?source=%00',
    body: () => `{"itemId":"${skilletId}","sku":"${SKILLET_SKU}","quantity":1}`,
    expected: BAD_CHARACTERS,
  },
];

describe(`hostile input (${testDatabaseKind()})`, () => {
  it.each(CASES)('answers 400 for $name', async ({ who, method, path, body, form, expected }) => {
    const browser = who();
    const res = await request(app)
      [method === 'POST' ? 'post' : 'put'](path())
      .set('Accept', 'application/json')
      .set(
        'Cookie',
        [...browser.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
      )
      .set('X-Csrf-Token', browser.cookies.get('crumb') ?? '')
      .type(form ? 'form' : 'json')
      .send(await body());
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expected });
  });

  it('answers a page asked for with a NUL in its query string 400, not 500', async () => {
    const page = await request(app).get('/search?q=%00').set('Accept', 'text/html');
    expect(page.status).toBe(400);
    const api = await request(app).get('/api/commerce/shopping-cart?x=%00').set('Accept', 'application/json');
    expect({ status: api.status, body: api.body }).toEqual({ status: 400, body: BAD_CHARACTERS });
  });

  it('stored nothing of it, and logged no error (no SQL text, no stack)', async () => {
    expect(await db.knex(TABLES.commercePreferences).where({ namespace: 'hostile-test' })).toEqual([]);
    expect(await db.knex(TABLES.mailingListSubscribers).where('email', 'like', 'ada%')).toEqual([]);
    expect(await db.knex(TABLES.apiKeys).select('name')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('still takes the same requests without the hostile part', async () => {
    const added = await visitor.send('POST', '/api/commerce/shopping-cart/entries?source=email', {
      body: { itemId: skilletId, sku: SKILLET_SKU, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const saved = await owner.send('PUT', PREFERENCES, {
      body: { note: 'Ada 😀', nested: [[[{ ok: true }]]] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ note: 'Ada 😀', nested: [[[{ ok: true }]]] });
  });
});
