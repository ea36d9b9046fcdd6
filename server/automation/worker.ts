// The webhook worker `tessera serve` runs: polls WEBHOOK_DELIVERIES every few seconds and posts what is due, until stopped.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { deliverDueWebhooks, type DeliverOptions } from './deliver.js';
import { pruneFinishedDeliveries } from './delivery-store.js';
import { WEBHOOK_LOG_DAYS } from './retry-policy.js';

/** Options of {@link startWebhookWorker}. */
export interface WebhookWorkerOptions extends DeliverOptions {
  db: Knex;
  logger: Logger;
  /** The pause between polls (default 5 s). */
  intervalMs?: number;
  /** The pause between prunings of the log (default an hour; the first comes with the first pass). */
  pruneEveryMs?: number;
}

/** A running worker. */
export interface WebhookWorker {
  /** Polls now instead of at the next tick; resolves when that pass ends. */
  poke(): Promise<void>;
  /** Stops polling and waits for the pass under way (its posts finish and are recorded). */
  stop(): Promise<void>;
}

/**
 * Starts polling for due webhook deliveries. Passes never overlap; a pass that fails (the database
 * went away) is logged and the next tick tries again. Claims are leases (retry-policy.ts), so any
 * number of app servers may each run a worker on one PostgreSQL database, and the deliveries of a
 * worker that died are taken again when their lease ends: at least once, never lost. Once an
 * hour it deletes finished deliveries older than WEBHOOK_LOG_DAYS from the log.
 */
export function startWebhookWorker({
  db,
  logger,
  intervalMs = 5000,
  pruneEveryMs = 60 * 60_000,
  ...options
}: WebhookWorkerOptions): WebhookWorker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = -Infinity;
  const clock = options.now ?? (() => new Date());

  const pass = async (): Promise<void> => {
    if (stopped) return;
    try {
      const now = clock();
      if (now.getTime() - prunedAt >= pruneEveryMs) {
        prunedAt = now.getTime();
        const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 24 * 60 * 60_000);
        const pruned = await pruneFinishedDeliveries(db, before);
        if (pruned > 0) logger.info({ pruned }, 'old webhook deliveries deleted');
      }
      const report = await deliverDueWebhooks(db, { logger, ...options, stopping: () => stopped });
      if (report.delivered + report.failed > 0) logger.info(report, 'webhooks posted');
    } catch (error) {
      logger.error({ err: error }, 'webhook worker pass failed');
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = running.then(pass).then(schedule);
    }, intervalMs);
    timer.unref();
  };

  running = running.then(pass).then(schedule);
  return {
    poke() {
      if (stopped) return running;
      running = running.then(pass);
      return running;
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
