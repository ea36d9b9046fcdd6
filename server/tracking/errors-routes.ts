// POST /api/events/RecordJavascriptErrors: the browser's errors, crumb-checked, size- and rate-limited, grouped into JS_ERROR_GROUPS.
import { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps.js';
import { HttpError } from '../http/http-error.js';
import { rateLimits } from '../http/rate-limit.js';
import { reportedErrorsSchema } from './errors-schema.js';
import { recordErrors } from './errors-store.js';

export const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/** The largest report body, in bytes. */
export const REPORT_BODY_LIMIT = 64 * 1024;

/**
 * Reports one address may post a minute to each of the two report routes: half what it may ask of
 * the whole `/api` (150 by default), at least 30. A visitor's page posts one to three of each.
 */
export function reportRateLimit(apiRateLimit: number): number {
  return Math.max(30, Math.floor(apiRateLimit / 2));
}

/** 413 for a body over `limit` bytes, by its Content-Length or, sent chunked, by its parsed size. */
export function reportBodyLimit(limit: number = REPORT_BODY_LIMIT): RequestHandler {
  return function limitReportBody(req, _res, next) {
    const declared = Number(req.get('content-length'));
    const size = Number.isFinite(declared) && declared > 0 ? declared : parsedSize(req);
    if (size > limit) return next(new HttpError(413, 'too-large', 'The request is too large.'));
    next();
  };
}

function parsedSize(req: Request): number {
  const body: unknown = req.body;
  if (typeof body === 'string') return Buffer.byteLength(body);
  return body === undefined ? 0 : Buffer.byteLength(JSON.stringify(body) ?? '');
}

/**
 * The error reports route. The crumb is checked by the app's crumb guard (SPEC §7: CSRF header
 * from the crumb cookie); each address may post `reportRateLimit` reports a minute. Answers 204
 * once the errors are counted into their groups.
 */
export function createErrorsRouter(deps: AppDeps): Router {
  const router = Router();
  const limit = rateLimits(deps, {
    windowMs: 60_000,
    limit: reportRateLimit(deps.config.apiRateLimit),
    prefix: 'js-errors',
    syncMs: 1000,
  });
  router.post(ERRORS_PATH, limit, reportBodyLimit(), async (req, res, next) => {
    try {
      const parsed = reportedErrorsSchema.safeParse(req.body);
      if (!parsed.success) throw new HttpError(400, 'invalid-input', 'The request could not be read.');
      const websiteId = req.website?.id;
      if (websiteId === undefined) throw new HttpError(404, 'not-found', 'No such website.');
      await recordErrors(
        deps.db.knex,
        websiteId,
        parsed.data.map((reported) => ({
          source: 'browser' as const,
          message: reported.data.message,
          stack: reported.data.stack ?? '',
          pagePath: reported.data.path ?? null,
        })),
      );
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
