// One tag or category in the tag manager: its name and use, renamed in place, or deleted.
import { useEffect, useState, type FormEvent } from 'react';
import { tagNameProblem } from '../../domain/owner-api/tag-rules.js';
import type { TagView } from '../../domain/owner-api/tags.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { TextField } from '../ui/field.js';
import { usageText } from './tag-words.js';

/** Props of {@link TagRow}. */
export interface TagRowProps {
  tag: TagView;
  canEdit: boolean;
  /** Whether this row's rename is open (one at a time in the list). */
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Saves the new name; rejects with the server's refusal (409 "This tag already exists…"). */
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
  /** Told whether a new name is typed and not saved (and that it is gone when the row goes). */
  onTyped?: (tagId: string, typed: boolean) => void;
}

/** A row of the tag manager. */
export function TagRow({
  tag,
  canEdit,
  editing,
  onEdit,
  onCancel,
  onRename,
  onDelete,
  onTyped,
}: TagRowProps) {
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const typed = editing && name.trim() !== tag.name;
  useEffect(() => {
    onTyped?.(tag.id, typed);
    return () => onTyped?.(tag.id, false);
  }, [onTyped, tag.id, typed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = tagNameProblem(tag.kind, name);
    if (problem !== undefined) return setError(problem);
    if (name.trim() === tag.name) return onCancel();
    setBusy(true);
    try {
      await onRename(name.trim());
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields.name ?? failure.message)
          : GENERAL_MESSAGES.somethingWentWrong,
      );
    } finally {
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <li className="list__row tag-row tag-row--editing">
        <form
          className="tag-row__form"
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          noValidate
        >
          <TextField
            label={`New name for “${tag.name}”`}
            value={name}
            onChange={(next) => {
              setName(next);
              setError(undefined);
            }}
            error={error}
            autoFocus
          />
          <button type="submit" className="button button--primary button--small" disabled={busy}>
            Save
          </button>
          <button type="button" className="button button--small" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </form>
      </li>
    );
  }

  return (
    <li className="list__row tag-row">
      <span className="tag-row__name">{tag.name}</span>
      <span className="tag-row__use">{usageText(tag.itemCount)}</span>
      {canEdit ? (
        <>
          <button
            type="button"
            className="button button--small"
            aria-label={`Rename ${tag.name}`}
            onClick={() => {
              setName(tag.name);
              setError(undefined);
              onEdit();
            }}
          >
            Rename
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`Delete ${tag.name}`}
            onClick={onDelete}
          >
            Delete
          </button>
        </>
      ) : null}
    </li>
  );
}
