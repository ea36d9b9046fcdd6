// The database an integration suite runs on: in-memory PGlite, or a fresh schema when DATABASE_URL is set.
import type { Database } from '../../server/db/database.js';
import { openThrowawayDatabase } from '../../server/db/throwaway-database.js';
import { openMigratedPgSchema } from './pg-template.js';
import { installQueryAudit, queryAuditEnabled } from './query-audit.js';

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
 * `DATABASE_URL`, dropped by `close()` (a migrated one is copied from a dump of one migrated schema,
 * see pg-template.ts). Close it in `afterAll`. With `QUERY_AUDIT=1` its queries are audited
 * (query-audit.ts).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.DATABASE_URL || undefined;
  const migrated = options.migrated ?? true;
  const throwaway = () => openThrowawayDatabase({ url, migrated });
  const database = await (url !== undefined && migrated ? openMigratedPgSchema(url, throwaway) : throwaway());
  // `npm run test:query-audit`: record statements on website tables that do not name website_id.
  if (queryAuditEnabled()) installQueryAudit(database.knex);
  return database;
}

/** Which engine `createTestDatabase` uses in this run, for test titles. */
export function testDatabaseKind(): Database['kind'] {
  return process.env.DATABASE_URL ? 'pg' : 'pglite';
}
