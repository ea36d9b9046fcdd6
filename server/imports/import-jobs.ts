// Imports as background jobs: a row in IMPORTS (the file, state, progress, report), run in this process after the request that started it has answered.
import type { Knex } from 'knex';
import { importedAnything, type ImportKind, type ImportReport } from '../../domain/imports/import-report.js';
import type { ImportPreview, ImportView } from '../../domain/owner-api/imports.js';
import { TABLES } from '../db/tables.js';
import { importArchiveJob } from './archive-job.js';
import type { ImportContext } from './import-context.js';
import { failImportIfInterrupted, startImportHeartbeat } from './interrupted-imports.js';
import { previewShopifyCsv, importShopifyCsv } from './shopify/shopify-import.js';
import { importWxr, previewWxr } from './wxr/wxr-import.js';

/** Reads the file without writing anything. */
export function previewImport(kind: ImportKind, text: string, currency: string): ImportPreview {
  if (kind === 'shopify-csv') {
    const preview = previewShopifyCsv(text, currency);
    return {
      kind,
      counts: { products: preview.products, variants: preview.variants },
      problems: preview.catalogue.problems.map(({ line, message, severity }) => ({
        line,
        message,
        severity,
      })),
    };
  }
  return previewWxr(text);
}

/** Runs the importer of `kind` on the import's `source`. */
function runImporter(kind: ImportKind, context: ImportContext, source: string): Promise<ImportReport> {
  if (kind === 'tessera-archive') return importArchiveJob(context, source);
  return kind === 'shopify-csv' ? importShopifyCsv(context, source) : importWxr(context, source);
}

interface ImportRow {
  id: string;
  kind: ImportKind;
  file_name: string;
  state: ImportView['state'];
  progress: number;
  total: number;
  report: ImportReport | string | null;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An import of the website, or undefined. One still queued or running whose heartbeat stopped (its
 * server stopped under it) is marked failed first, so it does not show as running forever.
 */
export async function readImport(db: Knex, websiteId: string, id: string): Promise<ImportView | undefined> {
  let row = await readImportRow(db, websiteId, id);
  if (row === undefined) return undefined;
  if (
    (row.state === 'queued' || row.state === 'running') &&
    (await failImportIfInterrupted(db, websiteId, id))
  )
    row = (await readImportRow(db, websiteId, id))!;
  return viewOf(row);
}

async function readImportRow(db: Knex, websiteId: string, id: string): Promise<ImportRow | undefined> {
  return (await db(TABLES.imports)
    .where({ website_id: websiteId, id })
    .first(
      'id',
      'kind',
      'file_name',
      'state',
      'progress',
      'total',
      'report',
      'error',
      'created_at',
      'finished_at',
    )) as ImportRow | undefined;
}

function viewOf(row: ImportRow): ImportView {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    state: row.state,
    progress: row.progress,
    total: row.total,
    report: typeof row.report === 'string' ? (JSON.parse(row.report) as ImportReport) : row.report,
    error: row.error,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}

/** Writes a queued import with its file (an archive's: see archiveJobSource); answers its id. */
export async function queueImport(
  db: Knex,
  websiteId: string,
  accountId: string | null,
  file: { kind: ImportKind; name: string; text: string },
): Promise<string> {
  const [row] = (await db(TABLES.imports)
    .insert({
      website_id: websiteId,
      kind: file.kind,
      file_name: file.name.slice(0, 300),
      source: file.text,
      created_by_account_id: accountId,
    })
    .returning('id')) as { id: string }[];
  return row!.id;
}

/**
 * Runs a queued import to its end: `running` with its progress as it goes, then `done` with the
 * report when anything was imported or updated, else `failed` (the report says why); an importer
 * that throws leaves `failed` with the error. The file is dropped from the row when it ends.
 */
export async function runImport(context: ImportContext, id: string): Promise<ImportView> {
  const { db } = context;
  const websiteId = context.website.id;
  const where = { website_id: websiteId, id };
  const row = (await db(TABLES.imports).where(where).first('kind', 'source')) as
    { kind: ImportKind; source: string | null } | undefined;
  if (row === undefined || row.source === null) throw new Error(`Import ${id} has no file to run.`);
  await db(TABLES.imports).where(where).update({ state: 'running', updated_at: db.fn.now() });
  // The row's updated_at is the job's heartbeat: a server started later tells a stopped one by it.
  const stopHeartbeat = startImportHeartbeat(db, websiteId, id);
  let last = 0;
  const onProgress = async (done: number, total: number) => {
    // At most a write every 250 ms, and always the last step.
    if (done < total && Date.now() - last < 250) return;
    last = Date.now();
    await db(TABLES.imports).where(where).update({ progress: done, total, updated_at: db.fn.now() });
  };
  try {
    const report = await runImporter(row.kind, { ...context, onProgress }, row.source);
    await db(TABLES.imports)
      .where(where)
      .update({
        state: importedAnything(report) ? 'done' : 'failed',
        report: JSON.stringify(report),
        error: null,
        source: null,
        finished_at: db.fn.now(),
        updated_at: db.fn.now(),
      });
  } catch (error) {
    await db(TABLES.imports)
      .where(where)
      .update({
        state: 'failed',
        error: (error as Error).message || 'The import stopped.',
        source: null,
        finished_at: db.fn.now(),
        updated_at: db.fn.now(),
      });
  } finally {
    stopHeartbeat();
  }
  return (await readImport(db, websiteId, id))!;
}

/** Where a job that could not even record its failure is told. */
interface JobLogger {
  error(details: object, message: string): void;
}

/** Runs the queued import `id` after the request that queued it has answered (in this process; its row says how far it is). */
export function runImportAfterAnswer(context: ImportContext, id: string, logger: JobLogger): void {
  setImmediate(() => {
    runImport(context, id).catch((error: unknown) =>
      logger.error({ err: error, importId: id }, 'import failed'),
    );
  });
}
