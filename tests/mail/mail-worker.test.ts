// The mail sender over a real SMTP server on loopback: delivery, retries with back-off, giving up, .eml files, two senders at once.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createLogger } from '../../server/logger.js';
import { enqueueMail } from '../../server/mail/outbox.js';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from '../../server/mail/retry-policy.js';
import { sendDueMail } from '../../server/mail/sender.js';
import { configuredTransport, emlTransport, smtpTransport } from '../../server/mail/transport.js';
import { startMailWorker } from '../../server/mail/worker.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const SITE = 'site-mail';
const FROM = 'Shop <shop@example.com>';

let db: Database;
let smtp: SmtpSink;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.knex(TABLES.websites).insert({ id: SITE, site_title: 'Mail shop' });
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.mailOutbox).delete();
  smtp.received.length = 0;
  smtp.refuse(false);
});

const outbox = () =>
  db
    .knex(TABLES.mailOutbox)
    .orderBy('created_at')
    .select('id', 'attempts', 'sent_at', 'failed_at', 'last_error', 'next_attempt_at');

function queue(to: string, subject = 'Hello') {
  return enqueueMail(db.knex, {
    websiteId: SITE,
    to,
    subject,
    text: `Plain ${subject}`,
    html: `<p>${subject}</p>`,
  });
}

describe(`the mail sender (${testDatabaseKind()})`, () => {
  it('delivers queued mail over SMTP and marks it sent', async () => {
    const id = await queue('ada@example.com', 'Back in stock');
    await enqueueMail(db.knex, {
      websiteId: null,
      to: 'grace@example.com',
      subject: 'Account',
      text: 'Hi',
      from: 'me@example.com',
      replyTo: 'help@example.com',
    });
    const transport = smtpTransport(smtp.url);
    const report = await sendDueMail(db.knex, { transport, defaultFrom: FROM });
    transport.close();
    expect(report).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    expect(smtp.received.map((mail) => [mail.from, mail.to])).toEqual(
      expect.arrayContaining([
        ['shop@example.com', ['ada@example.com']],
        ['me@example.com', ['grace@example.com']],
      ]),
    );
    const ada = smtp.received.find((mail) => mail.to[0] === 'ada@example.com')!;
    expect(ada.raw).toContain('Subject: Back in stock');
    expect(ada.raw).toContain('From: Shop <shop@example.com>');
    expect(ada.raw).toMatch(new RegExp(`^X-Tessera-Outbox-Id: ${id}\r$`, 'im'));
    expect(ada.raw).toContain('Plain Back in stock');
    expect(ada.raw).toContain('<p>Back in stock</p>');
    expect(smtp.received.find((mail) => mail.to[0] === 'grace@example.com')!.raw).toContain(
      'Reply-To: help@example.com',
    );
    const rows = await outbox();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1 && row.last_error === null)).toBe(
      true,
    );
    // Sent mail is never sent again.
    const again = smtpTransport(smtp.url);
    expect(await sendDueMail(db.knex, { transport: again, defaultFrom: FROM })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    again.close();
    expect(smtp.received).toHaveLength(2);
  });

  it('retries a refused mail with exponential back-off, then delivers it', async () => {
    await queue('ada@example.com');
    smtp.refuse(true);
    const transport = smtpTransport(smtp.url);
    const start = new Date('2030-01-01T00:00:00Z');
    expect(await sendDueMail(db.knex, { transport, defaultFrom: FROM, now: start })).toEqual({
      sent: 0,
      failed: 1,
      gaveUp: 0,
    });
    let [row] = await outbox();
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/Mailbox unavailable/);
    expect(new Date(row.next_attempt_at).getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not due yet: nothing is tried.
    const early = new Date(start.getTime() + retryDelayMs(1) - 1);
    expect(await sendDueMail(db.knex, { transport, defaultFrom: FROM, now: early })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    // Due: fails again, and waits twice as long.
    const second = new Date(start.getTime() + retryDelayMs(1));
    await sendDueMail(db.knex, { transport, defaultFrom: FROM, now: second });
    [row] = await outbox();
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at).getTime() - second.getTime()).toBe(2 * retryDelayMs(1));
    // The server recovers: the third attempt delivers.
    smtp.refuse(false);
    const third = new Date(second.getTime() + retryDelayMs(2));
    expect(await sendDueMail(db.knex, { transport, defaultFrom: FROM, now: third })).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    });
    transport.close();
    [row] = await outbox();
    expect(row.attempts).toBe(3);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    expect(smtp.received).toHaveLength(1);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and records why`, async () => {
    await queue('ada@example.com');
    smtp.refuse(true);
    const transport = smtpTransport(smtp.url);
    let now = new Date('2030-01-01T00:00:00Z');
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const report = await sendDueMail(db.knex, { transport, defaultFrom: FROM, now });
      expect(report).toEqual({ sent: 0, failed: 1, gaveUp: attempt === MAX_MAIL_ATTEMPTS ? 1 : 0 });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    const [row] = await outbox();
    expect(row.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/Mailbox unavailable/);
    smtp.refuse(false);
    const later = new Date(now.getTime() + 365 * 24 * 3600_000);
    expect(await sendDueMail(db.knex, { transport, defaultFrom: FROM, now: later })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    transport.close();
    expect(smtp.received).toEqual([]);
  });

  it('counts an unreachable server as a failed attempt', async () => {
    await queue('ada@example.com');
    const transport = smtpTransport('smtp://127.0.0.1:1');
    expect(await sendDueMail(db.knex, { transport, defaultFrom: FROM })).toEqual({
      sent: 0,
      failed: 1,
      gaveUp: 0,
    });
    transport.close();
    const [row] = await outbox();
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('sends each mail once when two senders poll at the same time', async () => {
    for (let i = 0; i < 12; i++) await queue(`person${i}@example.com`, `Mail ${i}`);
    const one = smtpTransport(smtp.url);
    const two = smtpTransport(smtp.url);
    const [a, b] = await Promise.all([
      sendDueMail(db.knex, { transport: one, defaultFrom: FROM, batchSize: 3 }),
      sendDueMail(db.knex, { transport: two, defaultFrom: FROM, batchSize: 3 }),
    ]);
    one.close();
    two.close();
    const errors = (await outbox()).map((row) => row.last_error).filter((error) => error !== null);
    expect({ failed: a.failed + b.failed, errors }).toEqual({ failed: 0, errors: [] });
    expect(a.sent + b.sent).toBe(12);
    const recipients = smtp.received.map((mail) => mail.to[0]).sort();
    expect(recipients).toEqual([...new Set(recipients)]);
    expect(recipients).toHaveLength(12);
  });

  it('writes .eml files a mail client can open when no SMTP server is configured', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-mail-'));
    try {
      const id = await queue('ada@example.com', 'Your order');
      const transport = configuredTransport({ smtpUrl: undefined, dataDir });
      expect(transport.kind).toBe('eml');
      expect(await sendDueMail(db.knex, { transport, defaultFrom: FROM })).toMatchObject({ sent: 1 });
      transport.close();
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${id}\\.eml$`));
      const eml = readFileSync(join(dataDir, 'mail', files[0]), 'utf8');
      expect(eml).toMatch(/^(?:[A-Za-z-]+: .*\r\n(?:[ \t].*\r\n)*)+\r\n/);
      expect(eml).toContain('From: Shop <shop@example.com>\r\n');
      expect(eml).toContain('To: ada@example.com\r\n');
      expect(eml).toContain('Subject: Your order\r\n');
      expect(eml).toContain('Content-Type: multipart/alternative');
      expect(eml).toContain('Plain Your order');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs as a worker that sends what is queued and stops cleanly', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tessera-mail-worker-'));
    try {
      const worker = startMailWorker({
        db: db.knex,
        transport: emlTransport(folder),
        defaultFrom: FROM,
        logger: createLogger('silent'),
        intervalMs: 60_000,
      });
      await queue('ada@example.com');
      await worker.poke();
      expect(readdirSync(folder)).toHaveLength(1);
      await worker.stop();
      await queue('grace@example.com');
      await worker.poke();
      expect(readdirSync(folder)).toHaveLength(1);
      expect((await outbox()).map((row) => row.sent_at === null)).toEqual([false, true]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
