// Sign-ins waiting for a two-factor code: started when the password is right, spent once by the right code, dropped after five wrong ones or ten minutes.
import type { Knex } from 'knex';
import {
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_TTL_MS,
  TWO_FACTOR_ERRORS,
  TWO_FACTOR_MESSAGES,
} from '../../../domain/owner-account-rules.js';
import { HttpError } from '../../http/http-error.js';
import { randomToken, sha256 } from '../tokens.js';
import {
  countFailedAttempt,
  deleteChallenge,
  deleteExpiredChallenges,
  findLiveChallenge,
  insertChallenge,
  type ChallengeRow,
} from './store.js';

/** 401: no waiting sign-in (never started, finished, expired, or too many wrong codes). */
export const signInExpired = () =>
  new HttpError(401, TWO_FACTOR_ERRORS.signInExpired, TWO_FACTOR_MESSAGES.signInExpired);

/** Starts a waiting sign-in for an account whose password was right; the token for the browser's cookie. */
export async function startChallenge(
  db: Knex,
  accountId: string,
  rememberMe: boolean,
  now = new Date(),
): Promise<string> {
  const token = randomToken(32);
  await insertChallenge(db, {
    id: sha256(token),
    account_id: accountId,
    remember_me: rememberMe,
    expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
  });
  return token;
}

/** The live waiting sign-in a cookie's token names, or undefined. */
export async function findChallenge(
  db: Knex,
  token: string | undefined,
  now = new Date(),
): Promise<ChallengeRow | undefined> {
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  return findLiveChallenge(db, sha256(token), now);
}

/**
 * Counts a wrong code against the waiting sign-in; at the fifth it is deleted, so the password must
 * be typed again (and the sign-in limits count that too).
 */
export async function failChallenge(db: Knex, challenge: ChallengeRow): Promise<void> {
  const attempts = await countFailedAttempt(db, challenge.id);
  if (attempts >= SIGN_IN_CODE_ATTEMPTS) await deleteChallenge(db, challenge.id);
}

/** Finishes the waiting sign-in; 401 when another request finished it first. */
export async function spendChallenge(db: Knex, challenge: ChallengeRow): Promise<void> {
  if (!(await deleteChallenge(db, challenge.id))) throw signInExpired();
}

/** Deletes the waiting sign-ins nobody finished (the session sweeper runs it); how many went. */
export function sweepExpiredChallenges(db: Knex, now = new Date()): Promise<number> {
  return deleteExpiredChallenges(db, now);
}
