// Forgotten owner passwords: a single-use link for an hour, sent through the outbox; using it sets the password and ends every session.
import type { Knex } from 'knex';
import {
  PASSWORD_RESET_INVALID,
  PASSWORD_RESET_INVALID_ERROR,
  PASSWORD_RESET_TTL_MS,
} from '../../../domain/owner-api/account.js';
import { HttpError } from '../../http/http-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { hashPassword } from '../passwords.js';
import { randomToken, sha256 } from '../tokens.js';
import { passwordResetEmail, passwordResetLink } from './reset-email.js';
import {
  deleteOtherResets,
  deleteOwnerSessions,
  insertResetForEmail,
  setOwnerPassword,
  useReset,
} from './store.js';

/** What a reset request needs: the (normalised) email, and the origin the link must open on. */
export interface PasswordResetRequest {
  email: string;
  /** `https://shop.example.com`: where the owner asked from (the editor at `/config` is there). */
  origin: string;
  now?: Date;
}

/**
 * Makes a reset link for the account with this email, if any: a random 256-bit token whose SHA-256
 * is stored with `expires_at` one hour ahead, and the email with the link queued in MAIL_OUTBOX, in
 * one transaction. For an unknown email the same token is made and the same insert runs (it
 * stores nothing); the caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Knex,
  { email, origin, now = new Date() }: PasswordResetRequest,
): Promise<void> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  await db.transaction(async (trx) => {
    const accountId = await insertResetForEmail(trx, { id: sha256(token), email, expiresAt });
    if (accountId === undefined) return;
    const mail = passwordResetEmail(email, passwordResetLink(origin, token));
    // Account mail: about no one website.
    await enqueueMail(trx, { websiteId: null, to: email, ...mail });
  });
}

/** The 410 of a link that was used, has expired or never existed. */
export const resetLinkInvalid = () =>
  new HttpError(410, PASSWORD_RESET_INVALID_ERROR, PASSWORD_RESET_INVALID);

/**
 * Sets a new password with a reset link's token, once: in one transaction the link is marked used
 * by a conditional update (unused and unexpired, so concurrent uses cannot both succeed), the
 * argon2id hash stored, the account's other links deleted and all its sessions ended. 410
 * `reset-link-invalid` for a used, expired or unknown token.
 */
export async function confirmPasswordReset(
  db: Knex,
  { token, password }: { token: string; password: string },
): Promise<void> {
  // Hashed first: argon2 takes a while, and the transaction should not hold the link's row meanwhile.
  const passwordHash = await hashPassword(password);
  const id = sha256(token);
  await db.transaction(async (trx) => {
    const accountId = await useReset(trx, id);
    if (accountId === undefined) throw resetLinkInvalid();
    await setOwnerPassword(trx, accountId, passwordHash);
    await deleteOtherResets(trx, accountId, id);
    await deleteOwnerSessions(trx, accountId);
  });
}
