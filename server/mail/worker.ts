// The mail worker `tessera serve` runs: polls the outbox every few seconds and sends what is due, until stopped.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { sendDueMail } from './sender.js';
import type { MailTransport } from './transport.js';

/** Options of {@link startMailWorker}. */
export interface MailWorkerOptions {
  db: Knex;
  transport: MailTransport;
  defaultFrom: string;
  logger: Logger;
  /** The pause between polls (default 5 s). */
  intervalMs?: number;
}

/** A running worker. */
export interface MailWorker {
  /** Polls now instead of at the next tick (e.g. right after mail was queued); resolves when that pass ends. */
  poke(): Promise<void>;
  /**
   * Stops polling and waits for the pass under way: the mail being sent finishes and is recorded,
   * the rest of its claimed batch is handed back unsent (due at once for another server); then
   * closes the transport.
   */
  stop(): Promise<void>;
}

/**
 * Starts polling MAIL_OUTBOX. Passes never overlap; a pass that fails (the database went away) is
 * logged and the next tick tries again. Claims use `for update skip locked` and a lease renewed
 * before each send, so any number of app servers may each run a worker on one PostgreSQL database
 * without sending a mail twice; the mail of a worker that died comes back when its lease ends
 * (CLAIM_LEASE_MS), and if it had already reached the SMTP server, the repeat has the same Message-ID.
 */
export function startMailWorker({
  db,
  transport,
  defaultFrom,
  logger,
  intervalMs = 5000,
}: MailWorkerOptions): MailWorker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = async (): Promise<void> => {
    if (stopped) return;
    try {
      const report = await sendDueMail(db, { transport, defaultFrom, logger, stopping: () => stopped });
      if (report.sent + report.failed > 0) logger.info({ ...report, via: transport.kind }, 'mail sent');
    } catch (error) {
      logger.error({ err: error }, 'mail worker pass failed');
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = running.then(pass).then(schedule);
    }, intervalMs);
    timer.unref();
  };

  const poke = (): Promise<void> => {
    if (stopped) return running;
    running = running.then(pass);
    return running;
  };

  running = running.then(pass).then(schedule);
  return {
    poke,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
