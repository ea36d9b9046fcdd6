// Request body parsers with a size limit (JSON and URL-encoded forms up to 100 kB each), and the refusal of hostile input.
import express, { type RequestHandler } from 'express';
import { hostileInputIn } from './hostile-input.js';

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
 * `{ error: 'too-large', message: 'The request is too large.' }`. Then refuses, for every route
 * after it, a body or query string holding a NUL character or a lone surrogate, a path holding
 * `%00` (400 `invalid-characters`), and a body nested deeper than 64 levels (400 `too-deep`): see
 * `hostile-input.ts`. Routers that parse again find the body already read and see the same input.
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
      form(req, res, (formError?: unknown) => next(formError ?? hostileInputIn(req)));
    });
  };
}
