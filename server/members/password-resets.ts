// Forgotten site-user passwords, mirroring the owners' (server/accounts/password-resets/): a single-use link for an hour, mailed through the outbox; using it sets the password and ends every session.
import type { Knex } from 'knex';
import { MEMBER_PATHS, SITE_USER_RESET_TTL_MS } from '../../domain/members.js';
import { hashPassword } from '../accounts/passwords.js';
import { randomToken, sha256 } from '../accounts/tokens.js';
import { TABLES } from '../db/tables.js';
import { enqueueMail } from '../mail/outbox.js';
import { escapeHtml } from '../site/render/escape.js';

/** The link in the email: `<origin>/account/reset-password?token=<token>`. */
export function siteUserResetLink(origin: string, token: string): string {
  return `${origin}${MEMBER_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** The subject and bodies of the email. */
export function siteUserResetEmail(
  siteTitle: string,
  email: string,
  link: string,
): { subject: string; text: string; html: string } {
  const text = [
    `Someone (we hope you) asked to choose a new password for your account ${email} at ${siteTitle}.`,
    '',
    'Choose a new password here. The link works once, for one hour:',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const html =
    `<p>Someone (we hope you) asked to choose a new password for your account ${escapeHtml(email)} at ${escapeHtml(siteTitle)}.</p>\n` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a>. The link works once, for one hour.</p>\n` +
    '<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>\n';
  return { subject: `Reset your password at ${siteTitle}`, text, html };
}

/**
 * Makes a reset link for the site user of `websiteId` with this email, if there is one (an account
 * made at checkout without a password can claim itself this way): the token's SHA-256 stored with
 * its expiry by one `insert … select`, so an unknown email costs the same work, and the email
 * queued, in one transaction. The caller answers the same either way.
 */
export async function requestSiteUserReset(
  db: Knex,
  input: { websiteId: string; siteTitle: string; email: string; origin: string; now?: Date },
): Promise<void> {
  const { websiteId, email, origin, now = new Date() } = input;
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SITE_USER_RESET_TTL_MS);
  await db.transaction(async (trx) => {
    const result = (await trx.raw(
      'insert into ?? (website_id, id, site_user_id, expires_at) select website_id, ?, id, ? from ?? where website_id = ? and email = ? returning site_user_id',
      [TABLES.siteUserPasswordResets, sha256(token), expiresAt, TABLES.siteUsers, websiteId, email],
    )) as { rows: { site_user_id: string }[] };
    if (result.rows.length === 0) return;
    const mail = siteUserResetEmail(input.siteTitle, email, siteUserResetLink(origin, token));
    await enqueueMail(trx, { websiteId, to: email, ...mail });
  });
}

/** Whether the token is a live link of this website (the form is shown only for one). */
export async function isLiveReset(db: Knex, websiteId: string, token: string): Promise<boolean> {
  const row: unknown = await db(TABLES.siteUserPasswordResets)
    .where({ website_id: websiteId, id: sha256(token) })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .first('id');
  return row !== undefined;
}

/**
 * Sets a new password with a link's token, once: the link is marked used by a conditional update
 * (so two uses cannot both win), the hash stored, the user's other links deleted and every session
 * of theirs ended, in one transaction. False for a used, expired or unknown token.
 */
export async function confirmSiteUserReset(
  db: Knex,
  { websiteId, token, password }: { websiteId: string; token: string; password: string },
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const id = sha256(token);
  return db.transaction(async (trx) => {
    const [used] = (await trx(TABLES.siteUserPasswordResets)
      .where({ website_id: websiteId, id })
      .whereNull('used_at')
      .andWhere('expires_at', '>', trx.fn.now())
      .update({ used_at: trx.fn.now() })
      .returning('site_user_id')) as { site_user_id: string }[];
    if (used === undefined) return false;
    const siteUserId = used.site_user_id;
    await trx(TABLES.siteUsers)
      .where({ website_id: websiteId, id: siteUserId })
      .update({ password_hash: passwordHash, updated_at: trx.fn.now() });
    await trx(TABLES.siteUserPasswordResets)
      .where({ website_id: websiteId, site_user_id: siteUserId })
      .whereNot({ id })
      .delete();
    await trx(TABLES.sessions).where({ website_id: websiteId, site_user_id: siteUserId }).delete();
    return true;
  });
}
