// The last middleware: every error answered as JSON `{ error, message, fields? }`, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError } from './http-error.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Maps an error to its status, code and public message; unknown errors become a plain 500. */
export function describeError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.too.large') {
    return new HttpError(413, 'too-large', 'The request is too large.');
  }
  if (parserError?.type === 'entity.parse.failed') {
    return new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return new HttpError(parserError.status, 'bad-request', 'The request could not be read.');
  }
  return new HttpError(500, 'internal', 'Something went wrong. Please try again.');
}

/** Answers unmatched API routes with a JSON 404. */
export function apiNotFound(): RequestHandler {
  return function apiNotFoundHandler(_req, _res, next) {
    next(new HttpError(404, 'not-found', 'No such API route.'));
  };
}

/** Logs server errors with their stack and answers with the public shape only. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return function handleError(error, req, res, _next) {
    const described = describeError(error);
    if (described.status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    const body: Record<string, unknown> = {
      ...described.details,
      error: described.code,
      message: described.message,
    };
    if (described.fields !== undefined) body.fields = described.fields;
    res.status(described.status).json(body);
  };
}
