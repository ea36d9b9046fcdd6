// An error with the HTTP status and the message a visitor or API client should see.

/** Thrown by handlers and services; the error middleware answers it as `{ error, message, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** A short machine-readable code, e.g. `not-found`, `invalid-input`. */
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer's body, beside `error`, `message` and `fields` (a conflict's current version…). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, 'not-found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'invalid-input', message, fields);
