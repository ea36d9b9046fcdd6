// Tests TRUST_PROXY through the whole app: behind a trusted proxy each visitor has its own per-address limit and an https visitor gets Secure cookies; untrusted, the proxy's headers change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { ITEMS, PATHS, realApp, seedCheckoutStore, visitor } from '../commerce/cart-real-app.js';
import { setCookies } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
}, 60_000);
afterAll(() => db?.close());

const add = { itemId: ITEMS.mug, sku: 'MUG' };
const from = (address: string, proto = 'http') => ({
  'X-Forwarded-For': address,
  'X-Forwarded-Proto': proto,
});

describe(`behind a load balancer (TRUST_PROXY, ${testDatabaseKind()})`, () => {
  it("counts each visitor's requests under the address the trusted proxy forwards", async () => {
    const browser = await visitor(realApp(db, { apiRateLimit: 3, trustProxy: ['loopback'] }));
    const statuses: number[] = [];
    for (let at = 0; at < 4; at++)
      statuses.push(
        (await browser.send('POST', PATHS.entries, { body: add, headers: from('203.0.113.7') })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    // Another visitor behind the same proxy has a limit of its own.
    const other = await browser.send('POST', PATHS.entries, { body: add, headers: from('198.51.100.9') });
    expect(other.status).toBe(200);
  });

  it('ignores the forwarded address when no proxy is trusted: one limit for the connection', async () => {
    const browser = await visitor(realApp(db, { apiRateLimit: 3 }));
    let status = 0;
    for (let at = 0; at < 4 && status !== 429; at++)
      status = (await browser.send('POST', PATHS.entries, { body: add, headers: from('192.0.2.1') })).status;
    expect(status).toBe(429);
    const other = await browser.send('POST', PATHS.entries, { body: add, headers: from('192.0.2.2') });
    expect(other.status).toBe(429);
  });

  it('gives a visitor who came over https Secure cookies, only when the proxy is trusted', async () => {
    const cartCookie = async (trusted: boolean) => {
      const browser = await visitor(realApp(db, trusted ? { trustProxy: 1 } : {}));
      const res = await browser.send('POST', PATHS.entries, {
        body: add,
        headers: from('203.0.113.50', 'https'),
      });
      expect(res.status).toBe(200);
      return setCookies(res).find((cookie) => /cart/i.test(cookie.name));
    };
    expect((await cartCookie(true))?.attributes).toMatch(/;\s*Secure/i);
    const plain = await cartCookie(false);
    expect(plain).toBeDefined();
    expect(plain?.attributes).not.toMatch(/;\s*Secure/i);
  });
});
