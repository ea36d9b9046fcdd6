// An order's link tokens are kept only as their SHA-256 (issue 33, finding 6): the database holds no token, the links given out open the order, links sent before the change still do, and the owner's mails get links of their own.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/tokens.js';
import type { Database } from '../../server/db/database.js';
import * as orderTokenHashes from '../../server/db/migrations/2026-11-29-82-order-access-token-hashes.js';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { ITEMS, newVisitor, placeOrder, signedInOwner, SITE, startOrderStore } from './orders-fixtures.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** Every row of the website's orders and their tokens, as text: what a leaked dump would hold. */
async function dumpOfOrders(): Promise<string> {
  const orders = await db.knex(TABLES.orders).where({ website_id: SITE });
  const tokens = await db.knex(TABLES.orderAccessTokens).where({ website_id: SITE });
  return JSON.stringify([orders, tokens]);
}

describe(`order link tokens (${testDatabaseKind()})`, () => {
  it('keeps only their hashes: the token in the buyer’s answer opens the order, and no table holds it', async () => {
    const order = await placeOrder(app, [[ITEMS.ebook, 'EBOOK', 1]], 'token-hash-order');
    expect(order.accessToken).toMatch(/^[\w-]{32}$/);
    const dump = await dumpOfOrders();
    expect(dump).not.toContain(order.accessToken);
    expect(dump).toContain(sha256(order.accessToken));
    // The confirmation mail carries the link.
    const [mail] = await db
      .knex(TABLES.mailOutbox)
      .where({ website_id: SITE, to_address: 'ada@example.com' })
      .orderBy('created_at', 'desc');
    expect(mail.body_text).toContain(`token=${order.accessToken}`);
    const stranger = await newVisitor(app);
    const read = await stranger.send('GET', `/api/commerce/orders/${order.id}?token=${order.accessToken}`);
    expect(read.status).toBe(200);
    expect(read.body.order.statusUrl).toBe(order.statusUrl);
    const download = order.items[0].downloadUrl as string;
    expect((await stranger.send('GET', download)).status).toBe(200);
    for (const token of ['wrong', sha256(order.accessToken), '']) {
      expect((await stranger.send('GET', `/api/commerce/orders/${order.id}?token=${token}`)).status).toBe(
        404,
      );
    }
  });

  it('gives the owner no token, and the fulfilment mail a link of its own that opens the order', async () => {
    const order = await placeOrder(app, [[ITEMS.mug, 'MUG', 1]], 'token-hash-fulfil');
    const owner = await signedInOwner(app, db, 'token-owner@example.com', 1);
    const read = await owner.send('GET', `/api/owner/commerce/orders/${order.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.order.accessToken).toBe('');
    const fulfilled = await owner.send('POST', `/api/owner/commerce/orders/${order.id}/fulfil`);
    expect(fulfilled.status, fulfilled.text).toBe(200);
    expect(fulfilled.body.order.accessToken).toBe('');
    const mail = await db
      .knex(TABLES.mailOutbox)
      .where({ website_id: SITE })
      .andWhere('subject', 'like', `%#${order.orderNumber}%has been fulfilled`)
      .orderBy('created_at', 'desc')
      .first('body_text');
    const token = /token=([\w-]+)/.exec(mail.body_text as string)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(order.accessToken);
    const stranger = await newVisitor(app);
    expect((await stranger.send('GET', `/api/commerce/orders/${order.id}?token=${token}`)).status).toBe(200);
    expect(
      (await stranger.send('GET', `/api/commerce/orders/${order.id}?token=${order.accessToken}`)).status,
    ).toBe(200);
  });

  it('keeps working for links sent before tokens were hashed (the migration moves their hashes)', async () => {
    // The schema as it was: the token stored as sent in ORDERS.access_token.
    await orderTokenHashes.down(db.knex);
    try {
      const old = await db.knex(TABLES.orders).where({ website_id: SITE }).orderBy('created_at').first('id');
      await db
        .knex(TABLES.orders)
        .where({ website_id: SITE, id: old.id })
        .update({ access_token: 'an-old-link-token-mailed-last-year' });
      await orderTokenHashes.up(db.knex);
      expect(await dumpOfOrders()).not.toContain('an-old-link-token-mailed-last-year');
      const stranger = await newVisitor(app);
      const read = await stranger.send(
        'GET',
        `/api/commerce/orders/${old.id}?token=an-old-link-token-mailed-last-year`,
      );
      expect(read.status).toBe(200);
      expect(read.body.order.id).toBe(old.id);
    } finally {
      const columns = await db.knex(TABLES.orders).columnInfo();
      if ('access_token' in columns) await orderTokenHashes.up(db.knex);
    }
  });
});
