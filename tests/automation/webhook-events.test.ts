// Each webhook event from where it happens, through the real routes: an order placed and fulfilled, a form submitted, a newsletter sign-up confirmed, a restock sign-up; each reaches a loopback receiver validly signed.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEventType } from '../../domain/owner-api/automation-rules.js';
import { deliverDueWebhooks } from '../../server/automation/deliver.js';
import { verifyWebhookSignature } from '../../server/automation/signature.js';
import { OWNER_ORDERS_PATH } from '../../server/commerce/orders/owner-order-routes.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { ITEMS, SITE, placeOrder, signedInOwner, startOrderStore } from '../commerce/orders-fixtures.js';
import { formsApp } from '../forms/forms-app.js';
import { seedForms, validExampleAnswers, type FormsFixture } from '../forms/forms-fixture.js';
import { P, SITE as RESTOCK_SITE, restockTestApp, seedRestockStore } from '../restock/restock-fixtures.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase } from '../support/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const SECRET = 'whsec_events-secret';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.received.length = 0;
});

async function subscribe(db: Database, websiteId: string, events: WebhookEventType[]): Promise<void> {
  await db
    .knex(TABLES.webhookEndpoints)
    .insert({ website_id: websiteId, url: receiver.url, events, secret: SECRET });
}

/** Runs the worker, then what the receiver got: each checked signed, as `{ type, delivery, payload }`. */
async function delivered(db: Database) {
  await deliverDueWebhooks(db.knex);
  return receiver.received.map((hook) => {
    expect(verifyWebhookSignature(hook.headers['tessera-signature'] as string, hook.body, SECRET)).toBe(true);
    const payload = JSON.parse(hook.body);
    expect(hook.headers['tessera-event']).toBe(payload.type);
    return { type: payload.type as string, delivery: hook.headers['tessera-delivery'], payload };
  });
}

describe('order events', () => {
  let db: Database;
  let app: Express;
  beforeAll(async () => {
    ({ db, app } = await startOrderStore());
    await subscribe(db, SITE, ['order.placed', 'order.fulfilled']);
  });
  afterAll(() => db?.close());

  it('posts order.placed with the order, then order.fulfilled, without the buyer’s secret links', async () => {
    const order = await placeOrder(app, [[ITEMS.sticker, 'STICKER', 3]], 'hooks-1');
    const [placed] = await delivered(db);
    expect(placed).toMatchObject({
      type: 'order.placed',
      payload: {
        type: 'order.placed',
        websiteId: SITE,
        data: {
          order: {
            id: order.id,
            orderNumber: order.orderNumber,
            status: 'paid',
            customerEmail: 'ada@example.com',
            grandTotalCents: order.grandTotalCents,
            items: [expect.objectContaining({ sku: 'STICKER', quantity: 3 })],
          },
        },
      },
    });
    expect(placed!.payload.id).toEqual(expect.any(String));
    expect(placed!.payload.data.order).not.toHaveProperty('accessToken');
    expect(placed!.payload.data.order).not.toHaveProperty('statusUrl');
    expect(placed!.payload.data.order.items[0]).not.toHaveProperty('downloadUrl');

    const admin = await signedInOwner(app, db, 'hooks-admin@example.com', 1);
    expect((await admin.send('POST', `${OWNER_ORDERS_PATH}/${order.id}/fulfil`)).status).toBe(200);
    const all = await delivered(db);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({
      type: 'order.fulfilled',
      payload: { data: { order: { id: order.id, status: 'fulfilled', fulfilledOn: expect.any(Number) } } },
    });
    expect(all[1]!.delivery).not.toBe(all[0]!.delivery);
  });

  it('queues nothing for an order that was refused', async () => {
    const before = await db.knex(TABLES.webhookDeliveries).count({ n: '*' }).first();
    await expect(
      placeOrder(app, [[ITEMS.sticker, 'STICKER', 1]], 'hooks-2', { payment: null }),
    ).rejects.toThrow();
    const after = await db.knex(TABLES.webhookDeliveries).count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe('form and newsletter events', () => {
  let db: Database;
  let app: Express;
  let fixture: FormsFixture;
  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedForms(db.knex);
    app = formsApp(db);
    await subscribe(db, fixture.websiteId, ['form.submitted', 'newsletter.signed_up']);
  });
  afterAll(() => db?.close());

  it('posts form.submitted with the answers', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/form-examples');
    const key = (await browser.send('POST', '/api/form/FormSubmissionKey')).body.key as string;
    const saved = await browser.send('POST', '/api/form/SaveFormSubmission', {
      body: {
        key,
        formId: fixture.examplesFormId,
        form: JSON.stringify(validExampleAnswers()),
        pageUrl: '/form-examples',
      },
    });
    expect(saved.status).toBe(200);
    const [hook] = await delivered(db);
    expect(hook).toMatchObject({
      type: 'form.submitted',
      payload: {
        websiteId: fixture.websiteId,
        data: {
          submission: {
            formId: fixture.examplesFormId,
            formName: expect.any(String),
            pageUrl: '/form-examples',
            values: expect.any(Object),
          },
        },
      },
    });
    const fields = hook!.payload.data.submission.fields as { title: string }[];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), type: expect.any(String) }),
    );
  });

  it('posts newsletter.signed_up when the address confirms, not before', async () => {
    const browser = new TestBrowser(app);
    await browser.visit('/form-examples');
    const res = await browser.send('POST', '/api/newsletter/subscribe', {
      body: { email: 'Grace@Example.com', mailingListId: fixture.mailingListId },
    });
    expect(res.status).toBe(200);
    const before = receiver.received.length;
    await delivered(db);
    expect(receiver.received.length).toBe(before);

    const mail = await db.knex(TABLES.mailOutbox).where({ to_address: 'grace@example.com' }).first();
    const link = /(\/newsletter\/confirm\?token=[A-Za-z0-9_-]{32})/.exec(mail.body_text)![1]!;
    expect((await request(app).get(link)).status).toBe(200);
    const hooks = await delivered(db);
    expect(hooks.at(-1)).toMatchObject({
      type: 'newsletter.signed_up',
      payload: {
        data: {
          signUp: {
            email: 'grace@example.com',
            mailingList: { id: fixture.mailingListId, name: expect.any(String) },
          },
        },
      },
    });
  });
});

describe('restock events', () => {
  let db: Database;
  let app: Express;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedRestockStore(db.knex);
    app = restockTestApp(db).app;
    await subscribe(db, RESTOCK_SITE, ['restock.signed_up']);
  });
  afterAll(() => db?.close());

  it('posts restock.signed_up with the product and variant waited for', async () => {
    const browser = new TestBrowser(app);
    await browser.visit();
    const res = await browser.send('POST', '/api/commerce/restock-notifications', {
      body: {
        isJoinMailingList: false,
        productId: P.mug.product,
        variantId: P.mug.variant,
        siteVisitorEmail: ' Ada@Example.COM ',
      },
    });
    expect(res.status).toBe(200);
    const [hook] = await delivered(db);
    expect(hook).toMatchObject({
      type: 'restock.signed_up',
      payload: {
        websiteId: RESTOCK_SITE,
        data: {
          signUp: {
            email: 'ada@example.com',
            product: { id: P.mug.product, title: expect.any(String) },
            variant: { id: P.mug.variant, sku: expect.any(String) },
            joinedMailingList: false,
          },
        },
      },
    });
  });
});
