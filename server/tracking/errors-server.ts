// The server's own failures into JS_ERROR_GROUPS (source 'server'): an error middleware that records 5xx errors without waiting and cannot throw.
import type { ErrorRequestHandler, Request } from 'express';
import type { AppDeps } from '../app-deps.js';
import { describeError } from '../http/error-handler.js';
import { pathOnly, recordErrors } from './errors-store.js';

/** What is recorded of a server error: its message, stack and the request's path only. */
export function recordServerError(deps: Pick<AppDeps, 'db' | 'logger'>, error: unknown, req: Request): void {
  try {
    const websiteId = req.website?.id;
    if (websiteId === undefined) return;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    // req.path: never the query string (tokens), never the body or headers.
    void recordErrors(deps.db.knex, websiteId, [
      { source: 'server', message, stack, pagePath: pathOnly(req.path) },
    ]).catch((failure: unknown) => deps.logger.warn({ err: failure }, 'could not record a server error'));
  } catch {
    // Recording an error must never become a second one.
  }
}

/**
 * Mounted before the error handlers: records every error that will be answered 5xx (API or
 * page), then passes it on unchanged.
 */
export function recordServerErrors(deps: Pick<AppDeps, 'db' | 'logger'>): ErrorRequestHandler {
  return function recordServerErrorsHandler(error, req, _res, next) {
    if (describeError(error).status >= 500) recordServerError(deps, error, req);
    next(error);
  };
}
