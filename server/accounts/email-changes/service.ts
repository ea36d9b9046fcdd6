// Changing an owner's sign-in email: a single-use link (24 hours) mailed to the new address and a notice to the old one, in one transaction; the link makes the change.
import type { Knex } from 'knex';
import { EMAIL_CHANGE_INVALID_ERROR, PROFILE_MESSAGES } from '../../../domain/owner-account-rules.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { EMAIL_CHANGE_TTL_MS } from '../../../domain/website-members.js';
import { badRequest, HttpError } from '../../http/http-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { emailTaken, isUniqueViolation } from '../account-errors.js';
import { requireOwnerPassword } from '../owners/service.js';
import { findOwnerByEmail, updateOwnerEmail } from '../owners/store.js';
import { randomToken, sha256 } from '../tokens.js';
import { confirmNewEmailMail, emailChangeNoticeMail, emailConfirmLink } from './mails.js';
import { replaceEmailChange, selectPendingEmail, useEmailChange } from './store.js';

/** What {@link requestEmailChange} needs. */
export interface EmailChangeRequest {
  accountId: string;
  currentEmail: string;
  /** Normalised (trimmed, lower case). */
  newEmail: string;
  password: string;
  /** The origin the link opens the editor on (the website's public address). */
  origin: string;
  now?: Date;
}

/**
 * Asks to move the account to `newEmail`, once the password is checked (400 naming `password`).
 * 400 naming `email` when it is already the account's; 409 `email-taken` when another account uses
 * it. In one transaction: the change (the token's SHA-256, 24 hours; earlier changes dropped), the
 * link mailed to the new address and a notice to the old one, through the outbox.
 */
export async function requestEmailChange(db: Knex, input: EmailChangeRequest): Promise<void> {
  const { accountId, currentEmail, newEmail, password, origin, now = new Date() } = input;
  await requireOwnerPassword(db, accountId, password, 'password');
  if (newEmail === currentEmail) throw badRequest(OWNER_INPUT_MESSAGE, { email: PROFILE_MESSAGES.sameEmail });
  if ((await findOwnerByEmail(db, newEmail)) !== undefined) throw emailTaken();
  const token = randomToken(32);
  await db.transaction(async (trx) => {
    await replaceEmailChange(trx, {
      id: sha256(token),
      account_id: accountId,
      new_email: newEmail,
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    const link = emailConfirmLink(origin, token);
    // Account mail: about no one website.
    await enqueueMail(trx, {
      websiteId: null,
      to: newEmail,
      ...confirmNewEmailMail(currentEmail, newEmail, link),
    });
    await enqueueMail(trx, {
      websiteId: null,
      to: currentEmail,
      ...emailChangeNoticeMail(currentEmail, newEmail),
    });
  });
}

/** The new address of a change still waiting for its link, or null. */
export async function pendingEmailOf(db: Knex, accountId: string, now = new Date()): Promise<string | null> {
  return (await selectPendingEmail(db, accountId, now)) ?? null;
}

/**
 * Makes the link's address the account's email, once: in one transaction the change is marked used
 * by a conditional update and the email set. 410 `email-link-invalid` for a used, expired or
 * unknown link; 409 `email-taken` when another account took the address meanwhile. The new email.
 */
export async function confirmEmailChange(db: Knex, token: string): Promise<string> {
  return db.transaction(async (trx) => {
    const change = await useEmailChange(trx, sha256(token));
    if (change === undefined) {
      throw new HttpError(410, EMAIL_CHANGE_INVALID_ERROR, PROFILE_MESSAGES.emailChangeInvalid);
    }
    try {
      await updateOwnerEmail(trx, change.account_id, change.new_email);
    } catch (error) {
      // The whole transaction rolls back: the link stays unused.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return change.new_email;
  });
}
