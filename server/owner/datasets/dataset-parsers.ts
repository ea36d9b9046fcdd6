// Body parsers of the dataset routes: a CSV file (multipart, up to 4 MB) and a large dataset save (its own JSON media type, up to 8 MB).
import express, { type RequestHandler } from 'express';
import type multer from 'multer';
import { lazyPackage } from '../../lazy-module.js';
import { MAX_DATASET_CSV_BYTES } from '../../../domain/datasets.js';
import { formatFileSize } from '../../../domain/file-rules.js';
import {
  DATASET_JSON_TYPE,
  DATASET_UPLOAD_FIELD,
  MAX_DATASET_JSON_BYTES,
} from '../../../domain/owner-api/datasets.js';
import { FILE_TOO_LARGE_ERROR } from '../../../domain/owner-api/files.js';
import { OWNER_INPUT_MESSAGE, UPLOAD_FILE_FAILED, fileTooLarge } from '../../../domain/owner-messages.js';
import { HttpError } from '../../http/http-error.js';
import { hostileInputIn } from '../../http/hostile-input.js';
import { displayName } from '../files/upload-parser.js';

/** multer, loaded with the first upload (server/lazy-module.ts). */
const loadMulter = lazyPackage<typeof multer>('multer');

const invalid = (problem: string) =>
  new HttpError(400, 'invalid-input', OWNER_INPUT_MESSAGE, { [DATASET_UPLOAD_FIELD]: problem });

/**
 * Parses `multipart/form-data` with one CSV file in `file` (kept in memory, at most 4 MB: SPEC §5's
 * "The file {name} is too large…" past that) and an optional `name` field. `req.file` is the file.
 */
export function csvUploadParser(maxBytes = MAX_DATASET_CSV_BYTES): RequestHandler {
  let parser: RequestHandler | undefined;
  const parse: RequestHandler = (req, res, next) =>
    (parser ??= loadMulter()({
      storage: loadMulter().memoryStorage(),
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1_000, fieldNameSize: 100, parts: 6 },
    }).single(DATASET_UPLOAD_FIELD))(req, res, next);
  return function parseCsvUpload(req, res, next) {
    parse(req, res, (error?: unknown) => {
      if (error == null) return next();
      if (error instanceof loadMulter().MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          const name = displayName((error as { filename?: string }).filename);
          return next(new HttpError(413, FILE_TOO_LARGE_ERROR, fileTooLarge(name, formatFileSize(maxBytes))));
        }
        return next(invalid(`Send one CSV file in the field "${DATASET_UPLOAD_FIELD}".`));
      }
      next(new HttpError(400, 'invalid-upload', UPLOAD_FILE_FAILED.message));
    });
  };
}

/** A CSV file's text: UTF-8 (a BOM is fine), without NUL characters; otherwise a 400 saying so. */
export function csvText(file: Express.Multer.File | undefined): string {
  if (file === undefined) throw invalid('Choose a CSV file to import.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw invalid(
      `The file ${displayName(file.originalname)} is not UTF-8 text. Save it as CSV UTF-8 and try again.`,
    );
  }
  if (text.includes('\u0000'))
    throw invalid(`The file ${displayName(file.originalname)} does not appear to be a CSV file.`);
  return text;
}

/**
 * Reads a dataset save sent as `application/vnd.tessera.dataset+json` (the JSON every route takes
 * is held to 100 kB, and skips this type): up to 8 MB, with the same refusal of hostile input.
 */
export function datasetJsonParser(): RequestHandler {
  const json = express.json({ limit: MAX_DATASET_JSON_BYTES, type: DATASET_JSON_TYPE });
  return function parseDatasetJson(req, res, next) {
    json(req, res, (error?: unknown) => next(error ?? hostileInputIn(req)));
  };
}
