// A button that downloads an export; while it runs it says so, and a refusal is shown beside it.
import { useState } from 'react';
import { asApiError } from '../api/client.js';
import { downloadFile } from '../api/download.js';
import { useAnnounce } from './announcer.js';

export interface DownloadButtonProps {
  /** The address of the file (a CSV export with the screen's filters). */
  href: string;
  /** The name to save under when the server gives none. */
  fileName: string;
  /** The button's text ("Export CSV"). */
  children: string;
}

/** The Export button of a table screen. */
export function DownloadButton({ href, fileName, children }: DownloadButtonProps) {
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const run = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await downloadFile(href, fileName);
      announce(`${fileName} downloaded.`);
    } catch (error) {
      setProblem(asApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="download-button">
      <button type="button" className="button" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing…' : children}
      </button>
      {problem !== undefined ? (
        <span className="field__error" role="alert">
          {children} failed: {problem}
        </span>
      ) : null}
    </span>
  );
}
