// GET /commerce/downloads/{orderId}/{itemId}?token=…: streams a bought digital file to its buyer only.
import { Router, type Response } from 'express';
import { resolve } from 'node:path';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { DOWNLOADS_PATH } from '../orders/order-links.js';
import { findDownload, type Download } from './download-service.js';

const NOT_FOUND_MESSAGE = 'That download was not found.';

/**
 * The downloads router, to mount at the root after `resolveWebsite`. A wrong or missing token, an
 * item that is not a digital product of the order, a refunded order or a missing file: 404.
 */
export function createDownloadsRouter({ db, config }: Pick<AppDeps, 'db' | 'config'>): Router {
  const root = resolve(config.dataDir);
  const router = Router();
  router.get(`${DOWNLOADS_PATH}/:orderId/:itemId`, async (req, res) => {
    if (req.website === undefined) throw notFound(NOT_FOUND_MESSAGE);
    const download = await findDownload(db.knex, req.website.id, {
      orderId: String(req.params.orderId),
      itemId: String(req.params.itemId),
      token: req.query.token,
    });
    if (download === undefined) throw notFound(NOT_FOUND_MESSAGE);
    await sendDownload(res, root, download);
  });
  return router;
}

function sendDownload(res: Response, root: string, download: Download): Promise<void> {
  // A buyer's own file: never kept by a shared cache, never run or sniffed as a page of the site.
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  res.attachment(download.filename);
  res.type(download.mimeType);
  return new Promise((resolveSend, rejectSend) => {
    res.sendFile(
      download.path,
      { root, dotfiles: 'deny', lastModified: false },
      (error?: Error & { status?: number }) => {
        if (error === undefined || res.headersSent) resolveSend();
        else rejectSend(error.status === 404 ? notFound(NOT_FOUND_MESSAGE) : error);
      },
    );
  });
}
