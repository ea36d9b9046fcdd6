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

/** How many recovery codes two-factor sign-in comes with (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** How long a sign-in whose password was right waits for its two-factor code. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;

/** Wrong codes a waiting sign-in takes before the password must be typed again. */
export const SIGN_IN_CODE_ATTEMPTS = 5;

/** What the sign-in, profile and two-factor answers say, and their `error` codes. */
export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong: 'That code is not right. Try again, or use one of your recovery codes.',
  setupCodeWrong: 'That code is not right. Check the time on your phone and type the newest code.',
  signInExpired: 'Your sign-in took too long. Enter your email and password again.',
  setupNeeded:
    'This website asks everyone to sign in with a code from an authenticator app. Set it up to carry on.',
  notSetUp: 'Two-factor sign-in is not set up. Start again.',
  alreadyOn: 'Two-factor sign-in is already on.',
} as const;

/** The `error` codes of {@link TWO_FACTOR_MESSAGES}' refusals. */
export const TWO_FACTOR_ERRORS = {
  codeWrong: 'invalid-code',
  signInExpired: 'sign-in-expired',
  setupNeeded: 'two-factor-setup-needed',
  notSetUp: 'two-factor-not-set-up',
  alreadyOn: 'two-factor-already-on',
} as const;

/** What the profile's answers say. */
export const PROFILE_MESSAGES = {
  currentPasswordWrong: 'This is not your current password.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  emailChangeSent: (email: string) =>
    `We have sent a link to ${email}. Your email changes when you open it (within 24 hours).`,
  emailChanged: (email: string) => `Your email is now ${email}. Sign in with it from now on.`,
  emailChangeInvalid: 'This link has expired or has already been used. Ask for a new one from your profile.',
  sameEmail: 'This is already your email.',
} as const;

/** The `error` code of a confirmation link that was used, has expired or never existed (410). */
export const EMAIL_CHANGE_INVALID_ERROR = 'email-link-invalid';
