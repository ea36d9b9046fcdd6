// The shape of an open database, shared by the embedded (PGlite) and server (pg) openers.
import type { Knex } from 'knex';

/** Which engine a database runs on: embedded PGlite, or a PostgreSQL server through `pg`. */
export type DatabaseKind = 'pglite' | 'pg';

/**
 * An open database. `knex` is the handle services take (STYLE rule 9); `close()` releases
 * everything it holds (connections, the embedded engine, the folder lock) and may be called twice.
 */
export interface Database {
  readonly knex: Knex;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
}
