// Opens a PostgreSQL server through knex and a `pg` connection pool (when DATABASE_URL is set).
import knex, { type Knex } from 'knex';
import type pg from 'pg';
import { lazyPackage } from '../lazy-module.js';
import { runBeforeClose } from './close-hooks.js';
import type { Database } from './database-types.js';

/** pg, loaded when first used (server/lazy-module.ts). */
const loadPg = lazyPackage<typeof pg>('pg');

/** Options of {@link openPgDatabase}. */
export interface PgOptions {
  /** A connection string, `postgres://user@host:5432/name`. */
  readonly url: string;
  /** Unqualified names resolve in this schema first (each test suite gets its own). */
  readonly schema?: string;
  /** Most connections the pool opens; default 10. */
  readonly poolSize?: number;
  /** Every transaction read-only (`default_transaction_read_only`): for a read replica's pool. */
  readonly readOnly?: boolean;
  /** The name the server shows for these connections (`pg_stat_activity.application_name`). */
  readonly applicationName?: string;
}

const INT8_OID = 20;

/**
 * `bigint` (and `count(*)`) as a JavaScript number, as PGlite returns it, so code and tests see the
 * same values on both engines. Counts, sizes and ids stay far below 2^53.
 */
const types: Knex.PgCustomTypesConfig = {
  getTypeParser(oid: number, format: string) {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return loadPg().types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text');
  },
};

/** Opens a pool on the server at `url`; connections are made on first use. */
export async function openPgDatabase(options: PgOptions): Promise<Database> {
  const instance = knex({
    client: 'pg',
    connection: {
      connectionString: options.url,
      types,
      ...(options.applicationName === undefined ? {} : { application_name: options.applicationName }),
      ...(options.readOnly === true ? { options: '-c default_transaction_read_only=on' } : {}),
    },
    searchPath: options.schema ? [options.schema] : undefined,
    pool: { min: 0, max: options.poolSize ?? 10 },
  });
  let closing: Promise<void> | undefined;
  return {
    knex: instance,
    kind: 'pg',
    close() {
      closing ??= runBeforeClose(instance).then(() => instance.destroy());
      return closing;
    },
  };
}
