// Renaming a file: its display name in a dialog, checked before it is sent, SPEC §8's alert when the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { RENAME_FILE_FAILED } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { FILE_KEYS, renameFile } from '../api/files.js';
import { loadSchemas } from '../api/schemas.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { TextField } from '../ui/field.js';
import { UnsavedChangesGuard } from '../ui/unsaved-changes.js';

/** Props of {@link RenameFileDialog}: the file to rename, or undefined when closed. */
export interface RenameFileDialogProps {
  file: FileView | undefined;
  onClose: () => void;
}

/** The rename dialog; the file's address does not change, only the name the file manager shows. */
export function RenameFileDialog({ file, onClose }: RenameFileDialogProps) {
  return (
    <EditorDialog title="Rename file" isOpen={file !== undefined} onClose={onClose} size="small">
      {file !== undefined ? <RenameForm file={file} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function RenameForm({ file, onClose }: { file: FileView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [name, setName] = useState(file.name);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const rename = useMutation({
    mutationFn: (newName: string) => renameFile(file.id, newName, file.version),
    onSuccess: async (renamed) => {
      queryClient.setQueryData(FILE_KEYS.one(file.id), (detail: { file: FileView } | undefined) =>
        detail === undefined ? detail : { ...detail, file: renamed },
      );
      await queryClient.invalidateQueries({ queryKey: FILE_KEYS.lists });
      announce(`Renamed to ${renamed.name}.`);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.name !== undefined) setFieldError(error.fields.name);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { renameFileBodySchema } = await loadSchemas();
    const parsed = renameFileBodySchema.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    rename.mutate(parsed.data.name ?? name);
  }

  const failure = rename.error;
  // A field message is shown on the field; anything else (a newer save, a lost connection) in the alert.
  const detail =
    failure instanceof ApiError && failure.fields.name === undefined ? failure.message : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {failure !== null ? (
        <Alert tone="error" title={RENAME_FILE_FAILED.title}>
          <p>{RENAME_FILE_FAILED.message}</p>
          {detail !== undefined ? <p>{detail}</p> : null}
        </Alert>
      ) : null}
      <TextField
        label="File name"
        value={name}
        onChange={(value) => {
          setName(value);
          if (fieldError !== undefined) setFieldError(undefined);
        }}
        error={fieldError}
        autoFocus
        required
        maxLength={255}
      />
      <DialogFormActions onCancel={onClose} submitLabel="Save" busy={rename.isPending} busyLabel="Saving…" />
      <UnsavedChangesGuard dirty={name !== file.name} />
    </form>
  );
}
