// Rows to the archive's JSON and back: times as ISO text, bytes as base64, JSON columns as JSON; and a website id swapped for another everywhere in a value.
import type { CatalogColumn } from './archive-catalog.js';

/** A row as the archive holds it: column → JSON value. */
export type ArchiveRow = Record<string, unknown>;

/** One column's value as JSON. */
function toJson(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** `row`'s `columns`, in their order, as JSON values. */
export function rowToArchive(row: Record<string, unknown>, columns: readonly CatalogColumn[]): ArchiveRow {
  const out: ArchiveRow = {};
  for (const column of columns) if (column.name in row) out[column.name] = toJson(row[column.name]);
  return out;
}

/** An archived row as knex inserts it: JSON columns as text, bytes from base64. */
export function rowFromArchive(
  row: ArchiveRow,
  columns: ReadonlyMap<string, CatalogColumn>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const column = columns.get(name)!;
    if (value === null) out[name] = null;
    else if (column.type === 'jsonb' || column.type === 'json') out[name] = JSON.stringify(value);
    else if (column.type === 'bytea') out[name] = Buffer.from(String(value), 'base64');
    else out[name] = value;
  }
  return out;
}

/** `value` with every occurrence of `from` in its texts (and object keys) replaced by `to`. */
export function replaceText<T>(value: T, from: string, to: string): T {
  if (from === to) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.split(from).join(to);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [walk(key), walk(inner)]));
    return item;
  };
  return walk(value) as T;
}

/**
 * Rows of a table that references itself (`parent_id`), parents before their children, so each
 * insert finds the row it points at; rows pointing at a row that is not there keep their order.
 */
export function parentsFirst(rows: readonly ArchiveRow[], column: string): ArchiveRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const placed = new Set<unknown>();
  const out: ArchiveRow[] = [];
  let left = [...rows];
  while (left.length > 0) {
    const next: ArchiveRow[] = [];
    for (const row of left) {
      const parent = row[column];
      if (parent === null || parent === undefined || !ids.has(parent) || placed.has(parent)) {
        out.push(row);
        placed.add(row.id);
      } else next.push(row);
    }
    // A cycle: place the rest as they are (the insert reports it).
    if (next.length === left.length) return [...out, ...next];
    left = next;
  }
  return out;
}
