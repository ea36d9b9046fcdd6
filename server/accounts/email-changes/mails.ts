// The two mails of an email change: the link to the new address, and the notice to the old one.
import { EMAIL_CONFIRM_PATH } from '../../../domain/website-members.js';
import { escapeHtml } from '../../site/render/escape.js';

/** A mail's subject and bodies. */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

/** The link in the mail to the new address: `<origin>/config/confirm-email?token=<token>`. */
export function emailConfirmLink(origin: string, token: string): string {
  return `${origin}${EMAIL_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** To the new address: the link that makes it the account's email (24 hours, once). */
export function confirmNewEmailMail(oldEmail: string, newEmail: string, link: string): MailText {
  const text = [
    `The Tessera account ${oldEmail} asked to use ${newEmail} from now on.`,
    '',
    'Confirm the new address here. The link works once, for 24 hours:',
    link,
    '',
    'If you did not ask for this, ignore this email: nothing changes.',
  ].join('\n');
  const html =
    `<p>The Tessera account ${escapeHtml(oldEmail)} asked to use ${escapeHtml(newEmail)} from now on.</p>\n` +
    `<p><a href="${escapeHtml(link)}">Confirm the new address</a>. The link works once, for 24 hours.</p>\n` +
    '<p>If you did not ask for this, ignore this email: nothing changes.</p>\n';
  return { subject: 'Confirm your new Tessera email', text, html };
}

/** To the old address: someone signed in as you asked to move the account to another address. */
export function emailChangeNoticeMail(oldEmail: string, newEmail: string): MailText {
  const text = [
    `Someone signed in to the Tessera account ${oldEmail} asked to change its email to ${newEmail}.`,
    'The change happens when the link sent to the new address is opened.',
    '',
    'If this was not you, change your password now from your profile: that cancels the change and signs out every other session.',
  ].join('\n');
  const html =
    `<p>Someone signed in to the Tessera account ${escapeHtml(oldEmail)} asked to change its email to ${escapeHtml(newEmail)}.</p>\n` +
    '<p>The change happens when the link sent to the new address is opened.</p>\n' +
    '<p>If this was not you, change your password now from your profile: that cancels the change and signs out every other session.</p>\n';
  return { subject: 'Your Tessera email is being changed', text, html };
}
