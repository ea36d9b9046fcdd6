// SQL for OWNER_SIGN_IN_CHALLENGES: a sign-in whose password was right, waiting for its two-factor code.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A waiting sign-in. `id` is the SHA-256 of the token in the browser's cookie. */
export interface ChallengeRow {
  id: string;
  account_id: string;
  remember_me: boolean;
  failed_attempts: number;
  expires_at: Date;
}

/** Stores a waiting sign-in. */
export async function insertChallenge(db: Knex, row: Omit<ChallengeRow, 'failed_attempts'>): Promise<void> {
  await db(TABLES.ownerSignInChallenges).insert(row);
}

/** The waiting sign-in with this id that has not expired at `now`. */
export function findLiveChallenge(db: Knex, id: string, now: Date): Promise<ChallengeRow | undefined> {
  return db(TABLES.ownerSignInChallenges).where({ id }).andWhere('expires_at', '>', now).first();
}

/** Counts a wrong code; the number of wrong codes so far (0 when the sign-in is gone). */
export async function countFailedAttempt(db: Knex, id: string): Promise<number> {
  const rows: { failed_attempts: number }[] = await db(TABLES.ownerSignInChallenges)
    .where({ id })
    .increment('failed_attempts', 1)
    .returning('failed_attempts');
  return rows[0]?.failed_attempts ?? 0;
}

/** Deletes a waiting sign-in; true when this call deleted it (so it is finished once). */
export async function deleteChallenge(db: Knex, id: string): Promise<boolean> {
  return (await db(TABLES.ownerSignInChallenges).where({ id }).delete()) > 0;
}

/** Deletes the waiting sign-ins that expired before `now`; how many went. */
export function deleteExpiredChallenges(db: Knex, now: Date): Promise<number> {
  return db(TABLES.ownerSignInChallenges).where('expires_at', '<=', now).delete();
}
