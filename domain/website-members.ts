// The people of a website: role names, which roles an invitation may give, who may change an admin, and what the Members screen and its API say (no zod: the editor's screens import it).
import { ROLE } from './roles.js';

/** SPEC §3 roles by name, in the order the Members screen offers them (broadest first). */
export const ROLE_NAMES: ReadonlyMap<number, string> = new Map([
  [ROLE.admin, 'Admin'],
  [ROLE.websiteManager, 'Website manager'],
  [ROLE.storeManager, 'Store manager'],
  [ROLE.editor, 'Editor'],
  [ROLE.draftEditor, 'Draft editor'],
  [ROLE.campaignsEditor, 'Campaigns editor'],
  [ROLE.billing, 'Billing'],
  [ROLE.reporting, 'Reporting'],
  [ROLE.moderator, 'Moderator'],
  [ROLE.commenter, 'Commenter'],
  [ROLE.scheduling, 'Scheduling'],
  [ROLE.schedulingEditor, 'Scheduling editor'],
  [ROLE.schedulingViewer, 'Scheduling viewer'],
  [ROLE.viewer, 'Viewer'],
]);

/** The roles a person can be invited to or given: every role but none (14), which grants nothing. */
export const GIVABLE_ROLES: readonly number[] = [...ROLE_NAMES.keys()];

/** A role's name ("Editor"), or "Role N" for a number the table does not know. */
export function roleName(role: number): string {
  return ROLE_NAMES.get(role) ?? `Role ${role}`;
}

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the link confirming a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The editor's address an invitation link opens (`?token=` added), relative to the site's origin. */
export const INVITATION_PATH = '/config/invitation';
/** The editor's address the link confirming a new email opens (`?token=` added). */
export const EMAIL_CONFIRM_PATH = '/config/confirm-email';

/** What the API says. */
export const MEMBER_MESSAGES = {
  lastAdmin: 'A website needs at least one admin. Make someone else an admin first.',
  onlyAdminsForAdmins: 'Only an admin can make someone an admin, or change or remove an admin.',
  noSuchMember: 'This person does not work on this website.',
  noSuchInvitation: 'No such invitation.',
  invitationInvalid:
    'This invitation has expired, was withdrawn or has already been used. Ask for a new one.',
  invitationForOther: (email: string) =>
    `This invitation is for ${email}. Sign out, then sign in as ${email} to accept it.`,
  signInToAccept: (email: string) => `An account already uses ${email}: sign in to accept the invitation.`,
  alreadyMember: (email: string) => `${email} already works on this website.`,
  twoFactorFirst: 'Set up two-factor sign-in for yourself before you require it of everyone.',
} as const;

/** The `error` codes of those answers. */
export const MEMBER_ERRORS = {
  lastAdmin: 'last-admin',
  invitationInvalid: 'invitation-invalid',
  invitationForOther: 'invitation-for-another-account',
  signInToAccept: 'sign-in-to-accept',
  alreadyMember: 'already-member',
  twoFactorFirst: 'two-factor-first',
} as const;

/**
 * Why someone holding `actorRoles` may not give `newRole` to, or take a role from, a person holding
 * `targetRoles` (undefined: they may). Admins and website managers manage people, but only an admin
 * touches the admin role: a website manager can neither make an admin (which would make them one
 * in effect) nor demote or remove one.
 */
export function adminRuleProblem(
  actorRoles: readonly number[],
  targetRoles: readonly number[],
  newRole?: number,
): string | undefined {
  if (actorRoles.includes(ROLE.admin)) return undefined;
  const touchesAdmin = newRole === ROLE.admin || targetRoles.includes(ROLE.admin);
  return touchesAdmin ? MEMBER_MESSAGES.onlyAdminsForAdmins : undefined;
}

/**
 * Whether a change would leave the website without an admin: `adminIds` hold the admin role now,
 * `accountId` is changed to `newRole` (undefined: removed).
 */
export function leavesNoAdmin(
  adminIds: readonly string[],
  accountId: string,
  newRole: number | undefined,
): boolean {
  if (newRole === ROLE.admin || !adminIds.includes(accountId)) return false;
  return adminIds.every((id) => id === accountId);
}
