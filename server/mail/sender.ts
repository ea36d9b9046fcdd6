// One pass of the sender: claim the due mail, send each, record sent or failed (retried with back-off, then given up).
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { claimDueMail, markFailed, markSent, type OutboxRow } from './outbox-store.js';
import type { MailTransport } from './transport.js';

/** Options of {@link sendDueMail}. */
export interface SendDueMailOptions {
  transport: MailTransport;
  /** The sender of rows that name none. */
  defaultFrom: string;
  logger?: Logger;
  /** The time to send as of (tests move it forward instead of waiting); default now. */
  now?: Date;
  /** The most mails claimed at once (default 20). */
  batchSize?: number;
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

/**
 * Sends every mail that is due as of `now`, batch by batch, until none is left. A failure is
 * recorded on its row (`last_error`, the next attempt after the back-off, or `failed_at` after
 * the last attempt) and does not stop the others.
 */
export async function sendDueMail(db: Knex, options: SendDueMailOptions): Promise<SendReport> {
  const { transport, defaultFrom, logger, now = new Date(), batchSize = 20 } = options;
  const report: SendReport = { sent: 0, failed: 0, gaveUp: 0 };
  for (;;) {
    const rows = await claimDueMail(db, now, batchSize);
    if (rows.length === 0) return report;
    for (const row of rows) await sendOne(db, row, { transport, defaultFrom, logger, now }, report);
  }
}

async function sendOne(
  db: Knex,
  row: OutboxRow,
  {
    transport,
    defaultFrom,
    logger,
    now,
  }: Required<Omit<SendDueMailOptions, 'batchSize' | 'logger'>> & {
    logger?: Logger;
  },
  report: SendReport,
): Promise<void> {
  try {
    await transport.send({
      id: row.id,
      from: row.from_address ?? defaultFrom,
      to: row.to_address,
      ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
      subject: row.subject,
      text: row.body_text,
      ...(row.body_html === null ? {} : { html: row.body_html }),
    });
    await markSent(db, row, now);
    report.sent++;
  } catch (error) {
    const gaveUp = await markFailed(db, row, now, describe(error));
    report.failed++;
    if (gaveUp) report.gaveUp++;
    logger?.warn(
      { mailId: row.id, attempts: row.attempts, gaveUp, err: error },
      gaveUp ? 'mail failed for the last time' : 'mail failed; will retry',
    );
  }
}
