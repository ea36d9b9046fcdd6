// `tessera backup --out FILE` and `tessera restore FILE`: a consistent snapshot of the database and the stored files while the server runs, and its restore into an empty one.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { requestPgliteDump, dumpedSource } from '../server/backup/backup-socket.js';
import { createBackup } from '../server/backup/create-backup.js';
import { newestMigration, pgliteSource, pgSource } from '../server/backup/database-sources.js';
import { PgToolError } from '../server/backup/pg-tools.js';
import {
  assertEmptyDataFolder,
  assertEmptyDatabase,
  assertEmptyFileStore,
  openBackup,
  restoreFiles,
  restorePgDatabase,
  restorePgliteFolder,
  RestoreRefusal,
} from '../server/backup/restore-backup.js';
import { loadConfig, type Config } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { fileStorageFor } from '../server/files/storage/configured-storage.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';

export const BACKUP_USAGE = 'tessera backup --out FILE';
export const RESTORE_USAGE = 'tessera restore FILE';

/** The embedded database's folder under the data folder (as `tessera serve` opens it). */
const embeddedDir = (config: Config) => join(config.dataDir, 'db');

/** Reads `--out FILE`; undefined when the arguments are not that. */
export function backupArguments(argv: readonly string[]): { out: string } | undefined {
  if (argv.length !== 2 || argv[0] !== '--out' || argv[1]!.startsWith('--')) return undefined;
  return { out: argv[1]! };
}

/** Turns the refusals and tool problems into a one-line message and exit 1; anything else propagates. */
async function reported(io: Io, name: string, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof RestoreRefusal || error instanceof PgToolError || isLockError(error))) throw error;
    io.err(`tessera ${name}: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
}

const isLockError = (error: unknown) =>
  error instanceof Error && error.message.includes('is in use by another Tessera process');

/** Writes a backup of the configured database and file store to `out`; answers the exit code. */
export async function backupTo(config: Config, out: string, io: Io): Promise<number> {
  return reported(io, 'backup', async () => {
    const files = fileStorageFor(config);
    let manifest;
    if (config.databaseUrl) {
      const db = await openDatabase({ url: config.databaseUrl });
      try {
        manifest = await createBackup(pgSource(db.knex, config.databaseUrl), files, out);
      } finally {
        await db.close();
      }
    } else {
      // A running server holds the embedded database: it makes the dump (server/backup/backup-socket.ts).
      const running = await requestPgliteDump(config.dataDir);
      if (running !== undefined) {
        manifest = await createBackup(dumpedSource(running), files, out);
      } else {
        if (!existsSync(join(embeddedDir(config), 'PG_VERSION'))) {
          throw new RestoreRefusal(
            `there is no embedded database in ${embeddedDir(config)} (DATA_DIR is ${config.dataDir}); set DATA_DIR, or DATABASE_URL for PostgreSQL`,
          );
        }
        const db = await openDatabase({ dataDir: embeddedDir(config) });
        try {
          manifest = await createBackup(pgliteSource(db), files, out);
        } finally {
          await db.close();
        }
      }
    }
    const { size } = await stat(out);
    io.out(
      `Backed up the ${manifest.kind === 'pg' ? `PostgreSQL database (${manifest.database.dumpTool})` : 'embedded database'} ` +
        `and ${manifest.files.count} stored file(s) to ${out}: ${size} bytes, made ${manifest.createdAt}.\n`,
    );
    return EXIT.ok;
  });
}

/** Restores `file` into the configured (empty) database and file store; answers the exit code. */
export async function restoreFrom(config: Config, file: string, io: Io): Promise<number> {
  return reported(io, 'restore', async () => {
    const backup = await openBackup(file);
    try {
      const files = fileStorageFor(config);
      if (config.databaseUrl) {
        const db = await openDatabase({ url: config.databaseUrl });
        try {
          // Every refusal before anything is written.
          await assertEmptyDatabase(db.knex);
          await assertEmptyFileStore(files);
          await restorePgDatabase(backup, db.knex, config.databaseUrl);
        } finally {
          await db.close();
        }
      } else {
        await assertEmptyDataFolder(embeddedDir(config));
        await assertEmptyFileStore(files);
        await restorePgliteFolder(backup, embeddedDir(config));
        // The copy must start: PGlite opens it (replaying its log) and answers a query.
        const db = await openDatabase({ dataDir: embeddedDir(config) });
        try {
          await newestMigration(db.knex);
        } finally {
          await db.close();
        }
      }
      const count = await restoreFiles(backup, files);
      io.out(
        `Restored the backup made ${backup.manifest.createdAt} (Tessera ${backup.manifest.tessera}): ` +
          `the ${backup.manifest.kind === 'pg' ? 'PostgreSQL database' : 'embedded database'} and ${count} stored file(s). ` +
          'Start the server with tessera serve.\n',
      );
      return EXIT.ok;
    } finally {
      await backup.dispose();
    }
  });
}

/** `tessera backup --out FILE`, on the configured database and file store. */
export async function runBackupCommand(argv: string[], io: Io): Promise<number> {
  const args = backupArguments(argv);
  if (args === undefined) {
    io.err(`usage: ${BACKUP_USAGE}\n`);
    return EXIT.usage;
  }
  return backupTo(loadConfig(), args.out, io);
}

/** `tessera restore FILE`, into the configured database and file store. */
export async function runRestoreCommand(argv: string[], io: Io): Promise<number> {
  if (argv.length !== 1 || argv[0]!.startsWith('--')) {
    io.err(`usage: ${RESTORE_USAGE}\n`);
    return EXIT.usage;
  }
  return restoreFrom(loadConfig(), argv[0]!, io);
}
