// The errors the account routes answer with, made in one place.
import { HttpError } from '../http/http-error.js';

/** 401 for a wrong email or password, without saying which. */
export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
/** 409 when signing up with an email that has an account. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

export const invalidCredentials = () =>
  new HttpError(401, 'invalid-credentials', INVALID_CREDENTIALS_MESSAGE);
export const emailTaken = () => new HttpError(409, 'email-taken', EMAIL_TAKEN_MESSAGE);

/** Whether a database error is a unique-key violation (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
