// When failed mail is tried again: exponential back-off, and the attempt after which the sender gives up.

/**
 * Attempts before the sender gives up on a mail (marks it `failed_at`): with the delays below the
 * last one comes about 20 hours after the first (1, 2, 4 … 256 minutes, then 6 hours twice), long
 * enough to ride out an SMTP server's outage.
 */
export const MAX_MAIL_ATTEMPTS = 12;

/** The wait after the first failure; each further failure doubles it. */
export const FIRST_RETRY_DELAY_MS = 60_000;

/** No wait is longer than this. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

/**
 * How long a claimed mail stays with its sender before another may take it: a sender that died
 * mid-send (process killed, machine lost) leaves the mail to be retried after this, so with the
 * worker's 5-second poll it goes out within a minute. The sender renews the claim just before each
 * send, and SMTP stalls are cut off well inside it (transport.ts), so a live sender keeps its mail;
 * a mail sent twice all the same (the first sender died after the server accepted it, before it
 * was recorded) carries the same Message-ID both times.
 */
export const CLAIM_LEASE_MS = 45_000;

/** The wait after the `attempts`-th failed attempt (1 → 1 min, 2 → 2 min, 3 → 4 min, … at most 6 h). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** doublings, MAX_RETRY_DELAY_MS);
}
