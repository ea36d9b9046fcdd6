// What the gallery screen does to its images: add (from uploads or the file manager), caption, reorder, make the cover, remove.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FileView } from '../../domain/owner-api/files.js';
import type { CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { GENERAL_MESSAGES } from '../../domain/owner-messages.js';
import { ApiError } from '../api/client.js';
import {
  CONTENT_KEYS,
  createItem,
  deleteItem,
  reorderItems,
  saveCollection,
  saveItem,
  useAllItems,
} from '../api/content.js';
import { useAnnounce } from '../ui/announcer.js';
import { usePreview } from '../ui/preview.js';

/** Where an item ends up when moved from `from` to `to` (the others close up). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : GENERAL_MESSAGES.somethingWentWrong;

/** The gallery's images and its actions; `error` is the last failure, shown above the grid. */
export function useGallery(collection: CollectionView) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const items = useAllItems(collection.id);
  const [error, setError] = useState<string | undefined>();
  const [captionErrors, setCaptionErrors] = useState<Record<string, string>>({});
  const key = CONTENT_KEYS.allItems(collection.id);

  const current = () => queryClient.getQueryData<ItemView[]>(key) ?? [];
  const setItems = (next: ItemView[]) => queryClient.setQueryData<ItemView[]>(key, next);
  const refreshOthers = () => {
    // The gallery's own list is kept by hand; the counts and other lists are refetched.
    void queryClient.invalidateQueries({
      queryKey: CONTENT_KEYS.all,
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
    });
    preview.reload();
  };

  /** Adds stored pictures as new images at the end (the server puts them last). */
  async function addFiles(files: readonly FileView[]): Promise<void> {
    const pictures = files.filter((file) => file.imageId !== null);
    let added = 0;
    for (const file of pictures) {
      try {
        const item = await createItem(collection.id, {
          title: '',
          mainImageId: file.imageId,
          status: 'published',
        });
        setItems([...current(), item]);
        added += 1;
      } catch (failure) {
        setError(`${file.name}: ${messageOf(failure)}`);
      }
    }
    if (added > 0) {
      announce(added === 1 ? 'Image added.' : `${added} images added.`);
      refreshOthers();
    }
  }

  /** Moves an image and saves the whole order; put back as it was when the server refuses. */
  async function move(from: number, to: number): Promise<void> {
    const before = current();
    if (to < 0 || to >= before.length || from === to) return;
    const next = moveItem(before, from, to);
    setItems(next);
    setError(undefined);
    try {
      await reorderItems(
        collection.id,
        next.map((item) => item.id),
      );
      announce(`Order saved: image moved to position ${to + 1} of ${next.length}.`);
      refreshOthers();
    } catch (failure) {
      setItems(before);
      setError(messageOf(failure));
    }
  }

  /** Saves a changed caption (the image's title). */
  async function saveCaption(item: ItemView, title: string): Promise<void> {
    if (title.trim() === item.title.trim()) return;
    try {
      const saved = await saveItem(collection.id, item.id, item.version, { title });
      setItems(current().map((candidate) => (candidate.id === saved.id ? saved : candidate)));
      setCaptionErrors((errors) => {
        const rest = { ...errors };
        delete rest[item.id];
        return rest;
      });
      announce('Caption saved.');
      refreshOthers();
    } catch (failure) {
      const problem = failure instanceof ApiError ? failure : undefined;
      if (problem?.status === 412) {
        // Another tab changed this image: show what is stored, and say so.
        await queryClient.invalidateQueries({ queryKey: key });
      }
      setCaptionErrors((errors) => ({ ...errors, [item.id]: problem?.fields.title ?? messageOf(failure) }));
    }
  }

  /** Makes an image the gallery's cover. */
  async function setCover(item: ItemView): Promise<void> {
    try {
      const saved = await saveCollection(collection.id, { coverImageId: item.mainImageId });
      queryClient.setQueryData(CONTENT_KEYS.collection(collection.id), saved);
      announce('Cover image set.');
      refreshOthers();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  /** Removes an image from the gallery (its file stays in the file manager). */
  async function remove(item: ItemView): Promise<boolean> {
    try {
      await deleteItem(collection.id, item.id);
      setItems(current().filter((candidate) => candidate.id !== item.id));
      announce('Image removed.');
      refreshOthers();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    }
  }

  return { items, error, setError, captionErrors, addFiles, move, saveCaption, setCover, remove };
}
