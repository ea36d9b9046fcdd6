// The collections and items calls (blog posts, events, gallery images) and their query keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CollectionView,
  createItemBodySchema,
  ItemFilterStatus,
  ItemView,
  updateCollectionBodySchema,
  updateItemBodySchema,
} from '../../domain/owner-api/items.js';
import { api } from './client.js';

/** A member of the website who may write: what the Author field offers. */
export interface Author {
  id: string;
  name: string;
  email: string;
}

/** The list filters the items screen sends (`q`, `status`, paging). */
export interface ItemFilters {
  q?: string;
  status?: ItemFilterStatus;
  limit?: number;
  offset?: number;
}

/** One page of a collection's items. */
export interface ItemPage {
  items: ItemView[];
  total: number;
}

/** The most items one call returns (the server's limit). */
export const ITEM_PAGE_LIMIT = 100;

/**
 * Query keys. Everything about collections starts with `collections`, so one invalidation after a
 * save refreshes the list, the counts and the item.
 */
export const CONTENT_KEYS = {
  all: ['collections'] as const,
  collection: (id: string) => ['collections', id] as const,
  items: (id: string, filters: ItemFilters) => ['collections', id, 'items', filters] as const,
  allItems: (id: string) => ['collections', id, 'items', 'all'] as const,
  item: (id: string, itemId: string) => ['collections', id, 'item', itemId] as const,
  authors: ['authors'] as const,
};

const collectionPath = (id: string) => `/api/owner/collections/${encodeURIComponent(id)}`;
const itemPath = (id: string, itemId: string) => `${collectionPath(id)}/items/${encodeURIComponent(itemId)}`;

/** One collection. */
export async function fetchCollection(id: string): Promise<CollectionView> {
  return (await api<{ collection: CollectionView }>(collectionPath(id))).collection;
}

/** Changes a collection's title, description or cover (`version` given: refused with 412 when stale). */
export async function saveCollection(
  id: string,
  body: z.input<typeof updateCollectionBodySchema>,
  version?: number,
): Promise<CollectionView> {
  return (await api<{ collection: CollectionView }>(collectionPath(id), { method: 'PATCH', body, version }))
    .collection;
}

/** One page of a collection's items, in the collection's order. */
export function fetchItems(id: string, filters: ItemFilters = {}): Promise<ItemPage> {
  return api<ItemPage>(`${collectionPath(id)}/items`, { query: { ...filters } });
}

/** Every item of a collection (a gallery's order is saved whole), a page at a time. */
export async function fetchAllItems(id: string): Promise<ItemView[]> {
  const items: ItemView[] = [];
  for (;;) {
    const page = await fetchItems(id, { limit: ITEM_PAGE_LIMIT, offset: items.length });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/** One item. */
export async function fetchItem(id: string, itemId: string): Promise<ItemView> {
  return (await api<{ item: ItemView }>(itemPath(id, itemId))).item;
}

/** Adds an item (201). */
export async function createItem(id: string, body: z.input<typeof createItemBodySchema>): Promise<ItemView> {
  return (await api<{ item: ItemView }>(`${collectionPath(id)}/items`, { method: 'POST', body })).item;
}

/**
 * Saves an item over `version`; rejects with a 412 ApiError (`version-conflict`,
 * `details.currentVersion`) when another save came first.
 */
export async function saveItem(
  id: string,
  itemId: string,
  version: number,
  body: z.input<typeof updateItemBodySchema>,
): Promise<ItemView> {
  return (await api<{ item: ItemView }>(itemPath(id, itemId), { method: 'PATCH', body, version })).item;
}

/** Deletes an item. */
export function deleteItem(id: string, itemId: string): Promise<void> {
  return api<void>(itemPath(id, itemId), { method: 'DELETE' });
}

/** Saves the order of a collection's items (every id, once). */
export function reorderItems(id: string, itemIds: string[]): Promise<unknown> {
  return api(`${collectionPath(id)}/items/order`, { method: 'PUT', body: { itemIds } });
}

/** The website's members who may write posts. */
export async function fetchAuthors(): Promise<Author[]> {
  return (await api<{ authors: Author[] }>('/api/owner/authors')).authors;
}

/** The collection query. */
export function useCollection(id: string) {
  return useQuery({ queryKey: CONTENT_KEYS.collection(id), queryFn: () => fetchCollection(id) });
}

/** A page of items; the previous page stays on screen while the next loads (no flicker while typing a search). */
export function useItems(id: string, filters: ItemFilters) {
  return useQuery({
    queryKey: CONTENT_KEYS.items(id, filters),
    queryFn: () => fetchItems(id, filters),
    placeholderData: keepPreviousData,
  });
}

/** Every item of a collection. */
export function useAllItems(id: string) {
  return useQuery({ queryKey: CONTENT_KEYS.allItems(id), queryFn: () => fetchAllItems(id) });
}

/** One item; disabled for a new one. */
export function useItem(id: string, itemId: string | undefined) {
  return useQuery({
    queryKey: CONTENT_KEYS.item(id, itemId ?? ''),
    queryFn: () => fetchItem(id, itemId ?? ''),
    enabled: itemId !== undefined,
  });
}

/** The authors query. */
export function useAuthors() {
  return useQuery({ queryKey: CONTENT_KEYS.authors, queryFn: fetchAuthors, staleTime: 60_000 });
}
