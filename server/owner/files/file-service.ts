// The file manager's work: list, show with its uses, upload (pictures through sharp), rename, delete (refusing files in use unless forced).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { fileKindOf, type FileKind } from '../../../domain/file-rules.js';
import {
  FILE_DELIVERED_ERROR,
  FILE_IN_USE_ERROR,
  FILE_PROCESSING_FAILED_ERROR,
  UNSUPPORTED_FILE_ERROR,
  UPLOAD_FIELD,
  type FileChanges,
  type FileUse,
  type FileView,
} from '../../../domain/owner-api/files.js';
import { FILE_PROCESSING, OWNER_INPUT_MESSAGE, unsupportedFile } from '../../../domain/owner-messages.js';
import { TABLES } from '../../db/tables.js';
import { averageColours, type ColorData } from '../../files/colour-data.js';
import { originalPath } from '../../files/file-ref.js';
import { storeImage } from '../../files/service.js';
import { removeStoredFile, storeFile } from '../../files/store-file.js';
import type { FileStorage } from '../../files/storage/file-storage.js';
import { isValidKey } from '../../files/storage/storage-key.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { recordChange, stampColumns, type Actor } from '../api/actor.js';
import { versionConflict } from '../api/versions.js';
import { describeUses, dropSettingsPictures, fileDeliveries, fileUses } from './file-uses.js';
import {
  deleteFileRow,
  findFileRow,
  insertFileRows,
  listFileRows,
  renameFileRow,
  updateImageRow,
  type FileListFilter,
  type FileRow,
} from './file-store.js';
import { fileView } from './file-view.js';
import { displayName } from './upload-parser.js';

const NO_SUCH_FILE = 'No such file.';

/** A page of the website's files, newest first (private download files left out). */
export async function listFiles(
  db: Knex,
  websiteId: string,
  filter: FileListFilter,
): Promise<{ files: FileView[]; total: number }> {
  const { rows, total } = await listFileRows(db, websiteId, filter);
  return { files: rows.map((row) => fileView(websiteId, row)), total };
}

async function existingFile(db: Knex, websiteId: string, id: string, forUpdate = false): Promise<FileRow> {
  const row = await findFileRow(db, websiteId, id, { forUpdate });
  if (row === undefined) throw notFound(NO_SUCH_FILE);
  return row;
}

/** The file and every place that uses it; 404 when the website has no such file. */
export async function getFile(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<{ file: FileView; usedBy: FileUse[] }> {
  const row = await existingFile(db, websiteId, id);
  const usedBy = await fileUses(db, websiteId, { id: row.id, imageId: row.image_id });
  return { file: fileView(websiteId, row), usedBy };
}

/** An uploaded file, as the upload parser kept it. */
export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** Where and by whom an upload is stored. */
export interface UploadContext {
  db: Knex;
  files: FileStorage;
  websiteId: string;
  actor: Actor;
}

/** What was written for an upload, for its rows. */
interface StoredUpload {
  id: string;
  filename: string;
  mimeType: string;
  bytes: number;
  image?: { width: number; height: number; colorData: Record<string, unknown> };
}

const processingFailed = () => new HttpError(422, FILE_PROCESSING_FAILED_ERROR, FILE_PROCESSING.failed);

/**
 * Reads a picture fully (its colours for SPEC §3 `colorData`, which also proves every byte decodes)
 * and stores it with the extension of its real format; 422 "File processing failed" when sharp
 * cannot read it, before anything is written.
 */
async function storePicture(context: UploadContext, name: string, data: Buffer): Promise<StoredUpload> {
  let colorData: ColorData;
  try {
    colorData = await averageColours(data);
  } catch {
    throw processingFailed();
  }
  const stored = await storeImage({
    storage: context.files,
    websiteId: context.websiteId,
    fileId: randomUUID(),
    filename: name,
    data,
  }).catch((error: unknown) => {
    // storeImage refuses with 400 what is not a JPEG, PNG, WebP, GIF, AVIF or SVG picture (a TIFF
    // named .jpg): for the file manager that is a picture it could not process.
    throw error instanceof HttpError && error.status === 400 ? processingFailed() : error;
  });
  return {
    id: stored.fileId,
    filename: stored.filename,
    mimeType: stored.mime,
    bytes: stored.bytes,
    image: { width: stored.width, height: stored.height, colorData: { ...colorData } },
  };
}

/** Stores a file that is not a picture as it is, with the kind's mime type. */
async function storeOther(
  context: UploadContext,
  name: string,
  kind: FileKind,
  data: Buffer,
): Promise<StoredUpload> {
  const stored = await storeFile({
    storage: context.files,
    websiteId: context.websiteId,
    fileId: randomUUID(),
    filename: name,
    extensions: kind.extensions,
    data,
    contentType: kind.mime,
  });
  return { id: stored.fileId, filename: stored.filename, mimeType: kind.mime, bytes: stored.bytes };
}

/**
 * Stores an upload: the bytes first (pictures through sharp, other kinds as they are, each in a
 * folder of its own), then the FILES row (and IMAGES row) with the change record in one
 * transaction; if that fails the bytes are removed again. Refusals: 400 for an empty file, 415
 * for an unknown kind, 422 for a picture sharp cannot read (nothing kept).
 */
export async function uploadFile(
  context: UploadContext,
  upload: UploadedFile,
  fields: { altText?: string } = {},
): Promise<FileView> {
  const { db, files, websiteId, actor } = context;
  const name = displayName(upload.originalname);
  const kind = fileKindOf(name);
  if (kind === undefined) throw new HttpError(415, UNSUPPORTED_FILE_ERROR, unsupportedFile(name));
  if (upload.size === 0) {
    throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
      [UPLOAD_FIELD]: `The file ${name} is empty.`,
    });
  }
  const stored = kind.image
    ? await storePicture(context, name, upload.buffer)
    : await storeOther(context, name, kind, upload.buffer);
  const id = stored.id;
  const ref = { websiteId, fileId: id, filename: stored.filename };
  try {
    await db.transaction(async (trx) => {
      await insertFileRows(trx, websiteId, actor, {
        id,
        name,
        filename: stored.filename,
        path: originalPath(ref),
        mimeType: stored.mimeType,
        bytes: stored.bytes,
        image:
          stored.image === undefined || fields.altText === undefined
            ? stored.image
            : { ...stored.image, altText: fields.altText },
      });
      await recordChange(trx, actor, {
        websiteId,
        action: 'upload',
        entity: 'file',
        entityId: id,
        summary: name,
      });
    });
  } catch (error) {
    await removeStoredFile(files, ref);
    throw error;
  }
  invalidateSiteData(websiteId);
  return fileView(websiteId, await existingFile(db, websiteId, id));
}

/**
 * Renames a file (its address stays) and sets a picture's alt text and focal point, those given;
 * with `version`, 412 when another save came first; 400 for alt text or a focal point on a file
 * that is not a picture.
 */
export async function renameFile(
  db: Knex,
  websiteId: string,
  actor: Actor,
  input: FileChanges & { id: string; version: number | undefined },
): Promise<FileView> {
  await db.transaction(async (trx) => {
    const current = await existingFile(trx, websiteId, input.id, true);
    if (current.image_id === null && (input.altText !== undefined || input.focalPoint !== undefined)) {
      throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
        [input.altText === undefined ? 'focalPoint' : 'altText']:
          'Only pictures have alt text and a focal point.',
      });
    }
    const changed = await renameFileRow(trx, websiteId, actor, { ...input, name: input.name });
    if (changed === 0) throw versionConflict(current.version);
    await updateImageRow(trx, websiteId, input.id, input);
    await recordChange(trx, actor, {
      websiteId,
      action: input.name === undefined ? 'update' : 'rename',
      entity: 'file',
      entityId: input.id,
      summary: input.name ?? current.name,
    });
  });
  invalidateSiteData(websiteId);
  return fileView(websiteId, await existingFile(db, websiteId, input.id));
}

/** Where deleted files' bytes are, and where to say that removing them failed. */
export interface DeleteContext {
  db: Knex;
  files: FileStorage;
  websiteId: string;
  actor: Actor;
  logger: Logger;
}

/** The file a digital product delivers, or that orders recorded as a download: never deleted here. */
function deliveredRefusal(products: readonly string[]): HttpError {
  const message =
    products.length > 0
      ? `This file is what ${products.join(', ')} delivers to buyers, so it cannot be deleted. Give the product another file first.`
      : 'Buyers download this file with their orders, so it cannot be deleted.';
  return new HttpError(409, FILE_DELIVERED_ERROR, message);
}

/**
 * Deletes a file. 409 `file-delivered` for a digital product's download (never forced); 409
 * `file-in-use` with `usedBy` when something shows it and `force` is false. Forced: the IMAGES row
 * goes with the file (foreign key), items' and variants' pictures become empty, collections drop
 * it as their cover, the site settings drop it as logo, icon or sharing picture, and pages' blocks
 * that name it are left out by the site. The bytes and resized
 * copies are removed once the transaction has committed.
 */
export async function deleteFile(context: DeleteContext, id: string, force: boolean): Promise<void> {
  const { db, files, websiteId, actor, logger } = context;
  const row = await db.transaction(async (trx) => {
    const file = await existingFile(trx, websiteId, id, true);
    const deliveries = await fileDeliveries(trx, websiteId, file.id);
    if (deliveries.products.length > 0 || deliveries.ordered) throw deliveredRefusal(deliveries.products);
    const usedBy = await fileUses(trx, websiteId, { id: file.id, imageId: file.image_id });
    if (usedBy.length > 0 && !force) {
      throw new HttpError(
        409,
        FILE_IN_USE_ERROR,
        `This file is used on ${describeUses(usedBy)}.`,
        undefined,
        {
          usedBy,
        },
      );
    }
    if (file.image_id !== null) {
      await trx(TABLES.collections)
        .where({ website_id: websiteId })
        .whereRaw(`settings->>'coverImageId' = ?`, [file.image_id])
        .update({ settings: trx.raw(`settings - 'coverImageId'`), ...stampColumns(trx, actor) });
      await dropSettingsPictures(trx, websiteId, file.image_id);
    }
    await deleteFileRow(trx, websiteId, file.id);
    await recordChange(trx, actor, {
      websiteId,
      action: 'delete',
      entity: 'file',
      entityId: file.id,
      summary: usedBy.length > 0 ? `${file.name} (was used on ${describeUses(usedBy)})` : file.name,
    });
    return file;
  });
  invalidateSiteData(websiteId);
  await removeBytes(files, websiteId, row).catch((error: unknown) =>
    logger.warn({ err: error, fileId: row.id }, 'a deleted file’s bytes could not be removed'),
  );
}

/** Removes the file's objects and resized copies, and its stored path when older data put it elsewhere. */
async function removeBytes(files: FileStorage, websiteId: string, row: FileRow): Promise<void> {
  const ref = { websiteId, fileId: row.id, filename: row.filename };
  await removeStoredFile(files, ref);
  if (row.path === originalPath(ref)) return;
  // Only a key among the website's own files: never another website's, never outside the store.
  if (isValidKey(row.path) && row.path.startsWith(`files/${websiteId}/`)) await files.delete(row.path);
}
