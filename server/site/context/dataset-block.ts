// Dataset blocks: the DATA_TABLES rows a page's `dataset` blocks show, read in one query, shaped as a table for the theme.
import type { Knex } from 'knex';
import type { DatasetColumn } from '../../../domain/datasets.js';
import { TABLES } from '../../db/tables.js';

/** A dataset as a page reads it. */
export interface DatasetRecord {
  id: string;
  name: string;
  slug: string;
  columns: DatasetColumn[];
  rows: string[][];
}

/** The datasets of `ids` on the website (unknown ids are left out), one query. */
export async function loadDatasets(
  db: Knex,
  websiteId: string,
  ids: readonly string[],
): Promise<DatasetRecord[]> {
  if (ids.length === 0) return [];
  return (await db(TABLES.dataTables)
    .where({ website_id: websiteId })
    .whereIn('id', ids)
    .select('id', 'name', 'slug', 'columns', 'rows')) as DatasetRecord[];
}

/**
 * A dataset block for templates (`templates/blocks/dataset-table.block`): `{id, name, slug, caption,
 * columns: [{key, label, type, numeric}], rows: [{cells: [{key, value, numeric}], <key>: value…}]}`.
 * A row also carries each cell by its column key, so a theme may print `{row.price}`. `id` is unique
 * on the page (`dataset-<block index>`), for the caption's id.
 */
export function datasetBlockContext(record: DatasetRecord, caption: string, blockIndex: number) {
  const columns = record.columns.map((column) => ({ ...column, numeric: column.type === 'number' }));
  return {
    id: `dataset-${blockIndex}`,
    name: record.name,
    slug: record.slug,
    caption: caption.trim() || record.name,
    columns,
    rows: record.rows.map((cells) => {
      const row: Record<string, unknown> = {
        cells: columns.map((column, at) => ({
          key: column.key,
          value: cells[at] ?? '',
          numeric: column.numeric,
        })),
      };
      columns.forEach((column, at) => {
        if (column.key !== 'cells') row[column.key] = cells[at] ?? '';
      });
      return row;
    }),
  };
}
