// The signed-in owner's own account: profile, name, email change, password change, sessions and two-factor sign-in (zod schemas for the server, the editor and openapi.json).
import { z } from 'zod';
import { MAX_OWNER_PASSWORD, ownerAccountSchema } from './account.js';
import { MIN_OWNER_PASSWORD } from '../owner-account-rules.js';

const email = z
  .string({ error: 'Please enter a valid email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email.' }).min(3).max(256));

/** A password typed to prove it is you (checked against the stored one; never longer than any can be). */
/** The person's password, asked again before a change that needs it (SPEC §8's messages). */
export const currentPassword = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(1024, 'This is not your current password.');

/** A new password. */
export const newOwnerPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_OWNER_PASSWORD, `Passwords must have at least ${MIN_OWNER_PASSWORD} characters.`)
  .max(MAX_OWNER_PASSWORD, `Passwords may have at most ${MAX_OWNER_PASSWORD} characters.`);

/** The name the editor greets a person by. */
export const displayNameSchema = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .max(200, 'Names may have at most 200 characters.');

/** `GET /api/owner/profile`: who you are, your two-factor state and an email change waiting for its link. */
export const profileSchema = z.object({
  account: ownerAccountSchema,
  twoFactor: z.object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int().describe('Unused recovery codes (0 when two-factor is off).'),
  }),
  pendingEmail: z.string().nullable().describe('The new address an unconfirmed change waits for.'),
});
/** `GET /api/owner/profile`. */
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/owner/profile`: your name. */
export const updateProfileBodySchema = z.object({ displayName: displayNameSchema });

/** `POST /api/owner/profile/password`: the current password, and the new one. */
export const changePasswordBodySchema = z.object({
  currentPassword,
  newPassword: newOwnerPasswordSchema,
});

/** `POST /api/owner/profile/email`: the new address, and your password. */
export const changeEmailBodySchema = z.object({ email, password: currentPassword });

/** `POST /api/owner/email-change/confirm`: the token of the link mailed to the new address. */
export const confirmEmailBodySchema = z.object({
  token: z.string().trim().min(1, 'This link is not complete.').max(200),
});

/** One of your sessions. */
export const ownerSessionInfoSchema = z.object({
  id: z.string().describe('Tells sessions apart in the list; not the session’s secret.'),
  device: z.string().describe('"Firefox on macOS", from the browser’s User-Agent at sign-in.'),
  current: z.boolean().describe('Whether this is the session the request came with.'),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
/** One session in the list. */
export type OwnerSessionInfo = z.infer<typeof ownerSessionInfoSchema>;

/** `GET /api/owner/profile/sessions`: your live sessions, the current one first. */
export const ownerSessionsSchema = z.object({ sessions: z.array(ownerSessionInfoSchema) });

/** `DELETE /api/owner/profile/other-sessions`: how many were signed out. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** A 6-digit code from an authenticator app. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

/** `POST /api/owner/profile/two-factor/setup`: the new secret, its otpauth address and its QR code. */
export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('The key in Base32, for apps that cannot scan.'),
  uri: z.string().describe('The otpauth://totp/ address the QR code holds.'),
  qr: z.object({
    size: z.number().int().describe('Modules on a side, without the quiet zone.'),
    path: z.string().describe('An SVG path of the dark modules, in module units.'),
  }),
});
/** A set-up's answer. */
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /api/owner/profile/two-factor`: a code from the app, proving the set-up worked. */
export const enableTwoFactorBodySchema = z.object({ code: totpCodeSchema });

/** The recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning two-factor off and making new recovery codes ask for your password. */
export const passwordConfirmBodySchema = z.object({ password: currentPassword });

/** A refusal or a plain confirmation. */
export const profileMessageSchema = z.object({ message: z.string() });
