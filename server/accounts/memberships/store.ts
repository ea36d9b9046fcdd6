// SQL for MEMBERSHIPS: an account's roles on a website, the members of a website, adding a role.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** One member of a website and every role they hold there. */
export interface MemberRow {
  account_id: string;
  email: string;
  display_name: string;
  roles: number[];
}

/** The role numbers `accountId` holds on `websiteId`. */
export async function selectRoles(db: Knex, websiteId: string, accountId: string): Promise<number[]> {
  const rows = await db(TABLES.memberships)
    .select('role')
    .where({ website_id: websiteId, account_id: accountId })
    .orderBy('role');
  return rows.map((row: { role: number | string }) => Number(row.role));
}

/** Gives `accountId` `role` on `websiteId` (no-op when they already hold it). */
export async function insertMembership(
  db: Knex,
  row: { website_id: string; account_id: string; role: number },
): Promise<void> {
  await db(TABLES.memberships).insert(row).onConflict(['website_id', 'account_id', 'role']).ignore();
}

/** Every member of `websiteId`, by email. */
export async function selectMembers(db: Knex, websiteId: string): Promise<MemberRow[]> {
  const rows = await db(`${TABLES.memberships} as m`)
    .join(`${TABLES.ownerAccounts} as a`, 'a.id', 'm.account_id')
    .where('m.website_id', websiteId)
    .groupBy('m.account_id', 'a.email', 'a.display_name')
    .orderBy('a.email')
    .select(
      'm.account_id',
      'a.email',
      'a.display_name',
      db.raw('array_agg(m.role order by m.role) as roles'),
    );
  return rows.map((row: MemberRow) => ({ ...row, roles: row.roles.map(Number) }));
}
