// /config/settings/import: choose a Shopify product CSV or a WordPress/Squarespace export, see what it holds and its problems row by row, import it, follow its progress and read the report.
import { useState } from 'react';
import type { ImportReport } from '../../../domain/imports/import-report.js';
import { ApiError } from '../../api/client.js';
import { previewImport, startImport, useImport, type ImportPreview } from '../../api/imports.js';
import { useCan } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';

const COUNT_LABELS: Record<string, string> = {
  products: 'products',
  variants: 'variants',
  posts: 'posts',
  pages: 'pages',
  categories: 'categories',
  tags: 'tags',
  authors: 'authors',
  comments: 'comments',
  attachments: 'attachments',
  menuItems: 'menu items',
};

/** "3 products, 16 variants". */
export function countsLine(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .map(([key, value]) => `${value} ${COUNT_LABELS[key] ?? key}`)
    .join(', ');
}

const KIND_LABELS = {
  'shopify-csv': 'Shopify product CSV',
  wxr: 'WordPress or Squarespace export',
  'tessera-archive': 'Tessera website archive',
} as const;

/** The Import screen. */
export function ImportScreen() {
  const canImport = useCan('settings:edit');
  const [file, setFile] = useState<File | undefined>();
  const [preview, setPreview] = useState<ImportPreview | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [importId, setImportId] = useState<string | undefined>();
  const running = useImport(importId);

  async function choose(chosen: File | undefined) {
    setFile(chosen);
    setPreview(undefined);
    setProblem(undefined);
    setImportId(undefined);
    if (chosen === undefined) return;
    setBusy(true);
    try {
      setPreview(await previewImport(chosen));
    } catch (error) {
      setProblem(
        error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : String(error),
      );
    } finally {
      setBusy(false);
    }
  }

  async function start() {
    if (file === undefined) return;
    setBusy(true);
    try {
      setImportId(await startImport(file));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const view = running.data;
  return (
    <div className="import-screen">
      <h1>Import</h1>
      <p>
        Bring products from Shopify (its product CSV) or pages, posts, comments and menus from WordPress or
        Squarespace (their export, a WXR .xml file). You see what the file holds before anything is written;
        importing the same file again updates what it made.
      </p>
      {!canImport ? (
        <Alert tone="info" title="Only admins and website managers import">
          Ask one of them to import the file.
        </Alert>
      ) : (
        <label className="field">
          <span className="field__label">File to import (.csv or .xml)</span>
          <input
            type="file"
            className="field__input"
            accept=".csv,.xml,text/csv,text/xml,application/xml"
            disabled={busy || (view !== undefined && view.state !== 'done' && view.state !== 'failed')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
      )}
      {busy && preview === undefined ? <p role="status">Reading the file…</p> : null}
      {problem !== undefined ? (
        <Alert tone="error" title="This file cannot be imported">
          {problem}
        </Alert>
      ) : null}
      {preview !== undefined && importId === undefined ? (
        <section aria-labelledby="import-preview">
          <h2 id="import-preview">{KIND_LABELS[preview.kind]}</h2>
          <p>It holds {countsLine(preview.counts)}.</p>
          {preview.problems.length > 0 ? (
            <>
              <h3>
                {preview.problems.length === 1
                  ? '1 row needs a word'
                  : `${preview.problems.length} rows need a word`}
              </h3>
              <ul className="import-problems">
                {preview.problems.map((item, index) => (
                  <li key={`${index}-${item.message}`}>
                    {item.severity === 'error' ? 'Left out: ' : ''}
                    {item.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No problems found.</p>
          )}
          <div className="toolbar">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void start()}
            >
              {busy ? 'Starting…' : 'Import'}
            </button>
          </div>
        </section>
      ) : null}
      {importId !== undefined && view === undefined ? <p role="status">Starting the import…</p> : null}
      {view !== undefined && (view.state === 'queued' || view.state === 'running') ? (
        <div role="status">
          <p>Importing {view.fileName}…</p>
          <progress
            className="progress"
            aria-label={`Importing ${view.fileName}`}
            max={Math.max(view.total, 1)}
            value={view.progress}
          />
        </div>
      ) : null}
      {view?.state === 'done' || view?.state === 'failed' ? (
        <ImportResult state={view.state} error={view.error} report={view.report} />
      ) : null}
    </div>
  );
}

function ImportResult({
  state,
  error,
  report,
}: {
  state: 'done' | 'failed';
  error: string | null;
  report: ImportReport | null;
}) {
  const notDone =
    report?.entries.filter((entry) => entry.outcome === 'skipped' || entry.outcome === 'failed') ?? [];
  const missing = report?.files.filter((file) => file.outcome === 'missing') ?? [];
  return (
    <section aria-labelledby="import-report">
      <Alert
        tone={state === 'done' ? 'success' : 'error'}
        title={state === 'done' ? 'Imported' : 'Nothing could be imported'}
      >
        {error ??
          (report !== null && report.redirectsAdded > 0
            ? `${report.redirectsAdded} old addresses now redirect (see URL mappings).`
            : '')}
      </Alert>
      <h2 id="import-report">Report</h2>
      {report !== null ? (
        <>
          <table className="data-table">
            <caption>What the file held and what became of it</caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Found</th>
                <th scope="col">Imported</th>
                <th scope="col">Updated</th>
                <th scope="col">Skipped</th>
                <th scope="col">Failed</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(report.counts).map(([type, counts]) => (
                <tr key={type}>
                  <th scope="row">{type}</th>
                  <td>{counts.found}</td>
                  <td>{counts.imported}</td>
                  <td>{counts.updated}</td>
                  <td>{counts.skipped}</td>
                  <td>{counts.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {notDone.length > 0 ? (
            <>
              <h3>Skipped or failed</h3>
              <ul>
                {notDone.map((entry) => (
                  <li key={`${entry.type}-${entry.source}`}>
                    {entry.type} “{entry.title}”: {entry.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {missing.length > 0 ? (
            <>
              <h3>Files not fetched ({missing.length})</h3>
              <ul>
                {missing.map((file) => (
                  <li key={file.url}>
                    {file.url}
                    {file.alt === '' ? '' : ` (“${file.alt}”)`}: {file.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
