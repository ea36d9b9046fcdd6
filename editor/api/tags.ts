// The tag manager's calls (tags and categories) and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { TagKind, TagView } from '../../domain/owner-api/tags.js';
import { api } from './client.js';

/** Query keys: every list starts with `tags`, so one invalidation refreshes both kinds. */
export const TAG_KEYS = {
  all: ['tags'] as const,
  kind: (kind: TagKind) => ['tags', kind] as const,
};

const tagPath = (id: string) => `/api/owner/tags/${encodeURIComponent(id)}`;

/** The tags or the categories, with how many items use each. */
export async function fetchTags(kind: TagKind): Promise<TagView[]> {
  return (await api<{ tags: TagView[] }>('/api/owner/tags', { query: { kind } })).tags;
}

/** Adds a tag or category; a name already taken rejects with a 409 ApiError (`tag-exists`, SPEC §5's message). */
export async function createTag(kind: TagKind, name: string): Promise<TagView> {
  return (await api<{ tag: TagView }>('/api/owner/tags', { method: 'POST', body: { kind, name } })).tag;
}

/** Renames a tag or category, and every item that has it (409 as {@link createTag}). */
export async function renameTag(id: string, name: string): Promise<TagView> {
  return (await api<{ tag: TagView }>(tagPath(id), { method: 'PATCH', body: { name } })).tag;
}

/** Deletes a tag or category and takes it off every item. */
export function deleteTag(id: string): Promise<void> {
  return api<void>(tagPath(id), { method: 'DELETE' });
}

/** The tags (or categories) query. */
export function useTags(kind: TagKind) {
  return useQuery({ queryKey: TAG_KEYS.kind(kind), queryFn: () => fetchTags(kind) });
}
