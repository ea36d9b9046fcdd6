// GET and PUT /api/v1/commerce-preferences/{namespace} over HTTP: defaults, replace, websiteId stripped, skipped sets, messages, guards.
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite, signedInOwner } from '../owner/owner-app.js';

const PATH = '/api/v1/commerce-preferences';
const INVALID = 'Update the missing or invalid information above.';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
});

const stored = (namespace: string, websiteId = fixture.websiteId) =>
  db.knex(TABLES.commercePreferences).where({ website_id: websiteId, namespace }).first();

describe(`commerce preferences (${testDatabaseKind()})`, () => {
  it('answers an empty object for a namespace never saved, and stores nothing', async () => {
    const res = await owner.send('GET', `${PATH}/checkout`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({});
    expect(await stored('checkout')).toBeUndefined();
  });

  it('stores the settings object PUT sends, without websiteId, and GET answers it', async () => {
    const settings = {
      expressCheckout: true,
      orderNotesEnabled: false,
      label: 'Pay now',
      nested: { a: [1, 2] },
    };
    const put = await owner.send('PUT', `${PATH}/checkout`, {
      body: { ...settings, websiteId: 'another-site' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(settings);
    expect((await stored('checkout')).settings).toEqual(settings);
    expect((await owner.send('GET', `${PATH}/checkout`)).body).toEqual(settings);
  });

  it('replaces the whole object: a setting left out is gone', async () => {
    await owner.send('PUT', `${PATH}/installments`, { body: { enabled: true, payments: 4 } });
    const res = await owner.send('PUT', `${PATH}/installments`, { body: { enabled: false } });
    expect(res.body).toEqual({ enabled: false });
    expect((await owner.send('GET', `${PATH}/installments`)).body).toEqual({ enabled: false });
  });

  it('skips a set equal to the stored value: the row is not written again', async () => {
    await owner.send('PUT', `${PATH}/subscriptions`, { body: { allowSkip: true } });
    await db
      .knex(TABLES.commercePreferences)
      .where({ website_id: fixture.websiteId, namespace: 'subscriptions' })
      .update({ updated_at: new Date('2020-01-01T00:00:00Z') });
    const same = await owner.send('PUT', `${PATH}/subscriptions`, {
      body: { allowSkip: true, websiteId: 'x' },
    });
    expect(same.body).toEqual({ allowSkip: true });
    expect(new Date((await stored('subscriptions')).updated_at).toISOString()).toBe(
      '2020-01-01T00:00:00.000Z',
    );
    await owner.send('PUT', `${PATH}/subscriptions`, { body: { allowSkip: false } });
    expect(new Date((await stored('subscriptions')).updated_at).getFullYear()).toBeGreaterThan(2020);
  });

  it('keeps namespaces and websites apart, and strips a websiteId stored by anyone', async () => {
    await db.knex(TABLES.commercePreferences).insert([
      {
        website_id: fixture.otherWebsiteId,
        namespace: 'restock-notifications',
        settings: JSON.stringify({ enabled: true }),
      },
      {
        website_id: fixture.websiteId,
        namespace: 'legacy',
        settings: JSON.stringify({ websiteId: fixture.websiteId, on: true }),
      },
    ]);
    expect((await owner.send('GET', `${PATH}/restock-notifications`)).body).toEqual({});
    expect((await owner.send('GET', `${PATH}/legacy`)).body).toEqual({ on: true });
  });

  it('refuses a namespace that is not lower-case words joined by "-"', async () => {
    for (const namespace of ['Check_Out', 'a--b', 'x'.repeat(65)]) {
      const res = await owner.send('GET', `${PATH}/${namespace}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid-input',
        message: INVALID,
        fields: { namespace: `${namespace} is not one of the expected options.` },
      });
    }
    const put = await owner.send('PUT', `${PATH}/Bad%20Name`, { body: { a: 1 } });
    expect(put.body.fields).toEqual({ namespace: 'Bad Name is not one of the expected options.' });
  });

  it('refuses a body that is not an object of names and values', async () => {
    for (const body of [[1, 2], undefined]) {
      const res = await owner.send(
        'PUT',
        `${PATH}/checkout`,
        body === undefined ? {} : { body: body as never },
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid-input',
        message: INVALID,
        fields: { body: 'Send the settings as an object of names and values.' },
      });
    }
    const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i]));
    const res = await owner.send('PUT', `${PATH}/checkout`, { body: tooMany });
    expect(res.body.fields).toEqual({ body: 'At most 200 settings are kept per namespace.' });
    // Nothing of the refused bodies was kept.
    expect((await owner.send('GET', `${PATH}/checkout`)).body).toHaveProperty('expressCheckout', true);
  });

  it('is for store owners: 401 signed out, 403 for a viewer, keys by scope', async () => {
    const visitor = new TestBrowser(app);
    await visitor.visit('/');
    const signedOut = await visitor.send('GET', `${PATH}/checkout`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
    const viewer = await signedInOwner(app, db.knex, fixture.websiteId, 10);
    const refused = await viewer.send('PUT', `${PATH}/checkout`, { body: { a: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: 'You do not have permission to do that.' });
    const manager = await signedInOwner(app, db.knex, fixture.websiteId, 8);
    expect((await manager.send('GET', `${PATH}/checkout`)).status).toBe(200);

    const { key } = await createApiKey(db.knex, {
      websiteId: fixture.websiteId,
      name: 'reader',
      scopes: ['products:read'],
      createdByAccountId: null,
    });
    const read = await request(app).get(`${PATH}/checkout`).set('Authorization', `Bearer ${key}`);
    expect(read.status).toBe(200);
    const write = await request(app)
      .put(`${PATH}/checkout`)
      .set('Authorization', `Bearer ${key}`)
      .send({ a: 1 });
    expect(write.status).toBe(403);
  });
});
