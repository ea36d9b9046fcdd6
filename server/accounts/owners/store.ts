// SQL for OWNER_ACCOUNTS.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A stored owner account. */
export interface OwnerRow {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
}

const COLUMNS = ['id', 'email', 'password_hash', 'display_name'];

/** Stores a new owner account; throws the database's unique violation when the email is taken. */
export async function insertOwner(db: Knex, row: Omit<OwnerRow, 'id'>): Promise<OwnerRow> {
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
