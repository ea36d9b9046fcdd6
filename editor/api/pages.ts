// The pages calls and their query keys: list, read, create, save (with the version it was based on), delete, the main menu, the collections the pickers list, and the theme's block areas.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CollectionView } from '../../domain/owner-api/items.js';
import type { NavigationItem, NavigationMenus } from '../../domain/owner-api/navigation.js';
import type {
  BlockFieldsReply,
  createPageBodySchema,
  PageDetail,
  PageList,
  PageView,
  updatePageBodySchema,
} from '../../domain/owner-api/pages.js';
import type { PageRevision, PageRevisionsReply } from '../../domain/owner-api/page-drafts.js';
import { api } from './client.js';

/** Query keys of the pages screen. */
export const PAGE_KEYS = {
  list: ['pages'] as const,
  one: (id: string) => ['pages', id] as const,
  revisions: (id: string) => ['pages', id, 'revisions'] as const,
  blockFields: ['block-fields'] as const,
  navigation: ['navigation'] as const,
};

/** Every page and the main menu. */
export function fetchPages(): Promise<PageList> {
  return api<PageList>('/api/owner/pages');
}

/** Every menu of the site and the menus to edit (the live theme's navigations first). */
export function fetchNavigation(): Promise<NavigationMenus> {
  return api<NavigationMenus>('/api/owner/navigation');
}

/** The menus query (the pages screen's menu choice). */
export function useNavigationMenus() {
  return useQuery({ queryKey: PAGE_KEYS.navigation, queryFn: fetchNavigation });
}

/** The pages query (the pages screen, the link editor's page picker). */
export function usePageList() {
  return useQuery({ queryKey: PAGE_KEYS.list, queryFn: fetchPages });
}

/**
 * The query key of every collection, as the pickers list them: under `['collections']`, so the
 * content screens' refreshes reach it, with an object where their keys have a collection id.
 */
export const COLLECTION_LIST_KEY = ['collections', { list: 'all' }] as const;

/** Every collection (blogs, events, galleries, stores) of the website. */
export async function fetchCollections(): Promise<CollectionView[]> {
  return (await api<{ collections: CollectionView[] }>('/api/owner/collections')).collections;
}

/** The collections query (the link editor's collection picker); `enabled: false` waits until they are needed. */
export function useCollectionList(enabled = true) {
  return useQuery({ queryKey: COLLECTION_LIST_KEY, queryFn: fetchCollections, enabled });
}

/** One page with its blocks, as the editor edits it: its draft (the published page when it has no unpublished changes). */
export async function fetchPage(id: string): Promise<PageDetail> {
  return (await api<{ page: PageDetail }>(`/api/owner/pages/${encodeURIComponent(id)}?draft=1`)).page;
}

/** Publishes the page's draft over `version` (412 when another save came first). */
export async function publishPage(id: string, version: number): Promise<PageDetail> {
  return (
    await api<{ page: PageDetail }>(`/api/owner/pages/${encodeURIComponent(id)}/publish`, {
      method: 'POST',
      version,
    })
  ).page;
}

/** Drops the page's unpublished changes, over `version`. */
export async function discardPageDraft(id: string, version: number): Promise<PageDetail> {
  return (
    await api<{ page: PageDetail }>(`/api/owner/pages/${encodeURIComponent(id)}/discard`, {
      method: 'POST',
      version,
    })
  ).page;
}

/** The page's published versions, the newest first. */
export async function fetchPageRevisions(id: string): Promise<PageRevision[]> {
  return (await api<PageRevisionsReply>(`/api/owner/pages/${encodeURIComponent(id)}/revisions`)).revisions;
}

/** Makes a revision the page's draft, over `version`. */
export async function restorePageRevision(
  id: string,
  revisionId: string,
  version: number,
): Promise<PageDetail> {
  const path = `/api/owner/pages/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`;
  return (await api<{ page: PageDetail }>(path, { method: 'POST', version })).page;
}

/** Adds a page (and its collection for blog, events, gallery and store pages). */
export async function createPage(body: z.input<typeof createPageBodySchema>): Promise<PageView> {
  return (await api<{ page: PageView }>('/api/owner/pages', { method: 'POST', body })).page;
}

/**
 * Saves changes to a page over `version`; rejects with a 412 ApiError (`version-conflict`,
 * `details.currentVersion`) when another save came first.
 */
export async function savePage(
  id: string,
  version: number,
  body: z.input<typeof updatePageBodySchema>,
): Promise<PageDetail> {
  return (
    await api<{ page: PageDetail }>(`/api/owner/pages/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      version,
    })
  ).page;
}

/** Deletes a page (the home page is refused). */
export function deletePage(id: string): Promise<void> {
  return api<void>(`/api/owner/pages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Replaces a menu (`PUT /api/owner/navigation/{name}`): `main`, `footer`, a theme's navigation. */
export function saveNavigation(name: string, items: NavigationItem[]): Promise<{ items: NavigationItem[] }> {
  return api(`/api/owner/navigation/${encodeURIComponent(name)}`, { method: 'PUT', body: { items } });
}

/** The block areas (`<squarespace:block-field>`) of the theme the live site renders; none for the built-in theme. */
export function fetchBlockFields(): Promise<BlockFieldsReply> {
  return api<BlockFieldsReply>('/api/owner/block-fields');
}

/** The block areas query (the page panel's "Edit" choice). */
export function useBlockFields() {
  return useQuery({ queryKey: PAGE_KEYS.blockFields, queryFn: fetchBlockFields });
}
