// Exports as background jobs: a WEBSITE_EXPORTS row (state, progress), the archive written to the file store under exports/<website>/<id>.zip and deleted 24 hours later.
import type { Knex } from 'knex';
import { EXPORT_KEPT_HOURS, type ExportView } from '../../domain/owner-api/exports.js';
import { TABLES } from '../db/tables.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { exportWebsite } from './export-website.js';

interface ExportRow {
  id: string;
  state: ExportView['state'];
  progress: number;
  total: number;
  file_key: string | null;
  size_bytes: number | string | null;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  expires_at: Date | string | null;
}

const COLUMNS = [
  'id',
  'state',
  'progress',
  'total',
  'file_key',
  'size_bytes',
  'error',
  'created_at',
  'finished_at',
  'expires_at',
];
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function view(row: ExportRow): ExportView {
  return {
    id: row.id,
    state: row.state,
    progress: row.progress,
    total: row.total,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
    expiresAt: iso(row.expires_at),
  };
}

/** The archive's key in the file store. */
export const exportKey = (websiteId: string, id: string) => `exports/${websiteId}/${id}.zip`;

/** Deletes the website's exports past their 24 hours, archive and row. */
export async function dropExpiredExports(db: Knex, files: FileStorage, websiteId: string): Promise<void> {
  const expired = (await db(TABLES.websiteExports)
    .where({ website_id: websiteId })
    .where('expires_at', '<=', db.fn.now())
    .select('id', 'file_key')) as { id: string; file_key: string | null }[];
  for (const row of expired) if (row.file_key !== null) await files.delete(row.file_key);
  if (expired.length > 0)
    await db(TABLES.websiteExports)
      .where({ website_id: websiteId })
      .whereIn(
        'id',
        expired.map((row) => row.id),
      )
      .delete();
}

/** The website's exports not yet expired, newest first. */
export async function listExports(db: Knex, websiteId: string): Promise<ExportView[]> {
  const rows = (await db(TABLES.websiteExports)
    .where({ website_id: websiteId })
    .where((query) => query.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .orderBy('created_at', 'desc')
    .limit(20)
    .select(COLUMNS)) as ExportRow[];
  return rows.map(view);
}

/** One export of the website, with its archive's key, or undefined (none, or expired). */
export async function readExport(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<(ExportView & { fileKey: string | null }) | undefined> {
  const row = (await db(TABLES.websiteExports)
    .where({ website_id: websiteId, id })
    .where((query) => query.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .first(COLUMNS)) as ExportRow | undefined;
  return row === undefined ? undefined : { ...view(row), fileKey: row.file_key };
}

/** Writes a running export; answers its id. */
export async function startExport(db: Knex, websiteId: string, accountId: string | null): Promise<string> {
  const [row] = (await db(TABLES.websiteExports)
    .insert({ website_id: websiteId, created_by_account_id: accountId })
    .returning('id')) as { id: string }[];
  return row!.id;
}

/** Runs an export to its end: progress as it goes (a write at most every 250 ms), then `done` with the archive stored, or `failed`. */
export async function runExport(db: Knex, files: FileStorage, websiteId: string, id: string): Promise<void> {
  const where = { website_id: websiteId, id };
  let last = 0;
  try {
    const { archive } = await exportWebsite(db, files, websiteId, {
      onProgress: async (done, total) => {
        if (done < total && Date.now() - last < 250) return;
        last = Date.now();
        await db(TABLES.websiteExports)
          .where(where)
          .update({ progress: done, total, updated_at: db.fn.now() });
      },
    });
    const key = exportKey(websiteId, id);
    await files.put(key, archive, { contentType: 'application/zip' });
    await db(TABLES.websiteExports)
      .where(where)
      .update({
        state: 'done',
        file_key: key,
        size_bytes: archive.length,
        finished_at: db.fn.now(),
        expires_at: db.raw(`now() + interval '${EXPORT_KEPT_HOURS} hours'`),
        updated_at: db.fn.now(),
      });
  } catch (error) {
    await db(TABLES.websiteExports)
      .where(where)
      .update({
        state: 'failed',
        error: (error as Error).message || 'The export stopped.',
        finished_at: db.fn.now(),
        expires_at: db.raw(`now() + interval '${EXPORT_KEPT_HOURS} hours'`),
        updated_at: db.fn.now(),
      });
  }
}
