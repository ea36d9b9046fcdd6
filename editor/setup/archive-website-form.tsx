// The Websites screen's "Import a website archive" form: a Tessera archive (Settings > Export, `tessera export`) becomes a further website on its own host name, imported in the background and followed until it ends.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ImportedWebsite } from '../../domain/imports/import-report.js';
import { ApiError, type UploadProgress } from '../api/client.js';
import { useImport } from '../api/imports.js';
import { editorAddressOf, importWebsiteArchive, WEBSITES_KEY } from '../api/server-setup.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';

/** "12 pages, 4 products" from the archive's counts (entities with none left out). */
function countsText(counts: Readonly<Record<string, number>>): string {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([entity, count]) => `${count} ${entity}`)
    .join(', ');
}

/** The form. */
export function ArchiveWebsiteForm({
  onEdited,
}: {
  /** Told whether an archive or a host name is chosen and not imported (or the upload is under way). */
  onEdited?: (edited: boolean) => void;
} = {}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  const [host, setHost] = useState('');
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const [uploading, setUploading] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [imported, setImported] = useState<ImportedWebsite | undefined>();
  // The import the server runs after the upload, followed until it is done or failed.
  const [importId, setImportId] = useState<string | undefined>();
  const job = useImport(importId).data;
  const running = importId !== undefined;
  const busy = uploading || running;
  // An archive chosen since the last import went through.
  const [fileChosen, setFileChosen] = useState(false);
  const edited = busy || fileChosen || host.trim() !== '';
  useEffect(() => onEdited?.(edited), [edited, onEdited]);

  // The import's end: the website it made, or the archive's problem.
  useEffect(() => {
    if (job === undefined || job.id !== importId) return;
    if (job.state !== 'done' && job.state !== 'failed') return;
    setImportId(undefined);
    const website = job.report?.website;
    if (job.state === 'done' && website !== undefined) {
      setImported(website);
      setHost('');
      setFileChosen(false);
      void queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
    } else setProblem(job.error ?? 'The import stopped.');
  }, [job, importId, queryClient]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    setFields({});
    if (file === undefined) {
      setFields({ file: 'Choose a website archive to import.' });
      return;
    }
    setUploading(true);
    setImported(undefined);
    try {
      setImportId(await importWebsiteArchive(file, host, setProgress));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      setProgress(undefined);
    }
  }

  const sent = progress === undefined || progress.total === 0 ? undefined : progress.loaded / progress.total;
  const step = running && job?.id === importId && job.total > 0 ? job : undefined;
  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="archive-import"
    >
      <h2 id="archive-import">Import a website archive</h2>
      <p>
        A website exported from Tessera (Settings &gt; Export, or <code>tessera export</code>) becomes a
        website of its own on this server, with its pages, store, orders, forms and files. Nothing is written
        when the archive is refused.
      </p>
      {imported !== undefined ? (
        <Alert tone="success" title={`${imported.title} is imported`}>
          It holds {countsText(imported.counts)}. Point {imported.host} at this server, then{' '}
          <a href={editorAddressOf(imported.host)}>open its editor</a>.
          {imported.ownersWithoutPassword.length > 0
            ? ` Accounts made without a password (they choose one with “Forgot password”): ${imported.ownersWithoutPassword.join(', ')}.`
            : null}
        </Alert>
      ) : null}
      {problem !== undefined ? (
        <Alert tone="error" title="The archive was not imported">
          {problem}
        </Alert>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          Website archive (.zip)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          className="field__input"
          accept=".zip,application/zip"
          disabled={busy}
          aria-invalid={fields.file === undefined ? undefined : true}
          aria-describedby={fields.file === undefined ? undefined : `${id}-file-error`}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setFileChosen(event.target.files?.[0] !== undefined);
          }}
        />
        {fields.file === undefined ? null : (
          <p className="field__error" id={`${id}-file-error`}>
            {fields.file}
          </p>
        )}
      </div>
      <TextField
        label="Domain name"
        required
        value={host}
        onChange={setHost}
        error={fields.host}
        description="The host name the imported website answers on, like shop.example.com."
      />
      {uploading ? (
        <p role="status">
          {sent === undefined || sent >= 1
            ? 'Importing the website…'
            : `Uploading the archive… ${Math.round(sent * 100)}%`}
        </p>
      ) : null}
      {running ? (
        <div role="status">
          <p>
            {step === undefined
              ? 'Importing the website…'
              : `Importing the website… ${step.progress} of ${step.total} steps`}
          </p>
          <progress
            className="progress"
            aria-label="Importing the website"
            max={Math.max(step?.total ?? 0, 1)}
            value={step?.progress ?? 0}
          />
        </div>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Importing…' : 'Import website'}
      </button>
    </form>
  );
}
