// SPEC §3 role numbers, the role groups routes allow, and the account fields the guard reads.
import type { RequestAccount } from '../http/request-context.js';

/** SPEC §3 "Role": a member's role on one website. */
export const ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
  draftEditor: 16,
} as const;

/** Every SPEC role number. */
export const ALL_ROLES: readonly number[] = Object.values(ROLE);

/** Everyone with a real role on the website: every role but `none` (14), which grants nothing. */
export const MEMBER_ROLES: readonly number[] = ALL_ROLES.filter((role) => role !== ROLE.none);

/** Who may manage people and API keys: admin (1) and website manager (15). */
export const MANAGER_ROLES: readonly number[] = [ROLE.admin, ROLE.websiteManager];

/**
 * The order `RequestAccount.role` is chosen in when an account holds several roles on one website
 * (SPEC §6 allows it): the broadest first. The guard itself checks every role (`roles`).
 */
const PRECEDENCE: readonly number[] = [1, 15, 8, 4, 16, 2, 3, 11, 13, 9, 6, 7, 12, 10, 14];

/** The account's most important role of `roles`, or undefined when it has none. */
export function primaryRole(roles: readonly number[]): number | undefined {
  return PRECEDENCE.find((role) => roles.includes(role));
}

declare module '../http/request-context.js' {
  interface RequestAccount {
    /** Every role the account holds on `req.website` (usually one); `role` is the primary one. */
    roles?: readonly number[];
  }
}

/** The roles a request's account holds on its website. */
export function rolesOf(account: RequestAccount): readonly number[] {
  return account.roles ?? (account.role === undefined ? [] : [account.role]);
}
