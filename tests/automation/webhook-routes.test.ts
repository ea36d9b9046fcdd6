// The workflow-automation owner API through the real app and database: endpoints with a secret shown once, its checks, If-Match, a new secret, the delivery log's pages and redelivery.
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { deliverDueWebhooks } from '../../server/automation/deliver.js';
import { enqueueWebhookEvent } from '../../server/automation/enqueue.js';
import { verifyWebhookSignature } from '../../server/automation/signature.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { setUpOwnerSuite, signedInOwner } from '../owner/owner-app.js';
import { startWebhookReceiver } from './webhook-receiver.js';

let db: Database;
let fixture: SiteFixture;
let app: Express;
let owner: TestBrowser;

setUpOwnerSuite((suite) => {
  ({ db, fixture, app, owner } = suite);
});

const create = (body: Record<string, unknown>) =>
  owner.send('POST', '/api/owner/automation/webhooks', { body });

describe('owner API: webhooks', () => {
  it('adds an endpoint and shows its secret once; the list shows only its last four characters', async () => {
    const res = await create({
      url: 'https://hooks.example.com/tessera',
      events: ['form.submitted', 'order.placed'],
      description: 'Zapier',
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.webhook).toMatchObject({
      url: 'https://hooks.example.com/tessera',
      // In the order of the event list, whatever order they were sent in.
      events: ['order.placed', 'form.submitted'],
      description: 'Zapier',
      enabled: true,
      secretHint: res.body.secret.slice(-4),
      version: 1,
    });
    const list = await owner.send('GET', '/api/owner/automation/webhooks');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    expect(list.body.webhooks).toContainEqual(expect.objectContaining({ id: res.body.webhook.id }));
  });

  it('refuses plain http except on this machine, an empty event list and unknown events, with a message per field', async () => {
    const plain = await create({ url: 'http://hooks.example.com/x', events: ['order.placed'] });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({
      message: OWNER_INPUT_MESSAGE,
      fields: { url: expect.stringContaining('https://') },
    });
    const none = await create({ url: 'https://hooks.example.com/x', events: [] });
    expect(none.body.fields).toEqual({ events: 'Choose at least one event.' });
    const unknown = await create({ url: 'https://hooks.example.com/x', events: ['order.shipped'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields['events.0']).toBe('order.shipped is not one of the expected options.');
    const local = await create({ url: 'http://127.0.0.1:9999/hook', events: ['order.placed'] });
    expect(local.status).toBe(201);
  });

  it('changes an endpoint, refusing a stale If-Match with 412', async () => {
    const { body } = await create({ url: 'https://a.example.com/h', events: ['order.placed'] });
    const id = body.webhook.id as string;
    const changed = await owner.send('PATCH', `/api/owner/automation/webhooks/${id}`, {
      body: { enabled: false, events: ['order.fulfilled'] },
      headers: { 'If-Match': '1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.webhook).toMatchObject({ enabled: false, events: ['order.fulfilled'], version: 2 });
    const stale = await owner.send('PATCH', `/api/owner/automation/webhooks/${id}`, {
      body: { enabled: true },
      headers: { 'If-Match': '1' },
    });
    expect(stale).toMatchObject({ status: 412, body: { currentVersion: 2 } });
    const missing = await owner.send('PATCH', '/api/owner/automation/webhooks/nope', {
      body: { enabled: true },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'No such webhook.' } });
  });

  it('rotates the secret: deliveries are signed with the new one only', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { body } = await create({ url: receiver.url, events: ['restock.signed_up'] });
      const rotated = await owner.send('POST', `/api/owner/automation/webhooks/${body.webhook.id}/secret`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.secret).not.toBe(body.secret);
      expect(rotated.body.webhook.secretHint).toBe(rotated.body.secret.slice(-4));
      expect(rotated.body.webhook.secretRotatedAt).not.toBeNull();

      await db.knex.transaction((trx) =>
        enqueueWebhookEvent(trx, { websiteId: fixture.websiteId, type: 'restock.signed_up', data: {} }),
      );
      await deliverDueWebhooks(db.knex);
      const [hook] = receiver.received;
      const signature = hook!.headers['tessera-signature'] as string;
      expect(verifyWebhookSignature(signature, hook!.body, rotated.body.secret)).toBe(true);
      expect(verifyWebhookSignature(signature, hook!.body, body.secret)).toBe(false);
    } finally {
      await receiver.close();
    }
  });

  it('pages the delivery log newest first and redelivers an entry as a new delivery of the same event', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { body } = await create({ url: receiver.url, events: ['newsletter.signed_up'] });
      const id = body.webhook.id as string;
      for (let n = 0; n < 3; n++) {
        await db.knex.transaction((trx) =>
          enqueueWebhookEvent(trx, {
            websiteId: fixture.websiteId,
            type: 'newsletter.signed_up',
            data: { n },
          }),
        );
      }
      receiver.answers.push(500);
      await deliverDueWebhooks(db.knex);

      const first = await owner.send('GET', `/api/owner/automation/webhooks/${id}/deliveries?pageSize=2`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      expect(first.body.deliveries).toHaveLength(2);
      const second = await owner.send(
        'GET',
        `/api/owner/automation/webhooks/${id}/deliveries?pageSize=2&page=2`,
      );
      expect(second.body.deliveries).toHaveLength(1);
      const all = [...first.body.deliveries, ...second.body.deliveries];
      expect(new Set(all.map((d: { id: string }) => d.id)).size).toBe(3);
      const failed = all.find((d: { status: string }) => d.status === 'pending');
      expect(failed).toMatchObject({
        eventType: 'newsletter.signed_up',
        attempts: 1,
        responseStatus: 500,
        lastError: 'The endpoint answered 500.',
      });
      expect(all.filter((d: { status: string }) => d.status === 'delivered')).toHaveLength(2);
      const onlyPending = await owner.send(
        'GET',
        `/api/owner/automation/webhooks/${id}/deliveries?status=pending`,
      );
      expect(onlyPending.body.deliveries.map((d: { id: string }) => d.id)).toEqual([failed.id]);

      const delivered = all.find((d: { status: string }) => d.status === 'delivered');
      const again = await owner.send('POST', `/api/owner/automation/deliveries/${delivered.id}/redeliver`);
      expect(again.status).toBe(202);
      expect(again.body.delivery).toMatchObject({
        status: 'pending',
        eventId: delivered.eventId,
        redeliveryOf: delivered.id,
        attempts: 0,
      });
      expect(again.body.delivery.id).not.toBe(delivered.id);
      const before = receiver.received.length;
      await deliverDueWebhooks(db.knex, { now: () => new Date(Date.now() + 60 * 60_000) });
      const resent = receiver.received.slice(before);
      expect(resent.map((hook) => hook.headers['tessera-delivery'])).toContain(again.body.delivery.id);
      const original = receiver.received.find((hook) => hook.headers['tessera-delivery'] === delivered.id);
      const copy = resent.find((hook) => hook.headers['tessera-delivery'] === again.body.delivery.id);
      expect(copy!.body).toBe(original!.body);

      expect((await owner.send('POST', '/api/owner/automation/deliveries/nope/redeliver')).status).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  it('sends a test event with sample data of the chosen type, signed and logged like any other', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { body } = await create({ url: receiver.url, events: ['form.submitted'] });
      const id = body.webhook.id as string;
      const refused = await owner.send('POST', `/api/owner/automation/webhooks/${id}/test`, {
        body: { type: 'order.shipped' },
      });
      expect(refused.status).toBe(400);
      const sent = await owner.send('POST', `/api/owner/automation/webhooks/${id}/test`, {
        body: { type: 'order.placed' },
      });
      expect(sent.status).toBe(202);
      expect(sent.body.delivery).toMatchObject({ eventType: 'order.placed', status: 'pending' });
      await deliverDueWebhooks(db.knex);
      const [hook] = receiver.received;
      expect(
        verifyWebhookSignature(hook!.headers['tessera-signature'] as string, hook!.body, body.secret),
      ).toBe(true);
      const payload = JSON.parse(hook!.body);
      expect(payload).toMatchObject({
        type: 'order.placed',
        test: true,
        websiteId: fixture.websiteId,
        data: { order: { status: 'paid', items: [expect.objectContaining({ quantity: 2 })] } },
      });
      expect(payload.data.order).not.toHaveProperty('accessToken');
      const log = await owner.send('GET', `/api/owner/automation/webhooks/${id}/deliveries`);
      expect(log.body.deliveries).toEqual([
        expect.objectContaining({ id: sent.body.delivery.id, status: 'delivered' }),
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('deletes an endpoint with its log', async () => {
    const { body } = await create({ url: 'https://gone.example.com/h', events: ['order.placed'] });
    await db.knex.transaction((trx) =>
      enqueueWebhookEvent(trx, { websiteId: fixture.websiteId, type: 'order.placed', data: {} }),
    );
    const res = await owner.send('DELETE', `/api/owner/automation/webhooks/${body.webhook.id}`);
    expect(res.status).toBe(204);
    expect(await db.knex(TABLES.webhookDeliveries).where({ endpoint_id: body.webhook.id })).toEqual([]);
    const list = await owner.send('GET', '/api/owner/automation/webhooks');
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).not.toContain(body.webhook.id);
  });

  it('is refused to an editor, who builds the site but does not send its orders elsewhere', async () => {
    const editor = await signedInOwner(app, db.knex, fixture.websiteId, 4);
    expect((await editor.send('GET', '/api/owner/automation/webhooks')).status).toBe(403);
  });
});
