// When a webhook delivery is tried again: exponential back-off with a cap, the last attempt, the claim's lease and the request's timeout.

/** Attempts before a delivery is given up (`failed_at`): the last comes about 4¼ hours after the first. */
export const MAX_WEBHOOK_ATTEMPTS = 10;

/** The wait after the first failure; each further failure doubles it. */
export const FIRST_WEBHOOK_RETRY_MS = 30_000;

/** No wait is longer than this. */
export const MAX_WEBHOOK_RETRY_MS = 2 * 60 * 60_000;

/**
 * How long a claimed delivery stays with its worker: a worker that died after claiming (process
 * killed, machine lost) leaves it due again after this, so with the 5-second poll it is retried
 * within a minute. The request's timeout is well inside it, and the claim is renewed just before
 * the request, so a live worker keeps what it claimed.
 */
export const WEBHOOK_LEASE_MS = 30_000;

/** How long one POST may take, connecting included, before it counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The wait after the `attempts`-th failed attempt (1 → 30 s, 2 → 1 min, 3 → 2 min, … at most 2 h). */
export function webhookRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(FIRST_WEBHOOK_RETRY_MS * 2 ** doublings, MAX_WEBHOOK_RETRY_MS);
}

/** How long finished deliveries stay in the log before the worker deletes them. */
export const WEBHOOK_LOG_DAYS = 30;
