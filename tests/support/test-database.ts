// The database an integration suite runs on: in-memory PGlite, or a fresh schema when DATABASE_URL is set.
import type { Database } from '../../server/db/database.js';
import { openThrowawayDatabase } from '../../server/db/throwaway-database.js';

/** Options of {@link createTestDatabase}. */
export interface TestDatabaseOptions {
  /** Apply the migrations (default true); false gives an empty database. */
  readonly migrated?: boolean;
}

/**
 * A migrated database of its own for one suite, so one suite runs on both engines: in-memory PGlite
 * by default (the first in a process starts an engine from a cached migrated copy, about 1.5 s; later
 * ones reuse a closed suite's engine, emptied, in milliseconds; the first on a machine pays about
 * 5 s to create and migrate the copy), or a new `test_<random>` schema on the server at
 * `DATABASE_URL`, dropped by `close()`. Close it in `afterAll`.
 */
export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  return openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined, migrated: options.migrated });
}

/** Which engine `createTestDatabase` uses in this run, for test titles. */
export function testDatabaseKind(): Database['kind'] {
  return process.env.DATABASE_URL ? 'pg' : 'pglite';
}
