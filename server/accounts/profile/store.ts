// SQL the profile needs beside the owner's row: what a new password makes stale (reset links, email changes, sign-ins waiting for a code).
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/**
 * Deletes what the old password could still start or finish: unused reset links, email changes
 * waiting for their link, and sign-ins waiting for a two-factor code.
 */
export async function deletePasswordBoundRows(db: Knex, accountId: string): Promise<void> {
  await db(TABLES.ownerPasswordResets).where({ account_id: accountId }).delete();
  await db(TABLES.ownerEmailChanges).where({ account_id: accountId }).delete();
  await db(TABLES.ownerSignInChallenges).where({ account_id: accountId }).delete();
}
