// Imports whose server stopped under them (killed, crashed, redeployed): told apart by a heartbeat (the row's updated_at, refreshed while the job runs) and marked failed, at start and when read.
import type { Knex } from 'knex';
import type { Database } from '../db/database.js';
import { TABLES } from '../db/tables.js';

/** The error of an import whose server stopped while it ran. */
export const INTERRUPTED_IMPORT = 'The import was interrupted when the server stopped. Run it again.';

/** How often a running import refreshes its row's updated_at (its heartbeat). */
export const IMPORT_HEARTBEAT_MS = 20_000;

/** An import queued or running whose heartbeat is older than this has lost its server. */
export const IMPORT_STALE_MS = 120_000;

/** The states of an import not finished yet. */
const UNFINISHED = ['queued', 'running'] as const;

/** A condition true of a row whose heartbeat is older than `staleMs`, by the database's clock (servers' clocks may differ). */
function staleSql(db: Knex, staleMs: number): Knex.Raw {
  return db.raw("updated_at < now() - (? * interval '1 millisecond')", [staleMs]);
}

/** The columns an interrupted import is given: failed, the file dropped, finished now. */
function interrupted(db: Knex) {
  return {
    state: 'failed',
    error: INTERRUPTED_IMPORT,
    source: null,
    finished_at: db.fn.now(),
    updated_at: db.fn.now(),
  };
}

/**
 * At a server's start: marks failed the imports of every website whose server stopped under them.
 * `everyUnfinished` (the embedded database, which one process holds) takes every queued or running
 * one; otherwise (PostgreSQL, other servers may be running imports) only those whose heartbeat is
 * older than `staleMs`. What an import had written stays: each imported thing is written with its
 * IMPORT_RECORDS row, so running it again updates those and makes the rest. Answers how many.
 */
export async function failInterruptedImports(
  db: Knex,
  options: { everyUnfinished: boolean; staleMs?: number },
): Promise<number> {
  const query = db(TABLES.imports).whereIn('state', UNFINISHED);
  if (!options.everyUnfinished) query.where(staleSql(db, options.staleMs ?? IMPORT_STALE_MS));
  return await query.update(interrupted(db));
}

/**
 * Marks failed the import `id` of the website when it is unfinished and its heartbeat is older
 * than `staleMs` (its server stopped while others kept serving); answers whether it did.
 */
export async function failImportIfInterrupted(
  db: Knex,
  websiteId: string,
  id: string,
  staleMs: number = IMPORT_STALE_MS,
): Promise<boolean> {
  const changed = await db(TABLES.imports)
    .where({ website_id: websiteId, id })
    .whereIn('state', UNFINISHED)
    .where(staleSql(db, staleMs))
    .update(interrupted(db));
  return changed > 0;
}

/** Refreshes the heartbeat of the running import `id` every `everyMs` until the answer is called; a failed write is tried again at the next beat. */
export function startImportHeartbeat(
  db: Knex,
  websiteId: string,
  id: string,
  everyMs: number = IMPORT_HEARTBEAT_MS,
): () => void {
  const timer = setInterval(() => {
    db(TABLES.imports)
      .where({ website_id: websiteId, id, state: 'running' })
      .update({ updated_at: db.fn.now() })
      .catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The start hook (server/serve.ts): {@link failInterruptedImports} on the database's kind, logging how many. */
export async function failImportsInterruptedAtStart(
  db: Pick<Database, 'knex' | 'kind'>,
  logger: { info(details: object, message: string): void },
): Promise<void> {
  const failed = await failInterruptedImports(db.knex, { everyUnfinished: db.kind === 'pglite' });
  if (failed > 0) logger.info({ failed }, 'marked failed the imports a stopped server left running');
}
