// One list of the tag manager (tags or categories): add one, rename one at a time, delete with a confirmation.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { tagNameProblem, type TagKind } from '../../domain/owner-api/tag-rules.js';
import type { TagView } from '../../domain/owner-api/tags.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import { CONTENT_KEYS } from '../api/content.js';
import { createTag, deleteTag, renameTag, TAG_KEYS, useTags } from '../api/tags.js';
import { useCan } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { TextField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { TagRow } from './tag-row.js';
import { tagWords } from './tag-words.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';

const messageOf = (failure: unknown) =>
  failure instanceof ApiError
    ? (failure.fields.name ?? failure.message)
    : GENERAL_MESSAGES.somethingWentWrong;

/** "No item uses it." / "1 item will lose it." / "4 items will lose it." */
export function deleteConsequence(tag: Pick<TagView, 'itemCount'>): string {
  if (tag.itemCount === 0) return 'No item uses it.';
  return `${tag.itemCount} ${tag.itemCount === 1 ? 'item' : 'items'} will lose it.`;
}

/** The list of `kind`. */
export function TagListPanel({ kind }: { kind: TagKind }) {
  const words = tagWords(kind);
  const tags = useTags(kind);
  const canEdit = useCan('tags:edit');
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<TagView | undefined>();
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Tags with a new name typed and not saved: leaving (or the add field's text) asks first.
  const [renaming, setRenaming] = useState<ReadonlySet<string>>(() => new Set());
  const onTyped = useCallback((tagId: string, now: boolean) => {
    setRenaming((current) => {
      if (current.has(tagId) === now) return current;
      const next = new Set(current);
      if (now) next.add(tagId);
      else next.delete(tagId);
      return next;
    });
  }, []);
  const unsaved = useUnsavedChanges(renaming.size > 0 || name.trim() !== '');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: TAG_KEYS.all });
    // Items carry their tags by name: a rename or delete changes them too.
    void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.all });
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    const problem = tagNameProblem(kind, name);
    if (problem !== undefined) return setAddError(problem);
    setAdding(true);
    try {
      const tag = await createTag(kind, name.trim());
      setName('');
      setAddError(undefined);
      refresh();
      announce(`${words.One} “${tag.name}” added.`);
    } catch (failure) {
      setAddError(messageOf(failure));
    } finally {
      setAdding(false);
    }
  }

  async function rename(tag: TagView, next: string) {
    const renamed = await renameTag(tag.id, next);
    setEditingId(undefined);
    refresh();
    announce(`${words.One} renamed to “${renamed.name}”.`);
  }

  async function confirmDelete() {
    if (deleting === undefined) return;
    setBusy(true);
    try {
      await deleteTag(deleting.id);
      announce(`${words.One} “${deleting.name}” deleted.`);
      setDeleting(undefined);
      refresh();
    } catch (failure) {
      setDeleteError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="tag-panel">
      {canEdit ? (
        <form className="toolbar tag-panel__add" onSubmit={add} noValidate>
          <TextField
            label={`New ${words.one} name`}
            value={name}
            onChange={(next) => {
              setName(next);
              setAddError(undefined);
            }}
            error={addError}
            className="toolbar__field"
          />
          <button type="submit" className="button button--primary" disabled={adding}>
            {`Add ${words.one}`}
          </button>
        </form>
      ) : (
        <Alert tone="info">{`You may look at the ${words.many} but not change them.`}</Alert>
      )}
      {tags.isPending ? <Loading /> : null}
      {tags.error !== null ? <LoadError error={tags.error} onRetry={() => void tags.refetch()} /> : null}
      {tags.data !== undefined && tags.data.length === 0 ? (
        <p className="empty-state">{`No ${words.many} yet.`}</p>
      ) : null}
      {tags.data !== undefined && tags.data.length > 0 ? (
        <ul className="list" aria-label={words.Many}>
          {tags.data.map((tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              canEdit={canEdit}
              editing={editingId === tag.id}
              // Opening a rename closes any other: one edit at a time.
              onEdit={() => setEditingId(tag.id)}
              onCancel={() => setEditingId(undefined)}
              onRename={(next) => rename(tag, next)}
              onTyped={onTyped}
              onDelete={() => {
                setDeleteError(undefined);
                setDeleting(tag);
              }}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        title={`Delete the ${words.one} “${deleting?.name ?? ''}”?`}
        isOpen={deleting !== undefined}
        busy={busy}
        destructive
        confirmLabel={`Delete ${words.one}`}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{deleting === undefined ? '' : deleteConsequence(deleting)}</p>
        {deleteError !== undefined ? <Alert tone="error">{deleteError}</Alert> : null}
      </ConfirmDialog>
      {unsaved.prompt}
    </div>
  );
}
