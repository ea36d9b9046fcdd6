// Reads a backup (every checksum checked) and restores it into an empty embedded data folder or an empty PostgreSQL database, and an empty file store.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Knex } from 'knex';
import { extract } from 'tar';
import type { FileStorage } from '../files/storage/file-storage.js';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import {
  BACKED_UP_PREFIXES,
  backupManifestSchema,
  MANIFEST_NAME,
  PG_DUMP_NAME,
  PGLITE_DUMP_NAME,
  STORE_FOLDER,
  type BackupManifest,
} from './backup-manifest.js';
import { sha256 } from './database-sources.js';
import {
  checkTool,
  pgRestore,
  pgToolPath,
  serverVersion,
  toolMajorVersion,
  PgToolError,
} from './pg-tools.js';

/** A backup that cannot be restored here, or a target that is not empty; the message says which. */
export class RestoreRefusal extends Error {
  override name = 'RestoreRefusal';
}

/** A backup unpacked into a work folder, checked against its manifest; `dispose()` removes the folder. */
export interface OpenedBackup {
  readonly manifest: BackupManifest;
  readonly dir: string;
  dispose(): Promise<void>;
}

/**
 * Unpacks `file` into a work folder and checks it: a manifest of this format, every entry present
 * with its size and SHA-256, nothing else beside them, and a database made by migrations this
 * Tessera knows.
 */
export async function openBackup(file: string, workRoot: string = tmpdir()): Promise<OpenedBackup> {
  if (!existsSync(file)) throw new RestoreRefusal(`${file} does not exist`);
  const dir = await mkdtemp(join(workRoot, 'tessera-restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    try {
      await extract({ file, cwd: dir, strict: true });
    } catch (error) {
      throw new RestoreRefusal(
        `${file} is not a Tessera backup (not a tar file: ${(error as Error).message})`,
      );
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(dir, MANIFEST_NAME), 'utf8'));
    } catch {
      throw new RestoreRefusal(`${file} is not a Tessera backup (it has no ${MANIFEST_NAME})`);
    }
    const parsed = backupManifestSchema.safeParse(raw);
    if (!parsed.success) {
      throw new RestoreRefusal(
        `${file} is not a backup this Tessera can read (${MANIFEST_NAME}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')})`,
      );
    }
    const manifest = parsed.data;
    const listed = new Set(manifest.entries.map((entry) => entry.path));
    const dumpName = manifest.kind === 'pglite' ? PGLITE_DUMP_NAME : PG_DUMP_NAME;
    if (!listed.has(dumpName)) throw new RestoreRefusal(`${file} has no database dump (${dumpName})`);
    for (const entry of manifest.entries) {
      let data: Buffer;
      try {
        data = await readFile(join(dir, entry.path));
      } catch {
        throw new RestoreRefusal(`${file} is damaged: ${entry.path} is missing`);
      }
      if (data.length !== entry.bytes || sha256(data) !== entry.sha256) {
        throw new RestoreRefusal(`${file} is damaged: ${entry.path} does not match its checksum`);
      }
    }
    for (const path of await filesUnder(dir)) {
      if (path !== MANIFEST_NAME && !listed.has(path)) {
        throw new RestoreRefusal(`${file} is damaged: ${path} is not in its manifest`);
      }
    }
    const migration = manifest.database.migration;
    if (migration !== undefined && !MIGRATIONS.some(([name]) => name === migration)) {
      throw new RestoreRefusal(
        `${file} was made by a newer Tessera (${manifest.tessera}; its database has migration ${migration}, unknown here): upgrade Tessera first`,
      );
    }
    return { manifest, dir, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(root, prefix), { withFileTypes: true })) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, path)));
    else found.push(path);
  }
  return found;
}

/** The stored files of the backup: their keys in the file store and where they are unpacked. */
function storedFiles(backup: OpenedBackup): { key: string; path: string }[] {
  return backup.manifest.entries
    .filter((entry) => entry.path.startsWith(`${STORE_FOLDER}/`))
    .map((entry) => ({ key: entry.path.slice(STORE_FOLDER.length + 1), path: join(backup.dir, entry.path) }));
}

/** Refuses a file store that already holds files (a restore adds to nothing). */
export async function assertEmptyFileStore(files: FileStorage): Promise<void> {
  for (const prefix of BACKED_UP_PREFIXES) {
    const keys = await files.list(prefix);
    if (keys.length > 0) {
      throw new RestoreRefusal(
        `the file store (${files.kind}) is not empty: it holds ${keys.length} file(s) under ${prefix}. Restore into an empty data folder or bucket`,
      );
    }
  }
}

/** Copies the backup's files into the file store. */
export async function restoreFiles(backup: OpenedBackup, files: FileStorage): Promise<number> {
  const stored = storedFiles(backup);
  for (const { key, path } of stored) await files.put(key, await readFile(path));
  return stored.length;
}

/** Refuses an embedded database folder that holds anything. */
export async function assertEmptyDataFolder(dbDir: string, shown: string = dbDir): Promise<void> {
  const present = existsSync(dbDir) ? await readdir(dbDir) : [];
  if (present.length > 0) {
    throw new RestoreRefusal(
      `the database folder ${shown} is not empty (${present.length} entries, e.g. ${present[0]}): restore into an empty data folder (set DATA_DIR to a new folder), or move this one away first`,
    );
  }
}

/** Unpacks the embedded database's files into `dbDir` (empty; checked first). */
export async function restorePgliteFolder(backup: OpenedBackup, dbDir: string): Promise<void> {
  if (backup.manifest.kind !== 'pglite') {
    throw new RestoreRefusal(
      'this backup is of a PostgreSQL database (pg_dump): restore it with DATABASE_URL set to an empty PostgreSQL database',
    );
  }
  await assertEmptyDataFolder(dbDir);
  await mkdir(resolve(dbDir), { recursive: true });
  // The lock file the running server held is in the dump: the copy starts unlocked.
  await extract({
    file: join(backup.dir, PGLITE_DUMP_NAME),
    cwd: resolve(dbDir),
    filter: (path) => path.replace(/^\/+/, '') !== LOCK_FILE_NAME,
  });
}

/** Refuses a PostgreSQL database whose schema already holds tables. */
export async function assertEmptyDatabase(db: Knex): Promise<void> {
  const result = (await db.raw(
    'select count(*)::int as tables from information_schema.tables where table_schema = current_schema()',
  )) as { rows: { tables: number }[] };
  const tables = Number(result.rows[0]?.tables ?? 0);
  if (tables > 0) {
    throw new RestoreRefusal(
      `the database is not empty (${tables} tables in its schema): restore into a new, empty database (createdb) and point DATABASE_URL at it`,
    );
  }
}

/** pg_restore of the backup's dump into the (empty) database at `url`, which `db` is open on. */
export async function restorePgDatabase(
  backup: OpenedBackup,
  db: Knex,
  url: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (backup.manifest.kind !== 'pg') {
    throw new RestoreRefusal(
      'this backup is of the embedded database: restore it with DATABASE_URL unset, into an empty DATA_DIR',
    );
  }
  await assertEmptyDatabase(db);
  const tool = pgToolPath('pg_restore', env);
  const line = await checkTool('pg_restore', tool, await serverVersion(db));
  const dumpedWith = toolMajorVersion(backup.manifest.database.dumpTool ?? '');
  const restoreWith = toolMajorVersion(line);
  if (dumpedWith !== undefined && restoreWith !== undefined && restoreWith < dumpedWith) {
    throw new PgToolError(
      `the backup was dumped by ${backup.manifest.database.dumpTool}; ${line} cannot read it: install pg_restore ${dumpedWith} or newer`,
    );
  }
  await pgRestore(tool, url, join(backup.dir, PG_DUMP_NAME));
}
