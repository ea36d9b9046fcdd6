// The owner API's import routes (on the owner route table): preview a file, start its import in the background, follow it.
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import {
  ARCHIVE_IMPORT_ELSEWHERE,
  IMPORT_UPLOAD_FIELD,
  importParamsSchema,
  importPreviewSchema,
  importReplySchema,
  importStartedSchema,
  UNKNOWN_IMPORT_FILE,
} from '../../domain/owner-api/imports.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { SETUP_MESSAGES } from '../../domain/owner-api/server-setup.js';
import { rolesWith, scopeOf } from '../../domain/owner-permissions.js';
import type { ImportKind } from '../../domain/imports/import-report.js';
import { filesOf } from '../files/storage/configured-storage.js';
import { requireOwner } from '../http/auth.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { Actor } from '../owner/api/actor.js';
import { isServerAdmin } from '../setup/server-state.js';
import { errorResponse } from '../owner/api/error-responses.js';
import type { OwnerApi } from '../owner/api/owner-api.js';
import { displayName } from '../owner/files/upload-parser.js';
import { looksLikeZip } from '../site-archive/archive-zip.js';
import { importUploadParser } from './import-upload-parser.js';
import { previewImport, queueImport, readImport, runImportAfterAnswer } from './import-jobs.js';
import { importKindOf } from './import-kind.js';

const TAG = 'Settings';
const MULTIPART = {
  field: IMPORT_UPLOAD_FIELD,
  description:
    'A Shopify product CSV (the columns of Shopify’s product template) or a WordPress or Squarespace export (WXR 1.1/1.2 .xml), at most 50 MB; told apart by content.',
};

/** The uploaded file as text, and its kind; 400 when there is none or it is neither kind. */
function uploadedFile(req: Request): { kind: ImportKind; name: string; text: string } {
  if (req.file === undefined)
    throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
      [IMPORT_UPLOAD_FIELD]: `Choose a file to import (multipart field "${IMPORT_UPLOAD_FIELD}").`,
    });
  if (looksLikeZip(req.file.buffer))
    throw new HttpError(400, 'website-archive', ARCHIVE_IMPORT_ELSEWHERE, {
      [IMPORT_UPLOAD_FIELD]: ARCHIVE_IMPORT_ELSEWHERE,
    });
  const text = req.file.buffer.toString('utf8');
  const kind = importKindOf(text);
  if (kind === undefined) throw new HttpError(400, 'unknown-import-file', UNKNOWN_IMPORT_FILE);
  return { kind, name: displayName(req.file.originalname), text };
}

/** The guard of starting a website archive's import (`POST /websites/archive`): people only, as `members:manage`. */
const archiveGuard = requireOwner({
  roles: rolesWith('members:manage'),
  scope: scopeOf('members:manage'),
});

/**
 * Refuses the caller the way starting a website archive's import would (403): an API key (the
 * capability is people only), a role without `members:manage`, or someone who is not the server's
 * admin. Its report holds the new website and the owners made without a password.
 */
async function mayFollowArchiveImport(req: Request, res: Response, db: Knex, actor: Actor): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    void archiveGuard(req, res, (error?: unknown) =>
      error === undefined ? resolve() : reject(error as Error),
    );
  });
  if (actor.accountId === null || !(await isServerAdmin(db, actor.accountId)))
    throw new HttpError(403, 'not-server-admin', SETUP_MESSAGES.notServerAdmin);
}

/** Declares the import routes on `api`. */
export function registerImportRoutes(api: OwnerApi): void {
  api.route({
    method: 'post',
    path: '/imports/preview',
    operationId: 'previewImport',
    summary: 'What a file would import (counts, and problems row by row), without writing anything',
    tag: TAG,
    capability: 'settings:edit',
    multipart: MULTIPART,
    before: [importUploadParser()],
    responses: {
      200: { description: 'What the file holds.', schema: importPreviewSchema },
      400: errorResponse(
        'No file, `unknown-import-file`: neither a Shopify product CSV nor a WXR export, or `website-archive`: a Tessera archive, imported under Websites instead.',
      ),
      413: errorResponse('`file-too-large`: larger than 50 MB.'),
    },
    handle: ({ req, website }) => {
      const file = uploadedFile(req);
      return previewImport(file.kind, file.text, website.currency);
    },
  });

  api.route({
    method: 'post',
    path: '/imports',
    operationId: 'startImport',
    summary:
      'Imports a file in the background: products of a Shopify CSV, or pages, posts, comments, files, menus and redirects of a WXR export. Safe to run again (no duplicates).',
    tag: TAG,
    capability: 'settings:edit',
    multipart: MULTIPART,
    before: [importUploadParser()],
    responses: {
      202: {
        description: 'The import, queued: follow it at GET /imports/{id}.',
        schema: importStartedSchema,
      },
      400: errorResponse(
        'No file, `unknown-import-file`: neither a Shopify product CSV nor a WXR export, or `website-archive`: a Tessera archive, imported under Websites instead.',
      ),
      413: errorResponse('`file-too-large`: larger than 50 MB.'),
    },
    handle: async ({ req, db, deps, website, actor }) => {
      const file = uploadedFile(req);
      const id = await queueImport(db, website.id, actor.accountId, file);
      const context = {
        db,
        files: filesOf(deps),
        website,
        actor,
        allowPrivateNetworks: deps.config.importsAllowPrivateNetworks === true,
      };
      runImportAfterAnswer(context, id, deps.logger);
      return { status: 202, body: { import: { id } } };
    },
  });

  api.route({
    method: 'get',
    path: '/imports/{id}',
    operationId: 'getImport',
    summary:
      'An import (of Settings > Import, or a website archive of Websites > Import a website archive): its state, progress and, once finished, its report. A website archive’s import is read with what starting it needs: `members:manage` (people only, no API key) and the server’s admin.',
    tag: TAG,
    capability: 'settings:edit',
    params: importParamsSchema,
    responses: {
      200: { description: 'The import.', schema: importReplySchema },
      403: {
        description:
          'A website archive’s import, and the caller may not start one: an API key or a role without `members:manage`, or not the server’s admin (`not-server-admin`).',
      },
      404: errorResponse('No such import of this website.'),
    },
    handle: async ({ req, res, db, website, actor, params }) => {
      const found = await readImport(db, website.id, params.id);
      if (found === undefined) throw notFound('No such import.');
      if (found.kind === 'tessera-archive') await mayFollowArchiveImport(req, res, db, actor);
      return { import: found };
    },
  });
}
