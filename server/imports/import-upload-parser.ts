// The upload parser of the import routes: one file in the field `file`, kept in memory up to 50 MB.
import type { RequestHandler } from 'express';
import type multer from 'multer';
import { IMPORT_UPLOAD_FIELD, MAX_IMPORT_BYTES } from '../../domain/owner-api/imports.js';
import { OWNER_INPUT_MESSAGE, UPLOAD_FILE_FAILED } from '../../domain/owner-messages.js';
import { HttpError } from '../http/http-error.js';
import { lazyPackage } from '../lazy-module.js';
import { displayName } from '../owner/files/upload-parser.js';

/** multer, loaded with the first import upload (server/lazy-module.ts). */
const loadMulter = lazyPackage<typeof multer>('multer');

const invalidUpload = (problem: string) =>
  new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, { [IMPORT_UPLOAD_FIELD]: problem });

function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof loadMulter().MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      const name = displayName((error as { filename?: string }).filename);
      return new HttpError(
        413,
        'file-too-large',
        `The file ${name} is too large. An import may be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
      );
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field !== IMPORT_UPLOAD_FIELD)
      return invalidUpload(`Send the file in the field "${IMPORT_UPLOAD_FIELD}".`);
    return invalidUpload('Send one file at a time.');
  }
  return new HttpError(400, 'invalid-upload', UPLOAD_FILE_FAILED.message);
}

/** Parses a `multipart/form-data` body with one file in the field `file` into `req.file`. */
export function importUploadParser(): RequestHandler {
  const makeParser = () =>
    loadMulter()({
      storage: loadMulter().memoryStorage(),
      defParamCharset: 'utf8',
      limits: {
        fileSize: MAX_IMPORT_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 10_000,
        fieldNameSize: 100,
        parts: 12,
      },
    }).single(IMPORT_UPLOAD_FIELD);
  let parser: RequestHandler | undefined;
  const parse: RequestHandler = (req, res, next) => (parser ??= makeParser())(req, res, next);
  return function parseImportUpload(req, res, next) {
    parse(req, res, (error?: unknown) => next(error == null ? undefined : uploadError(error)));
  };
}
