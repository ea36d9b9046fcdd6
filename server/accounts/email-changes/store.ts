// SQL for OWNER_EMAIL_CHANGES: a new address waiting for its link, spent once under a conditional update.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** Stores a change waiting for its link, dropping the account's earlier ones (only the newest link works). */
export async function replaceEmailChange(
  db: Knex,
  row: { id: string; account_id: string; new_email: string; expires_at: Date },
): Promise<void> {
  await db(TABLES.ownerEmailChanges).where({ account_id: row.account_id }).delete();
  await db(TABLES.ownerEmailChanges).insert(row);
}

/** The new address of the account's change still waiting for its link, if any. */
export async function selectPendingEmail(
  db: Knex,
  accountId: string,
  now: Date,
): Promise<string | undefined> {
  const row = (await db(TABLES.ownerEmailChanges)
    .select('new_email')
    .where({ account_id: accountId })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .first()) as { new_email: string } | undefined;
  return row?.new_email;
}

/**
 * Marks the change used if it is unused and unexpired, answering its account and new address;
 * undefined otherwise. The condition is part of the update, so a link works once.
 */
export async function useEmailChange(
  db: Knex,
  id: string,
): Promise<{ account_id: string; new_email: string } | undefined> {
  const rows: { account_id: string; new_email: string }[] = await db(TABLES.ownerEmailChanges)
    .where({ id })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning(['account_id', 'new_email']);
  return rows[0];
}
