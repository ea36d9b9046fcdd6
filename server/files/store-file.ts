// Writing a file that is not a picture (a PDF, a sound, a document) and removing a stored file with its resized copies.
import { randomUUID } from 'node:crypto';
import { badRequest } from '../http/http-error.js';
import { filePrefixes, fileRefSchema, fileUrl, originalPath, type FileRef } from './file-ref.js';
import { safeFilename } from './safe-filename.js';
import type { FileStorage } from './storage/file-storage.js';

/** A file to store as it is. Without `fileId` a new one is made. */
export interface StoreFileInput {
  storage: FileStorage;
  websiteId: string;
  fileId?: string;
  /** The uploaded name; it is made URL-safe and keeps one of `extensions` (else gets the first). */
  filename: string;
  extensions: readonly string[];
  data: Buffer;
  contentType?: string;
}

/** A stored file: its id, stored name, key in the store and address. */
export interface StoredFile {
  fileId: string;
  filename: string;
  /** Its key in the store, as FILES.path records it. */
  key: string;
  url: string;
  bytes: number;
}

/**
 * Writes `data` to the store under `files/<websiteId>/<fileId>/<filename>` (the layout
 * `storeImage` uses and the files router serves).
 */
export async function storeFile(input: StoreFileInput): Promise<StoredFile> {
  const filename = safeFilename(input.filename, input.extensions[0], input.extensions);
  const parsed = fileRefSchema.safeParse({
    websiteId: input.websiteId,
    fileId: input.fileId ?? randomUUID(),
    filename,
  });
  if (!parsed.success) throw badRequest('The website or file id is not valid.');
  const key = originalPath(parsed.data);
  await input.storage.put(key, input.data, { contentType: input.contentType });
  return { fileId: parsed.data.fileId, filename, key, url: fileUrl(parsed.data), bytes: input.data.length };
}

/**
 * Removes a stored file (`files/<websiteId>/<fileId>/…`) and its resized copies
 * (`cache/images/<websiteId>/<fileId>/…`). Each file has a prefix of its own, so nothing else goes.
 * A ref that is not a valid one is ignored (it cannot name a prefix of ours).
 */
export async function removeStoredFile(storage: FileStorage, ref: FileRef): Promise<void> {
  const parsed = fileRefSchema.safeParse(ref);
  if (!parsed.success) return;
  await Promise.all(filePrefixes(parsed.data).map((prefix) => storage.deletePrefix(prefix)));
}
