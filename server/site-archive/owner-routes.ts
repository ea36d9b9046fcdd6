// The owner API's export routes (on the owner route table): start an export of the whole website, follow it, list the recent ones, download the archive.
import {
  exportFileName,
  exportListSchema,
  exportParamsSchema,
  exportReplySchema,
  exportStartedSchema,
} from '../../domain/owner-api/exports.js';
import { filesOf } from '../files/storage/configured-storage.js';
import { notFound } from '../http/http-error.js';
import { errorResponse } from '../owner/api/error-responses.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { dropExpiredExports, listExports, readExport, runExport, startExport } from './export-jobs.js';

const TAG = 'Settings';

/** Declares the export routes on `api`. */
export function registerExportRoutes(api: OwnerApi): void {
  api.route({
    method: 'post',
    path: '/exports',
    operationId: 'startExport',
    summary:
      'Exports the whole website as one archive (docs/ARCHIVE.md) in the background: pages, navigation, collections and items, products, orders, customers, forms, lists, design, theme, settings and files; no secrets.',
    tag: TAG,
    capability: 'settings:edit',
    responses: {
      202: {
        description: 'The export, started: follow it at GET /exports/{id}.',
        schema: exportStartedSchema,
      },
    },
    handle: async ({ db, deps, website, actor }) => {
      const files = filesOf(deps);
      await dropExpiredExports(db, files, website.id);
      const id = await startExport(db, website.id, actor.accountId);
      // After the answer: the export runs in this process; its row says how far it is.
      setImmediate(() => {
        runExport(db, files, website.id, id).catch((error: unknown) =>
          deps.logger.error({ err: error, exportId: id }, 'export failed'),
        );
      });
      return { status: 202, body: { export: { id } } };
    },
  });

  api.route({
    method: 'get',
    path: '/exports',
    operationId: 'listExports',
    summary: 'The website’s exports of the last 24 hours, newest first',
    tag: TAG,
    capability: 'settings:edit',
    responses: { 200: { description: 'The exports.', schema: exportListSchema } },
    handle: async ({ db, website }) => ({ exports: await listExports(db, website.id) }),
  });

  api.route({
    method: 'get',
    path: '/exports/{id}',
    operationId: 'getExport',
    summary: 'An export: its state and progress',
    tag: TAG,
    capability: 'settings:edit',
    params: exportParamsSchema,
    responses: {
      200: { description: 'The export.', schema: exportReplySchema },
      404: errorResponse('No such export of this website, or it expired.'),
    },
    handle: async ({ db, website, params }) => {
      const found = await readExport(db, website.id, params.id);
      if (found === undefined) throw notFound('No such export.');
      const { fileKey: _key, ...view } = found;
      return { export: view };
    },
  });

  api.route({
    method: 'get',
    path: '/exports/{id}/archive',
    operationId: 'downloadExport',
    summary: 'Downloads an export’s archive (application/zip), for 24 hours after it was made',
    tag: TAG,
    capability: 'settings:edit',
    params: exportParamsSchema,
    responses: {
      200: { description: 'The archive (application/zip), as an attachment named after the site.' },
      404: errorResponse('No such export, not finished, or expired.'),
    },
    handle: async ({ res, db, deps, website, params }) => {
      const found = await readExport(db, website.id, params.id);
      const data = found?.fileKey ? await filesOf(deps).read(found.fileKey) : undefined;
      if (found === undefined || data === undefined) throw notFound('No such export.');
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .type('application/zip')
        .attachment(exportFileName(website.title, new Date(found.createdAt)))
        .send(data);
      return undefined;
    },
  });
}
