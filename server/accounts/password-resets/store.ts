// SQL for OWNER_PASSWORD_RESETS: a link made for an email, used once under a conditional update, the account's others dropped.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/**
 * Stores a reset link (the token's SHA-256) for the account with this email, if there is one, and
 * returns its account id. One statement either way (`insert … select`), so asking for an unknown
 * email does the same work as for a known one.
 */
export async function insertResetForEmail(
  db: Knex,
  { id, email, expiresAt }: { id: string; email: string; expiresAt: Date },
): Promise<string | undefined> {
  const result = (await db.raw(
    'insert into ?? (id, account_id, expires_at) select ?, id, ? from ?? where email = ? returning account_id',
    [TABLES.ownerPasswordResets, id, expiresAt, TABLES.ownerAccounts, email],
  )) as { rows: { account_id: string }[] };
  const rows = result.rows;
  return rows[0]?.account_id;
}

/**
 * Marks the link used if it is still unused and unexpired, and returns its account id; undefined
 * otherwise. The condition is part of the update, so two requests with one link cannot both win.
 */
export async function useReset(db: Knex, id: string): Promise<string | undefined> {
  const rows: { account_id: string }[] = await db(TABLES.ownerPasswordResets)
    .where({ id })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('account_id');
  return rows[0]?.account_id;
}

/** Deletes the account's other reset links (an older email's link must not work after a reset). */
export function deleteOtherResets(db: Knex, accountId: string, keptId: string): Promise<number> {
  return db(TABLES.ownerPasswordResets).where({ account_id: accountId }).whereNot({ id: keptId }).delete();
}

/** Sets an owner's password hash. */
export async function setOwnerPassword(db: Knex, accountId: string, passwordHash: string): Promise<void> {
  await db(TABLES.ownerAccounts)
    .where({ id: accountId })
    .update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

/** Ends every session of the owner (every browser they were signed in with). */
export function deleteOwnerSessions(db: Knex, accountId: string): Promise<number> {
  return db(TABLES.sessions).where({ owner_account_id: accountId }).delete();
}
