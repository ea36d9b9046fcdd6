// Dumps of a fresh embedded database, empty or migrated, made once and kept in memory and on disk.
// Creating a PGlite database runs initdb (seconds); starting one from a dump takes well under one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as helpers from './migration-helpers.js';
import { migrationStatus, runMigrations } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { dumpPgliteDatabase, openPgliteDatabase } from './pglite-database.js';

/** Where dumps are kept between runs, one file per version of the schema and of PGlite. */
export const SNAPSHOT_DIR = join(tmpdir(), 'tessera-db-snapshots');

const snapshots = new Map<boolean, Promise<Blob>>();

/**
 * The files of a new in-memory PGlite database, with every migration applied unless `migrated` is
 * false, for `loadDataDir`. The disk copy is named by a hash of the PGlite version and of the
 * migrations' code (helpers included), so a changed migration never loads an old schema.
 */
export function databaseSnapshot(migrated: boolean): Promise<Blob> {
  let snapshot = snapshots.get(migrated);
  if (!snapshot) {
    snapshot = loadOrMake(migrated).catch((error: unknown) => {
      snapshots.delete(migrated);
      throw error;
    });
    snapshots.set(migrated, snapshot);
  }
  return snapshot;
}

async function loadOrMake(migrated: boolean): Promise<Blob> {
  const path = join(SNAPSHOT_DIR, `${migrated ? schemaHash() : `empty-${pgliteVersion()}`}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    // Not made yet: make it below.
  }
  const dump = await makeSnapshot(migrated);
  try {
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    // Atomic, so a parallel worker reads a whole file or none.
    renameSync(partial, path);
    removeOldSnapshots(path);
  } catch {
    // A read-only temp folder only costs speed.
  }
  return dump;
}

async function makeSnapshot(migrated: boolean): Promise<Blob> {
  const template = await openPgliteDatabase({ memory: true });
  try {
    if (migrated) {
      await runMigrations(template.knex);
      const { pending } = await migrationStatus(template.knex);
      if (pending.length > 0) throw new Error(`Migrations still pending: ${pending.join(', ')}`);
    }
    return await dumpPgliteDatabase(template);
  } finally {
    await template.close();
  }
}

/** Dumps of earlier schemas (about 40 MB each) go once they are a week old. */
function removeOldSnapshots(kept: string): void {
  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const path = join(SNAPSHOT_DIR, name);
    if (path !== kept && statSync(path).mtimeMs < weekAgo) rmSync(path, { force: true });
  }
}

/** Names the schema the migrations make, with the PGlite version: a dump made under another name is stale. */
export function schemaHash(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const [name, migration] of MIGRATIONS) {
    hash.update(`\0${name}\0${migration.up.toString()}\0${migration.down.toString()}`);
  }
  for (const [name, helper] of Object.entries(helpers)) hash.update(`\0${name}\0${String(helper)}`);
  return hash.digest('hex').slice(0, 24);
}

/** The installed PGlite's package version ('unknown' when it cannot be read). */
export function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
    return String(manifest.version);
  } catch {
    return 'unknown';
  }
}
