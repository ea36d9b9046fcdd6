// The upload parser of POST /api/owner/themes: one zip in the field `theme`, kept in memory up to the size limit.
import type { RequestHandler } from 'express';
import type multer from 'multer';
import { lazyPackage } from '../../lazy-module.js';
import {
  MAX_THEME_ZIP_BYTES,
  THEME_TOO_LARGE_ERROR,
  THEME_UPLOAD_FIELD,
} from '../../../domain/owner-api/themes.js';
import { OWNER_INPUT_MESSAGE, UPLOAD_FILE_FAILED } from '../../../domain/owner-messages.js';
import { HttpError } from '../../http/http-error.js';
import { displayName } from '../files/upload-parser.js';

/** multer, loaded with the first upload (server/lazy-module.ts). */
const loadMulter = lazyPackage<typeof multer>('multer');

const MEGABYTE = 1024 * 1024;

const invalidUpload = (problem: string) =>
  new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, { [THEME_UPLOAD_FIELD]: problem });

function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof loadMulter().MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE': {
        const name = displayName((error as { filename?: string }).filename);
        return new HttpError(
          413,
          THEME_TOO_LARGE_ERROR,
          `The file ${name} is too large. A theme zip may be at most ${Math.round(maxBytes / MEGABYTE)} MB.`,
        );
      }
      case 'LIMIT_FILE_COUNT':
        return invalidUpload('Send one theme zip at a time.');
      case 'LIMIT_UNEXPECTED_FILE':
        return error.field === THEME_UPLOAD_FIELD
          ? invalidUpload('Send one theme zip at a time.')
          : invalidUpload(`Send the theme zip in the field "${THEME_UPLOAD_FIELD}".`);
      default:
        return invalidUpload(UPLOAD_FILE_FAILED.message);
    }
  }
  return new HttpError(400, 'invalid-upload', UPLOAD_FILE_FAILED.message);
}

/**
 * Parses a `multipart/form-data` body with one file in the field `theme` (multer, in memory: at
 * most `maxBytes` are ever held) into `req.file`. 413 `theme-too-large` past `maxBytes`, 400 for a
 * second file, another field or a broken body. Whether it is a zip is decided by its bytes later.
 */
export function themeUploadParser(maxBytes: number = MAX_THEME_ZIP_BYTES): RequestHandler {
  let parser: RequestHandler | undefined;
  const parse: RequestHandler = (req, res, next) =>
    (parser ??= loadMulter()({
      storage: loadMulter().memoryStorage(),
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, fieldNameSize: 100, parts: 12 },
    }).single(THEME_UPLOAD_FIELD))(req, res, next);
  return function parseThemeUpload(req, res, next) {
    parse(req, res, (error?: unknown) => next(error == null ? undefined : uploadError(error, maxBytes)));
  };
}
