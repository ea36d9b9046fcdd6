// One pass of the webhook worker: claim due deliveries, POST each signed, record delivered or failed (retried with back-off, then given up).
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { WEBHOOK_HEADERS } from '../../domain/owner-api/automation-rules.js';
import {
  claimDueDeliveries,
  failAbandonedLastAttempts,
  markAttemptFailed,
  markDelivered,
  releaseDeliveryClaim,
  renewDeliveryClaim,
  type ClaimedDelivery,
} from './delivery-store.js';
import {
  MAX_WEBHOOK_ATTEMPTS,
  WEBHOOK_LEASE_MS,
  WEBHOOK_TIMEOUT_MS,
  webhookRetryDelayMs,
} from './retry-policy.js';
import { createWebhookPoster, type WebhookPoster } from './poster.js';
import { webhookSignature } from './signature.js';

/** Options of {@link deliverDueWebhooks}; the defaults are the production policy, tests move the clock. */
export interface DeliverOptions {
  /** The time now (default the clock's), read at each step. */
  now?: () => Date;
  /** The wait after the n-th failed attempt. */
  retryDelayMs?: (attempts: number) => number;
  maxAttempts?: number;
  leaseMs?: number;
  timeoutMs?: number;
  /** The most deliveries claimed (and posted side by side) at once (default 10). */
  batchSize?: number;
  /** Posts a request (default {@link createWebhookPoster}: no redirects, no private networks but loopback). */
  post?: WebhookPoster;
  logger?: Logger;
  /** True once the server is shutting down: no more claims, and claimed deliveries not yet posted are handed back. */
  stopping?: () => boolean;
}

/** What one pass did. */
export interface DeliverReport {
  delivered: number;
  failed: number;
  /** Of the failed, those that used their last attempt (and abandoned last attempts given up). */
  gaveUp: number;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
      return 'No answer within the time limit.';
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

/** The headers of one attempt: JSON, the event, the delivery's stable id, the signature made now. */
export function deliveryHeaders(row: ClaimedDelivery, now: Date): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Tessera-Webhooks/1',
    [WEBHOOK_HEADERS.event]: row.event_type,
    [WEBHOOK_HEADERS.delivery]: row.id,
    [WEBHOOK_HEADERS.signature]: webhookSignature(row.secret, row.body, Math.floor(now.getTime() / 1000)),
  };
}

/**
 * Posts every delivery due as of now, batch by batch (a batch's posts side by side), until a
 * claim finds less than a full batch. Each claim is renewed just before its post, and one lost
 * meanwhile is left to the worker that took it. A failure (no answer, or not 2xx) is recorded
 * with the back-off's next attempt, or as given up after the last, and does not stop the others.
 */
export async function deliverDueWebhooks(db: Knex, options: DeliverOptions = {}): Promise<DeliverReport> {
  const {
    batchSize = 10,
    maxAttempts = MAX_WEBHOOK_ATTEMPTS,
    leaseMs = WEBHOOK_LEASE_MS,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    retryDelayMs = webhookRetryDelayMs,
    post = createWebhookPoster(),
    logger,
  } = options;
  const clock = options.now ?? (() => new Date());
  const report: DeliverReport = { delivered: 0, failed: 0, gaveUp: 0 };
  report.gaveUp += await failAbandonedLastAttempts(db, clock(), maxAttempts);

  const stopping = options.stopping ?? (() => false);
  let handedBack = 0;

  const deliverOne = async (row: ClaimedDelivery): Promise<void> => {
    if (stopping()) {
      if (await releaseDeliveryClaim(db, row, clock())) handedBack++;
      return;
    }
    if (!(await renewDeliveryClaim(db, row, clock(), leaseMs))) return;
    let status: number | null = null;
    let error: string;
    try {
      status = await post({
        url: row.url,
        headers: deliveryHeaders(row, clock()),
        body: row.body,
        timeoutMs,
      });
      if (status >= 200 && status < 300) {
        await markDelivered(db, row, clock(), status);
        report.delivered++;
        return;
      }
      error = `The endpoint answered ${status}.`;
    } catch (caught) {
      error = describe(caught);
    }
    const giveUp = row.attempts >= maxAttempts;
    await markAttemptFailed(db, row, clock(), {
      responseStatus: status,
      error,
      retryInMs: retryDelayMs(row.attempts),
      giveUp,
    });
    report.failed++;
    if (giveUp) report.gaveUp++;
    logger?.warn(
      { deliveryId: row.id, attempts: row.attempts, status, giveUp },
      giveUp ? 'webhook failed for the last time' : 'webhook failed; will retry',
    );
  };

  for (;;) {
    if (stopping()) break;
    const rows = await claimDueDeliveries(db, { now: clock(), limit: batchSize, leaseMs, maxAttempts });
    await Promise.all(rows.map(deliverOne));
    if (rows.length < batchSize) break;
  }
  if (handedBack > 0)
    logger?.info({ handedBack }, 'shutting down: claimed webhook deliveries handed back unposted');
  return report;
}
