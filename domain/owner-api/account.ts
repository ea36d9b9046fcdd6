// The editor's own account calls: sign in (SPEC §3 "Session login payload"), who am I, and a forgotten password.
import { z } from 'zod';
import { CAPABILITIES } from '../owner-permissions.js';

import { MIN_OWNER_PASSWORD } from '../owner-account-rules.js';

/** The most characters of a new password (so a huge one cannot make hashing slow). */
export const MAX_OWNER_PASSWORD = 256;

/** The `error` code of the 410 answering a reset link that was used, has expired or never existed. */
export const PASSWORD_RESET_INVALID_ERROR = 'reset-link-invalid';

/** What the server answers once the new password is set (every session of the account has ended). */
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';

/** The editor's address a reset link opens (`?token=` added), relative to the site's origin. */
export const PASSWORD_RESET_PATH = '/config/reset-password';

export {
  MIN_OWNER_PASSWORD,
  PASSWORD_RESET_INVALID,
  PASSWORD_RESET_SENT,
  PASSWORD_RESET_TTL_MS,
  SESSION_EXPIRED_MESSAGE,
} from '../owner-account-rules.js';

const email = z
  .string({ error: 'Please enter a valid email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email.' }).min(3).max(256));

/** `POST /api/owner/session`: SPEC §3's email, password and rememberMe ("Keep me signed in"). */
export const signInBodySchema = z.object({
  email,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    // Longer than any password can be: wrong, without hashing a huge string.
    .max(1024, 'Email or password is incorrect.'),
  rememberMe: z.boolean().default(false),
});

/** `POST /api/owner/password-reset`: where to send the link. */
export const passwordResetRequestSchema = z.object({ email });

/** `POST /api/owner/password-reset/confirm`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().trim().min(1, 'This link is not complete.').max(200),
  password: z
    .string({ error: 'Please enter a password.' })
    .min(MIN_OWNER_PASSWORD, `Passwords must have at least ${MIN_OWNER_PASSWORD} characters.`)
    .max(MAX_OWNER_PASSWORD, `Passwords may have at most ${MAX_OWNER_PASSWORD} characters.`),
});

/** `POST /api/owner/session/two-factor`: a code from the authenticator app, or a recovery code. */
export const signInCodeBodySchema = z.object({
  code: z
    .string({ error: 'Enter the code.' })
    .trim()
    .min(1, 'Enter the code.')
    .max(40, 'That code is not right. Try again, or use one of your recovery codes.'),
});

/** `POST /api/owner/session` 202: the password was right, the account's two-factor code is next. */
export const signInCodeNeededSchema = z.object({
  twoFactorRequired: z.literal(true),
  message: z.string(),
});

/** The signed-in owner. */
export const ownerAccountSchema = z.object({ id: z.string(), email: z.string(), displayName: z.string() });

/** `POST /api/owner/session` and `GET /api/owner/session`: who is signed in. */
export const ownerSessionSchema = z.object({ account: ownerAccountSchema });

/** `POST /api/owner/password-reset` and `…/confirm`: what to tell the owner. */
export const passwordResetResponseSchema = z.object({ message: z.string() });

/** `GET /api/owner/website`: the website, the caller's roles and what they may do. */
export const ownerWebsiteSchema = z.object({
  website: z.object({ id: z.string(), title: z.string(), timeZone: z.string(), currency: z.string() }),
  roles: z.array(z.number().int()),
  capabilities: z.array(z.enum(CAPABILITIES)),
  account: ownerAccountSchema.nullable(),
  twoFactorSetupNeeded: z
    .boolean()
    .describe(
      'The website requires two-factor sign-in and this person has not set it up: every other route refuses them until they do.',
    ),
});
/** `GET /api/owner/website`. */
export type OwnerWebsite = z.infer<typeof ownerWebsiteSchema>;
