// The sender's SQL on MAIL_OUTBOX: claim due mail (skipping rows another sender holds), then record each outcome.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';
import { FALLBACK_MESSAGE_ID_DOMAIN } from './message-id.js';
import { CLAIM_LEASE_MS, MAX_MAIL_ATTEMPTS, retryDelayMs } from './retry-policy.js';

/** A claimed outbox row. */
export interface OutboxRow {
  id: string;
  website_id: string | null;
  to_address: string;
  from_address: string | null;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** Counting the attempt this claim is for. */
  attempts: number;
  /** `<outbox id@domain>`: set by the first claim, sent with every attempt. */
  message_id: string;
  /** Extra headers by name (migration 54); `{}` for most mail. */
  headers?: Record<string, string> | null;
  /** When the mail was queued: names its .eml file, the same on every attempt. */
  created_at: Date;
  /** Set when an earlier attempt was handed to the transport and its outcome never recorded (its sender died). */
  handed_off_at: Date | null;
}

/**
 * Takes up to `limit` unsent, not given-up mails that are due at `now`, oldest due first, counting
 * an attempt on each and moving it out of reach for the lease (CLAIM_LEASE_MS). `for update skip
 * locked` makes concurrent senders (several app servers on one PostgreSQL) take disjoint rows;
 * after the statement commits, the lease keeps the rows away from them until this sender records
 * an outcome or the lease ends (a sender that died: the mail is due again). A row's first claim
 * gives it its Message-ID, `<row id@messageIdDomain>`, which every later attempt keeps.
 */
export async function claimDueMail(
  db: Knex,
  now: Date,
  limit: number,
  messageIdDomain: string = FALLBACK_MESSAGE_ID_DOMAIN,
): Promise<OutboxRow[]> {
  const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS);
  // The database keeps microseconds and a JavaScript date only milliseconds: a mail queued within
  // `now`'s millisecond (its `next_attempt_at` a few microseconds past `now`) is due as well.
  const dueBefore = new Date(now.getTime() + 1);
  // UPDATE … RETURNING gives its rows in no set order: the batch is read back oldest due first, as
  // chosen (mails a stopping server handed back are due together and keep the order they were queued in).
  const result = await db.raw(
    `with due as (
       select id, next_attempt_at as due_at from "${TABLES.mailOutbox}"
       where sent_at is null and failed_at is null and next_attempt_at < ? and attempts < ?
       order by next_attempt_at, created_at
       limit ?
       for update skip locked),
     claimed as (
     update "${TABLES.mailOutbox}" as mail set attempts = mail.attempts + 1, next_attempt_at = ?,
       message_id = coalesce(mail.message_id, '<' || mail.id || '@' || ? || '>')
     from due where mail.id = due.id
     returning mail.id, mail.website_id, mail.to_address, mail.from_address, mail.reply_to, mail.subject,
       mail.body_text, mail.body_html, mail.attempts, mail.message_id, mail.headers, mail.created_at,
       mail.handed_off_at, due.due_at)
     select id, website_id, to_address, from_address, reply_to, subject, body_text, body_html, attempts,
       message_id, headers, created_at, handed_off_at
     from claimed order by due_at, created_at`,
    [dueBefore, MAX_MAIL_ATTEMPTS, limit, leaseEnd, messageIdDomain],
  );
  return result.rows as OutboxRow[];
}

/**
 * Extends this claim's lease to `now` + CLAIM_LEASE_MS just before a send, so a batch's later
 * mails stay this sender's while the earlier ones go out. False when the claim was lost (its lease
 * ran out and another sender claimed the mail, or it was recorded): then the mail must not be sent.
 */
export async function renewClaim(db: Knex, row: OutboxRow, now: Date): Promise<boolean> {
  const renewed = await db(TABLES.mailOutbox)
    .where({ id: row.id, attempts: row.attempts })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) });
  return renewed > 0;
}

/**
 * Gives back a claimed mail that was not sent (its sender is shutting down): due at `now` again,
 * its attempt not counted, so another server takes it at once instead of after the lease. Only
 * while this claim holds it; the claim must not be used afterwards.
 */
export async function releaseClaim(db: Knex, row: OutboxRow, now: Date): Promise<boolean> {
  const released = await db(TABLES.mailOutbox)
    .where({ id: row.id, attempts: row.attempts })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ attempts: row.attempts - 1, next_attempt_at: now });
  return released > 0;
}

/**
 * Records that this claim's mail is about to go to the transport (only while the claim holds it).
 * Should the sender die before it records the outcome, the next claim finds the mark and knows the
 * mail may have gone already (sender.ts resends it, at least once, in a way receivers recognise).
 */
export async function markHandingOff(db: Knex, row: OutboxRow, now: Date): Promise<boolean> {
  const marked = await db(TABLES.mailOutbox)
    .where({ id: row.id, attempts: row.attempts })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ handed_off_at: now });
  return marked > 0;
}

/** Records a sent mail (only if this claim still holds it: the attempt count is unchanged). */
export async function markSent(db: Knex, row: OutboxRow, now: Date): Promise<void> {
  await db(TABLES.mailOutbox)
    .where({ id: row.id, attempts: row.attempts })
    .whereNull('sent_at')
    .update({ sent_at: now, last_error: null });
}

/**
 * Records a failed attempt: the error, and either the next attempt's time (back-off) or, after
 * the last allowed attempt, `failed_at`. Returns whether the sender gave up.
 */
export async function markFailed(db: Knex, row: OutboxRow, now: Date, error: string): Promise<boolean> {
  const givingUp = row.attempts >= MAX_MAIL_ATTEMPTS;
  await db(TABLES.mailOutbox)
    .where({ id: row.id, attempts: row.attempts })
    .whereNull('sent_at')
    .update({
      last_error: error.slice(0, 2000),
      // The transport answered: this attempt's outcome is known.
      handed_off_at: null,
      ...(givingUp
        ? { failed_at: now }
        : { next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
    });
  return givingUp;
}
