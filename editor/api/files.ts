// The file manager's calls and their query keys: list and search, read with where it is used, rename, delete, upload.
import type { z } from 'zod';
import { UPLOAD_FIELD } from '../../domain/owner-api/file-codes.js';
import type {
  fileDetailResponseSchema,
  fileListResponseSchema,
  fileResponseSchema,
  FileView,
} from '../../domain/owner-api/files.js';
import { api, upload, type UploadOptions } from './client.js';

/** What the file list is asked for (`GET /api/owner/files`). */
export interface FileListParams {
  /** Searches the display name. */
  q?: string;
  /** Only pictures. */
  images?: boolean;
  limit?: number;
  offset?: number;
}

/** One page of the file list, and how many files match over every page. */
export type FileListPage = z.infer<typeof fileListResponseSchema>;

/** A file and every place that uses it (`GET /api/owner/files/{id}`). */
export type FileDetail = z.infer<typeof fileDetailResponseSchema>;

type FileAnswer = z.infer<typeof fileResponseSchema>;

/** Query keys of the file manager; `all` covers every list and file, for invalidation after a change. */
export const FILE_KEYS = {
  all: ['files'] as const,
  lists: ['files', 'list'] as const,
  list: (filter: { q: string; images: boolean }) => ['files', 'list', filter] as const,
  one: (id: string) => ['files', 'one', id] as const,
};

const FILES_PATH = '/api/owner/files';

function filePath(id: string): string {
  return `${FILES_PATH}/${encodeURIComponent(id)}`;
}

/** One page of files, newest first; `q` and `images` are left out when not asked for. */
export function fetchFiles(params: FileListParams = {}, signal?: AbortSignal): Promise<FileListPage> {
  const q = params.q?.trim();
  return api<FileListPage>(FILES_PATH, {
    query: {
      q: q === '' ? undefined : q,
      images: params.images ? 'true' : undefined,
      limit: params.limit,
      offset: params.offset,
    },
    signal,
  });
}

/** A file with the pages, items, products and collections that use it. */
export function fetchFile(id: string, signal?: AbortSignal): Promise<FileDetail> {
  return api<FileDetail>(filePath(id), { signal });
}

/**
 * Gives a file a new display name (its address stays). With `version`, a rename over a newer save is
 * refused (412); a blank name is refused with "Please enter a file name." in `fields.name`.
 */
export async function renameFile(id: string, name: string, version?: number): Promise<FileView> {
  return (await api<FileAnswer>(filePath(id), { method: 'PATCH', body: { name }, version })).file;
}

/**
 * Deletes a file. Without `force` a file still in use is refused (409 `file-in-use` with `usedBy`
 * in the error's details); with it the places that used it lose it.
 */
export function deleteFile(id: string, force = false): Promise<void> {
  return api<void>(filePath(id), { method: 'DELETE', query: { force: force ? 'true' : undefined } });
}

/** Uploads one file with progress; rejects with an ApiError (`code: 'cancelled'` when aborted). */
export async function uploadFile(file: File, options: Omit<UploadOptions, 'field'> = {}): Promise<FileView> {
  return (await upload<FileAnswer>(FILES_PATH, file, { ...options, field: UPLOAD_FIELD })).file;
}

/** A picture's alt text and focal point, as the owner sets them (either or both). */
export interface ImageDetails {
  altText?: string;
  focalPoint?: { x: number; y: number };
}

/**
 * Saves a picture's alt text and focal point (`PATCH /api/owner/files/{id}`); with `version`, a
 * save over a newer one is refused (412).
 */
export async function updateImageDetails(
  id: string,
  details: ImageDetails,
  version?: number,
): Promise<FileView> {
  return (await api<FileAnswer>(filePath(id), { method: 'PATCH', body: { ...details }, version })).file;
}
