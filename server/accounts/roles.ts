// SPEC §3 role numbers, the role groups routes allow, and the account fields the guard reads.
import { ROLE } from '../../domain/roles.js';
import type { RequestAccount } from '../http/request-context.js';

export { ALL_ROLES, MEMBER_ROLES, ROLE } from '../../domain/roles.js';

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
