// The limits of two-factor codes at sign-in, like those of passwords: wrong codes per client address, and per account across addresses.
import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../../http/rate-limit.js';
import { cookieOf } from '../sessions/cookies.js';
import { sha256 } from '../tokens.js';
import { SIGN_IN_CHALLENGE_COOKIE } from './cookie.js';
import { findChallenge } from './service.js';

/** The account a request's waiting sign-in is for, found before the limits count it. */
const challengedAccounts = new WeakMap<Request, string>();

/**
 * The limiters in front of `POST /api/owner/session/two-factor`, in order: the account of the
 * waiting sign-in is looked up, then 10 wrong codes per 15 minutes per client address, then 20 per
 * 15 minutes per account from any address (the numbers of the password limits, counters of their
 * own). Right codes count for neither; the 429 says the real wait. With five wrong codes a waiting
 * sign-in is dropped too, so guessing needs the password again and again.
 */
export function twoFactorCodeLimits(deps: Pick<AppDeps, 'db' | 'logger'>): RequestHandler[] {
  const findAccount: RequestHandler = async function findChallengedAccount(req, _res, next) {
    const challenge = await findChallenge(deps.db.knex, cookieOf(req.cookies, SIGN_IN_CHALLENGE_COOKIE));
    if (challenge !== undefined) challengedAccounts.set(req, challenge.account_id);
    next();
  };
  return [
    findAccount,
    rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'owner-two-factor' }),
    rateLimits(deps, {
      ...RATE_LIMIT_PRESETS.loginAccount,
      prefix: 'owner-two-factor-account',
      skip: (req) => !challengedAccounts.has(req),
      keyGenerator: (req) => sha256(challengedAccounts.get(req) ?? ''),
    }),
  ];
}
