// Stored files: writing an uploaded image, and finding the file a request asks for (resizing on first ask).
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest, notFound } from '../http/http-error.js';
import { writeFileAtomic } from './atomic-write.js';
import type { DiskCache } from './disk-cache.js';
import { fileRefSchema, fileUrl, originalPath, variantPath, type FileRef } from './file-ref.js';
import { readImageInfo } from './image-info.js';
import { NotResizableError, widthInPixels, type Resizer, type VariantFormat } from './image-variants.js';
import { safeFilename } from './safe-filename.js';

/** What finding a file needs: the data directory, the variant cache and the resizer. */
export interface FileServing {
  dataDir: string;
  cache: DiskCache;
  resizer: Resizer;
}

/**
 * The path, relative to `dataDir`, of the file to send for `ref` at `format`: the original, or a
 * resized copy made and cached on first ask. SVG originals are sent for every width (they scale).
 * 404 when the original is missing; 400 when a width is asked of a file that is not an image.
 */
export async function findFile(serving: FileServing, ref: FileRef, format: VariantFormat): Promise<string> {
  const original = originalPath(ref);
  const source = await stat(join(serving.dataDir, original)).catch(() => undefined);
  if (!source?.isFile()) throw notFound('No such file.');
  if (format === 'original' || ref.filename.toLowerCase().endsWith('.svg')) return original;

  const variant = variantPath(ref, format);
  const make = () => serving.resizer(join(serving.dataDir, original), widthInPixels(format));
  try {
    await serving.cache.ensure(join(serving.dataDir, variant), source.mtimeMs, make);
  } catch (error) {
    if (!(error instanceof NotResizableError)) throw error;
    throw badRequest(`${ref.filename} is not an image, so it has no ${format} size; ask without ?format.`, {
      format: 'Only images have sizes.',
    });
  }
  return variant;
}

/** An image to store. Without `fileId` a new one is made; with it, that file is replaced. */
export interface StoreImageInput {
  dataDir: string;
  websiteId: string;
  fileId?: string;
  /** The uploaded name; it is made URL-safe and given the extension of the image's real format. */
  filename: string;
  data: Buffer;
}

/** A stored image, as the media library and the seed record it. */
export interface StoredImage {
  fileId: string;
  /** The name it is stored and served under (see `StoreImageInput.filename`). */
  filename: string;
  /** Where the original is on disk. */
  path: string;
  url: string;
  width: number;
  height: number;
  /** `WxH`, as SPEC §3's image assets carry it. */
  originalSize: string;
  mime: string;
  bytes: number;
}

/** Checks an image, writes it atomically under `<dataDir>/files/…` and describes it; 400 when it is not an image. */
export async function storeImage(input: StoreImageInput): Promise<StoredImage> {
  const info = await readImageInfo(input.data);
  const filename = safeFilename(input.filename, info.format.extensions[0], info.format.extensions);
  const parsed = fileRefSchema.safeParse({
    websiteId: input.websiteId,
    fileId: input.fileId ?? randomUUID(),
    filename,
  });
  if (!parsed.success) throw badRequest('The website or file id is not valid.');
  const ref = parsed.data;
  const path = join(input.dataDir, originalPath(ref));
  await writeFileAtomic(path, input.data, { durable: true });
  return {
    fileId: ref.fileId,
    filename,
    path,
    url: fileUrl(ref),
    width: info.width,
    height: info.height,
    originalSize: `${info.width}x${info.height}`,
    mime: info.format.mime,
    bytes: input.data.length,
  };
}
