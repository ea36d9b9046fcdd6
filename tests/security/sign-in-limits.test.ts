// Owner sign-in limits on the real app: per client address, per account and address with an emailed unlock (never per account alone), and a 429 that says the wait its Retry-After gives.
import { Agent } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { PAIR_LIMIT } from '../../server/accounts/owners/sign-in-limits.js';
import { TABLES } from '../../server/db/tables.js';
import { RATE_LIMIT_PRESETS } from '../../server/http/rate-limit.js';
import { OWNER_PASSWORD, OWNERS, PATHS, realApp, seedCheckoutStore } from '../commerce/cart-real-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { setCookie } from './test-browser.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  app = realApp(db);
}, 60_000);
afterAll(() => db?.close());

/**
 * A client at its own loopback address (127.0.0.0/8 all reaches this machine): the app does not
 * trust proxies, so the address it counts is the connection's, and this is a different one.
 */
function clientAt(address: string) {
  const agent = new Agent({ localAddress: address });
  let crumb: string | undefined;
  return {
    async signIn(email: string, password: string) {
      if (crumb === undefined) {
        const page = await request(app).get(PATHS.cart).agent(agent);
        crumb = setCookie(page, 'crumb')?.value;
        expect(crumb).toBeDefined();
      }
      return request(app)
        .post('/api/owner/session')
        .agent(agent)
        .set('Accept', 'application/json')
        .set('Cookie', `crumb=${crumb}`)
        .set('X-Csrf-Token', crumb!)
        .send({ email, password });
    },
  };
}

/** The minutes a sign-in 429 says to wait. */
function minutesSaid(message: string): number {
  const match = /^Too many sign-in attempts\. Try again in (\d+) minutes?\.$/.exec(message);
  expect(match, message).not.toBeNull();
  return Number(match![1]);
}

function expectHonestWait(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.body.error).toBe('rate-limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(minutesSaid(res.body.message)).toBe(Math.ceil(retryAfter / 60));
}

describe(`owner sign-in limits (${testDatabaseKind()})`, () => {
  it('does not lock the real owner out when two addresses guess at the account 20 times', async () => {
    const spellings = [OWNERS.editor, ` ${OWNERS.editor.toUpperCase()} `];
    for (const address of ['127.0.1.1', '127.0.1.2']) {
      const guesser = clientAt(address);
      for (let n = 0; n < 10; n++) {
        const res = await guesser.signIn(spellings[n % 2], 'not the password');
        expect([401, 429], `${address}, attempt ${n + 1}`).toContain(res.status);
      }
      // Each guessing address is refused at the account, even with the right password.
      const refused = await guesser.signIn(OWNERS.editor, OWNER_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers['set-cookie'] ?? []).not.toContainEqual(
        expect.stringMatching(/^owner_session=/),
      );
    }
    // The owner, elsewhere, signs in.
    const owner = await clientAt('127.0.2.1').signIn(OWNERS.editor, OWNER_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('mails the account’s owner a link that lets a refused address in again, once', async () => {
    const client = clientAt('127.0.4.1');
    for (let n = 0; n < PAIR_LIMIT; n++) {
      expect((await client.signIn(OWNERS.storeManager, 'not the password')).status).toBe(401);
    }
    const refused = await client.signIn(OWNERS.storeManager, OWNER_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many sign-in attempts at this account from here. Try again in 15 minutes, or follow the link we emailed to the account, if it is one of ours.',
    );
    // Other accounts from the same address are not refused.
    expect((await client.signIn(OWNERS.websiteManager, OWNER_PASSWORD)).status).toBe(200);
    const mailTo = (to: string) =>
      db.knex(TABLES.mailOutbox).where({ to_address: to }).first('subject', 'body_text');
    await expect.poll(() => mailTo(OWNERS.storeManager)).toBeDefined();
    const mail = await mailTo(OWNERS.storeManager);
    expect(mail.subject).toBe('Sign-ins to your Tessera account were paused from one address');
    expect(mail.body_text).toContain('from 127.0.4.1 were refused');
    const link = new URL(/https?:\/\/\S+\/api\/owner\/session\/unlock\S+/.exec(mail.body_text)![0]);
    const unlocked = await request(app).get(`${link.pathname}${link.search}`);
    expect(unlocked.status).toBe(200);
    expect(unlocked.text).toContain('You can sign in again');
    expect((await client.signIn(OWNERS.storeManager, OWNER_PASSWORD)).status).toBe(200);
    // The link works once.
    expect((await request(app).get(`${link.pathname}${link.search}`)).status).toBe(410);
    // No mail for an email without an account, so a refusal tells nothing about who has one.
    for (let n = 0; n <= PAIR_LIMIT; n++) await client.signIn('nobody-here@example.com', 'guess');
    expect(await db.knex(TABLES.mailOutbox).where({ to_address: 'nobody-here@example.com' })).toEqual([]);
  });

  it('refuses an address after its own limit of failures, saying the wait Retry-After gives', async () => {
    const { limit } = RATE_LIMIT_PRESETS.login;
    const client = clientAt('127.0.3.1');
    for (let n = 0; n < limit; n++) {
      expect((await client.signIn(`nobody-${n}@example.com`, 'guess')).status).toBe(401);
    }
    expectHonestWait(await client.signIn(OWNERS.websiteManager, OWNER_PASSWORD));
    expect((await clientAt('127.0.3.2').signIn(OWNERS.websiteManager, OWNER_PASSWORD)).status).toBe(200);
  });
});
