// One pass of the sender: claim the due mail, send each, record sent or failed (retried with back-off, then given up).
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { messageIdDomain } from './message-id.js';
import {
  claimDueMail,
  markFailed,
  markHandingOff,
  markSent,
  releaseClaim,
  renewClaim,
  type OutboxRow,
} from './outbox-store.js';
import type { MailMessage, MailTransport } from './transport.js';

/** Options of {@link sendDueMail}. */
export interface SendDueMailOptions {
  transport: MailTransport;
  /** The sender of rows that name none; its domain is the Message-IDs'. */
  defaultFrom: string;
  logger?: Logger;
  /** The time to send as of (tests move it forward instead of waiting); default the clock's, read at each step. */
  now?: Date;
  /** The most mails claimed at once (default 20). */
  batchSize?: number;
  /** True once the server is shutting down: no more claims, and the batch's unsent mails are handed back. */
  stopping?: () => boolean;
}

/** What one pass did. */
export interface SendReport {
  sent: number;
  failed: number;
  /** Of the failed, those that used their last attempt. */
  gaveUp: number;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The message a claimed row stands for, with the Message-ID it keeps on every attempt. */
export function outboxMessage(row: OutboxRow, defaultFrom: string): MailMessage {
  return {
    id: row.id,
    messageId: row.message_id,
    queuedAt: new Date(row.created_at),
    from: row.from_address ?? defaultFrom,
    to: row.to_address,
    ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html === null ? {} : { html: row.body_html }),
    ...(row.headers && Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
  };
}

/**
 * Sends every mail that is due as of `now`, batch by batch, until none is left. Each mail's claim
 * is renewed just before it is sent, and a mail whose claim was lost meanwhile (another sender
 * took it after the lease ran out) is left to that sender. A failure is recorded on its row
 * (`last_error`, the next attempt after the back-off, or `failed_at` after the last attempt) and
 * does not stop the others.
 */
export async function sendDueMail(db: Knex, options: SendDueMailOptions): Promise<SendReport> {
  const { batchSize = 20, defaultFrom } = options;
  const clock = () => options.now ?? new Date();
  const domain = messageIdDomain(defaultFrom);
  const report: SendReport = { sent: 0, failed: 0, gaveUp: 0 };
  const stopping = options.stopping ?? (() => false);
  for (;;) {
    if (stopping()) return report;
    const rows = await claimDueMail(db, clock(), batchSize, domain);
    if (rows.length === 0) return report;
    for (const [index, row] of rows.entries()) {
      if (stopping()) {
        await handBack(db, rows.slice(index), clock(), options.logger);
        return report;
      }
      if (await renewClaim(db, row, clock())) await sendOne(db, row, options, clock, report);
    }
  }
}

/** Gives back the claimed mails a stopping sender will not send, for another server to send now. */
async function handBack(
  db: Knex,
  rows: readonly OutboxRow[],
  now: Date,
  logger: Logger | undefined,
): Promise<void> {
  let handedBack = 0;
  for (const row of rows) if (await releaseClaim(db, row, now)) handedBack++;
  logger?.info({ handedBack }, 'shutting down: claimed mail handed back unsent');
}

async function sendOne(
  db: Knex,
  row: OutboxRow,
  { transport, defaultFrom, logger }: SendDueMailOptions,
  clock: () => Date,
  report: SendReport,
): Promise<void> {
  try {
    // At least once: a mail whose earlier hand-off was never recorded (its sender was killed) goes
    // again rather than perhaps never; the Message-ID is the same (receivers that keep them drop the
    // copy) and an .eml replaces its own file. At most once would lose order and reset mail instead.
    if (row.handed_off_at !== null) {
      logger?.warn(
        { mailId: row.id, messageId: row.message_id, handedOffAt: row.handed_off_at },
        'sending again a mail whose earlier hand-off was never recorded (same Message-ID)',
      );
    }
    if (!(await markHandingOff(db, row, clock()))) return;
    await transport.send(outboxMessage(row, defaultFrom));
    await markSent(db, row, clock());
    report.sent++;
  } catch (error) {
    const gaveUp = await markFailed(db, row, clock(), describe(error));
    report.failed++;
    if (gaveUp) report.gaveUp++;
    logger?.warn(
      { mailId: row.id, attempts: row.attempts, gaveUp, err: error },
      gaveUp ? 'mail failed for the last time' : 'mail failed; will retry',
    );
  }
}
