// The one way the server opens its database: a PostgreSQL server when given a URL, else embedded.
import type { Database } from './database-types.js';
import { openPgDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';

export type { Database, DatabaseKind } from './database-types.js';
export { DEFAULT_DATA_DIR } from './pglite-database.js';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** A `DATABASE_URL`: use that PostgreSQL server (through a `pg` pool). */
  readonly url?: string;
  /** With `url`: resolve unqualified table names in this schema (tests use one schema each). */
  readonly schema?: string;
  /** Without `url`: where the embedded database keeps its files (default `./data/db`). */
  readonly dataDir?: string;
  /** Without `url`: an embedded database in memory only (tests). */
  readonly memory?: boolean;
  /** Without `url`, on disk: the dump (tar file) a new folder starts from instead of initdb (see database-template.ts). */
  readonly template?: () => string | undefined;
}

/**
 * Opens the database: with `url`, the PostgreSQL server there; otherwise embedded PostgreSQL
 * (PGlite), in memory or in `dataDir`. Does not migrate (see `runMigrations`).
 *
 * @throws Error when the embedded folder is in use by another live process (see `lockDataDir`).
 */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPgDatabase({ url: options.url, schema: options.schema });
  return openPgliteDatabase({ dataDir: options.dataDir, memory: options.memory, template: options.template });
}
