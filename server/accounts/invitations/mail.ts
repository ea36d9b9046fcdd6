// The invitation mail: who invites you to which website in which role, and the link to accept (seven days, once).
import { INVITATION_PATH, roleName } from '../../../domain/website-members.js';
import { escapeHtml } from '../../site/render/escape.js';

/** The link in the mail: `<origin>/config/invitation?token=<token>`. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

/** The mail's subject and bodies. */
export function invitationMail({
  websiteTitle,
  inviter,
  role,
  link,
}: {
  websiteTitle: string;
  inviter: string;
  role: number;
  link: string;
}): { subject: string; text: string; html: string } {
  const site = websiteTitle.trim() === '' ? 'a website' : websiteTitle;
  const as = roleName(role).toLowerCase();
  const text = [
    `${inviter} invites you to work on ${site} as ${as}, with Tessera.`,
    '',
    'Accept the invitation here. The link works once, for 7 days:',
    link,
    '',
    'If you were not expecting this, ignore this email: nothing happens.',
  ].join('\n');
  const html =
    `<p>${escapeHtml(inviter)} invites you to work on ${escapeHtml(site)} as ${escapeHtml(as)}, with Tessera.</p>\n` +
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a>. The link works once, for 7 days.</p>\n` +
    '<p>If you were not expecting this, ignore this email: nothing happens.</p>\n';
  return { subject: `You are invited to work on ${site}`, text, html };
}
