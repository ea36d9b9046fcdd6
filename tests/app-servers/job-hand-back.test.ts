// Tests that a server shutting down hands back the mail and webhook deliveries it claimed and did not send.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWebsite } from '../security/security-app.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { deliverDueWebhooks } from '../../server/automation/deliver.js';
import { enqueueWebhookEvent } from '../../server/automation/enqueue.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createLogger } from '../../server/logger.js';
import { enqueueMail } from '../../server/mail/outbox.js';
import { sendDueMail } from '../../server/mail/sender.js';
import type { MailMessage, MailTransport } from '../../server/mail/transport.js';
import { startMailWorker } from '../../server/mail/worker.js';

const logger = createLogger('silent');

describe(`jobs handed back on shutdown (${testDatabaseKind()})`, () => {
  let db: Database;
  let website: RequestWebsite;
  beforeAll(async () => {
    db = await createTestDatabase();
    website = await createWebsite(db, 'Hand back');
  });
  afterAll(() => db?.close());

  const outbox = () => db.knex(TABLES.mailOutbox).where({ website_id: website.id }).orderBy('created_at');

  test('a mail worker stopped mid-batch finishes the mail it is sending and hands back the rest', async () => {
    for (const n of [1, 2, 3]) {
      await enqueueMail(db.knex, {
        websiteId: website.id,
        to: `buyer${n}@example.com`,
        subject: `Order ${n}`,
        text: 'Thanks',
      });
    }
    const sent: MailMessage[] = [];
    let releaseFirst: () => void = () => {};
    let firstStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const transport: MailTransport = {
      kind: 'smtp',
      async send(message) {
        if (sent.length === 0) {
          firstStarted();
          await new Promise<void>((resolve) => (releaseFirst = resolve));
        }
        sent.push(message);
      },
      close() {},
    };
    const worker = startMailWorker({
      db: db.knex,
      transport,
      defaultFrom: 'shop@example.com',
      logger,
      intervalMs: 60_000,
    });
    await started;
    const stopped = worker.stop();
    releaseFirst();
    await stopped;

    expect(sent.map((message) => message.subject)).toEqual(['Order 1']);
    const rows = await outbox();
    expect(rows.map((row) => [row.subject, row.sent_at !== null, row.attempts])).toEqual([
      ['Order 1', true, 1],
      ['Order 2', false, 0],
      ['Order 3', false, 0],
    ]);
    // Due at once for another server, not after the claim's lease.
    for (const row of rows.slice(1))
      expect(new Date(row.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
    const other: MailMessage[] = [];
    const report = await sendDueMail(db.knex, {
      transport: { kind: 'smtp', send: async (message) => void other.push(message), close() {} },
      defaultFrom: 'shop@example.com',
    });
    expect(report.sent).toBe(2);
    expect(other.map((message) => message.subject)).toEqual(['Order 2', 'Order 3']);
  });

  test('a webhook worker that stops between its claim and its posts hands the unposted deliveries back', async () => {
    await db.knex(TABLES.webhookEndpoints).insert({
      website_id: website.id,
      url: 'https://hooks.example/in',
      events: ['order.placed'],
      secret: 'whsec_hand_back',
    });
    const now = new Date();
    for (const id of ['o1', 'o2', 'o3']) {
      await db.knex.transaction((trx) =>
        enqueueWebhookEvent(
          trx,
          { websiteId: website.id, type: 'order.placed', data: { order: { id } } },
          now,
        ),
      );
    }
    const posted: string[] = [];
    let asked = 0;
    const report = await deliverDueWebhooks(db.knex, {
      batchSize: 3,
      post: async ({ body }) => {
        posted.push(body);
        return 200;
      },
      // Not stopping when claiming and for the first delivery; stopping for the other two.
      stopping: () => ++asked > 2,
    });
    expect(report.delivered).toBe(1);
    expect(posted).toHaveLength(1);
    const rows = await db.knex(TABLES.webhookDeliveries).where({ website_id: website.id });
    expect(rows.filter((row) => row.delivered_at !== null)).toHaveLength(1);
    const back = rows.filter((row) => row.delivered_at === null);
    expect(back.map((row) => row.attempts)).toEqual([0, 0]);
    for (const row of back) expect(new Date(row.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
    const next = await deliverDueWebhooks(db.knex, { post: async () => 200 });
    expect(next.delivered).toBe(2);
  });
});
