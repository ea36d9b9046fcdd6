// SQL for OWNER_ACCOUNTS: create, find by email or id, note a sign-in, change the name or the email.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A stored owner account. */
export interface OwnerRow {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  /** Set while two-factor sign-in is on. */
  totp_enabled_at: Date | null;
}

const COLUMNS = ['id', 'email', 'password_hash', 'display_name', 'totp_enabled_at'];

/** Stores a new owner account; throws the database's unique violation when the email is taken. */
export async function insertOwner(
  db: Knex,
  row: Omit<OwnerRow, 'id' | 'totp_enabled_at'>,
): Promise<OwnerRow> {
  const [created] = await db(TABLES.ownerAccounts).insert(row).returning(COLUMNS);
  return created as OwnerRow;
}

/** The owner account with this (normalised) email. */
export function findOwnerByEmail(db: Knex, email: string): Promise<OwnerRow | undefined> {
  return db(TABLES.ownerAccounts).select(COLUMNS).where({ email }).first();
}

/** The owner account with this id. */
export function findOwnerById(db: Knex, id: string): Promise<OwnerRow | undefined> {
  return db(TABLES.ownerAccounts).select(COLUMNS).where({ id }).first();
}

/** Records a successful sign-in. */
export async function touchOwnerLogin(db: Knex, id: string): Promise<void> {
  await db(TABLES.ownerAccounts)
    .where({ id })
    .update({ last_login_at: db.fn.now(), updated_at: db.fn.now() });
}

/** Sets the name an owner is greeted by. */
export async function updateOwnerName(db: Knex, id: string, displayName: string): Promise<void> {
  await db(TABLES.ownerAccounts).where({ id }).update({ display_name: displayName, updated_at: db.fn.now() });
}

/** Sets an owner's (normalised) email; throws the database's unique violation when another account has it. */
export async function updateOwnerEmail(db: Knex, id: string, email: string): Promise<void> {
  await db(TABLES.ownerAccounts).where({ id }).update({ email, updated_at: db.fn.now() });
}
