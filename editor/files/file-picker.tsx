// The file manager as a picker (image blocks, galleries, covers). Placeholder until the files screen lands.
import type { FileView } from '../../domain/owner-api/files.js';
import { EditorDialog } from '../ui/dialog.js';

/** Props of {@link FilePickerDialog}. */
export interface FilePickerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the chosen files (one unless `multiple`); the dialog closes itself after. */
  onPick: (files: FileView[]) => void;
  multiple?: boolean;
  /** Only pictures are listed and may be uploaded (default true). */
  imagesOnly?: boolean;
  title?: string;
}

/** Choose (or upload, then choose) files. */
export function FilePickerDialog({ isOpen, onClose, title = 'Choose an image' }: FilePickerDialogProps) {
  return (
    <EditorDialog title={title} isOpen={isOpen} onClose={onClose}>
      <p>The file manager is not available yet.</p>
    </EditorDialog>
  );
}
