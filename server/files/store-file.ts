// Writing a file that is not a picture (a PDF, a sound, a document) and removing a stored file with its resized copies.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { badRequest } from '../http/http-error.js';
import { writeFileAtomic } from './atomic-write.js';
import { fileRefSchema, fileUrl, originalPath, variantPath, type FileRef } from './file-ref.js';
import { safeFilename } from './safe-filename.js';

/** A file to store as it is. Without `fileId` a new one is made. */
export interface StoreFileInput {
  dataDir: string;
  websiteId: string;
  fileId?: string;
  /** The uploaded name; it is made URL-safe and keeps one of `extensions` (else gets the first). */
  filename: string;
  extensions: readonly string[];
  data: Buffer;
}

/** A stored file: its id, stored name, place on disk and address. */
export interface StoredFile {
  fileId: string;
  filename: string;
  /** Where the original is on disk. */
  path: string;
  url: string;
  bytes: number;
}

/**
 * Writes `data` atomically and durably under `<dataDir>/files/<websiteId>/<fileId>/<filename>` (the
 * layout `storeImage` uses and the files router serves).
 */
export async function storeFile(input: StoreFileInput): Promise<StoredFile> {
  const filename = safeFilename(input.filename, input.extensions[0], input.extensions);
  const parsed = fileRefSchema.safeParse({
    websiteId: input.websiteId,
    fileId: input.fileId ?? randomUUID(),
    filename,
  });
  if (!parsed.success) throw badRequest('The website or file id is not valid.');
  const path = join(input.dataDir, originalPath(parsed.data));
  await writeFileAtomic(path, input.data, { durable: true });
  return { fileId: parsed.data.fileId, filename, path, url: fileUrl(parsed.data), bytes: input.data.length };
}

/**
 * Removes a stored file's folder (`files/<websiteId>/<fileId>/`) and its resized copies
 * (`cache/images/<websiteId>/<fileId>/`). Each file has a folder of its own, so nothing else goes.
 * A ref that is not a valid one is ignored (it cannot name a folder of ours).
 */
export async function removeStoredFile(dataDir: string, ref: FileRef): Promise<void> {
  const parsed = fileRefSchema.safeParse(ref);
  if (!parsed.success) return;
  const original = dirname(join(dataDir, originalPath(parsed.data)));
  const variants = dirname(dirname(join(dataDir, variantPath(parsed.data, '100w'))));
  await Promise.all([
    rm(original, { recursive: true, force: true }),
    rm(variants, { recursive: true, force: true }),
  ]);
}
