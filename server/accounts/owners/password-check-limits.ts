// The limits of a signed-in owner's password checks (changing the password or email, turning two-factor off): wrong passwords per address and per account.
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../../http/rate-limit.js';
import { sha256 } from '../tokens.js';

/**
 * 10 refused requests per 15 minutes per client address and 20 per account, as at sign-in (counters
 * of their own): a stolen session cookie must not become a way to guess the password it lacks.
 * Requests that succeed count for neither.
 */
export function passwordCheckLimits(deps: Pick<AppDeps, 'db' | 'logger'>): RequestHandler[] {
  return [
    rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'owner-password-check' }),
    rateLimits(deps, {
      ...RATE_LIMIT_PRESETS.loginAccount,
      prefix: 'owner-password-check-account',
      skip: (req) => req.account === undefined,
      keyGenerator: (req) => sha256(req.account?.id ?? ''),
    }),
  ];
}
