// The owner API's routes for the file manager (declared on the owner route table).
import { z } from 'zod';
import { MAX_FILE_BYTES } from '../../../domain/file-rules.js';
import { errorResponseSchema } from '../../../domain/owner-api/common.js';
import {
  deleteFileQuerySchema,
  fileDetailResponseSchema,
  fileInUseResponseSchema,
  fileListQuerySchema,
  fileListResponseSchema,
  fileParamsSchema,
  fileResponseSchema,
  renameFileBodySchema,
  UPLOAD_FIELD,
  uploadFieldsSchema,
} from '../../../domain/owner-api/files.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { filesOf } from '../../files/storage/configured-storage.js';
import { HttpError } from '../../http/http-error.js';
import { errorResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import { ifMatchVersion } from '../api/versions.js';
import { deleteFile, getFile, listFiles, renameFile, uploadFile } from './file-service.js';
import { uploadParser } from './upload-parser.js';

/** Options of {@link registerFileRoutes}. */
export interface FileRouteOptions {
  /** The largest upload, in bytes (SPEC's 20 MB; smaller in tests). */
  maxFileBytes?: number;
}

const TAG = 'Files';
const notFoundResponse = errorResponse('The website has no such file.');

/**
 * Declares the routes for the file manager on `api` (relative to `/api/owner`):
 * `GET /files` (`files:view`) → `{ files, total }`; `POST /files` (`files:edit`, multipart field
 * `file`) → 201 `{ file }`; `GET /files/{id}` → `{ file, usedBy }`; `PATCH /files/{id}` `{ name }`
 * (If-Match optional) → `{ file }`; `DELETE /files/{id}[?force=true]` → 204, or 409 when in use.
 */
export function registerFileRoutes(
  api: OwnerApi,
  { maxFileBytes = MAX_FILE_BYTES }: FileRouteOptions = {},
): void {
  api.route({
    method: 'get',
    path: '/files',
    operationId: 'listFiles',
    summary: 'List the files of the file manager, newest first; search by name, pictures only.',
    tag: TAG,
    capability: 'files:view',
    query: fileListQuerySchema,
    responses: {
      200: { description: 'A page of files and how many match.', schema: fileListResponseSchema },
    },
    handle: async ({ db, website, query }) => ({
      ...(await listFiles(db, website.id, {
        q: query.q,
        imagesOnly: query.images === 'true',
        limit: query.limit,
        offset: query.offset,
      })),
      maxFileBytes,
    }),
  });

  api.route({
    method: 'post',
    path: '/files',
    operationId: 'uploadFile',
    summary: 'Upload one file (pictures are read with sharp and get their size and colours).',
    tag: TAG,
    capability: 'files:edit',
    multipart: {
      field: UPLOAD_FIELD,
      description:
        'The file: a picture (JPEG, PNG, GIF, WebP, AVIF, SVG) or a document, sound or video of the kinds the file manager keeps; at most 20 MB. A picture may have its alt text beside it, in the field `altText`.',
    },
    before: [uploadParser(maxFileBytes)],
    responses: {
      201: { description: 'The stored file.', schema: fileResponseSchema },
      413: errorResponse('The file is larger than 20 MB.'),
      415: errorResponse('The file manager does not keep this kind of file.'),
      422: errorResponse('`file-processing-failed`: a picture that could not be read; nothing was kept.'),
    },
    handle: async ({ req, db, deps, website, actor }) => {
      if (req.file === undefined) {
        throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
          [UPLOAD_FIELD]: `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`,
        });
      }
      const fields = uploadFieldsSchema.safeParse(req.body ?? {});
      if (!fields.success) {
        throw new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, {
          altText: fields.error.issues[0]?.message ?? 'Alt text is not valid.',
        });
      }
      const context = { db, files: filesOf(deps), websiteId: website.id, actor };
      return { status: 201, body: { file: await uploadFile(context, req.file, fields.data) } };
    },
  });

  api.route({
    method: 'get',
    path: '/files/{id}',
    operationId: 'getFile',
    summary: 'One file and every place that uses it.',
    tag: TAG,
    capability: 'files:view',
    params: fileParamsSchema,
    responses: {
      200: { description: 'The file and its uses.', schema: fileDetailResponseSchema },
      404: notFoundResponse,
    },
    handle: ({ db, website, params }) => getFile(db, website.id, params.id),
  });

  api.route({
    method: 'patch',
    path: '/files/{id}',
    operationId: 'renameFile',
    summary:
      'Rename a file (the name the file manager shows; its address does not change), and set a picture’s alt text and focal point.',
    tag: TAG,
    capability: 'files:edit',
    params: fileParamsSchema,
    body: renameFileBodySchema,
    ifMatch: 'optional',
    responses: {
      200: { description: 'The renamed file.', schema: fileResponseSchema },
      404: notFoundResponse,
      412: errorResponse('Another save came first.'),
    },
    handle: async ({ req, db, website, actor, params, body }) => {
      const version = ifMatchVersion(req);
      return { file: await renameFile(db, website.id, actor, { ...body, id: params.id, version }) };
    },
  });

  api.route({
    method: 'delete',
    path: '/files/{id}',
    operationId: 'deleteFile',
    summary: 'Delete a file; one still in use only with force=true, a digital product’s download never.',
    tag: TAG,
    capability: 'files:edit',
    params: fileParamsSchema,
    query: deleteFileQuerySchema,
    responses: {
      204: { description: 'Deleted.' },
      404: notFoundResponse,
      409: {
        description:
          '`file-in-use` (with `usedBy`): the file is used and force was not given; `file-delivered`: a digital product delivers it.',
        schema: z.union([fileInUseResponseSchema, errorResponseSchema]),
      },
    },
    handle: async ({ db, deps, website, actor, params, query }) => {
      const context = { db, files: filesOf(deps), websiteId: website.id, actor, logger: deps.logger };
      await deleteFile(context, params.id, query.force === 'true');
      return { status: 204 };
    },
  });
}
