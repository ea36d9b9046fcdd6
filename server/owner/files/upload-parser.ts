// The upload parser of POST /api/owner/files: one multipart file, kept in memory up to the size limit, refused early when too large or of an unknown kind.
import type { RequestHandler } from 'express';
import type multer from 'multer';
import { lazyPackage } from '../../lazy-module.js';
import { fileKindOf, formatFileSize } from '../../../domain/file-rules.js';
import {
  FILE_TOO_LARGE_ERROR,
  UNSUPPORTED_FILE_ERROR,
  UPLOAD_FIELD,
} from '../../../domain/owner-api/files.js';
import {
  fileTooLarge,
  OWNER_INPUT_MESSAGE,
  UPLOAD_FILE_FAILED,
  unsupportedFile,
} from '../../../domain/owner-messages.js';
import { HttpError } from '../../http/http-error.js';

/** multer, loaded with the first upload (server/lazy-module.ts). */
const loadMulter = lazyPackage<typeof multer>('multer');

/** The longest display name kept (FILES.name; the rename schema allows the same). */
const MAX_NAME_LENGTH = 255;

/**
 * The name an owner gave a file, as the file manager shows it: the last part of a path some
 * browsers send whole, without control characters, trimmed, at most 255 characters; `file` when
 * nothing is left.
 */
export function displayName(uploaded: string | undefined): string {
  const raw = uploaded ?? '';
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MAX_NAME_LENGTH).trim() || 'file';
}

const invalidUpload = (field: string, problem: string) =>
  new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, { [field]: problem });

/** A parser failure as the answer the owner sees (SPEC §5 for the size, §8 for the rest). */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof loadMulter().MulterError) {
    const name = displayName((error as { filename?: string }).filename);
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new HttpError(413, FILE_TOO_LARGE_ERROR, fileTooLarge(name, formatFileSize(maxBytes)));
      case 'LIMIT_FILE_COUNT':
        return invalidUpload(UPLOAD_FIELD, 'Send one file at a time.');
      case 'LIMIT_UNEXPECTED_FILE':
        return error.field === UPLOAD_FIELD
          ? invalidUpload(UPLOAD_FIELD, 'Send one file at a time.')
          : invalidUpload(UPLOAD_FIELD, `Send the file in the field "${UPLOAD_FIELD}".`);
      default:
        return invalidUpload('body', UPLOAD_FILE_FAILED.message);
    }
  }
  // busboy's own refusals (a malformed or cut-off body) and a client that hung up mid-way.
  return new HttpError(400, 'invalid-upload', UPLOAD_FILE_FAILED.message);
}

/**
 * Parses a `multipart/form-data` body with one file in the field `file` (multer, in memory: at most
 * `maxBytes` of it are ever held; the body is not subject to the 100 kB JSON limit, which only
 * parses JSON and forms). The file is `req.file`. Refusals, sent once the rest of the body is
 * drained (so the client sees the answer, not a reset connection):
 * 413 `file-too-large` "The file {name} is too large. The maximum allowed file size is 20 MB.",
 * 415 `unsupported-file` "The file {name} does not appear to be a supported file." (decided by its
 * extension before any byte is kept), 400 for a second file, another field or a broken body.
 */
export function uploadParser(maxBytes: number): RequestHandler {
  let parser: RequestHandler | undefined;
  const parse: RequestHandler = (req, res, next) =>
    (parser ??= loadMulter()({
      storage: loadMulter().memoryStorage(),
      // Browsers send file names as raw UTF-8 ("Été 2024.jpg"); busboy's default reads them as latin1.
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, fieldNameSize: 100, parts: 12 },
      fileFilter(_req, file, accept) {
        const name = displayName(file.originalname);
        if (fileKindOf(name) === undefined) {
          accept(new HttpError(415, UNSUPPORTED_FILE_ERROR, unsupportedFile(name)));
        } else accept(null, true);
      },
    }).single(UPLOAD_FIELD))(req, res, next);
  return function parseUpload(req, res, next) {
    parse(req, res, (error?: unknown) => next(error == null ? undefined : uploadError(error, maxBytes)));
  };
}
