// Datasets (SPEC §3 "Datasets", §5 messages): rows and columns, their limits, checks, CSV (RFC 4180) in and out, and the row query (sort, filter, search, pages).
import { csvCell } from './csv.js';

/** SPEC §3: datasets are truncated to a maximum number of columns and rows (the sizes are not shown). */
export const MAX_DATASET_COLUMNS = 50;
export const MAX_DATASET_ROWS = 5_000;
/** The longest cell value kept, in characters. */
export const MAX_DATASET_CELL = 2_000;
/** The longest dataset name and column label. */
export const MAX_DATASET_NAME = 100;
export const MAX_COLUMN_LABEL = 100;
/** The largest CSV file imported, in bytes (5,000 rows of 50 short cells fit). */
export const MAX_DATASET_CSV_BYTES = 4 * 1024 * 1024;

/** SPEC §5's owner-area messages of the dataset editor, word for word. */
export const DATASET_MESSAGES = {
  noRows: 'Your dataset must have at least one row.',
  noColumns: 'Your dataset must have at least one column.',
  missingData: 'One or more rows was missing data.',
  invalid: 'Update the missing or invalid information above.',
} as const;

/** What a column holds: text, a number (sorted as one) or a date (YYYY-MM-DD). */
export const DATASET_COLUMN_TYPES = ['text', 'number', 'date'] as const;
export type DatasetColumnType = (typeof DATASET_COLUMN_TYPES)[number];

/** One column: a key (stable, for templates: `row.<key>`), the label shown as its header, its type. */
export interface DatasetColumn {
  key: string;
  label: string;
  type: DatasetColumnType;
}

/** A row: its cells as text, in column order. */
export type DatasetRow = string[];

/** A dataset's content. */
export interface DatasetContent {
  columns: DatasetColumn[];
  rows: DatasetRow[];
}

/** A column key: lower-case letters, digits and `_`, starting with a letter. */
export const COLUMN_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** A key made of `label`: lower case, other characters as `_`, at most 64; `column` when nothing is left. */
export function columnKeyOf(label: string): string {
  const base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 56);
  if (base === '') return 'column';
  return /^[a-z]/.test(base) ? base : `c_${base}`;
}

/** Keys for `labels`, each unique (`name`, `name_2`, …). */
export function columnKeysOf(labels: readonly string[]): string[] {
  const used = new Set<string>();
  return labels.map((label) => {
    const base = columnKeyOf(label);
    let key = base;
    for (let n = 2; used.has(key); n += 1) key = `${base}_${n}`;
    used.add(key);
    return key;
  });
}

/** A URL-safe slug of a dataset name (`Opening hours` → `opening-hours`); `dataset` when nothing is left. */
export function datasetSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug === '' ? 'dataset' : slug;
}

const NUMBER_PATTERN = /^[-+]?(?:\d+(?:[.,]\d{3})*(?:\.\d+)?|\.\d+)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A number cell's value (`1,234.5` → 1234.5), or undefined when it is not a number. */
export function numberOf(value: string): number | undefined {
  const text = value.trim();
  if (!NUMBER_PATTERN.test(text)) return undefined;
  const parsed = Number(text.replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isDateText(value: string): boolean {
  const match = DATE_PATTERN.exec(value.trim());
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The problem of one cell for its column's type, or undefined when it fits (an empty cell always fits). */
export function cellProblem(value: string, type: DatasetColumnType): string | undefined {
  if (value.length > MAX_DATASET_CELL) return `A cell holds at most ${MAX_DATASET_CELL} characters.`;
  if (value.trim() === '') return undefined;
  if (type === 'number' && numberOf(value) === undefined) return 'Enter a number.';
  if (type === 'date' && !isDateText(value)) return 'Enter a date as YYYY-MM-DD.';
  return undefined;
}

/** A problem found by {@link datasetProblems}: where (`columns`, `rows`, `rows.3.2`) and what. */
export interface DatasetProblem {
  path: string;
  message: string;
}

/**
 * Every problem of a dataset's content, SPEC §5's words first: no column, no row, a row without a
 * cell for every column ("One or more rows was missing data."), then labels, keys and cells.
 * Limits are checked too (the owner API truncates imports to them, and refuses bigger saves).
 */
export function datasetProblems(content: DatasetContent): DatasetProblem[] {
  const problems: DatasetProblem[] = [];
  const { columns, rows } = content;
  if (columns.length === 0) problems.push({ path: 'columns', message: DATASET_MESSAGES.noColumns });
  if (rows.length === 0) problems.push({ path: 'rows', message: DATASET_MESSAGES.noRows });
  if (columns.length > MAX_DATASET_COLUMNS)
    problems.push({ path: 'columns', message: `A dataset has at most ${MAX_DATASET_COLUMNS} columns.` });
  if (rows.length > MAX_DATASET_ROWS)
    problems.push({ path: 'rows', message: `A dataset has at most ${MAX_DATASET_ROWS} rows.` });
  if (columns.length > 0 && rows.some((row) => row.length < columns.length))
    problems.push({ path: 'rows', message: DATASET_MESSAGES.missingData });
  if (rows.some((row) => row.length > columns.length))
    problems.push({ path: 'rows', message: 'A row has more cells than the dataset has columns.' });
  const keys = new Set<string>();
  columns.forEach((column, at) => {
    if (column.label.trim() === '')
      problems.push({ path: `columns.${at}.label`, message: 'Please enter a column name.' });
    else if (column.label.length > MAX_COLUMN_LABEL)
      problems.push({ path: `columns.${at}.label`, message: `At most ${MAX_COLUMN_LABEL} characters.` });
    if (!COLUMN_KEY_PATTERN.test(column.key))
      problems.push({
        path: `columns.${at}.key`,
        message: 'A column key has lower-case letters, digits and _, starting with a letter.',
      });
    else if (keys.has(column.key))
      problems.push({ path: `columns.${at}.key`, message: 'Two columns have the same key.' });
    keys.add(column.key);
  });
  rows.forEach((row, rowAt) =>
    row.forEach((cell, columnAt) => {
      const column = columns[columnAt];
      if (column === undefined) return;
      const problem = cellProblem(cell, column.type);
      if (problem !== undefined) problems.push({ path: `rows.${rowAt}.${columnAt}`, message: problem });
    }),
  );
  return problems;
}

// ————— CSV (RFC 4180) —————

/** Why a CSV text could not be read. */
export class CsvError extends Error {
  constructor(
    message: string,
    /** The 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * The records of a CSV text (RFC 4180): fields separated by commas, records by CRLF or LF (or a
 * lone CR); a field in double quotes may hold commas, line breaks and `""` for a quote. A leading
 * byte-order mark is dropped, and so is one line break at the end. Blank lines give no record.
 * A quote that never closes, or text right after a closing quote, throws {@link CsvError}.
 * Stops reading after `maxRecords` records when given (the rest is not looked at).
 */
export function parseCsv(text: string, maxRecords = Infinity): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let at = 0;
  let line = 1;
  let quoted = false;
  let fieldStarted = false;
  const endRecord = () => {
    // A blank line (one empty, unquoted field) is no record.
    if (!(record.length === 0 && field === '' && !fieldStarted)) {
      record.push(field);
      records.push(record);
    }
    record = [];
    field = '';
    fieldStarted = false;
  };
  while (at < source.length && records.length < maxRecords) {
    const char = source[at];
    if (quoted) {
      if (char === '"') {
        if (source[at + 1] === '"') {
          field += '"';
          at += 2;
          continue;
        }
        quoted = false;
        at += 1;
        const next = source[at];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
          throw new CsvError(
            `Line ${line}: a quoted field must end at a comma or the end of the line.`,
            line,
          );
        continue;
      }
      if (char === '\n' || (char === '\r' && source[at + 1] !== '\n')) line += 1;
      field += char;
      at += 1;
      continue;
    }
    if (char === '"' && field === '' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      at += 1;
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
      at += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      at += char === '\r' && source[at + 1] === '\n' ? 2 : 1;
      line += 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    at += 1;
  }
  if (quoted) throw new CsvError(`Line ${line}: a quoted field has no closing quote.`, line);
  if (records.length < maxRecords) endRecord();
  return records;
}

/** A dataset as CSV: the labels, then each row; CRLF line ends (RFC 4180), no BOM. */
export function datasetToCsv(content: DatasetContent): string {
  const lines = [content.columns.map((column) => csvCell(column.label))];
  for (const row of content.rows) lines.push(content.columns.map((_column, at) => csvCell(row[at] ?? '')));
  return `${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}

/** What an import read: the content, and how much was cut to the limits (SPEC §3). */
export interface CsvImport {
  content: DatasetContent;
  truncated: { columns: number; rows: number };
}

/** A column's type guessed from its cells: number or date when every non-empty cell is one. */
function guessType(cells: readonly string[]): DatasetColumnType {
  const filled = cells.filter((cell) => cell.trim() !== '');
  if (filled.length === 0) return 'text';
  if (filled.every((cell) => numberOf(cell) !== undefined)) return 'number';
  if (filled.every(isDateText)) return 'date';
  return 'text';
}

/**
 * A dataset from CSV text: the first record names the columns, each later one is a row. Columns
 * past {@link MAX_DATASET_COLUMNS} and rows past {@link MAX_DATASET_ROWS} are dropped (and
 * counted); long cells are cut to {@link MAX_DATASET_CELL}. Throws {@link DatasetImportError} with
 * SPEC §5's message when there is no column or no row, or when a row has fewer cells than the
 * header ("One or more rows was missing data.", with its line). A row with more cells than the
 * header keeps the first ones.
 */
export function datasetFromCsv(text: string): CsvImport {
  let records: string[][];
  try {
    records = parseCsv(text, MAX_DATASET_ROWS + 2);
  } catch (error) {
    if (error instanceof CsvError) throw new DatasetImportError('file', error.message);
    throw error;
  }
  const header = records[0] ?? [];
  if (header.length === 0 || header.every((label) => label.trim() === ''))
    throw new DatasetImportError('columns', DATASET_MESSAGES.noColumns);
  const kept = header.slice(0, MAX_DATASET_COLUMNS);
  const body = records.slice(1);
  if (body.length === 0) throw new DatasetImportError('rows', DATASET_MESSAGES.noRows);
  const short = body.findIndex((record) => record.length < header.length);
  if (short !== -1)
    throw new DatasetImportError(
      'rows',
      DATASET_MESSAGES.missingData,
      `Row ${short + 1} has ${body[short].length} of ${header.length} cells.`,
    );
  const rows = body
    .slice(0, MAX_DATASET_ROWS)
    .map((record) => record.slice(0, kept.length).map((cell) => cell.slice(0, MAX_DATASET_CELL)));
  const labels = kept.map((label, at) => label.trim().slice(0, MAX_COLUMN_LABEL) || `Column ${at + 1}`);
  const keys = columnKeysOf(labels);
  const columns = labels.map((label, at) => ({
    key: keys[at],
    label,
    type: guessType(rows.map((row) => row[at])),
  }));
  return {
    content: { columns, rows },
    truncated: {
      columns: header.length - kept.length,
      // parseCsv stopped one record past the limit: "more than" is all that is known then.
      rows: Math.max(0, body.length - MAX_DATASET_ROWS),
    },
  };
}

/** An import refused: SPEC §5's message, where (`columns`, `rows`, `file`) and, maybe, which row. */
export class DatasetImportError extends Error {
  constructor(
    readonly field: 'columns' | 'rows' | 'file',
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'DatasetImportError';
  }
}

// ————— Querying rows (the owner API's paged rows; the same rules as the editor's table) —————

/** A row query: search in every cell, a filter per column (contains), a sort, a page. */
export interface RowQuery {
  q?: string;
  filters?: Readonly<Record<string, string>>;
  sort?: string;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** A page of rows, with each row's index in the dataset. */
export interface RowPage {
  rows: { index: number; cells: DatasetRow }[];
  total: number;
  page: number;
  pageSize: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two cells of a column of `type`: numbers and dates by value, text naturally; empty cells last. */
export function compareCells(a: string, b: string, type: DatasetColumnType): number {
  const emptyA = a.trim() === '';
  const emptyB = b.trim() === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (type === 'number') {
    const [x, y] = [numberOf(a), numberOf(b)];
    if (x !== undefined && y !== undefined) return x - y;
  }
  return collator.compare(a, b);
}

/** Whether `cell` contains `needle` (case and accents ignored). */
export function cellMatches(cell: string, needle: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return fold(cell).includes(fold(needle.trim()));
}

/** The rows `query` selects from `content`, sorted and cut to its page (pages from 1). */
export function queryRows(content: DatasetContent, query: RowQuery): RowPage {
  const { columns } = content;
  const pageSize = Math.max(1, Math.min(query.pageSize ?? 50, 500));
  const page = Math.max(1, query.page ?? 1);
  let rows = content.rows.map((cells, index) => ({ index, cells }));
  const q = query.q?.trim() ?? '';
  if (q !== '') rows = rows.filter((row) => row.cells.some((cell) => cellMatches(cell, q)));
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    const at = columns.findIndex((column) => column.key === key);
    if (at === -1 || value.trim() === '') continue;
    rows = rows.filter((row) => cellMatches(row.cells[at] ?? '', value));
  }
  const sortAt = columns.findIndex((column) => column.key === query.sort);
  if (sortAt !== -1) {
    const type = columns[sortAt].type;
    const sign = query.direction === 'desc' ? -1 : 1;
    const empty = (cell: string | undefined) => (cell ?? '').trim() === '';
    // Empty cells go last whichever the direction; ties keep the dataset's order.
    rows = [...rows].sort((a, b) => {
      const [x, y] = [a.cells[sortAt] ?? '', b.cells[sortAt] ?? ''];
      if (empty(x) !== empty(y)) return empty(x) ? 1 : -1;
      return sign * compareCells(x, y, type) || a.index - b.index;
    });
  }
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}
