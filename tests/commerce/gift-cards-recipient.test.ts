// A gift card sent to someone over HTTP: the recipient, note and send day are checked when added (today or later in the site's time zone), the recipient's mail waits in the outbox for its day while the buyer's receipt goes at once, and the owner can send it again.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOfDayIn, todayIn } from '../../domain/gift-recipient.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { sendDueMail } from '../../server/mail/sender.js';
import { smtpTransport } from '../../server/mail/transport.js';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  ITEMS,
  SITE,
  checkoutBody,
  newVisitor,
  postOrder,
  signedInOwner,
  startOrderStore,
} from './orders-fixtures.js';

const ZONE = 'Pacific/Auckland';
const ENTRIES = '/api/commerce/shopping-cart/entries';
const ORDERS = '/api/owner/commerce/orders';
const FROM = 'Harbor Shop <shop@harbor.example>';

let db: Database;
let app: Express;
let smtp: SmtpSink;

/** `YYYY-MM-DD` `days` after `day`. */
function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const today = () => todayIn(ZONE, new Date());
const recipient = (sendOn: string) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  note: 'Happy birthday, Grace!\nSpend it on books.',
  sendOn,
});

/** Runs the mail sender as of `now`; the addresses it delivered to. */
async function sendAsOf(now: Date): Promise<string[]> {
  const transport = smtpTransport(smtp.url);
  const before = smtp.received.length;
  try {
    await sendDueMail(db.knex, { transport, defaultFrom: FROM, now });
  } finally {
    transport.close();
  }
  return smtp.received.slice(before).flatMap((mail) => mail.to);
}

beforeAll(async () => {
  ({ db, app } = await startOrderStore());
  await db.knex(TABLES.websites).where({ id: SITE }).update({ time_zone: ZONE });
  smtp = await startSmtpSink();
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.mailOutbox).delete();
});

describe(`a gift card sent to someone (${testDatabaseKind()})`, () => {
  it('refuses a recipient without a name or a real email, a long note, and a day before today in the site’s zone', async () => {
    const visitor = await newVisitor(app);
    const add = (giftRecipient: unknown) =>
      visitor.send('POST', ENTRIES, {
        body: { itemId: ITEMS.giftCard, sku: 'GIFT-25', quantity: 1, giftRecipient },
      });
    const cases: [unknown, string, string][] = [
      [{ ...recipient(today()), name: ' ' }, 'gift-recipient-name', "Enter the recipient's name."],
      [
        { ...recipient(today()), email: 'grace@' },
        'gift-recipient-email',
        "Enter the recipient's email address, such as name@example.com.",
      ],
      [
        { ...recipient(today()), note: 'x'.repeat(501) },
        'gift-note-long',
        'The note can be at most 500 characters.',
      ],
      [
        recipient(dayAfter(today(), -1)),
        'gift-send-date-past',
        'Choose today or a later day to send the gift card.',
      ],
      [recipient('2026-02-30'), 'gift-send-date', 'Choose a send date.'],
    ];
    for (const [body, error, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error, message });
    }
    const fine = await add(recipient(today()));
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it('mails the recipient on the chosen day, not before, with the note; the buyer gets a receipt at once', async () => {
    const sendOn = dayAfter(today(), 1);
    const visitor = await newVisitor(app);
    const added = await visitor.send('POST', ENTRIES, {
      body: { itemId: ITEMS.giftCard, sku: 'GIFT-25', quantity: 1, giftRecipient: recipient(sendOn) },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const token = added.body.shoppingCart.id as string;
    const res = await postOrder(visitor, checkoutBody(token, { shippingAddress: null }), 'gift-for-grace');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [card] = res.body.order.issuedGiftCards;
    expect(card.recipient).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      note: 'Happy birthday, Grace!\nSpend it on books.',
      sendOn,
    });

    const mails = await db
      .knex(TABLES.mailOutbox)
      .select('to_address', 'subject', 'body_text', 'next_attempt_at');
    const toGrace = mails.find((mail) => mail.to_address === 'grace@example.com');
    expect(toGrace?.subject).toBe('Grace Hopper, you have a $25.00 gift card from Harbor Shop');
    expect(toGrace?.body_text).toContain('Happy birthday, Grace!\nSpend it on books.');
    expect(toGrace?.body_text).toContain(`${card.code}  balance $25.00`);
    const dayStarts = startOfDayIn(sendOn, ZONE);
    expect(new Date(toGrace!.next_attempt_at).getTime()).toBe(dayStarts.getTime());
    const receipt = mails.find((mail) => mail.subject === 'Your gift card receipt from Harbor Shop');
    expect(receipt?.to_address).toBe('ada@example.com');
    expect(receipt?.body_text).toContain('$25.00 to Grace Hopper <grace@example.com>, emailed on ');
    expect(receipt?.body_text).not.toContain(card.code);

    // Today (the last minute before the day begins) the buyer's mail goes and Grace's waits.
    const sentToday = await sendAsOf(new Date(dayStarts.getTime() - 60_000));
    expect(sentToday).toContain('ada@example.com');
    expect(sentToday).not.toContain('grace@example.com');
    // On the day, it goes.
    expect(await sendAsOf(dayStarts)).toEqual(['grace@example.com']);
  });

  it('lets the owner send a card’s mail again, at once; 404 for a code the order did not buy', async () => {
    const visitor = await newVisitor(app);
    const added = await visitor.send('POST', ENTRIES, {
      body: { itemId: ITEMS.giftCard, sku: 'GIFT-25', giftRecipient: recipient(dayAfter(today(), 30)) },
    });
    const res = await postOrder(
      visitor,
      checkoutBody(added.body.shoppingCart.id as string, { shippingAddress: null }),
      'gift-resend',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, issuedGiftCards } = res.body.order;
    const code = issuedGiftCards[0].code as string;
    await db.knex(TABLES.mailOutbox).delete();

    const reporter = await signedInOwner(app, db, 'reports-gift@example.com', 3);
    const refused = await reporter.send('POST', `${ORDERS}/${id}/gift-cards/${code}/resend`);
    expect(refused.status).toBe(403);

    const admin = await signedInOwner(app, db, 'admin-gift@example.com', 1);
    const resent = await admin.send('POST', `${ORDERS}/${id}/gift-cards/${code.toLowerCase()}/resend`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.order.issuedGiftCards[0].recipient.email).toBe('grace@example.com');
    expect(await sendAsOf(new Date())).toEqual(['grace@example.com']);

    const unknown = await admin.send('POST', `${ORDERS}/${id}/gift-cards/NOPE-NOPE-NOPE-NOPE/resend`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'gift-card-invalid' });
  });
});
