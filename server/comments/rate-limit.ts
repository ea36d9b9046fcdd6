// The limit on posting comments: 5 a minute per client address, counted in the database, refused with a clear 429.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppDeps } from '../app-deps.js';
import { PostgresRateLimitStore } from '../http/rate-limit-store.js';
import { HttpError } from '../http/http-error.js';

/** What a visitor over the limit is told. */
export const COMMENT_RATE_LIMITED =
  'You are posting comments too quickly. Please wait a minute and try again.';

/**
 * Counts comment posts per client address (JSON and plain form together, under `comments`) and
 * passes the one past `limit` in `windowMs` on as a 429 HttpError with `Retry-After`, so the JSON
 * route answers `{ error: 'rate-limited', message }` and the plain form can come back with a note.
 */
export function commentRateLimit(
  deps: Pick<AppDeps, 'db'>,
  { windowMs = 60_000, limit = 5 }: { windowMs?: number; limit?: number } = {},
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    store: new PostgresRateLimitStore(deps.db.knex, 'comments'),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, 'rate-limited', COMMENT_RATE_LIMITED)),
  });
}
