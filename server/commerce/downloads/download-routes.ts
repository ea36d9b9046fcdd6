// GET /commerce/downloads/{orderId}/{itemId}?token=…: streams a bought digital file to its buyer only, from the file store.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { sendStoredObject } from '../../files/send-stored.js';
import { filesOf } from '../../files/storage/configured-storage.js';
import { isValidKey } from '../../files/storage/storage-key.js';
import { notFound } from '../../http/http-error.js';
import { DOWNLOADS_PATH } from '../orders/order-links.js';
import { findDownload } from './download-service.js';

const NOT_FOUND_MESSAGE = 'That download was not found.';

/**
 * The downloads router, to mount at the root after `resolveWebsite`. A wrong or missing token, an
 * item that is not a digital product of the order, a refunded order or a missing file: 404. The
 * bytes are streamed through the server from the store after the token check, never redirected to
 * a URL of the store, so the check holds for every byte and no link outlives it.
 */
export function createDownloadsRouter(deps: Pick<AppDeps, 'db' | 'config' | 'files'>): Router {
  const { db } = deps;
  const storage = filesOf(deps);
  const router = Router();
  router.get(`${DOWNLOADS_PATH}/:orderId/:itemId`, async (req, res) => {
    if (req.website === undefined) throw notFound(NOT_FOUND_MESSAGE);
    const download = await findDownload(db.knex, req.website.id, {
      orderId: String(req.params.orderId),
      itemId: String(req.params.itemId),
      token: req.query.token,
    });
    if (download === undefined) throw notFound(NOT_FOUND_MESSAGE);
    // A path older data recorded outside the store's keys cannot be a file of ours.
    const info = isValidKey(download.key) ? await storage.head(download.key) : undefined;
    if (info === undefined) throw notFound(NOT_FOUND_MESSAGE);
    res.attachment(download.filename);
    await sendStoredObject(req, res, storage, download.key, info, {
      filename: download.filename,
      contentType: download.mimeType,
      // A buyer's own file: never kept by a shared cache, never run or sniffed as a page of the site.
      cacheControl: 'private, no-store',
      lastModified: false,
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
      missingMessage: NOT_FOUND_MESSAGE,
    });
  });
  return router;
}
