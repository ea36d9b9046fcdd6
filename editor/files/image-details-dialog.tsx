// A picture's alt text and focal point, edited in a dialog (from the Files screen and the image block).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FileView, FocalPoint } from '../../domain/owner-api/files.js';
import { thumbnailUrl } from '../content/thumbnail.js';
import { ApiError } from '../api/client.js';
import { FILE_KEYS, updateImageDetails } from '../api/files.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { TextArea } from '../ui/field.js';
import { FocalPointPicker } from './focal-point-picker.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';

/** What the alt text field says under itself. */
export const ALT_TEXT_HELP =
  'Say what the picture shows, for people who cannot see it. Leave it empty only when the picture is decoration.';

/** The warning beside a picture without alt text. */
export const NO_ALT_TEXT_WARNING = 'This picture has no alt text: screen readers will skip it.';

/** Props of {@link ImageDetailsDialog}. */
export interface ImageDetailsDialogProps {
  /** The picture; the dialog is open while one is given. */
  file: FileView | undefined;
  onClose: () => void;
  /** Called with the saved picture. */
  onSaved?: (file: FileView) => void;
  /**
   * Whether leaving the screen with changes here asks first: only where the screen has no guard of
   * its own (the Files screen); inside an editor, the editor's guard stays the one (one a screen).
   */
  guardLeaving?: boolean;
}

/** "Alt text and focal point" of one picture. */
export function ImageDetailsDialog({ file, onClose, onSaved, guardLeaving }: ImageDetailsDialogProps) {
  return (
    <EditorDialog title="Alt text and focal point" isOpen={file !== undefined} onClose={onClose}>
      {file === undefined ? null : (
        <DetailsForm
          key={file.id}
          file={file}
          onClose={onClose}
          onSaved={onSaved}
          guardLeaving={guardLeaving === true}
        />
      )}
    </EditorDialog>
  );
}

function DetailsForm({
  file,
  onClose,
  onSaved,
  guardLeaving,
}: {
  file: FileView;
  onClose: () => void;
  onSaved?: (file: FileView) => void;
  guardLeaving: boolean;
}) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [altText, setAltText] = useState(file.altText ?? '');
  const [focalPoint, setFocalPoint] = useState<FocalPoint>(file.focalPoint ?? { x: 0.5, y: 0.5 });
  const save = useMutation({
    mutationFn: () => updateImageDetails(file.id, { altText, focalPoint }, file.version),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: FILE_KEYS.all });
      announce(`The alt text and focal point of ${saved.name} were saved.`);
      onSaved?.(saved);
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  const failure = save.error;
  const fieldError = (name: string) => (failure instanceof ApiError ? failure.fields[name] : undefined);
  return (
    <form className="image-details" onSubmit={submit} noValidate>
      <p className="image-details__name">{file.name}</p>
      <TextArea
        label="Alt text"
        value={altText}
        onChange={setAltText}
        description={ALT_TEXT_HELP}
        error={fieldError('altText')}
        maxLength={1000}
        rows={3}
      />
      {altText.trim() === '' ? <p className="image-warning">{NO_ALT_TEXT_WARNING}</p> : null}
      <FocalPointPicker src={thumbnailUrl(file.url)} value={focalPoint} onChange={setFocalPoint} />
      {failure !== null && fieldError('altText') === undefined ? (
        <Alert tone="error">
          {failure instanceof Error ? failure.message : 'The changes were not saved.'}
        </Alert>
      ) : null}
      <DialogFormActions onCancel={onClose} submitLabel="Save" busy={save.isPending} busyLabel="Saving…" />
      {guardLeaving ? (
        <UnsavedChangesGuard
          dirty={
            altText !== (file.altText ?? '') ||
            JSON.stringify(focalPoint) !== JSON.stringify(file.focalPoint ?? { x: 0.5, y: 0.5 })
          }
        />
      ) : null}
    </form>
  );
}
