// Opens the pool of a read replica (DATABASE_READ_URL): read-only connections, named tessera-read on the server.
import type { Database } from './database-types.js';
import { openPgDatabase } from './pg-database.js';

/** What the replica's connections are called in `pg_stat_activity`. */
export const READ_REPLICA_APPLICATION_NAME = 'tessera-read';

/**
 * A pool on the replica at `url` whose every transaction is read-only (a write through it fails
 * even when `url` names the primary by mistake). `schema` as in openPgDatabase (tests).
 */
export function openReadReplica(
  url: string,
  options: { schema?: string; poolSize?: number } = {},
): Promise<Database> {
  return openPgDatabase({
    url,
    ...options,
    readOnly: true,
    applicationName: READ_REPLICA_APPLICATION_NAME,
  });
}
