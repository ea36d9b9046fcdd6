// The backup file's layout and manifest (docs/DEPLOY.md, "Backups"): one tar with the database dump, the stored files and their checksums.
import { z } from 'zod';

/** The manifest's name inside the tar; the first entry. */
export const MANIFEST_NAME = 'manifest.json';
/** The embedded database's files (PGlite's `dumpDataDir`, a tar of the data folder). */
export const PGLITE_DUMP_NAME = 'database/pgdata.tar';
/** A PostgreSQL database in pg_dump's custom format (`pg_dump -Fc`), for `pg_restore`. */
export const PG_DUMP_NAME = 'database/dump.pgdump';
/** Stored files go under this folder, by their key in the file store (`store/files/<website>/…`). */
export const STORE_FOLDER = 'store';
/**
 * The file store's prefixes a backup carries: uploaded files and the exports the database lists.
 * Resized copies (`cache/`) are made again on demand; backups (`backups/`) do not hold each other.
 */
export const BACKED_UP_PREFIXES = ['files/', 'exports/'] as const;

export const BACKUP_FORMAT = 'tessera-backup';
export const BACKUP_FORMAT_VERSION = 1;

const entrySchema = z.object({
  /** Its path inside the tar. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  /** Hex SHA-256 of its bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  /** `pglite`: the embedded database's folder; `pg`: a pg_dump of a PostgreSQL database. */
  kind: z.enum(['pglite', 'pg']),
  createdAt: z.string(),
  /** The Tessera version that made it. */
  tessera: z.string(),
  database: z.object({
    /** PGlite's package version, or the PostgreSQL server's `server_version`. */
    version: z.string(),
    /** `pg_dump (PostgreSQL) 15.20` for kind `pg`. */
    dumpTool: z.string().optional(),
    /** The newest migration applied: a Tessera that does not know it cannot run the restored database. */
    migration: z.string().optional(),
  }),
  /** Where the files came from (`disk` or `s3`) and how many. */
  files: z.object({ store: z.enum(['disk', 's3']), count: z.number().int().nonnegative() }),
  entries: z.array(entrySchema),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupEntry = z.infer<typeof entrySchema>;
