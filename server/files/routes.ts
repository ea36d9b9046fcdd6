// GET /files/:websiteId/:fileId/:filename[?format=500w]: a stored file, or a resized copy (AVIF or WebP when accepted), cached for a year.
import { Router } from 'express';
import { z } from 'zod';
import { SRCSET_WIDTHS } from '../../domain/images.js';
import { badRequest, notFound } from '../http/http-error.js';
import { acceptedImageFormat, isConvertible } from './accept-image.js';
import { fileRefSchema } from './file-ref.js';
import { resizeImage, VARIANT_FORMATS, type Resizer } from './image-variants.js';
import type { PrivateFileCheck } from './private-files.js';
import { sendStoredObject } from './send-stored.js';
import { findFile } from './service.js';
import type { FileStorage } from './storage/file-storage.js';
import { createVariantCache } from './variant-cache.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FORMAT_RULE = `original or one of the widths ${SRCSET_WIDTHS.join(', ')}`;
const formatQuerySchema = z.object({ format: z.enum(VARIANT_FORMATS).default('original') });

// Uploaded files are served from the site's own origin: never let one run script or be sniffed as HTML.
const SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Options of the files router: the store the files are in; `resizer` is replaceable so tests can
 * count resizes. `isPrivate` names files that are never served here (digital products' downloads:
 * see private-files.ts).
 */
export interface FilesRouterOptions {
  storage: FileStorage;
  resizer?: Resizer;
  isPrivate?: PrivateFileCheck;
}

/** The files router, to mount at `FILES_MOUNT_PATH` (`/files`). */
export function createFilesRouter({ storage, resizer = resizeImage, isPrivate }: FilesRouterOptions): Router {
  const serving = { storage, cache: createVariantCache(storage), resizer };
  const router = Router();
  router.get('/:websiteId/:fileId/:filename', async (req, res) => {
    const ref = fileRefSchema.safeParse(req.params);
    if (!ref.success) {
      throw badRequest(
        'The file address is not valid: ids and file names use letters, digits, ".", "-" and "_".',
      );
    }
    const query = formatQuerySchema.safeParse(req.query);
    if (!query.success) throw badRequest(`The format must be ${FORMAT_RULE}.`, { format: FORMAT_RULE });
    if (isPrivate !== undefined && (await isPrivate(ref.data.websiteId, ref.data.fileId))) {
      throw notFound('No such file.');
    }
    const convertible = isConvertible(ref.data.filename);
    const convertTo = convertible ? acceptedImageFormat(req.get('accept')) : undefined;
    const found = await findFile(serving, ref.data, query.data.format, convertTo);
    await sendStoredObject(req, res, storage, found.key, found.info, {
      filename: ref.data.filename,
      ...(found.contentType === undefined ? {} : { contentType: found.contentType }),
      cacheControl: IMMUTABLE,
      // A JPEG or PNG is answered as AVIF or WebP when Accept allows: caches keep one copy per Accept.
      headers: convertible ? { ...SAFETY_HEADERS, Vary: 'Accept' } : SAFETY_HEADERS,
      missingMessage: 'No such file.',
    });
  });
  return router;
}
