// Where a backup's database dump comes from: the embedded database (in this process or in the running server) or pg_dump of a PostgreSQL server.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { pgliteVersion } from '../db/database-snapshot.js';
import type { Database } from '../db/database-types.js';
import { migrationStatus } from '../db/migrate.js';
import { dumpPgliteDatabase } from '../db/pglite-database.js';
import { projectRoot } from '../site/render/paths.js';
import type { BackupManifest } from './backup-manifest.js';
import { PG_DUMP_NAME, PGLITE_DUMP_NAME } from './backup-manifest.js';
import { checkTool, pgDump, pgToolPath, serverVersion } from './pg-tools.js';

/** What the manifest says of the database. */
export type DatabaseFacts = BackupManifest['database'];

/** One database to dump: its kind, and a writer of its dump into the backup's staging folder. */
export interface DatabaseSource {
  readonly kind: 'pglite' | 'pg';
  /** Writes the dump under `staging` (at {@link dumpPathOf}); answers what the manifest records. */
  dumpInto(staging: string): Promise<DatabaseFacts>;
}

/** The dump's path inside the backup for a kind of database. */
export const dumpPathOf = (kind: 'pglite' | 'pg') => (kind === 'pglite' ? PGLITE_DUMP_NAME : PG_DUMP_NAME);

/** This Tessera's version (package.json). */
export function tesseraVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as {
      version?: string;
    };
    return String(manifest.version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** The newest migration applied, or undefined on a database never migrated. */
export async function newestMigration(db: Knex): Promise<string | undefined> {
  const { applied } = await migrationStatus(db);
  return applied.at(-1);
}

/**
 * A consistent copy of an open embedded database's files. The knex pool's one connection is held
 * (a transaction) so no request's transaction is half done, a checkpoint writes the changed pages,
 * and PGlite dumps its folder between two statements: the copy starts as a database stopped there.
 */
export async function dumpRunningPglite(
  database: Database,
): Promise<{ dump: Uint8Array; facts: DatabaseFacts }> {
  const migration = await newestMigration(database.knex);
  const dump = await database.knex.transaction(async (trx) => {
    await trx.raw('checkpoint');
    return dumpPgliteDatabase(database);
  });
  return {
    dump: new Uint8Array(await dump.arrayBuffer()),
    facts: { version: pgliteVersion(), ...(migration === undefined ? {} : { migration }) },
  };
}

/** The embedded database open in this process. */
export function pgliteSource(database: Database): DatabaseSource {
  return {
    kind: 'pglite',
    async dumpInto(staging) {
      const { dump, facts } = await dumpRunningPglite(database);
      await writeFile(join(staging, PGLITE_DUMP_NAME), dump);
      return facts;
    },
  };
}

/** A PostgreSQL database, through pg_dump (checked first: installed, and not older than the server). */
export function pgSource(db: Knex, url: string, env: NodeJS.ProcessEnv = process.env): DatabaseSource {
  return {
    kind: 'pg',
    async dumpInto(staging) {
      const server = await serverVersion(db);
      const tool = pgToolPath('pg_dump', env);
      const dumpTool = await checkTool('pg_dump', tool, server);
      const migration = await newestMigration(db);
      await pgDump(tool, url, join(staging, PG_DUMP_NAME));
      return { version: server.text, dumpTool, ...(migration === undefined ? {} : { migration }) };
    },
  };
}

/** Hex SHA-256 of `data`. */
export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
