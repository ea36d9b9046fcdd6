// GET /files/:websiteId/:fileId/:filename[?format=500w]: a stored file, or a resized copy, cached for a year.
import { Router, type Response } from 'express';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SRCSET_WIDTHS } from '../../domain/images.js';
import { badRequest, notFound } from '../http/http-error.js';
import { createDiskCache } from './disk-cache.js';
import { fileRefSchema } from './file-ref.js';
import { resizeImage, VARIANT_FORMATS, type Resizer } from './image-variants.js';
import type { PrivateFileCheck } from './private-files.js';
import { findFile } from './service.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const FORMAT_RULE = `original or one of the widths ${SRCSET_WIDTHS.join(', ')}`;
const formatQuerySchema = z.object({ format: z.enum(VARIANT_FORMATS).default('original') });

// Uploaded files are served from the site's own origin: never let one run script or be sniffed as HTML.
const SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Options of the files router; `resizer` is replaceable so tests can count resizes. `isPrivate`
 * names files that are never served here (digital products' downloads: see private-files.ts).
 */
export interface FilesRouterOptions {
  dataDir: string;
  resizer?: Resizer;
  isPrivate?: PrivateFileCheck;
}

/** The files router, to mount at `FILES_MOUNT_PATH` (`/files`). */
export function createFilesRouter({ dataDir, resizer = resizeImage, isPrivate }: FilesRouterOptions): Router {
  const serving = { dataDir: resolve(dataDir), cache: createDiskCache(), resizer };
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
    const path = await findFile(serving, ref.data, query.data.format);
    await sendStoredFile(res, serving.dataDir, path);
  });
  return router;
}

/** Sends with ETag, Last-Modified, 304s and ranges (express's `send`) and a one-year immutable Cache-Control. */
function sendStoredFile(res: Response, root: string, path: string): Promise<void> {
  res.set(SAFETY_HEADERS);
  const options = { root, maxAge: ONE_YEAR_MS, immutable: true };
  return new Promise((resolveSend, rejectSend) => {
    res.sendFile(path, options, (error?: Error & { status?: number }) => {
      // An error after the headers went out is a client that hung up: nothing left to answer.
      if (error === undefined || res.headersSent) resolveSend();
      else rejectSend(error.status === 404 ? notFound('No such file.') : error);
    });
  });
}
