// Owner sign-in limits on the real app: per client address, per account across addresses, and a 429 that says the wait its Retry-After gives.
import { Agent } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
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
  it('refuses an account guessed at from many addresses, and only that account', async () => {
    const { limit } = RATE_LIMIT_PRESETS.loginAccount;
    const spellings = [OWNERS.editor, ` ${OWNERS.editor.toUpperCase()} `];
    for (let n = 0; n < limit; n++) {
      const res = await clientAt(`127.0.1.${n + 1}`).signIn(spellings[n % 2], 'not the password');
      expect(res.status, `attempt ${n + 1}`).toBe(401);
    }
    const fresh = clientAt('127.0.2.1');
    const refused = await fresh.signIn(OWNERS.editor, OWNER_PASSWORD);
    expectHonestWait(refused);
    expect(refused.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^owner_session=/));
    const other = await fresh.signIn(OWNERS.storeManager, OWNER_PASSWORD);
    expect(other.status).toBe(200);
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
