// The password-reset email: the link to choose a new password, in text and simple HTML.
import { PASSWORD_RESET_PATH } from '../../../domain/owner-api/account.js';
import { escapeHtml } from '../../site/render/escape.js';

/** The link in the email: `<origin>/config/reset-password?token=<token>`. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/** The subject and bodies of the email sent to `email` with `link`. */
export function passwordResetEmail(
  email: string,
  link: string,
): { subject: string; text: string; html: string } {
  const text = [
    `Someone (we hope you) asked to choose a new password for the Tessera account ${email}.`,
    '',
    'Choose a new password here. The link works once, for one hour:',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const html =
    `<p>Someone (we hope you) asked to choose a new password for the Tessera account ${escapeHtml(email)}.</p>\n` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a>. The link works once, for one hour.</p>\n` +
    '<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>\n';
  return { subject: 'Reset your Tessera password', text, html };
}
