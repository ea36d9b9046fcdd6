// The editor's own account calls: sign in (SPEC §3 "Session login payload"), who am I, and a forgotten password.
import { z } from 'zod';
import { CAPABILITIES } from '../owner-permissions.js';

/** The fewest characters of a new password. */
export const MIN_OWNER_PASSWORD = 8;

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
    .max(1024),
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
    .max(1024),
});

/** What the server answers a reset request with, whether or not the email has an account. */
export const PASSWORD_RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works once, for one hour.';

/** A reset link that was used, has expired or never existed (410). */
export const PASSWORD_RESET_INVALID = 'This link has expired or has already been used. Ask for a new one.';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The signed-in owner. */
export const ownerAccountSchema = z.object({ id: z.string(), email: z.string(), displayName: z.string() });

/** `GET /api/owner/website`: the website, the caller's roles and what they may do. */
export const ownerWebsiteSchema = z.object({
  website: z.object({ id: z.string(), title: z.string(), timeZone: z.string(), currency: z.string() }),
  roles: z.array(z.number().int()),
  capabilities: z.array(z.enum(CAPABILITIES)),
  account: ownerAccountSchema.nullable(),
});
/** `GET /api/owner/website`. */
export type OwnerWebsite = z.infer<typeof ownerWebsiteSchema>;

/** The editor's message when a call finds the session gone (401 after being signed in). */
export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Sign in again to carry on: nothing you typed has been lost.';
