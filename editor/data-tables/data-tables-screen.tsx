// Data tables screen: the website's datasets in a table (columns, rows, last saved), a new empty one, a CSV import with SPEC §5's refusals, export and delete.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from '../../domain/datasets.js';
import { asApiError } from '../api/client.js';
import {
  DATASET_KEYS,
  createDataset,
  datasetCsvUrl,
  deleteDataset,
  importDataset,
  useDatasets,
  type DatasetSummary,
} from '../api/datasets.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { DataTable } from '../ui/data-table.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog, DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { DownloadButton } from '../ui/download-button.js';
import { TextField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { CsvFileField } from './csv-file-field.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';

const features = tableFeatures({});

/** What was left out of an import, in words (SPEC §3: datasets are truncated); undefined when nothing was. */
export function truncationNotice(truncated: { columns: number; rows: number }): string | undefined {
  const parts = [
    truncated.columns > 0 ? `columns after the first ${MAX_DATASET_COLUMNS}` : '',
    truncated.rows > 0 ? `rows after the first ${MAX_DATASET_ROWS.toLocaleString('en')}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? undefined : `The file was too big: ${parts.join(' and ')} were left out.`;
}

const savedText = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The Data tables screen (/data-tables). */
export function DataTablesScreen() {
  const datasets = useDatasets();
  const website = useWebsite();
  const canEdit = website.data?.capabilities.includes('pages:edit') ?? false;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DatasetSummary | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const columns: ColumnDef<typeof features, DatasetSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Link to={`/data-tables/${encodeURIComponent(row.original.id)}`}>{row.original.name}</Link>
      ),
    },
    { id: 'slug', header: 'Address', accessorFn: (row) => row.slug },
    { id: 'columns', header: 'Columns', accessorFn: (row) => String(row.columns.length) },
    { id: 'rows', header: 'Rows', accessorFn: (row) => row.rowCount.toLocaleString('en') },
    { id: 'saved', header: 'Last saved', accessorFn: (row) => savedText(row.updatedAt) },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <span className="table-actions">
          <DownloadButton href={datasetCsvUrl(row.original.id)} fileName={`${row.original.slug}.csv`}>
            {`Export ${row.original.name} as CSV`}
          </DownloadButton>
          {canEdit ? (
            <button type="button" className="button button--danger" onClick={() => setDeleting(row.original)}>
              Delete<span className="visually-hidden"> {row.original.name}</span>
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  const table = useTable({ features, columns, data: datasets.data ?? [], getRowId: (row) => row.id });

  async function remove(dataset: DatasetSummary) {
    setBusy(true);
    setProblem(undefined);
    try {
      await deleteDataset(dataset.id);
      await queryClient.invalidateQueries({ queryKey: DATASET_KEYS.all });
      announce(`${dataset.name} deleted.`);
      setDeleting(undefined);
    } catch (error) {
      setProblem(asApiError(error).message);
      setDeleting(undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="data-tables-screen">
      <div className="toolbar">
        <h1>Data tables</h1>
        <span className="toolbar__spacer" />
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            New dataset
          </button>
        ) : null}
      </div>
      <p className="field__help">
        Rows and columns a page can show as a table (add a Data table block to a page). A dataset keeps at
        most {MAX_DATASET_COLUMNS} columns and {MAX_DATASET_ROWS.toLocaleString('en')} rows.
      </p>
      {canEdit ? (
        <ImportForm
          onImported={(id, notice) => {
            void queryClient.invalidateQueries({ queryKey: DATASET_KEYS.all });
            navigate(`/data-tables/${encodeURIComponent(id)}`, { state: { notice } });
          }}
        />
      ) : null}
      {problem !== undefined ? <Alert tone="error">{problem}</Alert> : null}
      {datasets.isPending ? <Loading label="Loading the datasets…" /> : null}
      {datasets.isError ? <LoadError error={datasets.error} onRetry={() => void datasets.refetch()} /> : null}
      {datasets.isSuccess && datasets.data.length === 0 ? (
        <p className="empty-state">No datasets yet. Import a CSV file or start a new one.</p>
      ) : null}
      {datasets.isSuccess && datasets.data.length > 0 ? <DataTable table={table} caption="Datasets" /> : null}
      {creating ? (
        <NewDatasetDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            void queryClient.invalidateQueries({ queryKey: DATASET_KEYS.all });
            navigate(`/data-tables/${encodeURIComponent(id)}`);
          }}
        />
      ) : null}
      <ConfirmDialog
        title={`Delete ${deleting?.name ?? 'the dataset'}?`}
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting !== undefined && void remove(deleting)}
        confirmLabel="Delete dataset"
        destructive
        busy={busy}
      >
        <p>Its rows are gone for good, and pages that show it show nothing in its place.</p>
      </ConfirmDialog>
    </div>
  );
}

/** The CSV import: a file, an optional name; the server's refusal (SPEC §5's words) beside the file. */
function ImportForm({ onImported }: { onImported: (id: string, notice: string | undefined) => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const announce = useAnnounce();
  // A file chosen or a name typed and not imported: leaving asks first.
  const [chosen, setChosen] = useState(false);
  const unsaved = useUnsavedChanges(chosen || name.trim() !== '');

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
      const imported = await importDataset(file, name);
      const cut = truncationNotice(imported.truncated);
      announce(`${imported.dataset.name} imported.`);
      // The move to the new dataset is no leaving.
      unsaved.release();
      onImported(imported.dataset.id, cut);
    } catch (failure) {
      const refusal = asApiError(failure);
      setError(refusal.fields.file ?? refusal.fields.name ?? refusal.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="data-tables__import"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Import a CSV file</h2>
      <CsvFileField
        id={id}
        label="CSV file"
        help="The first line names the columns; each line after it is a row."
        error={error}
        fileInput={fileInput}
        onChange={() => {
          setError(undefined);
          setChosen((fileInput.current?.files?.length ?? 0) > 0);
        }}
      />
      <TextField
        label="Name (optional)"
        value={name}
        onChange={setName}
        maxLength={100}
        description="Leave empty to use the file's name."
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      {unsaved.prompt}
    </form>
  );
}

/** A name for a new dataset of one empty column and row. */
function NewDatasetDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Please enter a name.');
      return;
    }
    setBusy(true);
    try {
      const dataset = await createDataset(name.trim());
      onCreated(dataset.id);
      onClose();
    } catch (failure) {
      const refusal = asApiError(failure);
      setError(refusal.fields.name ?? refusal.message);
      setBusy(false);
    }
  }

  return (
    <EditorDialog title="New dataset" isOpen onClose={onClose} size="small">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="dialog__content">
          <TextField
            label="Name"
            value={name}
            onChange={setName}
            error={error}
            required
            autoFocus
            maxLength={100}
          />
        </div>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Create dataset"
          busy={busy}
          busyLabel="Creating…"
        />
      </form>
    </EditorDialog>
  );
}
