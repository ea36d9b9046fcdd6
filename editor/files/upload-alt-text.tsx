// Asked as soon as a picture is uploaded: its alt text, typed under its row in the upload list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import { ApiError } from '../api/client.js';
import { FILE_KEYS, updateImageDetails } from '../api/files.js';
import { TextField } from '../ui/field.js';
import { ALT_TEXT_HELP, NO_ALT_TEXT_WARNING } from './image-details-dialog.js';

/** The alt text of a just-uploaded picture: a field and Save, then what was saved. */
export function UploadAltText({ file, onSaved }: { file: FileView; onSaved?: (file: FileView) => void }) {
  const queryClient = useQueryClient();
  const [altText, setAltText] = useState(file.altText ?? '');
  const save = useMutation({
    mutationFn: () => updateImageDetails(file.id, { altText }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: FILE_KEYS.all });
      onSaved?.(saved);
    },
  });
  const saved = save.data?.altText;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  if (saved !== undefined && saved !== null && saved === altText.trim() && saved !== '') {
    return (
      <p className="upload__alt" role="status">
        Alt text saved: {saved}
      </p>
    );
  }
  const error =
    save.error instanceof ApiError ? (save.error.fields.altText ?? save.error.message) : undefined;
  return (
    <form className="upload__alt" onSubmit={submit} noValidate>
      <TextField
        label={`Alt text for ${file.name}`}
        value={altText}
        onChange={setAltText}
        description={ALT_TEXT_HELP}
        error={error}
        maxLength={1000}
      />
      {altText.trim() === '' ? <p className="image-warning">{NO_ALT_TEXT_WARNING}</p> : null}
      <button
        type="submit"
        className="button button--small"
        aria-label={`Save alt text for ${file.name}`}
        disabled={save.isPending || altText.trim() === ''}
      >
        Save alt text
      </button>
    </form>
  );
}
