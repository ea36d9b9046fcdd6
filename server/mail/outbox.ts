// The mail outbox: mail is written to MAIL_OUTBOX in the caller's transaction and sent later by the sender.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** One email to send. `websiteId` names the site it is about (null for account mail). */
export interface OutgoingMail {
  websiteId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  replyTo?: string;
  /** Extra headers by name (`List-Unsubscribe`…); the sender's own (Message-ID, From…) cannot be replaced. */
  headers?: Readonly<Record<string, string>>;
  /** Not sent before this instant (a gift card mailed on the day its buyer chose); default at once. */
  sendAfter?: Date;
}

function outboxRow(mail: OutgoingMail): Record<string, unknown> {
  return {
    website_id: mail.websiteId,
    to_address: mail.to,
    from_address: mail.from ?? null,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html ?? null,
    ...(mail.headers === undefined ? {} : { headers: JSON.stringify(mail.headers) }),
    // The sender claims rows whose next_attempt_at has passed: the first attempt waits for the day.
    ...(mail.sendAfter === undefined ? {} : { next_attempt_at: mail.sendAfter }),
  };
}

/** Queues many emails in one statement (a campaign's batch); returns their ids in order. */
export async function enqueueMails(db: Knex, mails: readonly OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = (await db(TABLES.mailOutbox).insert(mails.map(outboxRow)).returning('id')) as { id: string }[];
  return rows.map((row) => row.id);
}

/**
 * Queues an email. Pass the transaction that makes the change the mail reports (an order, a form
 * submission), so the mail is queued exactly when the change is kept and never for a rolled-back one.
 * Returns the outbox row's id.
 */
export async function enqueueMail(db: Knex, mail: OutgoingMail): Promise<string> {
  const [row] = await db(TABLES.mailOutbox).insert(outboxRow(mail)).returning('id');
  return (row as { id: string }).id;
}
