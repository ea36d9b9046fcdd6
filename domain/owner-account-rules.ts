// The owner account's plain rules and messages (no zod here: the editor's first screen imports them).

/** The fewest characters of a new password. */
export const MIN_OWNER_PASSWORD = 8;

/** What the server answers a reset request with, whether or not the email has an account. */
export const PASSWORD_RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works once, for one hour.';

/** A reset link that was used, has expired or never existed (410). */
export const PASSWORD_RESET_INVALID = 'This link has expired or has already been used. Ask for a new one.';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The editor's message when a call finds the session gone (401 after being signed in). */
export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Sign in again to carry on: nothing you typed has been lost.';
