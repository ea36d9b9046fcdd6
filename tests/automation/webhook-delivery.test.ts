// The webhook queue end to end on the embedded database: signed posts to a loopback receiver, retries with back-off after a 500, and a claim whose worker died taken again after its lease.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { deliverDueWebhooks } from '../../server/automation/deliver.js';
import { claimDueDeliveries, pruneFinishedDeliveries } from '../../server/automation/delivery-store.js';
import { startWebhookWorker } from '../../server/automation/worker.js';
import { createLogger } from '../../server/logger.js';
import { enqueueWebhookEvent } from '../../server/automation/enqueue.js';
import { verifyWebhookSignature } from '../../server/automation/signature.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createWebsite } from '../security/security-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const SECRET = 'whsec_test-secret';
const LEASE_MS = 30_000;

let db: Database;
let website: RequestWebsite;
let receiver: WebhookReceiver;
let clock: Date;
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
/** The worker's policy with the test's clock: 1 minute, then 2, 4 … between attempts, at most 3. */
const policy = () => ({
  now,
  leaseMs: LEASE_MS,
  maxAttempts: 3,
  retryDelayMs: (n: number) => 60_000 * 2 ** (n - 1),
});

async function addEndpoint(events: string[], url = receiver.url): Promise<string> {
  const [row] = await db
    .knex(TABLES.webhookEndpoints)
    .insert({ website_id: website.id, url, events, secret: SECRET })
    .returning('id');
  return (row as { id: string }).id;
}

async function deliveries() {
  return db.knex(TABLES.webhookDeliveries).where({ website_id: website.id }).orderBy('created_at');
}

beforeAll(async () => {
  db = await createTestDatabase();
  website = await createWebsite(db, 'Hooks');
});
afterAll(() => db?.close());
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  clock = new Date('2026-11-26T10:00:00Z');
});
afterEach(async () => {
  await receiver.close();
  await db.knex(TABLES.webhookEndpoints).where({ website_id: website.id }).delete();
});

describe('webhook deliveries', () => {
  it('post the event signed with the endpoint secret, with its type and delivery id', async () => {
    await addEndpoint(['order.placed']);
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(
        trx,
        { websiteId: website.id, type: 'order.placed', data: { order: { id: 'o1' } } },
        clock,
      ),
    );
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 1, failed: 0 });

    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    const signature = hook!.headers['tessera-signature'] as string;
    expect(verifyWebhookSignature(signature, hook!.body, SECRET, { now: clock })).toBe(true);
    expect(verifyWebhookSignature(signature, hook!.body, 'another secret', { now: clock })).toBe(false);
    expect(verifyWebhookSignature(signature, `${hook!.body} `, SECRET, { now: clock })).toBe(false);
    expect(hook!.headers['tessera-event']).toBe('order.placed');
    expect(hook!.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(hook!.body);
    expect(payload).toEqual({
      id: expect.any(String),
      type: 'order.placed',
      createdAt: clock.toISOString(),
      websiteId: website.id,
      data: { order: { id: 'o1' } },
    });
    const [row] = await deliveries();
    expect(hook!.headers['tessera-delivery']).toBe(row.id);
    expect(row).toMatchObject({ attempts: 1, response_status: 204, event_id: payload.id });
    expect(row.delivered_at).not.toBeNull();
  });

  it('go only to enabled endpoints that chose the event', async () => {
    await addEndpoint(['form.submitted']);
    const disabled = await addEndpoint(['order.placed']);
    await db.knex(TABLES.webhookEndpoints).where({ id: disabled }).update({ enabled: false });
    const queued = await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'order.placed', data: {} }, clock),
    );
    expect(queued).toBe(0);
    expect(await deliveries()).toEqual([]);
  });

  it('are not queued when the transaction that made the event rolls back', async () => {
    await addEndpoint(['order.placed']);
    await expect(
      db.knex.transaction(async (trx) => {
        await enqueueWebhookEvent(trx, { websiteId: website.id, type: 'order.placed', data: {} }, clock);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await deliveries()).toEqual([]);
  });

  it('are retried with back-off after a 500 and later succeed, with the same delivery id', async () => {
    await addEndpoint(['order.fulfilled']);
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'order.fulfilled', data: {} }, clock),
    );
    receiver.answers.push(500, 503);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 0, failed: 1 });
    let [row] = await deliveries();
    expect(row).toMatchObject({
      attempts: 1,
      response_status: 500,
      last_error: 'The endpoint answered 500.',
    });
    expect(row.delivered_at).toBeNull();

    // Not due before the first back-off (1 minute) has passed.
    later(59_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 0, failed: 0 });
    later(2_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ failed: 1 });
    // The second wait is twice the first.
    later(61_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 0, failed: 0 });
    later(60_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 1 });

    [row] = await deliveries();
    expect(row).toMatchObject({ attempts: 3, response_status: 204, last_error: null });
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((hook) => hook.headers['tessera-delivery']));
    expect([...ids]).toEqual([row.id]);
    const bodies = new Set(receiver.received.map((hook) => hook.body));
    expect(bodies.size).toBe(1);
  });

  it('are given up after the last attempt, and not posted again', async () => {
    await addEndpoint(['form.submitted']);
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'form.submitted', data: {} }, clock),
    );
    receiver.answers.push(500, 500, 500, 500);
    for (let attempt = 0; attempt < 3; attempt++) {
      await deliverDueWebhooks(db.knex, policy());
      later(10 * 60_000);
    }
    const [row] = await deliveries();
    expect(row).toMatchObject({ attempts: 3, response_status: 500 });
    expect(row.failed_at).not.toBeNull();
    later(24 * 60 * 60_000);
    await deliverDueWebhooks(db.knex, policy());
    expect(receiver.received).toHaveLength(3);
  });

  it('count an endpoint that does not answer as a failed attempt', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    await addEndpoint(['restock.signed_up'], closed.url);
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'restock.signed_up', data: {} }, clock),
    );
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ failed: 1 });
    const [row] = await deliveries();
    expect(row.response_status).toBeNull();
    expect(row.last_error).toMatch(/ECONNREFUSED/);
  });

  it('claimed by a worker that died are claimed again after the lease, and delivered once', async () => {
    await addEndpoint(['newsletter.signed_up']);
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'newsletter.signed_up', data: {} }, clock),
    );
    // A worker claims the delivery, then dies without posting or recording anything.
    const claimed = await claimDueDeliveries(db.knex, {
      now: clock,
      limit: 10,
      leaseMs: LEASE_MS,
      maxAttempts: 3,
    });
    expect(claimed).toHaveLength(1);

    // While the lease runs, no other worker takes it.
    later(LEASE_MS - 1_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 0, failed: 0 });
    expect(receiver.received).toHaveLength(0);

    // After it, the next worker does.
    later(2_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['tessera-delivery']).toBe(claimed[0]!.id);
    const [row] = await deliveries();
    expect(row.attempts).toBe(2);
    expect(row.delivered_at).not.toBeNull();

    // The dead worker's claim can no longer record anything over it.
    later(60 * 60_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ delivered: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('are posted by the running worker, which finishes its pass when stopped', async () => {
    await addEndpoint(['order.placed']);
    const worker = startWebhookWorker({
      db: db.knex,
      logger: createLogger('silent'),
      intervalMs: 3_600_000,
      now,
    });
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'order.placed', data: {} }, clock),
    );
    await worker.poke();
    await worker.stop();
    expect(receiver.received).toHaveLength(1);
    // Stopped, it posts nothing more.
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'order.placed', data: {} }, clock),
    );
    await worker.poke();
    expect(receiver.received).toHaveLength(1);
  });

  it('leave the log once finished and older than the kept days; pending ones stay', async () => {
    await addEndpoint(['form.submitted']);
    for (let n = 0; n < 3; n++) {
      await db.knex.transaction((trx) =>
        enqueueWebhookEvent(trx, { websiteId: website.id, type: 'form.submitted', data: { n } }, clock),
      );
    }
    const [delivered, failed, pending] = await deliveries();
    const table = () => db.knex(TABLES.webhookDeliveries);
    await table().where({ id: delivered!.id }).update({ delivered_at: clock, attempts: 1 });
    await table().where({ id: failed!.id }).update({ failed_at: clock, attempts: 3 });
    await table().where({ id: pending!.id }).update({ attempts: 2 });

    const days = (n: number) => new Date(clock.getTime() - n * 24 * 60 * 60_000);
    expect(await pruneFinishedDeliveries(db.knex, days(30))).toBe(0);
    await table()
      .where({ website_id: website.id })
      .update({ created_at: days(31) });
    expect(await pruneFinishedDeliveries(db.knex, days(30))).toBe(2);
    expect((await deliveries()).map((row) => row.id)).toEqual([pending!.id]);
  });

  it('give up a last attempt whose worker died once its lease is over, without posting it again', async () => {
    await addEndpoint(['order.placed']);
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: website.id, type: 'order.placed', data: {} }, clock),
    );
    // The third and last attempt was claimed (its lease ends at clock + LEASE_MS), then nothing was recorded.
    await db
      .knex(TABLES.webhookDeliveries)
      .where({ website_id: website.id })
      .update({ attempts: 3, next_attempt_at: new Date(clock.getTime() + LEASE_MS) });
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ gaveUp: 0 });
    later(LEASE_MS + 1_000);
    expect(await deliverDueWebhooks(db.knex, policy())).toMatchObject({ gaveUp: 1, delivered: 0 });
    const [row] = await deliveries();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe('No answer was recorded for the last attempt.');
    expect(receiver.received).toHaveLength(0);
  });
});
