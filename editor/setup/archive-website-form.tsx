// The Websites screen's "Import a website archive" form: a Tessera archive (Settings > Export, `tessera export`) becomes a further website on its own host name.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, type UploadProgress } from '../api/client.js';
import { editorAddressOf, importWebsiteArchive, WEBSITES_KEY } from '../api/server-setup.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';

interface Imported {
  title: string;
  host: string;
  counts: Record<string, number>;
  ownersWithoutPassword: string[];
}

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
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [imported, setImported] = useState<Imported | undefined>();
  // An archive chosen since the last import went through.
  const [fileChosen, setFileChosen] = useState(false);
  const edited = busy || fileChosen || host.trim() !== '';
  useEffect(() => onEdited?.(edited), [edited, onEdited]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    setFields({});
    if (file === undefined) {
      setFields({ file: 'Choose a website archive to import.' });
      return;
    }
    setBusy(true);
    setImported(undefined);
    try {
      const answer = await importWebsiteArchive(file, host, setProgress);
      setImported({
        title: answer.website.title,
        host: answer.website.host,
        counts: answer.counts,
        ownersWithoutPassword: answer.ownersWithoutPassword,
      });
      setHost('');
      setFileChosen(false);
      await queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  }

  const sent = progress === undefined || progress.total === 0 ? undefined : progress.loaded / progress.total;
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
      {busy ? (
        <p role="status">
          {sent === undefined || sent >= 1
            ? 'Importing the website…'
            : `Uploading the archive… ${Math.round(sent * 100)}%`}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Importing…' : 'Import website'}
      </button>
    </form>
  );
}
