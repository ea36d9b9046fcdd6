// Memberships: who works on a website and in which SPEC §3 roles.
import type { Knex } from 'knex';
import { badRequest } from '../../http/http-error.js';
import { ALL_ROLES } from '../roles.js';
import { insertMembership, selectMembers, selectRoles } from './store.js';

/** A member of a website as the owner API shows them. */
export interface Member {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
}

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

/** Every member of a website with their roles, by email. */
export async function listMembers(db: Knex, websiteId: string): Promise<Member[]> {
  const rows = await selectMembers(db, websiteId);
  return rows.map((row) => ({
    accountId: row.account_id,
    email: row.email,
    displayName: row.display_name,
    roles: row.roles,
  }));
}
