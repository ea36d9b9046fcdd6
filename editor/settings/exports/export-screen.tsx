// /config/settings/export: export the whole website as one archive, follow its progress, then download it (kept 24 hours).
import { useState } from 'react';
import { ApiError } from '../../api/client.js';
import { archiveUrl, startExport, useExport, useExports, type ExportView } from '../../api/exports.js';
import { useCan } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';

/** "2.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const timeText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The Export screen. */
export function ExportScreen() {
  const canExport = useCan('settings:edit');
  const [exportId, setExportId] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const recent = useExports();
  const current = useExport(exportId);
  const view = current.data ?? (exportId === undefined ? recent.data?.[0] : undefined);

  async function start() {
    setBusy(true);
    setProblem(undefined);
    try {
      setExportId(await startExport());
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const running = view?.state === 'running' || (exportId !== undefined && current.data === undefined);
  return (
    <div className="export-screen">
      <h1>Export</h1>
      <p>
        Export the whole website as one archive: pages, navigation, collections and posts, products with their
        variants and stock, orders, customers, forms and what was sent with them, mailing lists, design,
        theme, settings and every file. Another Tessera server imports it with <code>tessera import</code>.
        Passwords, API keys, webhook secrets and payment tokens are never in it; owners come without their
        passwords.
      </p>
      {!canExport ? (
        <Alert tone="info" title="Only admins and website managers export">
          Ask one of them to export the website.
        </Alert>
      ) : (
        <div className="toolbar">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || running}
            onClick={() => void start()}
          >
            {busy ? 'Starting…' : 'Export website'}
          </button>
        </div>
      )}
      {problem !== undefined ? (
        <Alert tone="error" title="The export did not start">
          {problem}
        </Alert>
      ) : null}
      {running ? (
        <div role="status">
          <p>Exporting the website…</p>
          <progress
            className="progress"
            aria-label="Exporting the website"
            max={Math.max(view?.total ?? 0, 1)}
            value={view?.progress ?? 0}
          />
        </div>
      ) : null}
      {view !== undefined && view.state !== 'running' ? <ExportResult view={view} /> : null}
    </div>
  );
}

function ExportResult({ view }: { view: ExportView }) {
  if (view.state === 'failed')
    return (
      <Alert tone="error" title="The export failed">
        {view.error ?? 'Try again.'}
      </Alert>
    );
  return (
    <section aria-labelledby="export-ready">
      <h2 id="export-ready">Archive ready</h2>
      <p>
        Made {timeText(view.finishedAt ?? view.createdAt)}
        {view.sizeBytes !== null ? `, ${sizeText(view.sizeBytes)}` : ''}. It can be downloaded until{' '}
        {view.expiresAt !== null ? timeText(view.expiresAt) : 'tomorrow'}.
      </p>
      <a className="button" href={archiveUrl(view.id)} download>
        Download the archive
      </a>
    </section>
  );
}
