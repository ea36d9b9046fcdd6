// The state and actions of the post and event editor: what is typed, what is stored, saving with its version, the conflict, deleting.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { CollectionView, createItemBodySchema, ItemView } from '../../domain/owner-api/items.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { asApiError } from '../api/client.js';
import { CONTENT_KEYS, createItem, deleteItem, fetchItem, saveItem } from '../api/content.js';
import { TAG_KEYS } from '../api/tags.js';
import { loadSchemas } from '../api/schemas.js';
import { useAnnounce } from '../ui/announcer.js';
import { usePreview } from '../ui/preview.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { contentWords, type ContentWords } from './content-words.js';
import {
  buildItemBody,
  emptyItemValues,
  itemValues,
  type ItemFormValues,
  type SaveIntent,
  type WrittenKind,
} from './item-form.js';
import { formatInstant } from './zoned-time.js';

/** A save refused because another came first: the server's message and the version stored now. */
export interface ItemConflict {
  message: string;
  currentVersion?: number;
  /** What the refused save was doing, to do it again over the newer version. */
  intent: SaveIntent;
}

/** What a save tells the owner: "Post saved.", "Post published.", "Post scheduled for Dec 2, 2026, 9:00 AM." */
export function savedMessage(words: ContentWords, item: ItemView, timeZone: string): string {
  if (item.statusLabel === 'Scheduled' && item.publishOn !== null) {
    return `${words.One} scheduled for ${formatInstant(item.publishOn, timeZone)}.`;
  }
  return item.statusLabel === 'Published' ? `${words.One} published.` : `${words.One} saved.`;
}

/** Options of {@link useItemEditor}. */
export interface ItemEditorOptions {
  collection: CollectionView;
  /** The stored item; undefined for a new one. */
  initial?: ItemView;
  timeZone: string;
  /** A new item's author: the person writing it. */
  defaultAuthorId?: string;
}

/** The editor's state and what its buttons do. */
export function useItemEditor({ collection, initial, timeZone, defaultAuthorId = '' }: ItemEditorOptions) {
  const kind = collection.kind as WrittenKind;
  const words = contentWords(collection.kind);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<ItemFormValues>(() =>
    initial === undefined ? emptyItemValues(defaultAuthorId) : itemValues(initial, timeZone),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [conflict, setConflict] = useState<ItemConflict | undefined>();
  const [busy, setBusy] = useState(false);

  // What the form held when it was loaded or last saved: anything else would be lost by leaving.
  const baseline = useMemo(
    () =>
      JSON.stringify(saved === undefined ? emptyItemValues(defaultAuthorId) : itemValues(saved, timeZone)),
    [saved, defaultAuthorId, timeZone],
  );
  const unsaved = useUnsavedChanges(JSON.stringify(values) !== baseline);

  const change = useCallback((patch: Partial<ItemFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  }, []);

  /** Shows `item` as stored, and tells the cache (the list, the counts, the tag manager). */
  function stored(item: ItemView) {
    setSaved(item);
    setValues(itemValues(item, timeZone));
    setFields({});
    setError(undefined);
    setConflict(undefined);
    queryClient.setQueryData(CONTENT_KEYS.item(collection.id, item.id), item);
    void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: TAG_KEYS.all });
  }

  async function save(intent: SaveIntent, overVersion?: number) {
    const built = buildItemBody(values, {
      kind,
      intent,
      timeZone,
      original: saved,
      schemas: await loadSchemas(),
    });
    if (!built.ok) {
      setFields(built.fields);
      setError(OWNER_INPUT_MESSAGE);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const item =
        saved === undefined
          ? // A new item's body has no nulls to clear (checked with the create schema above).
            await createItem(collection.id, built.body as z.input<typeof createItemBodySchema>)
          : await saveItem(collection.id, saved.id, overVersion ?? saved.version, built.body);
      stored(item);
      announce(savedMessage(words, item, timeZone));
      preview.reload();
      if (saved === undefined) {
        unsaved.release();
        navigate(`/collections/${collection.id}/${item.id}`, { replace: true });
      }
    } catch (failure) {
      const problem = asApiError(failure);
      if (problem.status === 412) {
        const current = problem.details.currentVersion;
        setConflict({
          message: problem.message,
          currentVersion: typeof current === 'number' ? current : undefined,
          intent,
        });
      } else {
        setFields({ ...problem.fields });
        setError(problem.message);
      }
    } finally {
      setBusy(false);
    }
  }

  async function loadLatest() {
    if (saved === undefined) return;
    setBusy(true);
    try {
      stored(await fetchItem(collection.id, saved.id));
      announce('Latest version loaded.');
    } catch (failure) {
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  async function overwrite() {
    if (conflict === undefined || saved === undefined) return;
    let version = conflict.currentVersion;
    if (version === undefined) {
      try {
        version = (await fetchItem(collection.id, saved.id)).version;
      } catch (failure) {
        setError(asApiError(failure).message);
        return;
      }
    }
    await save(conflict.intent, version);
  }

  /** Deletes the item; resolves false (with the reason shown) when the server refused. */
  async function remove(): Promise<boolean> {
    if (saved === undefined) return false;
    setBusy(true);
    try {
      await deleteItem(collection.id, saved.id);
      queryClient.removeQueries({ queryKey: CONTENT_KEYS.item(collection.id, saved.id) });
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: TAG_KEYS.all });
      announce(`${words.One} deleted.`);
      preview.reload();
      unsaved.release();
      navigate(`/collections/${collection.id}`);
      return true;
    } catch (failure) {
      setError(asApiError(failure).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    kind,
    words,
    saved,
    values,
    change,
    fields,
    error,
    conflict,
    busy,
    save,
    loadLatest,
    overwrite,
    remove,
    /** "Leave without saving?", asked when the owner leaves with changes not saved. */
    leavePrompt: unsaved.prompt,
  };
}
