// The uploads under way and just finished: a progress bar per file named by the file, its state, a just-uploaded picture's alt text, and Cancel or Dismiss.
import { formatFileSize } from '../../domain/file-rules.js';
import type { FileView } from '../../domain/owner-api/files.js';
import { isFinished, type UploadEntry } from './upload-queue.js';
import { UploadAltText } from './upload-alt-text.js';
import type { UploadQueueControls } from './use-upload-queue.js';

/** Props of {@link UploadList}. */
export interface UploadListProps {
  /** The queue whose uploads are listed (what `useUploadQueue` gives). */
  uploads: Pick<UploadQueueControls, 'entries' | 'cancel' | 'dismiss' | 'clearFinished'>;
  /** Called with a just-uploaded picture once its alt text is saved. */
  onDescribed?: (file: FileView) => void;
}

/** The largest upload, stated before anyone chooses a file (nothing until the server has said). */
export function UploadLimit({ maxFileBytes }: { maxFileBytes: number | undefined }) {
  if (maxFileBytes === undefined || maxFileBytes <= 0) return null;
  return <p className="upload-limit">Files up to {formatFileSize(maxFileBytes)} each.</p>;
}

/** The upload list (nothing when there are no uploads). */
export function UploadList({ uploads, onDescribed }: UploadListProps) {
  const { entries, cancel: onCancel, dismiss: onDismiss, clearFinished: onClearFinished } = uploads;
  if (entries.length === 0) return null;
  const finished = entries.filter(isFinished).length;
  return (
    <div className="uploads">
      <ul className="uploads__list" aria-label="Uploads">
        {entries.map((entry) => (
          <UploadRow
            key={entry.id}
            entry={entry}
            onCancel={onCancel}
            onDismiss={onDismiss}
            onDescribed={onDescribed}
          />
        ))}
      </ul>
      {finished > 1 ? (
        <button type="button" className="button button--small" onClick={onClearFinished}>
          Clear finished uploads
        </button>
      ) : null}
    </div>
  );
}

function UploadRow({
  entry,
  onCancel,
  onDismiss,
  onDescribed,
}: {
  entry: UploadEntry;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  onDescribed?: (file: FileView) => void;
}) {
  const finished = isFinished(entry);
  const hasError = entry.errorTitle !== undefined || entry.errorMessage !== undefined;
  return (
    <li className={`upload upload--${entry.status}`}>
      <div className="upload__head">
        <span className="upload__name">{entry.name}</span>
        <span className="upload__state">{entry.statusText}</span>
      </div>
      <progress className="progress upload__bar" aria-label={entry.name} max={100} value={entry.percent} />
      {hasError ? (
        <div className="upload__error">
          {entry.errorTitle !== undefined ? <p className="upload__error-title">{entry.errorTitle}</p> : null}
          {entry.errorMessage !== undefined ? <p>{entry.errorMessage}</p> : null}
        </div>
      ) : null}
      {entry.file?.isImage === true ? <UploadAltText file={entry.file} onSaved={onDescribed} /> : null}
      <button
        type="button"
        className="button button--small upload__action"
        aria-label={`${finished ? 'Dismiss' : 'Cancel'} ${entry.name}`}
        onClick={() => (finished ? onDismiss(entry.id) : onCancel(entry.id))}
      >
        {finished ? 'Dismiss' : 'Cancel'}
      </button>
    </li>
  );
}
