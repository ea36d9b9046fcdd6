// The webhook worker's SQL on WEBHOOK_DELIVERIES: claim due deliveries under a lease, renew it, record each outcome.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A claimed delivery, with where it goes and the key that signs it. */
export interface ClaimedDelivery {
  website_id: string;
  id: string;
  event_type: string;
  body: string;
  /** Counting the attempt this claim is for. */
  attempts: number;
  url: string;
  secret: string;
}

const D = TABLES.webhookDeliveries;
const E = TABLES.webhookEndpoints;

/**
 * Takes up to `limit` pending deliveries due at `now` whose endpoint is enabled, oldest due first,
 * counting an attempt on each and moving it out of reach until `now + leaseMs`. `for update of d
 * skip locked` lets several workers on one PostgreSQL take disjoint rows; after this commits the
 * lease keeps the rows theirs until an outcome is recorded or the lease ends (a worker that died:
 * the delivery is due again).
 */
export async function claimDueDeliveries(
  db: Knex,
  { now, limit, leaseMs, maxAttempts }: { now: Date; limit: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedDelivery[]> {
  // The database keeps microseconds and a JavaScript date milliseconds: a row queued within
  // `now`'s millisecond is due as well.
  const dueBefore = new Date(now.getTime() + 1);
  const result = await db.raw(
    `with due as (
       select d.website_id, d.id from "${D}" as d
       join "${E}" as e on e.website_id = d.website_id and e.id = d.endpoint_id and e.enabled
       where d.delivered_at is null and d.failed_at is null and d.next_attempt_at < ? and d.attempts < ?
       order by d.next_attempt_at, d.created_at
       limit ?
       for update of d skip locked)
     update "${D}" as d set attempts = d.attempts + 1, next_attempt_at = ?, last_attempt_at = ?
     from due, "${E}" as e
     where d.website_id = due.website_id and d.id = due.id
       and e.website_id = d.website_id and e.id = d.endpoint_id
     returning d.website_id, d.id, d.event_type, d.body, d.attempts, e.url, e.secret`,
    [dueBefore, maxAttempts, limit, new Date(now.getTime() + leaseMs), now],
  );
  return result.rows as ClaimedDelivery[];
}

/**
 * Gives up deliveries whose last allowed attempt was claimed and never recorded (the worker died
 * during it) once that claim's lease is over, so none stays pending for ever. Returns how many.
 */
export async function failAbandonedLastAttempts(db: Knex, now: Date, maxAttempts: number): Promise<number> {
  return db(D)
    .whereNull('delivered_at')
    .whereNull('failed_at')
    .where('attempts', '>=', maxAttempts)
    .where('next_attempt_at', '<', now)
    .update({ failed_at: now, last_error: 'No answer was recorded for the last attempt.' });
}

/** Only while this claim holds the row: the attempt count is the claim's and nothing was recorded. */
function held(db: Knex, row: ClaimedDelivery): Knex.QueryBuilder {
  return db(D)
    .where({ website_id: row.website_id, id: row.id, attempts: row.attempts })
    .whereNull('delivered_at')
    .whereNull('failed_at');
}

/**
 * Extends the claim's lease to `now + leaseMs` just before the request. False when the claim was
 * lost (its lease ran out and another worker took the row): then it must not be sent.
 */
export async function renewDeliveryClaim(
  db: Knex,
  row: ClaimedDelivery,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  return (await held(db, row).update({ next_attempt_at: new Date(now.getTime() + leaseMs) })) > 0;
}

/**
 * Gives back a claimed delivery that was not posted (its worker is shutting down): due at `now`
 * again, its attempt not counted, so another server takes it at once instead of after the lease.
 * Only while this claim holds it; the claim must not be used afterwards.
 */
export async function releaseDeliveryClaim(db: Knex, row: ClaimedDelivery, now: Date): Promise<boolean> {
  return (await held(db, row).update({ attempts: row.attempts - 1, next_attempt_at: now })) > 0;
}

/** Records a delivery the endpoint accepted (2xx). */
export async function markDelivered(
  db: Knex,
  row: ClaimedDelivery,
  now: Date,
  responseStatus: number,
): Promise<void> {
  await held(db, row).update({
    delivered_at: now,
    response_status: responseStatus,
    last_error: null,
  });
}

/**
 * Records a failed attempt (its status code if the endpoint answered, and why) and either the next
 * attempt's time or, after the last allowed attempt, `failed_at`. Returns whether it gave up.
 */
export async function markAttemptFailed(
  db: Knex,
  row: ClaimedDelivery,
  now: Date,
  outcome: { responseStatus: number | null; error: string; retryInMs: number; giveUp: boolean },
): Promise<void> {
  await held(db, row).update({
    response_status: outcome.responseStatus,
    last_error: outcome.error.slice(0, 500),
    ...(outcome.giveUp
      ? { failed_at: now }
      : { next_attempt_at: new Date(now.getTime() + outcome.retryInMs) }),
  });
}

/**
 * Deletes finished deliveries (delivered or given up) created before `before`, at most `limit` at
 * a time; pending ones stay whatever their age. Returns how many went.
 */
export async function pruneFinishedDeliveries(db: Knex, before: Date, limit = 1000): Promise<number> {
  const result = await db.raw(
    `delete from "${D}" where (website_id, id) in (
       select website_id, id from "${D}"
       where created_at < ? and (delivered_at is not null or failed_at is not null)
       limit ?)
     returning id`,
    [before, limit],
  );
  return (result as { rows: unknown[] }).rows.length;
}
