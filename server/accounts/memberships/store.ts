// SQL for MEMBERSHIPS (an account's roles on a website, the members of a website, adding, replacing and removing roles) and the website's two-factor requirement.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** One member of a website and every role they hold there. */
export interface MemberRow {
  account_id: string;
  email: string;
  display_name: string;
  roles: number[];
  two_factor_enabled: boolean;
}

/** The role numbers `accountId` holds on `websiteId`. */
export async function selectRoles(db: Knex, websiteId: string, accountId: string): Promise<number[]> {
  const rows = await db(TABLES.memberships)
    .select('role')
    .where({ website_id: websiteId, account_id: accountId })
    .orderBy('role');
  return rows.map((row: { role: number | string }) => Number(row.role));
}

/**
 * The role numbers `accountId` holds on `websiteId`, and whether the website requires two-factor
 * sign-in (read in the same statement: authenticate asks both on every owner request).
 */
export async function selectAccess(
  db: Knex,
  websiteId: string,
  accountId: string,
): Promise<{ roles: number[]; twoFactorRequired: boolean }> {
  const rows: { role: number | string; two_factor_required: boolean }[] = await db(
    `${TABLES.memberships} as m`,
  )
    .join(`${TABLES.websites} as w`, 'w.id', 'm.website_id')
    .select('m.role', 'w.two_factor_required')
    .where({ 'm.website_id': websiteId, 'm.account_id': accountId })
    .orderBy('m.role');
  return {
    roles: rows.map((row) => Number(row.role)),
    twoFactorRequired: rows.some((row) => row.two_factor_required),
  };
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
    .groupBy('m.account_id', 'a.email', 'a.display_name', 'a.totp_enabled_at')
    .orderBy('a.email')
    .select(
      'm.account_id',
      'a.email',
      'a.display_name',
      db.raw('array_agg(m.role order by m.role) as roles'),
      db.raw('a.totp_enabled_at is not null as two_factor_enabled'),
    );
  return rows.map((row: MemberRow) => ({ ...row, roles: row.roles.map(Number) }));
}

/**
 * Locks the website's row until the transaction ends, so changes to its people run one at a time
 * (two admins demoting each other at once cannot both pass the last-admin check).
 */
export async function lockWebsitePeople(db: Knex, websiteId: string): Promise<void> {
  await db(TABLES.websites).where({ id: websiteId }).forUpdate().first('id');
}

/** The accounts holding `role` on `websiteId`. */
export async function selectAccountsWithRole(db: Knex, websiteId: string, role: number): Promise<string[]> {
  const rows: { account_id: string }[] = await db(TABLES.memberships)
    .select('account_id')
    .where({ website_id: websiteId, role });
  return rows.map((row) => row.account_id);
}

/** Takes every role `accountId` holds on `websiteId`; how many went. */
export function deleteMemberships(db: Knex, websiteId: string, accountId: string): Promise<number> {
  return db(TABLES.memberships).where({ website_id: websiteId, account_id: accountId }).delete();
}

/**
 * Whether `accountId` works on any website but `websiteId`. It spans websites (it names website_id only
 * to leave this one out), so on a database distributed by website it asks every node: it runs only
 * when a member is removed, through the `memberships_account_id` index.
 */
export async function worksElsewhere(db: Knex, accountId: string, websiteId: string): Promise<boolean> {
  const row = await db(TABLES.memberships)
    .where({ account_id: accountId })
    .whereNot({ website_id: websiteId })
    .first('account_id');
  return row !== undefined;
}

/** Whether the website requires two-factor sign-in of everyone who works on it. */
export async function selectTwoFactorRequired(db: Knex, websiteId: string): Promise<boolean> {
  const row = (await db(TABLES.websites).where({ id: websiteId }).first('two_factor_required')) as
    { two_factor_required: boolean } | undefined;
  return row?.two_factor_required === true;
}

/** Sets whether the website requires two-factor sign-in. */
export async function updateTwoFactorRequired(db: Knex, websiteId: string, required: boolean): Promise<void> {
  await db(TABLES.websites)
    .where({ id: websiteId })
    .update({ two_factor_required: required, updated_at: db.fn.now() });
}
