// Runs a background job on one app server at a time: a PostgreSQL advisory lock per job and schema.
import type { Knex } from 'knex';

/** What {@link runAlone} did: the job's result, or nothing because another server was running it. */
export type RunAloneResult<T> = { ran: true; value: T } | { ran: false };

/** Whether `knex` talks to a PostgreSQL server, which several app servers may share (the embedded database has one). */
export function isServerDatabase(knex: Knex): boolean {
  return (knex.client as { config?: { client?: unknown } }).config?.client === 'pg';
}

/**
 * Runs `work` unless another app server on this PostgreSQL database (and schema) is running the
 * job named `job` now: a transaction on a connection of its own holds
 * `pg_try_advisory_xact_lock` while `work` runs on the pool's other connections, and a server
 * that finds the lock taken skips this turn (the holder does the same work). The lock goes with
 * the transaction, so a server that dies mid-job frees it. On the embedded database, which has one
 * process, `work` simply runs.
 */
export async function runAlone<T>(
  knex: Knex,
  job: string,
  work: () => Promise<T>,
): Promise<RunAloneResult<T>> {
  if (!isServerDatabase(knex)) return { ran: true, value: await work() };
  return knex.transaction(async (lock) => {
    const { rows } = (await lock.raw(
      `select pg_try_advisory_xact_lock(hashtext(?), hashtext(current_schema())) as got`,
      [`tessera job ${job}`],
    )) as { rows: { got: boolean }[] };
    if (rows[0]?.got !== true) return { ran: false } as const;
    return { ran: true, value: await work() } as const;
  });
}
