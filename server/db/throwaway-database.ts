// A database that exists only until it is closed: in-memory PGlite, or a fresh schema on a server.
import { randomBytes } from 'node:crypto';
import type { Database } from './database-types.js';
import { runMigrations } from './migrate.js';
import { databaseSnapshot } from './database-snapshot.js';
import { openPgDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';

/** Options of {@link openThrowawayDatabase}. */
export interface ThrowawayOptions {
  /** A PostgreSQL server to make the schema on; without it, in-memory PGlite. */
  readonly url?: string;
  /** Apply the migrations (default true). */
  readonly migrated?: boolean;
}

/**
 * Opens a database nobody else sees. With `url`: a new schema `test_<random>` on that server, which
 * `close()` drops with everything in it. Without: an in-memory PGlite started from a
 * {@link databaseSnapshot}, so only the first in a process (or on a machine) pays for creating one.
 */
export async function openThrowawayDatabase(options: ThrowawayOptions = {}): Promise<Database> {
  const migrated = options.migrated ?? true;
  if (options.url) return openThrowawaySchema(options.url, migrated);
  return openPgliteDatabase({ loadDataDir: await databaseSnapshot(migrated) });
}

async function openThrowawaySchema(url: string, migrated: boolean): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openPgDatabase({ url, schema, poolSize: 4 });
  const { knex } = database;
  let closing: Promise<void> | undefined;
  const throwaway: Database = {
    knex,
    kind: database.kind,
    close() {
      closing ??= (async () => {
        try {
          await knex.raw('drop schema if exists ?? cascade', [schema]);
        } finally {
          await database.close();
        }
      })();
      return closing;
    },
  };
  try {
    await knex.raw('create schema ??', [schema]);
    if (migrated) await runMigrations(knex);
  } catch (error) {
    await throwaway.close();
    throw error;
  }
  return throwaway;
}
