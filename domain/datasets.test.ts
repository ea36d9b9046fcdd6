import { describe, expect, it } from 'vitest';
import {
  DATASET_MESSAGES,
  DatasetImportError,
  MAX_DATASET_COLUMNS,
  MAX_DATASET_ROWS,
  columnKeysOf,
  datasetFromCsv,
  datasetProblems,
  datasetSlugOf,
  datasetToCsv,
  parseCsv,
  queryRows,
  type DatasetContent,
} from './datasets.js';

const importError = (text: string) => {
  try {
    datasetFromCsv(text);
  } catch (error) {
    if (error instanceof DatasetImportError) return error;
    throw error;
  }
  throw new Error('imported');
};

describe('CSV (RFC 4180)', () => {
  it('reads quotes, commas and line breaks inside quoted fields, a BOM, CRLF and a final line break', () => {
    const text = '\uFEFFName,Note\r\n"Smith, Ada","She said ""hi""\r\nthen left"\r\nBob,\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Smith, Ada', 'She said "hi"\r\nthen left'],
      ['Bob', ''],
    ]);
    expect(parseCsv('a,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a quote that never closes, and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open')).toThrow('Line 2: a quoted field has no closing quote.');
    expect(() => parseCsv('"a"b')).toThrow('Line 1: a quoted field must end at a comma');
  });

  it('writes what it reads back, quoting where needed and keeping formulas as text', () => {
    const content: DatasetContent = {
      columns: [
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'n', label: 'N', type: 'number' },
      ],
      rows: [
        ['Smith, Ada', '-5'],
        ['line\nbreak "q"', '1'],
        ['=SUM(A1)', ''],
      ],
    };
    const csv = datasetToCsv(content);
    expect(csv).toBe('Name,N\r\n"Smith, Ada",-5\r\n"line\nbreak ""q""",1\r\n\'=SUM(A1),\r\n');
    expect(parseCsv(csv).slice(1, 3)).toEqual(content.rows.slice(0, 2));
  });
});

describe('importing a dataset', () => {
  it('takes the header as columns with keys and guessed types', () => {
    const { content, truncated } = datasetFromCsv(
      'City,Population,Founded,City\nOslo,"709,037",1040-01-01,x\n',
    );
    expect(content.columns).toEqual([
      { key: 'city', label: 'City', type: 'text' },
      { key: 'population', label: 'Population', type: 'number' },
      { key: 'founded', label: 'Founded', type: 'date' },
      { key: 'city_2', label: 'City', type: 'text' },
    ]);
    expect(content.rows).toEqual([['Oslo', '709,037', '1040-01-01', 'x']]);
    expect(truncated).toEqual({ columns: 0, rows: 0 });
  });

  it('says SPEC §5’s words for no column, no row and a row missing data', () => {
    expect(importError('').message).toBe(DATASET_MESSAGES.noColumns);
    expect(importError('A,B\n').message).toBe(DATASET_MESSAGES.noRows);
    const short = importError('A,B\n1,2\n3\n');
    expect(short.message).toBe('One or more rows was missing data.');
    expect(short.detail).toBe('Row 2 has 1 of 2 cells.');
  });

  it('truncates to the column and row limits (SPEC §3)', () => {
    const header = Array.from({ length: MAX_DATASET_COLUMNS + 3 }, (_, at) => `C${at}`).join(',');
    const row = Array.from({ length: MAX_DATASET_COLUMNS + 3 }, () => '1').join(',');
    const text = `${header}\n${Array.from({ length: MAX_DATASET_ROWS + 1 }, () => row).join('\n')}`;
    const { content, truncated } = datasetFromCsv(text);
    expect(content.columns).toHaveLength(MAX_DATASET_COLUMNS);
    expect(content.rows).toHaveLength(MAX_DATASET_ROWS);
    expect(content.rows[0]).toHaveLength(MAX_DATASET_COLUMNS);
    expect(truncated).toEqual({ columns: 3, rows: 1 });
  });
});

describe('checking a dataset', () => {
  it('names each problem where it is', () => {
    expect(datasetProblems({ columns: [], rows: [] }).map((p) => p.message)).toEqual([
      DATASET_MESSAGES.noColumns,
      DATASET_MESSAGES.noRows,
    ]);
    const problems = datasetProblems({
      columns: [
        { key: 'a', label: 'A', type: 'number' },
        { key: 'a', label: '', type: 'date' },
      ],
      rows: [['x', '2026-02-30'], ['1']],
    });
    expect(problems).toEqual([
      { path: 'rows', message: DATASET_MESSAGES.missingData },
      { path: 'columns.1.label', message: 'Please enter a column name.' },
      { path: 'columns.1.key', message: 'Two columns have the same key.' },
      { path: 'rows.0.0', message: 'Enter a number.' },
      { path: 'rows.0.1', message: 'Enter a date as YYYY-MM-DD.' },
    ]);
  });

  it('makes slugs and keys', () => {
    expect(datasetSlugOf('  Öpening Hours 2026! ')).toBe('opening-hours-2026');
    expect(datasetSlugOf('!!!')).toBe('dataset');
    expect(columnKeysOf(['Price (€)', '2nd', '', 'Price'])).toEqual(['price', 'c_2nd', 'column', 'price_2']);
  });
});

describe('querying rows', () => {
  const content: DatasetContent = {
    columns: [
      { key: 'name', label: 'Name', type: 'text' },
      { key: 'size', label: 'Size', type: 'number' },
    ],
    rows: [
      ['Élan', '10'],
      ['bob', '9'],
      ['Ann', ''],
      ['Cara', '1,000'],
    ],
  };

  it('searches every cell ignoring case and accents, filters a column, sorts numbers as numbers, pages', () => {
    expect(queryRows(content, { q: 'elan' }).rows.map((row) => row.index)).toEqual([0]);
    expect(queryRows(content, { filters: { name: 'A' } }).total).toBe(3);
    expect(queryRows(content, { sort: 'size' }).rows.map((row) => row.cells[0])).toEqual([
      'bob',
      'Élan',
      'Cara',
      'Ann',
    ]);
    expect(queryRows(content, { sort: 'size', direction: 'desc' }).rows.map((row) => row.cells[0])).toEqual([
      'Cara',
      'Élan',
      'bob',
      'Ann',
    ]);
    const page = queryRows(content, { sort: 'name', direction: 'desc', page: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.rows.map((row) => row.cells[0])).toEqual(['Ann']);
  });
});
