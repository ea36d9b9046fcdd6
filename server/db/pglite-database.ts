// Opens the embedded PostgreSQL (PGlite) through knex: in memory, or with its files in a folder.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extract } from 'tar';
import { runBeforeClose } from './close-hooks.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import type { Database } from './database-types.js';

/**
 * The embedded engine's start parameters: PGlite's own, with shared buffers cut from PostgreSQL's
 * 128 MB to 32 MB. PGlite touches all of them at start (they are WebAssembly memory), and its files
 * are read through the host's page cache anyway: a started engine holds ~186 MB instead of ~294 MB.
 * And ANALYZE samples 300 × `default_statistics_target` rows of a table: at PostgreSQL's 100 the
 * engine's WebAssembly memory, which never shrinks, rose with each analysed table up to 30,000 rows
 * (47.5 → 66.9 MiB for one table of 40,000 rows of ~300 bytes; the soak's RSS rose ~1 MiB a minute
 * for its 30 minutes); at 10 it stays at 49.4 MiB. Ten values per column's histogram and list of
 * common values are plenty for a site's lookups by key and website (server/db/table-upkeep.ts).
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'default_statistics_target=10',
];

/**
 * The extensions every embedded engine loads, as PostgreSQL's contrib provides them on a server:
 * pg_trgm for the site search's typo-tolerant titles (migration 2026-11-29-92). A database whose
 * migrations created one must always be opened with it.
 */
export const EMBEDDED_EXTENSIONS = { pg_trgm } as const;

/** Where an embedded database keeps its files unless told otherwise. */
export const DEFAULT_DATA_DIR = './data/db';

/** Options of {@link openPgliteDatabase}. */
export interface PgliteOptions {
  /** Keep everything in memory (tests); nothing touches the disk and no lock is taken. */
  readonly memory?: boolean;
  /** The folder holding the database files; default `./data/db`. Ignored with `memory`. */
  readonly dataDir?: string;
  /** Start an in-memory database from a dump made by {@link dumpPgliteDatabase}. */
  readonly loadDataDir?: Blob;
  /**
   * On disk: when the folder holds no database yet, unpack this dump (a tar file, see
   * `server/db/database-template.ts`) into it instead of running initdb, which holds ~800 MB while
   * it runs. Unpacked on disk rather than handed to PGlite (`loadDataDir`), which holds it in memory.
   */
  readonly template?: () => string | undefined;
  /**
   * Use this engine, already started, instead of a new one; `close()` then hands it to `release`
   * instead of shutting it down (throwaway test databases reuse engines: server/db/throwaway-database.ts).
   */
  readonly engine?: { pglite: PGlite; release(pglite: PGlite): Promise<void> };
}

/**
 * PGlite is one connection, so a query that waits for the pool while a transaction holds it
 * (using the pool instead of the transaction handle inside a transaction) would wait forever.
 * It fails after this long instead.
 */
const ACQUIRE_TIMEOUT_MS = 15_000;

const engines = new WeakMap<Database, PGlite>();

/**
 * knex-pglite (0.14) names a query's command after knex's method, and knex calls a delete `del`:
 * the command `DEL` is not one knex's PostgreSQL client counts, so `await query.delete()` gave the
 * raw result object instead of how many rows went (`deleted > 0` was always false, `=== 0` never
 * true). Naming it `delete` gives the count, as on a PostgreSQL server.
 */
class PgliteClient extends ClientPgLite {
  processResponse(obj: { method?: string }, runner: unknown): unknown {
    // knex's client types leave processResponse out; it is the method every query result goes through.
    const base = ClientPgLite.prototype as unknown as ResponseProcessor;
    return base.processResponse.call(this, obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

interface ResponseProcessor {
  processResponse(obj: unknown, runner: unknown): unknown;
}

/** The embedded client, but its one connection outlives the knex instance (an engine handed back for reuse). */
class KeptEngineClient extends PgliteClient {
  override async destroyRawConnection(): Promise<void> {
    // The engine's owner decides when it shuts down.
  }
}

/**
 * Opens an embedded database. On disk, the folder is locked first: a second process opening it
 * gets an error naming the pid that holds it.
 */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (options.engine) {
    pglite = options.engine.pglite;
  } else if (options.memory || options.loadDataDir) {
    pglite = new PGlite({
      loadDataDir: options.loadDataDir,
      startParams: [...EMBEDDED_START_PARAMS],
      extensions: EMBEDDED_EXTENSIONS,
    });
  } else {
    const shownDir = options.dataDir ?? DEFAULT_DATA_DIR;
    const dir = resolve(shownDir);
    mkdirSync(dir, { recursive: true });
    lock = lockDataDir(dir, shownDir);
    const template = existsSync(join(dir, 'PG_VERSION')) ? undefined : options.template?.();
    if (template !== undefined) await extract({ file: template, cwd: dir });
    pglite = new PGlite(dir, { startParams: [...EMBEDDED_START_PARAMS], extensions: EMBEDDED_EXTENSIONS });
  }
  try {
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }

  const instance = knex({
    client: options.engine ? KeptEngineClient : PgliteClient,
    // knex-pglite takes an engine we made through a connection function (typed loosely upstream).
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
  });
  let closing: Promise<void> | undefined;
  const database: Database = {
    knex: instance,
    kind: 'pglite',
    close() {
      closing ??= (async () => {
        try {
          await runBeforeClose(instance);
          await instance.destroy();
          if (options.engine) await options.engine.release(pglite);
          else if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
  engines.set(database, pglite);
  return database;
}

/**
 * A dump of an embedded database's files, to start copies from with `loadDataDir` (much faster than
 * creating and migrating a new one).
 */
export async function dumpPgliteDatabase(database: Database): Promise<Blob> {
  const pglite = engines.get(database);
  if (!pglite) throw new Error('Only an embedded (PGlite) database opened here can be dumped.');
  return pglite.dumpDataDir('none');
}
