// Memberships: who works on a website and in which SPEC §3 roles; changing a member's role and removing them (never the last admin); the two-factor requirement.
import type { Knex } from 'knex';
import type { WebsiteMember } from '../../../domain/owner-api/website-members.js';
import { ROLE } from '../../../domain/roles.js';
import {
  adminRuleProblem,
  leavesNoAdmin,
  MEMBER_ERRORS,
  MEMBER_MESSAGES,
  roleName,
} from '../../../domain/website-members.js';
import { badRequest, HttpError, notFound } from '../../http/http-error.js';
import { recordChange, type Actor } from '../../owner/api/actor.js';
import { revokeApiKeysMadeBy } from '../api-keys/store.js';
import { ALL_ROLES } from '../roles.js';
import { deleteOwnerSessionsExcept } from '../sessions/store.js';
import { selectTwoFactor } from '../two-factor/store.js';
import {
  deleteMemberships,
  insertMembership,
  lockWebsitePeople,
  selectAccess,
  selectAccountsWithRole,
  selectMembers,
  selectRoles,
  selectTwoFactorRequired,
  updateTwoFactorRequired,
  worksElsewhere,
} from './store.js';

/** A member of a website as the owner API shows them. */
export type Member = WebsiteMember;

/** Gives an owner account a role on a website (SPEC §3 role numbers only). */
export async function addMembership(
  db: Knex,
  { websiteId, accountId, role }: { websiteId: string; accountId: string; role: number },
): Promise<void> {
  if (!ALL_ROLES.includes(role)) throw badRequest(`${role} is not a role.`, { role: 'Unknown role.' });
  await insertMembership(db, { website_id: websiteId, account_id: accountId, role });
}

/** The roles an owner account holds on a website (empty when not a member). */
export function rolesOnWebsite(db: Knex, websiteId: string, accountId: string): Promise<number[]> {
  return selectRoles(db, websiteId, accountId);
}

/** An account's roles on a website and whether the website requires two-factor sign-in (one query). */
export function accessOnWebsite(
  db: Knex,
  websiteId: string,
  accountId: string,
): Promise<{ roles: number[]; twoFactorRequired: boolean }> {
  return selectAccess(db, websiteId, accountId);
}

/** Every member of a website with their roles, by email. */
export async function listMembers(db: Knex, websiteId: string): Promise<Member[]> {
  const rows = await selectMembers(db, websiteId);
  return rows.map((row) => ({
    accountId: row.account_id,
    email: row.email,
    displayName: row.display_name,
    roles: row.roles,
    twoFactorEnabled: row.two_factor_enabled,
  }));
}

/** Who asks for a change to the website's people: the person (their roles there) and how to record it. */
export interface PeopleChange {
  websiteId: string;
  actor: Actor;
  actorRoles: readonly number[];
  /** The member changed. */
  accountId: string;
}

const forbiddenFor = (message: string) => new HttpError(403, 'forbidden', message);
const lastAdmin = () => new HttpError(409, MEMBER_ERRORS.lastAdmin, MEMBER_MESSAGES.lastAdmin);

/**
 * The member's roles after the checks every change makes, under the website's lock: 404 when they
 * do not work there, 403 when only an admin may do it, 409 `last-admin` when no admin would be left.
 */
async function checkedTarget(
  trx: Knex,
  change: PeopleChange,
  newRole: number | undefined,
): Promise<number[]> {
  await lockWebsitePeople(trx, change.websiteId);
  const roles = await selectRoles(trx, change.websiteId, change.accountId);
  if (roles.length === 0) throw notFound(MEMBER_MESSAGES.noSuchMember);
  const problem = adminRuleProblem(change.actorRoles, roles, newRole);
  if (problem !== undefined) throw forbiddenFor(problem);
  const admins = await selectAccountsWithRole(trx, change.websiteId, ROLE.admin);
  if (leavesNoAdmin(admins, change.accountId, newRole)) throw lastAdmin();
  return roles;
}

/**
 * Gives a member exactly one role from now on (what the Members screen offers), in one transaction
 * with its OWNER_CHANGES record. See {@link checkedTarget} for the refusals. The member as listed.
 */
export async function changeMemberRole(db: Knex, change: PeopleChange & { role: number }): Promise<Member> {
  await db.transaction(async (trx) => {
    await checkedTarget(trx, change, change.role);
    await deleteMemberships(trx, change.websiteId, change.accountId);
    await insertMembership(trx, {
      website_id: change.websiteId,
      account_id: change.accountId,
      role: change.role,
    });
    await recordChange(trx, change.actor, {
      websiteId: change.websiteId,
      action: 'change-role',
      entity: 'member',
      entityId: change.accountId,
      summary: roleName(change.role),
    });
  });
  const member = (await listMembers(db, change.websiteId)).find((one) => one.accountId === change.accountId);
  return member!;
}

/**
 * Removes a member from the website, in one transaction: their roles, the API keys they made for it
 * (revoked), and, unless they work on another website, every session they have (their account stays,
 * so an invitation can bring them back). Someone who works elsewhere too stays signed in there; this
 * website refuses them at once, as the guard reads their roles on every request.
 */
export async function removeMember(db: Knex, change: PeopleChange): Promise<void> {
  await db.transaction(async (trx) => {
    await checkedTarget(trx, change, undefined);
    await deleteMemberships(trx, change.websiteId, change.accountId);
    await revokeApiKeysMadeBy(trx, change.websiteId, change.accountId, new Date());
    if (!(await worksElsewhere(trx, change.accountId, change.websiteId))) {
      await deleteOwnerSessionsExcept(trx, change.accountId);
    }
    await recordChange(trx, change.actor, {
      websiteId: change.websiteId,
      action: 'remove',
      entity: 'member',
      entityId: change.accountId,
    });
  });
}

/** Whether the website requires two-factor sign-in of everyone who works on it. */
export function twoFactorRequired(db: Knex, websiteId: string): Promise<boolean> {
  return selectTwoFactorRequired(db, websiteId);
}

/**
 * Requires two-factor sign-in of everyone on the website (or stops requiring it). Whoever turns it on
 * must use it already (409 `two-factor-first`), or the switch would send them out of the editor.
 * Members without it are sent to set it up at their next request.
 */
export async function setTwoFactorRequired(
  db: Knex,
  { websiteId, actor, required }: { websiteId: string; actor: Actor; required: boolean },
): Promise<void> {
  if (required && actor.accountId !== null) {
    const own = await selectTwoFactor(db, actor.accountId);
    if (own?.totp_enabled_at == null) {
      throw new HttpError(409, MEMBER_ERRORS.twoFactorFirst, MEMBER_MESSAGES.twoFactorFirst);
    }
  }
  await db.transaction(async (trx) => {
    await updateTwoFactorRequired(trx, websiteId, required);
    await recordChange(trx, actor, {
      websiteId,
      action: required ? 'require' : 'stop-requiring',
      entity: 'two-factor',
      entityId: websiteId,
    });
  });
}
