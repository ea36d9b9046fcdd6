// Request body parsers with a size limit: JSON and URL-encoded forms up to 100 kB each.
import express, { type RequestHandler } from 'express';

/** Options of {@link bodyLimits}. */
export interface BodyLimitOptions {
  /** The largest body accepted, in bytes or as `'100kb'`. */
  limit?: number | string;
  /** The most fields a URL-encoded form may have (SPEC §9: query parsing allows 1000 keys). */
  parameterLimit?: number;
}

/**
 * Parses JSON and URL-encoded (flat, `extended: false`) bodies of at most `limit`. A larger body
 * fails with body-parser's `entity.too.large`, which the error handler answers as 413
 * `{ error: 'too-large', message: 'The request is too large.' }`.
 */
export function bodyLimits({
  limit = '100kb',
  parameterLimit = 1000,
}: BodyLimitOptions = {}): RequestHandler {
  const json = express.json({ limit });
  const form = express.urlencoded({ limit, parameterLimit, extended: false });
  return function parseBodies(req, res, next) {
    json(req, res, (error?: unknown) => {
      if (error) return next(error);
      form(req, res, next);
    });
  };
}
