// SQL for SITE_USERS.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A stored site user. `password_hash` is null for an account made at checkout without a password. */
export interface SiteUserRow {
  id: string;
  website_id: string;
  email: string;
  password_hash: string | null;
  language: string | null;
}

const COLUMNS = ['id', 'website_id', 'email', 'password_hash', 'language'];

/** Stores a new site user; throws the database's unique violation when the email is taken there. */
export async function insertSiteUser(
  db: Knex,
  row: Pick<SiteUserRow, 'website_id' | 'email' | 'password_hash'>,
): Promise<SiteUserRow> {
  const [created] = await db(TABLES.siteUsers).insert(row).returning(COLUMNS);
  return created as SiteUserRow;
}

/** The site user of `websiteId` with this (normalised) email. */
export function findSiteUserByEmail(
  db: Knex,
  websiteId: string,
  email: string,
): Promise<SiteUserRow | undefined> {
  return db(TABLES.siteUsers).select(COLUMNS).where({ website_id: websiteId, email }).first();
}

/** The site user of `websiteId` with this id. */
export function findSiteUserById(db: Knex, websiteId: string, id: string): Promise<SiteUserRow | undefined> {
  return db(TABLES.siteUsers).select(COLUMNS).where({ website_id: websiteId, id }).first();
}

/** Updates columns of one site user. */
export async function updateSiteUser(
  db: Knex,
  websiteId: string,
  id: string,
  changes: { language?: string; last_login_at?: Date },
): Promise<void> {
  await db(TABLES.siteUsers)
    .where({ website_id: websiteId, id })
    .update({ ...changes, updated_at: db.fn.now() });
}
