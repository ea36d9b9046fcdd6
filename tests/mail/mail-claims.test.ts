// A crashed sender's claims: back within a minute, sent by another sender with the same Message-ID; a sender that lost a claim leaves the mail alone.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { enqueueMail } from '../../server/mail/outbox.js';
import { claimDueMail } from '../../server/mail/outbox-store.js';
import { CLAIM_LEASE_MS } from '../../server/mail/retry-policy.js';
import { outboxMessage, sendDueMail } from '../../server/mail/sender.js';
import {
  emlTransport,
  smtpTransport,
  type MailMessage,
  type MailTransport,
} from '../../server/mail/transport.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const FROM = 'Shop <no-reply@shop.example>';

let db: Database;
let smtp: SmtpSink;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.mailOutbox).delete();
  smtp.received.length = 0;
});

const queue = (to: string) =>
  enqueueMail(db.knex, {
    websiteId: null,
    to,
    subject: 'Confirm your subscription',
    text: 'Follow the link.',
  });

/** The Message-ID header of a message as the SMTP server received it. */
function messageIdOf(raw: string): string | undefined {
  return /^Message-ID: *(.+?)\r?$/im.exec(raw)?.[1];
}

const row = (id: string) => db.knex(TABLES.mailOutbox).where({ id }).first();

describe(`claims of a sender that crashed (${testDatabaseKind()})`, () => {
  it('come back within a minute, and the mail sent again keeps its Message-ID', async () => {
    expect(CLAIM_LEASE_MS).toBeLessThanOrEqual(60_000);
    const id = await queue('june@example.com');
    const start = new Date(Date.now() + 1000);

    // The first sender claims the mail, hands it to the SMTP server, and dies before recording it.
    const [claimed] = await claimDueMail(db.knex, start, 10, 'shop.example');
    expect(claimed.id).toBe(id);
    const crashed = smtpTransport(smtp.url);
    await crashed.send(outboxMessage(claimed, FROM));
    crashed.close();
    expect((await row(id)).sent_at).toBeNull();

    // Within the lease nobody else may take it.
    const second = smtpTransport(smtp.url);
    const early = await sendDueMail(db.knex, {
      transport: second,
      defaultFrom: FROM,
      now: new Date(start.getTime() + CLAIM_LEASE_MS - 1000),
    });
    expect(early).toEqual({ sent: 0, failed: 0, gaveUp: 0 });

    // Past the lease, a second sender claims it and sends it.
    const late = await sendDueMail(db.knex, {
      transport: second,
      defaultFrom: FROM,
      now: new Date(start.getTime() + CLAIM_LEASE_MS + 1),
    });
    second.close();
    expect(late).toEqual({ sent: 1, failed: 0, gaveUp: 0 });

    expect(smtp.received).toHaveLength(2);
    const [first, again] = smtp.received.map((mail) => messageIdOf(mail.raw));
    expect(first).toBe(`<${id}@shop.example>`);
    expect(again).toBe(first);
    expect(await row(id)).toMatchObject({ message_id: first, attempts: 2 });
    expect((await row(id)).sent_at).not.toBeNull();
  });

  it('writes a mail as one .eml file when the sender was killed after writing it and before recording it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tessera-mail-crash-'));
    try {
      const id = await queue('june@example.com');
      const start = new Date(Date.now() + 1000);
      const files = () => readdirSync(folder).filter((name) => name.endsWith('.eml'));
      // The first sender writes the file, then is killed: its send never returns, nothing is recorded.
      const eml = emlTransport(folder);
      const killed: MailTransport = {
        kind: 'eml',
        send: async (message) => {
          await eml.send(message);
          await new Promise(() => {});
        },
        close: () => {},
      };
      void sendDueMail(db.knex, { transport: killed, defaultFrom: FROM, now: start });
      while (files().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // It said it was handing the mail off before it did: the next sender knows it may have gone.
      await expect.poll(async () => (await row(id)).handed_off_at).not.toBeNull();
      expect((await row(id)).sent_at).toBeNull();

      const late = await sendDueMail(db.knex, {
        transport: emlTransport(folder),
        defaultFrom: FROM,
        now: new Date(start.getTime() + CLAIM_LEASE_MS + 1),
      });
      expect(late).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
      // Sent again, it replaced its own file: one mail in the folder, not two.
      expect(files()).toHaveLength(1);
      expect(files()[0]).toMatch(new RegExp(`-${id}\\.eml$`));
      expect(readFileSync(join(folder, files()[0]), 'utf8')).toContain(`Message-ID: <${id}@shop.example>`);
      expect((await row(id)).sent_at).not.toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is left alone by a sender that lost it while it was busy with an earlier mail', async () => {
    const slow = await queue('first@example.com');
    const waiting = await queue('second@example.com');
    const start = new Date(Date.now() + 1000);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const busy = new Promise<void>((resolve) => (entered = resolve));
    const sentByFirst: MailMessage[] = [];
    const stalling: MailTransport = {
      kind: 'smtp',
      async send(message) {
        if (message.id === slow) {
          entered();
          await released;
        }
        sentByFirst.push(message);
      },
      close() {},
    };

    // The first sender claims both and stalls on the first; meanwhile both leases run out.
    const firstPass = sendDueMail(db.knex, {
      transport: stalling,
      defaultFrom: FROM,
      now: start,
      batchSize: 2,
    });
    await busy;
    const second = smtpTransport(smtp.url);
    const takeover = await sendDueMail(db.knex, {
      transport: second,
      defaultFrom: FROM,
      now: new Date(start.getTime() + CLAIM_LEASE_MS + 1),
    });
    second.close();
    expect(takeover.sent).toBe(2);
    release();
    await firstPass;

    // It finished the send it was in, but did not send the mail it no longer held.
    expect(sentByFirst.map((message) => message.id)).toEqual([slow]);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    const [slowRow, waitingRow] = await Promise.all([row(slow), row(waiting)]);
    expect(sentByFirst[0].messageId).toBe(slowRow.message_id);
    expect(waitingRow.attempts).toBe(2);
  });
});
