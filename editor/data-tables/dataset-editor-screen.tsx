// One dataset's editor (/data-tables/:datasetId): its name and columns, the rows in a TanStack table with sort, search, a column filter and pages, cells edited in place, rows and columns added and removed, saved with If-Match.
import { useQueryClient } from '@tanstack/react-query';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useLocation, useParams } from 'react-router';
import {
  DATASET_COLUMN_TYPES,
  DATASET_MESSAGES,
  MAX_DATASET_COLUMNS,
  MAX_DATASET_ROWS,
  cellMatches,
  columnKeysOf,
  compareCells,
  datasetProblems,
  type DatasetColumn,
  type DatasetColumnType,
  type DatasetProblem,
} from '../../domain/datasets.js';
import { VERSION_CONFLICT_ERROR } from '../../domain/owner-api/common.js';
import { asApiError } from '../api/client.js';
import {
  DATASET_KEYS,
  datasetCsvUrl,
  replaceDatasetFromCsv,
  saveDataset,
  useDataset,
  type Dataset,
} from '../api/datasets.js';
import { truncationNotice } from './data-tables-screen.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { DownloadButton } from '../ui/download-button.js';
import { SelectField, TextField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { Pager, pageCount } from '../ui/pager.js';
import { CsvFileField } from './csv-file-field.js';
import { SortableHeader } from '../ui/sortable-header.js';

/** A row as the table holds it: its place in the dataset, and its cells. */
interface EditedRow {
  index: number;
  cells: string[];
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/** Rows on one page of the editor. */
export const DATASET_PAGE_SIZE = 25;

const TYPE_LABELS: Record<DatasetColumnType, string> = { text: 'Text', number: 'Number', date: 'Date' };

/** The draft being edited. */
interface Draft {
  name: string;
  columns: DatasetColumn[];
  rows: string[][];
}

const draftOf = (dataset: Dataset): Draft => ({
  name: dataset.name,
  columns: dataset.columns.map((column) => ({ ...column })),
  rows: dataset.rows.map((row) => [...row]),
});

/** Problems by where they are (`rows.3.1`, `columns.0.label`, `rows`, `name`). */
const problemMap = (problems: readonly DatasetProblem[]) =>
  Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));

/** The dataset editor screen. */
export function DatasetEditorScreen() {
  const { datasetId = '' } = useParams();
  const dataset = useDataset(datasetId);
  if (dataset.isPending) return <Loading label="Loading the dataset…" />;
  if (dataset.isError) return <LoadError error={dataset.error} onRetry={() => void dataset.refetch()} />;
  return <DatasetEditor key={`${dataset.data.id}:${dataset.data.version}`} dataset={dataset.data} />;
}

function DatasetEditor({ dataset }: { dataset: Dataset }) {
  const website = useWebsite();
  const canEdit = website.data?.capabilities.includes('pages:edit') ?? false;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const location = useLocation();
  const importNotice = (location.state as { notice?: string } | null)?.notice;
  const [draft, setDraft] = useState<Draft>(() => draftOf(dataset));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | undefined>();
  const [saving, setSaving] = useState(false);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [filterColumn, setFilterColumn] = useState('');
  const [filterText, setFilterText] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DATASET_PAGE_SIZE,
  });

  // Leaving with unsaved changes asks first: another screen of the editor, or the browser's page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: (current: Draft) => Draft) => {
    setDraft(next);
    setDirty(true);
  };
  const setCell = (index: number, at: number, value: string) =>
    change((current) => ({
      ...current,
      rows: current.rows.map((row, rowAt) =>
        rowAt === index ? row.map((cell, c) => (c === at ? value : cell)) : row,
      ),
    }));

  const data = useMemo<EditedRow[]>(() => draft.rows.map((cells, index) => ({ index, cells })), [draft.rows]);
  const columnFilters = useMemo<ColumnFiltersState>(
    () => (filterColumn !== '' && filterText.trim() !== '' ? [{ id: filterColumn, value: filterText }] : []),
    [filterColumn, filterText],
  );

  const columns = useMemo<ColumnDef<typeof features, EditedRow>[]>(
    () => [
      ...draft.columns.map((column, at): ColumnDef<typeof features, EditedRow> => ({
        id: column.key,
        header: column.label || `Column ${at + 1}`,
        // An empty cell reads as undefined, so it sorts last whichever the direction (sortUndefined).
        accessorFn: (row) => ((row.cells[at] ?? '').trim() === '' ? undefined : row.cells[at]),
        sortUndefined: 'last',
        sortFn: (a, b, id) =>
          compareCells(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''), column.type),
        filterFn: (row, id, value) => cellMatches(String(row.getValue(id) ?? ''), String(value)),
      })),
    ],
    [draft.columns],
  );

  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => String(row.index),
    state: { sorting, globalFilter, columnFilters, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    globalFilterFn: (row, id, value) => cellMatches(String(row.getValue(id) ?? ''), String(value)),
    getColumnCanGlobalFilter: () => true,
    autoResetPageIndex: false,
  });

  const shownTotal = table.getPrePaginatedRowModel().rows.length;
  const pages = pageCount(shownTotal, pagination.pageSize);
  // A page past the end (rows removed, a narrower search) shows the last one.
  useEffect(() => {
    if (pagination.pageIndex > pages - 1) setPagination((current) => ({ ...current, pageIndex: pages - 1 }));
  }, [pages, pagination.pageIndex]);

  const addRow = () => {
    change((current) => ({ ...current, rows: [...current.rows, current.columns.map(() => '')] }));
    // Show the new row: clear what hides it and go to the last page.
    setGlobalFilter('');
    setFilterText('');
    setSorting([]);
    setPagination((current) => ({ ...current, pageIndex: Math.floor(draft.rows.length / current.pageSize) }));
    announce(`Row ${draft.rows.length + 1} added.`);
  };
  const removeRow = (index: number) => {
    change((current) => ({ ...current, rows: current.rows.filter((_row, at) => at !== index) }));
    announce(`Row ${index + 1} removed.`);
  };
  const addColumn = () => {
    change((current) => {
      const label = `Column ${current.columns.length + 1}`;
      const key = columnKeysOf([...current.columns.map((column) => column.key), label]).at(-1) ?? 'column';
      return {
        ...current,
        columns: [...current.columns, { key, label, type: 'text' }],
        rows: current.rows.map((row) => [...row, '']),
      };
    });
    announce(`Column ${draft.columns.length + 1} added.`);
  };
  const removeColumn = (at: number) => {
    const removed = draft.columns[at];
    change((current) => ({
      ...current,
      columns: current.columns.filter((_column, c) => c !== at),
      rows: current.rows.map((row) => row.filter((_cell, c) => c !== at)),
    }));
    if (filterColumn === removed?.key) setFilterColumn('');
    setSorting((current) => current.filter((sort) => sort.id !== removed?.key));
    announce(`Column ${removed?.label ?? at + 1} removed.`);
  };
  const changeColumn = (at: number, update: Partial<DatasetColumn>) =>
    change((current) => ({
      ...current,
      columns: current.columns.map((column, c) => (c === at ? { ...column, ...update } : column)),
    }));

  async function save() {
    setFailure(undefined);
    const found = problemMap(datasetProblems(draft));
    if (draft.name.trim() === '') found.name = 'Please enter a name.';
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure({ message: DATASET_MESSAGES.invalid, conflict: false });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveDataset(dataset.id, { ...draft, name: draft.name.trim() }, dataset.version);
      setDirty(false);
      announce(`${saved.name} saved.`);
      queryClient.setQueryData(DATASET_KEYS.one(dataset.id), saved);
      void queryClient.invalidateQueries({ queryKey: DATASET_KEYS.list });
    } catch (error) {
      const refusal = asApiError(error);
      setProblems(refusal.fields);
      setFailure({ message: refusal.message, conflict: refusal.code === VERSION_CONFLICT_ERROR });
    } finally {
      setSaving(false);
    }
  }

  const listed = [
    problems.columns,
    problems.rows,
    ...Object.entries(problems)
      .filter(([path]) => /^rows\.\d+\.\d+$/.test(path))
      .slice(0, 5)
      .map(([path, message]) => {
        const [, row, column] = path.split('.').map(Number);
        return `Row ${row + 1}, ${draft.columns[column]?.label ?? `column ${column + 1}`}: ${message}`;
      }),
  ].filter((message): message is string => message !== undefined);

  return (
    <div className="dataset-editor">
      <p>
        <Link to="/data-tables">← Data tables</Link>
      </p>
      <div className="toolbar">
        <h1>{dataset.name}</h1>
        <span className="toolbar__spacer" />
        <DownloadButton href={datasetCsvUrl(dataset.id)} fileName={`${dataset.slug}.csv`}>
          Export CSV
        </DownloadButton>
        {canEdit ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void save()}
            disabled={saving}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        ) : null}
      </div>
      {importNotice !== undefined && !dirty ? <Alert tone="warning">{importNotice}</Alert> : null}
      {failure !== undefined ? (
        <Alert
          tone="error"
          title={failure.message}
          actions={
            failure.conflict ? (
              <button
                type="button"
                className="button"
                onClick={() => void queryClient.invalidateQueries({ queryKey: DATASET_KEYS.one(dataset.id) })}
              >
                Load the latest version
              </button>
            ) : undefined
          }
        >
          {listed.length > 0 ? (
            <ul>
              {listed.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : undefined}
        </Alert>
      ) : null}
      <TextField
        label="Name"
        value={draft.name}
        onChange={(name) => change((current) => ({ ...current, name }))}
        error={problems.name}
        disabled={!canEdit}
        maxLength={100}
        description={`Pages and templates find it as “${dataset.slug}”.`}
      />

      <fieldset className="dataset-editor__columns">
        <legend>Columns</legend>
        {draft.columns.length === 0 ? <p className="empty-state">{DATASET_MESSAGES.noColumns}</p> : null}
        <ol className="dataset-editor__column-list">
          {draft.columns.map((column, at) => (
            <li key={column.key} className="dataset-editor__column">
              <TextField
                label={`Column ${at + 1} name`}
                value={column.label}
                onChange={(label) => changeColumn(at, { label })}
                error={problems[`columns.${at}.label`]}
                disabled={!canEdit}
                maxLength={100}
              />
              <SelectField
                label={`Column ${at + 1} type`}
                value={column.type}
                onChange={(type) => changeColumn(at, { type: type as DatasetColumnType })}
                options={DATASET_COLUMN_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
                disabled={!canEdit}
              />
              {canEdit ? (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Remove column ${column.label || at + 1}`}
                  onClick={() => removeColumn(at)}
                >
                  Remove column
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        {canEdit ? (
          <button
            type="button"
            className="button"
            onClick={addColumn}
            disabled={draft.columns.length >= MAX_DATASET_COLUMNS}
          >
            Add column
          </button>
        ) : null}
      </fieldset>

      <div className="toolbar" role="search" aria-label="Find rows">
        <TextField
          label="Search rows"
          type="search"
          value={globalFilter}
          onChange={(value) => {
            setGlobalFilter(value);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          autoComplete="off"
          className="toolbar__field"
        />
        <SelectField
          label="Filter column"
          value={filterColumn}
          onChange={(value) => {
            setFilterColumn(value);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          options={[
            { value: '', label: 'No column filter' },
            ...draft.columns.map((column) => ({ value: column.key, label: column.label || column.key })),
          ]}
        />
        <TextField
          label="Column contains"
          value={filterText}
          onChange={(value) => {
            setFilterText(value);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          disabled={filterColumn === ''}
          autoComplete="off"
        />
      </div>

      {draft.rows.length === 0 ? <p className="empty-state">{DATASET_MESSAGES.noRows}</p> : null}
      {draft.columns.length > 0 && draft.rows.length > 0 ? (
        <div
          className="dataset-editor__grid"
          role="region"
          aria-label={`Rows of ${draft.name || dataset.name}`}
          tabIndex={0}
        >
          <table className="table dataset-editor__table">
            <caption className="visually-hidden">
              Rows of {draft.name || dataset.name}; sort by a column with its header button
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  <th scope="col">Row</th>
                  {group.headers.map((header) => (
                    <SortableHeader key={header.id} header={header}>
                      <table.FlexRender header={header} />
                    </SortableHeader>
                  ))}
                  {canEdit ? (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => {
                const index = row.original.index;
                return (
                  <tr key={row.id}>
                    <th scope="row">{index + 1}</th>
                    {draft.columns.map((column, at) => {
                      const problem = problems[`rows.${index}.${at}`];
                      const label = `${column.label || `Column ${at + 1}`}, row ${index + 1}`;
                      return (
                        <td key={column.key} className={problem ? 'field--invalid' : undefined}>
                          {canEdit ? (
                            <input
                              className="field__input dataset-editor__cell"
                              aria-label={label}
                              aria-invalid={problem ? true : undefined}
                              title={problem}
                              inputMode={column.type === 'number' ? 'decimal' : undefined}
                              value={row.original.cells[at] ?? ''}
                              onChange={(event) => setCell(index, at, event.target.value)}
                            />
                          ) : (
                            (row.original.cells[at] ?? '')
                          )}
                        </td>
                      );
                    })}
                    {canEdit ? (
                      <td>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Remove row ${index + 1}`}
                          onClick={() => removeRow(index)}
                        >
                          Remove
                        </button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {shownTotal === 0 && draft.rows.length > 0 ? <p className="empty-state">No rows match.</p> : null}
      <Pager
        label="Pages of rows"
        total={shownTotal}
        noun={['row', 'rows']}
        page={pagination.pageIndex + 1}
        pages={pages}
        onPage={(page) => setPagination((current) => ({ ...current, pageIndex: page - 1 }))}
      />
      {canEdit ? (
        <p>
          <button
            type="button"
            className="button"
            onClick={addRow}
            disabled={draft.rows.length >= MAX_DATASET_ROWS}
          >
            Add row
          </button>
        </p>
      ) : null}
      {canEdit ? <ReplaceFromCsv dataset={dataset} unsaved={dirty} /> : null}
      <ConfirmDialog
        title="Leave without saving?"
        isOpen={blocker.state === 'blocked'}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        confirmLabel="Leave"
        destructive
      >
        <p>The changes to {dataset.name} are not saved. If you leave, they are lost.</p>
      </ConfirmDialog>
    </div>
  );
}

/** Replaces the columns and rows with a CSV file (the name stays); the server's refusal beside the file. */
function ReplaceFromCsv({ dataset, unsaved }: { dataset: Dataset; unsaved: boolean }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (file === undefined) {
      setError('Choose a CSV file to import.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const imported = await replaceDatasetFromCsv(dataset.id, file);
      const cut = truncationNotice(imported.truncated);
      announce(`${imported.dataset.name} replaced from ${file.name}.${cut === undefined ? '' : ` ${cut}`}`);
      queryClient.setQueryData(DATASET_KEYS.one(dataset.id), imported.dataset);
      void queryClient.invalidateQueries({ queryKey: DATASET_KEYS.list });
    } catch (failure) {
      const refusal = asApiError(failure);
      setError(refusal.fields.file ?? refusal.message);
      setBusy(false);
    }
  }

  return (
    <form
      className="data-tables__import"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Replace from a CSV file</h2>
      <CsvFileField
        id={id}
        label="CSV file to replace the rows"
        help={`Its first line becomes the columns and the rest the rows.${unsaved ? ' Your unsaved changes here are replaced too.' : ''}`}
        error={error}
        fileInput={fileInput}
        onChange={() => setError(undefined)}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Importing…' : 'Replace rows'}
      </button>
    </form>
  );
}
