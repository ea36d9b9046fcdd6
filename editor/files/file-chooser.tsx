// Ways to hand files to an upload queue: a button over a real file input (works by keyboard), and a zone to drop several files on.
import { useRef, useState, type DragEvent } from 'react';
import { FILE_ACCEPT, FILE_KINDS } from '../../domain/file-rules.js';

/** The extensions of the pictures the file manager keeps (`.jpg`, `.png`…), as a file chooser takes them. */
export const IMAGE_EXTENSIONS: readonly string[] = FILE_KINDS.filter((kind) => kind.image).flatMap((kind) =>
  kind.extensions.map((extension) => `.${extension}`),
);

/** The `accept` of an input that takes pictures only. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.join(',');

/** Props of {@link ChooseFilesButton}. */
export interface ChooseFilesButtonProps {
  onFiles: (files: File[]) => void;
  /** The input's `accept` (default every kind the file manager keeps). */
  accept?: string;
  multiple?: boolean;
  label?: string;
  className?: string;
}

/**
 * A visible button that opens the system's file chooser. The input itself stays out of sight and
 * out of the tab order; the button is what keyboard and screen-reader users reach.
 */
export function ChooseFilesButton({
  onFiles,
  accept = FILE_ACCEPT,
  multiple = true,
  label = 'Choose files',
  className = 'button',
}: ChooseFilesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after a failure) is noticed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

function carriesFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Props of {@link UploadDropZone}. */
export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  accept?: string;
}

/** "Drop files here or choose files": several files at once, dropped or chosen. */
export function UploadDropZone({ onFiles, accept = FILE_ACCEPT }: UploadDropZoneProps) {
  const [over, setOver] = useState(false);
  function enter(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  }
  return (
    <div
      className={`dropzone${over ? ' dropzone--active' : ''}`}
      onDragEnter={enter}
      onDragOver={enter}
      onDragLeave={(event) => {
        // Moving over the zone's own text and button fires leave events too: only leaving it counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
    >
      <p className="dropzone__text">Drop files here or choose files</p>
      <ChooseFilesButton onFiles={onFiles} accept={accept} className="button button--primary" />
    </div>
  );
}
