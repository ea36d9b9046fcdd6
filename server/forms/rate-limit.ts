// The limit on form submissions (10 a minute per address), answering SPEC §8's form message for 429.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { STATUS_MESSAGES } from '../../domain/forms/messages.js';
import type { AppDeps } from '../app-deps.js';
import { RATE_LIMIT_PRESETS } from '../http/rate-limit.js';
import { PostgresRateLimitStore } from '../http/rate-limit-store.js';
import { HttpError } from '../http/http-error.js';

/**
 * Counts submissions per client address in the database (`prefix` names the counters) and refuses
 * the one past `limit` in `windowMs` with 429 'Unable to submit form. Submission rate limit
 * exceeded. Please try again later.' and `Retry-After`, through the app's error handling.
 */
export function formSubmissionLimit(
  deps: Pick<AppDeps, 'db'>,
  {
    windowMs = RATE_LIMIT_PRESETS.forms.windowMs,
    limit = RATE_LIMIT_PRESETS.forms.limit,
    prefix = 'form-submissions',
  }: { windowMs?: number; limit?: number; prefix?: string } = {},
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    store: new PostgresRateLimitStore(deps.db.knex, prefix),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, 'rate-limited', STATUS_MESSAGES[429])),
  });
}
