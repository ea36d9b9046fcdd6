// Killing one of two servers (SIGKILL) in the middle of a stream of orders through nginx: every acknowledged order is kept, once, and its confirmation mail is queued and sent.
import { describe, expect, it } from 'vitest';
import { checkoutBody, demoProducts, standardShipping } from '../../bench/cluster-harness/demo-store.js';
import { Visitor } from '../../bench/cluster-harness/visitor.js';
import { CART_API_PATH } from '../../server/commerce/cart/api-routes.js';
import { CART_COOKIE } from '../../server/commerce/cart/cart-cookie.js';
import { TABLES } from '../../server/db/tables.js';
import { CLAIM_LEASE_MS } from '../../server/mail/retry-policy.js';
import { clusterSuite, sleep, statusCounts } from './cluster-suite.js';

const suite = clusterSuite('server-killed');

/** Orders in the stream, how many are under way at once, and after how many acknowledged ones server 2 dies. */
const ORDERS = 120;
const WIDTH = 12;
const KILL_AFTER = 30;

interface Outcome {
  at: number;
  status: number;
  orderId?: string;
}

const emailOf = (at: number) => `stream-${at}@example.com`;

describe.skipIf(suite.skipped !== undefined)('one of two servers killed under a stream of orders', () => {
  it('keeps every acknowledged order once and queues its mail; the survivor sends what the dead one never claimed', async () => {
    const knex = suite.cluster.db.knex;
    const [product] = await demoProducts(knex, { count: 1, stock: 'unlimited' });
    const shipping = await standardShipping(knex);
    const victim = suite.cluster.servers[1];
    const base = suite.cluster.nginx.url;
    const visitors = Array.from({ length: ORDERS }, () => new Visitor());
    let acknowledged = 0;
    let killedAt: Date | undefined;
    let killed: Promise<unknown> | undefined;

    /** One buyer's cart and order through nginx; a request that gets no answer counts as status 0. */
    const buy = async (at: number): Promise<Outcome> => {
      const visitor = visitors[at];
      try {
        if (visitor.cookie(CART_COOKIE) === undefined) {
          const added = await visitor.post(`${base}${CART_API_PATH}/entries`, {
            itemId: product.itemId,
            sku: product.sku,
            quantity: 1,
          });
          if (added.status !== 200) return { at, status: added.status };
        }
        const placed = await visitor.post(
          `${base}/api/commerce/orders`,
          checkoutBody(visitor.cookie(CART_COOKIE)!, emailOf(at), shipping),
          { 'Idempotency-Key': `stream-${at}` },
        );
        if (placed.status === 201 && ++acknowledged === KILL_AFTER) {
          killedAt = new Date();
          killed = victim.stop('SIGKILL');
        }
        return { at, status: placed.status, orderId: placed.json?.order?.id };
      } catch {
        return { at, status: 0 };
      }
    };

    let next = 0;
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: WIDTH }, async () => {
        while (next < ORDERS) outcomes.push(await buy(next++));
      }),
    );
    await killed;
    expect(killedAt, 'server 2 was never killed').toBeDefined();
    const diedAt = new Date();
    const firstPass = statusCounts(outcomes);
    // Only the requests under way on the dead server fail (nginx answers 502, or the connection drops).
    for (const status of Object.keys(firstPass).map(Number))
      expect([0, 201, 502], JSON.stringify(firstPass)).toContain(status);
    expect(firstPass[201]).toBeGreaterThan(ORDERS - 2 * WIDTH);

    // A buyer who got no answer tries again with the same Idempotency-Key, now on the survivor.
    const retried = await Promise.all(outcomes.filter((one) => one.status !== 201).map((one) => buy(one.at)));
    expect(statusCounts(retried)).toEqual(retried.length === 0 ? {} : { 201: retried.length });
    const placed = [...outcomes.filter((one) => one.status === 201), ...retried];
    expect(placed).toHaveLength(ORDERS);

    // Every acknowledged order is stored, and no key made two.
    const orderIds = placed.map((one) => one.orderId!);
    const rows = await knex(TABLES.orders).whereIn('id', orderIds).select('id', 'customer_email');
    expect(rows).toHaveLength(ORDERS);
    const streamOrders = await knex(TABLES.orders)
      .where('idempotency_key', 'like', 'stream-%')
      .count({ n: '*' });
    expect(Number(streamOrders[0].n)).toBe(ORDERS);

    // Each has exactly one confirmation in the outbox.
    const emails = Array.from({ length: ORDERS }, (_, at) => emailOf(at));
    const mails = () =>
      knex(TABLES.mailOutbox)
        .whereIn('to_address', emails)
        .select('to_address', 'subject', 'attempts', 'sent_at', 'next_attempt_at', 'created_at');
    const queued = await mails();
    expect(queued.map((mail) => mail.to_address).sort()).toEqual([...emails].sort());
    for (const mail of queued) expect(mail.subject).toMatch(/^Your order #\d+ from /);

    // The survivor's worker (every 5 s) sends every mail but those the dead server had claimed,
    // which come back when their claim's lease ends: a claim sets `next_attempt_at` to its time
    // plus the lease, so a claim older than the death is the dead server's.
    const claimedByTheDead = (mail: { sent_at: Date | null; attempts: number; next_attempt_at: Date }) =>
      mail.sent_at === null &&
      mail.attempts > 0 &&
      new Date(mail.next_attempt_at).getTime() - CLAIM_LEASE_MS <= diedAt.getTime();
    let now = await mails();
    for (let waited = 0; waited < 20_000; waited += 250) {
      if (now.every((mail) => mail.sent_at !== null || claimedByTheDead(mail))) break;
      await sleep(250);
      now = await mails();
    }
    const waiting = now.filter((mail) => mail.sent_at === null && !claimedByTheDead(mail));
    expect(waiting.map((mail) => mail.to_address)).toEqual([]);
    expect(now.filter((mail) => new Date(mail.created_at) > diedAt).length).toBeGreaterThan(0);
  });
});
