// Gift cards over HTTP: buying one issues a code per unit (emailed, with its balance), the balance API, and spending one at checkout.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  GIFT_CARD_CODE,
  ITEMS,
  OTHER_HOST,
  SITE,
  checkoutBody,
  fillCart,
  newVisitor,
  postOrder,
  startOrderStore,
} from './orders-fixtures.js';

let db: Database;
let app: Express;

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function addGiftCard(code: string, cents: number, extra: Record<string, unknown> = {}): Promise<void> {
  await db.knex(TABLES.giftCards).insert({
    website_id: SITE,
    code,
    initial_value_cents: cents,
    balance_cents: cents,
    ...extra,
  });
}

const balanceOf = async (code: string) =>
  ((await db.knex(TABLES.giftCards).where({ code }).first()) as { balance_cents: number }).balance_cents;

describe(`gift cards (${testDatabaseKind()})`, () => {
  it('issues one code per unit bought, worth its price, and emails the codes with their balance', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.giftCard, 'GIFT-25', 2]]);
    const res = await postOrder(visitor, checkoutBody(token, { shippingAddress: null }), 'buy-gift');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order } = res.body;
    expect(order).toMatchObject({
      grandTotalCents: 5000,
      shippingCents: 0,
      shippingAddress: null,
      shippingOption: null,
    });
    expect(order.items).toMatchObject([{ sku: 'GIFT-25', productType: 'GIFT_CARD', quantity: 2 }]);
    expect(order.issuedGiftCards).toHaveLength(2);
    for (const card of order.issuedGiftCards) {
      expect(card).toEqual({
        code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/),
        initialValueCents: 2500,
        balanceCents: 2500,
        currency: 'USD',
        // Mailed to the buyer, not sent to someone.
        recipient: null,
      });
    }
    const stored = await db.knex(TABLES.giftCards).where({ order_id: order.id });
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.recipient_email === 'ada@example.com')).toBe(true);
    const [mail] = await db.knex(TABLES.mailOutbox).where({ subject: 'Your 2 gift cards from Harbor Shop' });
    expect(mail.to_address).toBe('ada@example.com');
    for (const card of order.issuedGiftCards)
      expect(mail.body_text).toContain(`${card.code}  balance $25.00`);
  });

  it('answers the balance of a code however it is typed, and 404 for an unknown one', async () => {
    const visitor = await newVisitor(app);
    const res = await visitor.send(
      'GET',
      `/api/commerce/gift-cards/${encodeURIComponent('gift aaaa-bbbb cccc')}/balance`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      code: GIFT_CARD_CODE,
      balanceCents: 2000,
      initialValueCents: 2000,
      currency: 'USD',
      expiresOn: null,
    });
    for (const code of ['NOPE-NOPE-NOPE-NOPE', '!!']) {
      const unknown = await visitor.send(
        'GET',
        `/api/commerce/gift-cards/${encodeURIComponent(code)}/balance`,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        error: 'gift-card-invalid',
        message: 'That gift card code is not valid.',
      });
    }
    const elsewhere = await visitor.send('GET', `/api/commerce/gift-cards/${GIFT_CARD_CODE}/balance`, {
      headers: { Host: OTHER_HOST },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('spends part of a card on an order worth less, and the card pays it all without a card number', async () => {
    await addGiftCard('PART-IALU-SE00-0001', 10000);
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.tee, 'TEE-M', 1]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, { giftCardCode: 'part-ialu-se00-0001', payment: null }),
      'gift-partial',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({
      grandTotalCents: 2500,
      giftCardCents: 2500,
      amountChargedCents: 0,
      payment: { provider: 'test', last4: null },
      giftCard: { code: 'PART-IALU-SE00-0001', initialValueCents: 10000, balanceCents: 7500 },
    });
    expect(await balanceOf('PART-IALU-SE00-0001')).toBe(7500);
  });

  it('uses up a card worth less than the order and charges the rest to the card', async () => {
    await addGiftCard('SMAL-LCAR-D000-0001', 1000);
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.tee, 'TEE-M', 1]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, { giftCardCode: 'SMAL-LCAR-D000-0001' }),
      'gift-rest',
    );
    expect(res.body.order).toMatchObject({
      grandTotalCents: 2500,
      giftCardCents: 1000,
      amountChargedCents: 1500,
      payment: { last4: '4242' },
      giftCard: { balanceCents: 0 },
    });
    expect(res.body.order.grandTotal).toEqual({ decimalValue: '25.00', currencyCode: 'USD' });
    const mail = await db
      .knex(TABLES.mailOutbox)
      .where({ subject: `Your order #${res.body.order.orderNumber} from Harbor Shop` })
      .first();
    expect(mail.body_text).toContain('Gift card: -$10.00');
    expect(mail.body_text).toContain('Charged to the card ending 4242: $15.00');

    const next = await newVisitor(app);
    const nextCart = await fillCart(next, [[ITEMS.tee, 'TEE-M', 1]]);
    const empty = await postOrder(
      next,
      checkoutBody(nextCart, { giftCardCode: 'SMAL-LCAR-D000-0001' }),
      'gift-empty',
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: 'gift-card-empty',
      message: 'That gift card has no balance left.',
      fields: { giftCardCode: 'That gift card has no balance left.' },
    });
    expect(await balanceOf('SMAL-LCAR-D000-0001')).toBe(0);
  });

  it('refuses an unknown, expired or other-currency card, charging nothing', async () => {
    await addGiftCard('OLDC-ARD0-0000-0001', 5000, { expires_at: new Date('2020-01-01T00:00:00Z') });
    await addGiftCard('EURO-CARD-0000-0001', 5000, { currency: 'EUR' });
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.tee, 'TEE-M', 1]]);
    const cases = [
      ['NOPE-NOPE-NOPE-NOPE', 'gift-card-invalid', 'That gift card code is not valid.'],
      ['OLDC-ARD0-0000-0001', 'gift-card-expired', 'That gift card has expired.'],
      ['EURO-CARD-0000-0001', 'gift-card-currency', 'That gift card cannot be used for this currency.'],
    ];
    for (const [code, error, message] of cases) {
      const res = await postOrder(visitor, checkoutBody(token, { giftCardCode: code }), `gift-bad-${code}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error, message });
    }
    expect(await balanceOf('OLDC-ARD0-0000-0001')).toBe(5000);
    expect(await db.knex(TABLES.orders).where({ cart_id: token })).toHaveLength(0);
  });

  it('leaves a card untouched when the charge for the rest is declined', async () => {
    await addGiftCard('DECL-INED-0000-0001', 1000);
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.tee, 'TEE-M', 1]]);
    const res = await postOrder(
      visitor,
      checkoutBody(token, {
        giftCardCode: 'DECL-INED-0000-0001',
        payment: { method: 'test', cardNumber: '4000000000000002' },
      }),
      'gift-declined',
    );
    expect(res.status).toBe(402);
    expect(await balanceOf('DECL-INED-0000-0001')).toBe(1000);
  });
});
