// Stored images: writing an uploaded image, and finding the object a request asks for (resizing on first ask).
import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '../http/http-error.js';
import { fileRefSchema, fileUrl, originalPath, variantPath, type FileRef } from './file-ref.js';
import { isConvertible, type ModernImageFormat } from './accept-image.js';
import { imageFormat } from './image-formats.js';
import { readImageInfo } from './image-info.js';
import { NotResizableError, widthInPixels, type Resizer, type VariantFormat } from './image-variants.js';
import { safeFilename } from './safe-filename.js';
import type { FileStorage, StoredObjectInfo } from './storage/file-storage.js';
import { sourceTag, type VariantCache } from './variant-cache.js';

/** What finding a file needs: the store, the cache of resized copies in it, and the resizer. */
export interface FileServing {
  storage: FileStorage;
  cache: VariantCache;
  resizer: Resizer;
}

/** An object to send: its key in the store, what `head` said of it, and its type when converted. */
export interface FoundFile {
  key: string;
  info: StoredObjectInfo;
  /** Set when the object is a converted copy (AVIF, WebP), whose type the file name does not give. */
  contentType?: string;
}

/**
 * The object to send for `ref` at `format`: the original, or a resized copy made from the original
 * (read from the store) and written into the store on first ask. SVG originals are sent for every
 * width (they scale). 404 when the original is missing; 400 when a width is asked of a file that
 * is not an image. With `convertTo` (only for JPEG and PNG originals: see accept-image.ts) the
 * original or width is a copy in that format, kept under `<width>.<format>` (`original.avif`).
 */
export async function findFile(
  serving: FileServing,
  ref: FileRef,
  format: VariantFormat,
  convertTo?: ModernImageFormat,
): Promise<FoundFile> {
  const original = originalPath(ref);
  const source = await serving.storage.head(original);
  if (source === undefined) throw notFound('No such file.');
  const converting = convertTo !== undefined && isConvertible(ref.filename);
  if (!converting && (format === 'original' || ref.filename.toLowerCase().endsWith('.svg'))) {
    return { key: original, info: source };
  }

  const variant = variantPath(ref, converting ? `${format}.${convertTo}` : format, sourceTag(source));
  const contentType = converting ? imageFormat(convertTo).mime : undefined;
  const make = async () => {
    const bytes = await serving.storage.read(original);
    if (bytes === undefined) throw notFound('No such file.');
    const width = format === 'original' ? undefined : widthInPixels(format);
    return serving.resizer(bytes, width, converting ? convertTo : undefined);
  };
  try {
    const info = await serving.cache.ensure(variant, make, contentType);
    return contentType === undefined ? { key: variant, info } : { key: variant, info, contentType };
  } catch (error) {
    if (!(error instanceof NotResizableError)) throw error;
    throw badRequest(`${ref.filename} is not an image, so it has no ${format} size; ask without ?format.`, {
      format: 'Only images have sizes.',
    });
  }
}

/** An image to store. Without `fileId` a new one is made; with it, that file is replaced. */
export interface StoreImageInput {
  storage: FileStorage;
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
  /** Its key in the store (`files/<websiteId>/<fileId>/<filename>`), as FILES.path records it. */
  key: string;
  url: string;
  width: number;
  height: number;
  /** `WxH`, as SPEC §3's image assets carry it. */
  originalSize: string;
  mime: string;
  bytes: number;
}

/** Checks an image, writes it to the store under `files/…` and describes it; 400 when it is not an image. */
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
  const key = originalPath(ref);
  await input.storage.put(key, input.data, { contentType: info.format.mime });
  return {
    fileId: ref.fileId,
    filename,
    key,
    url: fileUrl(ref),
    width: info.width,
    height: info.height,
    originalSize: `${info.width}x${info.height}`,
    mime: info.format.mime,
    bytes: input.data.length,
  };
}
