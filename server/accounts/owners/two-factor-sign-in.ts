// The second step of an owner's sign-in: the code for a sign-in waiting since its password was right.
import type { Knex } from 'knex';
import { TWO_FACTOR_ERRORS, TWO_FACTOR_MESSAGES } from '../../../domain/owner-account-rules.js';
import { HttpError } from '../../http/http-error.js';
import type { IssuedSession } from '../sessions/service.js';
import {
  failChallenge,
  findChallenge,
  signInExpired,
  spendChallenge,
} from '../sign-in-challenges/service.js';
import { passSecondFactor } from '../two-factor/service.js';
import { findOwnerAccount, startOwnerSession, type OwnerAccount } from './service.js';

/** What {@link finishTwoFactorSignIn} needs. */
export interface TwoFactorSignIn {
  /** The waiting sign-in's token, from its cookie. */
  challengeToken: string | undefined;
  code: string;
  previousToken?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Finishes a waiting sign-in with a code from the authenticator app or a recovery code (each works
 * once) and starts the session. 401 `invalid-code` for a wrong code (counted: five and the sign-in
 * is dropped); 401 `sign-in-expired` when there is no waiting sign-in.
 */
export async function finishTwoFactorSignIn(
  db: Knex,
  { challengeToken, code, previousToken, userAgent }: TwoFactorSignIn,
): Promise<{ account: OwnerAccount; rememberMe: boolean } & IssuedSession> {
  const challenge = await findChallenge(db, challengeToken);
  if (challenge === undefined) throw signInExpired();
  if (!(await passSecondFactor(db, challenge.account_id, code))) {
    await failChallenge(db, challenge);
    throw new HttpError(401, TWO_FACTOR_ERRORS.codeWrong, TWO_FACTOR_MESSAGES.codeWrong);
  }
  await spendChallenge(db, challenge);
  const account = await findOwnerAccount(db, challenge.account_id);
  if (account === undefined) throw signInExpired();
  const rememberMe = challenge.remember_me;
  const issued = await startOwnerSession(db, { accountId: account.id, rememberMe, previousToken, userAgent });
  return {
    account: { id: account.id, email: account.email, displayName: account.displayName },
    rememberMe,
    ...issued,
  };
}
