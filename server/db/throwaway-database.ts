// A database that exists only until it is closed: in-memory PGlite, or a fresh schema on a server.
import { randomBytes } from 'node:crypto';
import { runBeforeClose } from './close-hooks.js';
import type { Database } from './database-types.js';
import { runMigrations } from './migrate.js';
import { databaseSnapshot } from './database-snapshot.js';
import { openPgDatabase } from './pg-database.js';
import { EMBEDDED_EXTENSIONS, EMBEDDED_START_PARAMS, openPgliteDatabase } from './pglite-database.js';
import { PGlite } from '@electric-sql/pglite';

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
 * {@link databaseSnapshot}, so only the first in a process (or on a machine) pays for creating one;
 * a migrated one's engine is emptied and reused by the next one the process opens.
 */
export async function openThrowawayDatabase(options: ThrowawayOptions = {}): Promise<Database> {
  const migrated = options.migrated ?? true;
  if (options.url) return openThrowawaySchema(options.url, migrated);
  if (migrated) return openReusedPglite();
  return openPgliteDatabase({ loadDataDir: await databaseSnapshot(migrated) });
}

/** Migrated in-memory engines a closed throwaway database left behind, emptied, for the next one. */
const idleEngines: PGlite[] = [];
/** The migrated schema's fingerprint, to tell an engine whose schema a suite changed. */
let migratedSchema: Promise<string> | undefined;

/** Every column, constraint and index of the public schema, as one text (a test that altered one must not pass it on). */
async function schemaFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(`
    select md5(
      coalesce((select string_agg(table_name || '.' || column_name || ':' || data_type || ':' || is_nullable || ':' || coalesce(column_default, ''), ',' order by table_name, column_name)
        from information_schema.columns where table_schema = 'public'), '') ||
      coalesce((select string_agg(conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid), ',' order by conrelid::regclass::text, conname)
        from pg_constraint where connamespace = 'public'::regnamespace), '') ||
      coalesce((select string_agg(indexdef, ',' order by indexdef) from pg_indexes where schemaname = 'public'), '')
    ) as fingerprint`);
  return rows[0].fingerprint;
}

/**
 * Starting an embedded PostgreSQL costs more than a second even from a snapshot (most of the test
 * suites' set-up); emptying one costs a few milliseconds. A closed throwaway database's engine is
 * reset (session state discarded, every table but knex's truncated) and kept for the next suite of
 * this process, unless its schema no longer matches the migrations, in which case it is shut down.
 */
async function openReusedPglite(): Promise<Database> {
  let pglite = idleEngines.pop();
  if (pglite === undefined) {
    pglite = new PGlite({
      loadDataDir: await databaseSnapshot(true),
      startParams: [...EMBEDDED_START_PARAMS],
      extensions: EMBEDDED_EXTENSIONS,
    });
    await pglite.waitReady;
    migratedSchema ??= schemaFingerprint(pglite);
    await migratedSchema;
  }
  return openPgliteDatabase({ engine: { pglite, release: releaseEngine } });
}

async function releaseEngine(pglite: PGlite): Promise<void> {
  if (pglite.closed) return;
  try {
    await pglite.exec('discard all');
    if ((await schemaFingerprint(pglite)) !== (await migratedSchema)) throw new Error('schema changed');
    const { rows } = await pglite.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'knex\\_%'`,
    );
    // Deleting rows keeps each table's files and cached plans (a truncate makes the next suite's
    // first queries rebuild them, slower than a fresh engine); foreign keys are not checked meanwhile.
    const deletes = rows.map((row) => `delete from "${row.name.replace(/"/g, '""')}";`).join('\n');
    await pglite.exec(`set session_replication_role = replica;\n${deletes}\nreset session_replication_role;`);
    const sequences = await pglite.query<{ name: string }>(
      `select sequence_name as name from information_schema.sequences where sequence_schema = 'public' and sequence_name not like 'knex\\_%'`,
    );
    for (const { name } of sequences.rows)
      await pglite.query(`alter sequence "${name.replace(/"/g, '""')}" restart`);
    idleEngines.push(pglite);
  } catch {
    await pglite.close();
  }
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
          // Buffered writers write what they hold while their tables still exist.
          await runBeforeClose(knex);
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
