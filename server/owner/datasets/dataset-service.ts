// The Data tables screen's rules: datasets (DATA_TABLES) listed, created, imported from CSV, saved with If-Match, exported and deleted.
import type { Knex } from 'knex';
import {
  DATASET_MESSAGES,
  DatasetImportError,
  datasetFromCsv,
  datasetSlugOf,
  datasetToCsv,
  queryRows,
  type DatasetColumn,
  type DatasetContent,
  type RowQuery,
  type RowPage,
} from '../../../domain/datasets.js';
import {
  datasetContentSchema,
  type Dataset,
  type DatasetSummary,
} from '../../../domain/owner-api/datasets.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { TABLES } from '../../db/tables.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { recordChange, stampColumns, type Actor } from '../api/actor.js';
import { UPDATED_BY, editedRows } from '../api/edited-rows.js';
import { versionConflict } from '../api/versions.js';
import { isoTime } from '../../db/row-time.js';

/** Who changes datasets of which website. */
export interface DatasetWriter {
  websiteId: string;
  actor: Actor;
}

interface DatasetRecord {
  id: string;
  name: string;
  slug: string;
  columns: DatasetColumn[];
  rows?: string[][];
  row_count?: number | string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  updated_by: string | null;
}

const datasetNotFound = () => notFound('The website has no such dataset.');

function summaryOf(row: DatasetRecord): DatasetSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    columns: row.columns,
    rowCount: Number(row.row_count ?? row.rows?.length ?? 0),
    version: row.version,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    updatedBy: row.updated_by,
  };
}

function datasetOf(row: DatasetRecord): Dataset {
  return { ...summaryOf(row), rows: row.rows ?? [] };
}

const SUMMARY_COLUMNS = [
  'd.id',
  'd.name',
  'd.slug',
  'd.columns',
  'd.version',
  'd.created_at',
  'd.updated_at',
  UPDATED_BY,
];

async function selectDataset(db: Knex, websiteId: string, id: string): Promise<DatasetRecord | undefined> {
  return (await editedRows(db, TABLES.dataTables, 'd', websiteId)
    .where('d.id', id)
    .first([...SUMMARY_COLUMNS, 'd.rows'])) as DatasetRecord | undefined;
}

/** Serialises writes that pick slugs on one website (the unique index is the last word). */
async function lockDatasetSlugs(trx: Knex.Transaction, websiteId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`datasets:${websiteId}`]);
}

/** `name`'s slug, or `slug-2`, `slug-3`… when another dataset of the website has it. */
async function freeSlug(trx: Knex.Transaction, websiteId: string, name: string, exceptId?: string) {
  const base = datasetSlugOf(name);
  const taken = new Set(
    (
      await trx(TABLES.dataTables)
        .where({ website_id: websiteId })
        .andWhere((query) => query.where('slug', base).orWhere('slug', 'like', `${base}-%`))
        .modify((query) => {
          if (exceptId !== undefined) query.whereNot('id', exceptId);
        })
        .select('slug')
    ).map((row: { slug: string }) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The website's datasets by name, without their rows (their count instead). */
export async function listDatasets(db: Knex, websiteId: string): Promise<DatasetSummary[]> {
  const rows = (await editedRows(db, TABLES.dataTables, 'd', websiteId)
    .select([...SUMMARY_COLUMNS, db.raw('jsonb_array_length(d.rows) as row_count')])
    .orderByRaw('lower(d.name), d.id')) as DatasetRecord[];
  return rows.map(summaryOf);
}

/** One dataset with every row; 404 when the website has none of that id. */
export async function getDataset(db: Knex, websiteId: string, id: string): Promise<Dataset> {
  const row = await selectDataset(db, websiteId, id);
  if (row === undefined) throw datasetNotFound();
  return datasetOf(row);
}

/** A page of a dataset's rows, searched, filtered by column and sorted (domain/datasets.ts's rules). */
export async function getDatasetRows(
  db: Knex,
  websiteId: string,
  id: string,
  query: RowQuery,
): Promise<RowPage & { columns: DatasetColumn[] }> {
  const dataset = await getDataset(db, websiteId, id);
  return { columns: dataset.columns, ...queryRows(dataset, query) };
}

/** A new dataset's content when none is given: one text column and one empty row. */
const EMPTY_CONTENT: DatasetContent = {
  columns: [{ key: 'column_1', label: 'Column 1', type: 'text' }],
  rows: [['']],
};

/** Adds a dataset named `name` (its slug made from it); `content` is checked with SPEC §5's words. */
export async function createDataset(
  db: Knex,
  writer: DatasetWriter,
  name: string,
  content: DatasetContent = EMPTY_CONTENT,
): Promise<Dataset> {
  const checked = parseOwnerInput(datasetContentSchema, content);
  const id = await db.transaction(async (trx) => {
    await lockDatasetSlugs(trx, writer.websiteId);
    const slug = await freeSlug(trx, writer.websiteId, name);
    const [created] = (await trx(TABLES.dataTables)
      .insert({
        website_id: writer.websiteId,
        name,
        slug,
        columns: JSON.stringify(checked.columns),
        rows: JSON.stringify(checked.rows),
        updated_by_account_id: writer.actor.accountId,
      })
      .returning('id')) as { id: string }[];
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'create',
      entity: 'dataset',
      entityId: created.id,
      summary: `${name} (${checked.rows.length} rows)`,
    });
    return created.id;
  });
  invalidateSiteData(writer.websiteId);
  return getDataset(db, writer.websiteId, id);
}

/**
 * Saves a whole dataset (name, columns, rows) over `version` when given: 412 when someone saved
 * since, 404 when it is gone. A new name gives a new slug (blocks point at the id, not the slug).
 */
export async function updateDataset(
  db: Knex,
  writer: DatasetWriter,
  id: string,
  input: DatasetContent & { name: string },
  version?: number,
): Promise<Dataset> {
  await db.transaction(async (trx) => {
    await lockDatasetSlugs(trx, writer.websiteId);
    const current = (await trx(TABLES.dataTables)
      .where({ website_id: writer.websiteId, id })
      .forUpdate()
      .first('name', 'slug', 'version')) as { name: string; slug: string; version: number } | undefined;
    if (current === undefined) throw datasetNotFound();
    if (version !== undefined && version !== current.version) throw versionConflict(current.version);
    const slug =
      current.name === input.name ? current.slug : await freeSlug(trx, writer.websiteId, input.name, id);
    await trx(TABLES.dataTables)
      .where({ website_id: writer.websiteId, id })
      .update({
        name: input.name,
        slug,
        columns: JSON.stringify(input.columns),
        rows: JSON.stringify(input.rows),
        ...stampColumns(trx, writer.actor),
      });
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'update',
      entity: 'dataset',
      entityId: id,
      summary: `${input.name} (${input.rows.length} rows)`,
    });
  });
  invalidateSiteData(writer.websiteId);
  return getDataset(db, writer.websiteId, id);
}

/** Deletes a dataset; a block that showed it shows nothing. */
export async function deleteDataset(db: Knex, writer: DatasetWriter, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const deleted = (await trx(TABLES.dataTables)
      .where({ website_id: writer.websiteId, id })
      .delete()
      .returning('name')) as { name: string }[];
    if (deleted.length === 0) throw datasetNotFound();
    await recordChange(trx, writer.actor, {
      websiteId: writer.websiteId,
      action: 'delete',
      entity: 'dataset',
      entityId: id,
      summary: deleted[0].name,
    });
  });
  invalidateSiteData(writer.websiteId);
}

/**
 * CSV text as a dataset's content, truncated to the limits; an unreadable file or SPEC §5's refusals
 * ("Your dataset must have at least one row." …) as a 400 whose message is SPEC's words and whose
 * `fields.file` says the same (and, for a short row, which one).
 */
export function readCsvImport(text: string) {
  try {
    const imported = datasetFromCsv(text);
    return { ...imported, content: parseOwnerInput(datasetContentSchema, imported.content) };
  } catch (error) {
    if (error instanceof DatasetImportError) {
      const words = error.detail === undefined ? error.message : `${error.message} ${error.detail}`;
      throw new HttpError(400, 'invalid-dataset', error.message, { file: words });
    }
    if (error instanceof HttpError && error.fields !== undefined) {
      // A cell or label the checks refuse: say where, in the file's terms (row 1 is the first after the header).
      const [path, message] = Object.entries(error.fields)[0] ?? ['', DATASET_MESSAGES.invalid];
      const cell = /^rows\.(\d+)\.(\d+)$/.exec(path);
      const where = cell === null ? '' : ` (row ${Number(cell[1]) + 1}, column ${Number(cell[2]) + 1})`;
      throw new HttpError(400, 'invalid-dataset', DATASET_MESSAGES.invalid, { file: `${message}${where}` });
    }
    throw error;
  }
}

/** Imports CSV as a new dataset named `name`. */
export async function importNewDataset(db: Knex, writer: DatasetWriter, name: string, text: string) {
  const { content, truncated } = readCsvImport(text);
  return { dataset: await createDataset(db, writer, name, content), truncated };
}

/** Replaces a dataset's columns and rows with CSV (its name and slug stay), over `version` when given. */
export async function importIntoDataset(
  db: Knex,
  writer: DatasetWriter,
  id: string,
  text: string,
  version?: number,
) {
  const { content, truncated } = readCsvImport(text);
  const current = await getDataset(db, writer.websiteId, id);
  const dataset = await updateDataset(db, writer, id, { name: current.name, ...content }, version);
  return { dataset, truncated };
}

/** A dataset as CSV, with a file name made of its slug. */
export async function exportDataset(db: Knex, websiteId: string, id: string) {
  const dataset = await getDataset(db, websiteId, id);
  return { filename: `${dataset.slug}.csv`, csv: datasetToCsv(dataset) };
}
