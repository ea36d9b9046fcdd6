// The gallery's upload area: choose or drop several pictures, each with its own progress bar and SPEC §5/§8 message.
import { useId } from 'react';
import { Button, DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { IMAGE_EXTENSIONS } from '../files/file-chooser.js';
import { isFinished, type UploadEntry } from '../files/use-upload-queue.js';

/** Props of {@link GalleryUploads}. */
export interface GalleryUploadsProps {
  entries: readonly UploadEntry[];
  onFiles: (files: File[]) => void;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  onAddFromFiles: () => void;
}

async function droppedFiles(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
}

/** "Upload images", "Add from files", the drop zone and the list of uploads. */
export function GalleryUploads({
  entries,
  onFiles,
  onCancel,
  onDismiss,
  onAddFromFiles,
}: GalleryUploadsProps) {
  const titleId = useId();
  return (
    <section className="panel gallery-uploads" aria-labelledby={titleId}>
      <h2 id={titleId}>Add images</h2>
      <DropZone
        className="drop-zone"
        aria-label="Drop images here"
        // Anything dropped is taken: a file that is not a picture is refused with SPEC §5's message.
        getDropOperation={() => 'copy'}
        onDrop={(event) => void droppedFiles(event.items).then(onFiles)}
      >
        <p className="drop-zone__text">Drop images here, several at once, or</p>
        <div className="toolbar">
          <FileTrigger
            allowsMultiple
            acceptedFileTypes={[...IMAGE_EXTENSIONS]}
            onSelect={(list) => {
              if (list !== null) onFiles([...list]);
            }}
          >
            <Button className="button button--primary">Upload images</Button>
          </FileTrigger>
          <button type="button" className="button" onClick={onAddFromFiles}>
            Add from files
          </button>
        </div>
      </DropZone>
      {entries.length > 0 ? (
        <ul className="list upload-list" aria-label="Uploads">
          {entries.map((entry) => (
            <li key={entry.id} className="list__row upload-list__row">
              <span className="upload-list__name">{entry.name}</span>
              {entry.status === 'failed' || entry.status === 'cancelled' ? null : (
                <progress
                  className="progress"
                  max={100}
                  value={entry.percent}
                  aria-label={`Uploading ${entry.name}`}
                />
              )}
              <span className="upload-list__status" role={entry.status === 'failed' ? 'alert' : undefined}>
                {entry.errorTitle !== undefined ? <strong>{`${entry.errorTitle}: `}</strong> : null}
                {entry.statusText}
                {entry.errorMessage !== undefined ? ` — ${entry.errorMessage}` : null}
              </span>
              <button
                type="button"
                className="button button--small"
                aria-label={`${isFinished(entry) ? 'Dismiss' : 'Cancel'} ${entry.name}`}
                onClick={() => (isFinished(entry) ? onDismiss(entry.id) : onCancel(entry.id))}
              >
                {isFinished(entry) ? 'Dismiss' : 'Cancel'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
