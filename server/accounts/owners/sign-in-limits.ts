// The owner sign-in's limits: failed attempts per client address, and per account (the email tried) across addresses.
import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../../http/rate-limit.js';
import { sha256 } from '../tokens.js';

/** The email a sign-in tries, normalised as accounts store it (trimmed, lower-cased); undefined when it is not one. */
function triedEmail(req: Request): string | undefined {
  const email: unknown = (req.body as Record<string, unknown> | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised.length >= 3 && normalised.length <= 256 && normalised.includes('@')
    ? normalised
    : undefined;
}

/**
 * The limiters in front of `POST /api/owner/session`, in order: 10 failed sign-ins per 15 minutes
 * per client address (`login`), then 20 per 15 minutes per account tried (`loginAccount`: the
 * normalised email, counted under its SHA-256 so no address is stored), whichever address they come
 * from, so guessing one owner's password from many addresses stops too. Successful sign-ins count
 * for neither. A request without a usable email is left to the address limit (it fails validation).
 * Each 429 says the real wait, agreeing with its Retry-After.
 */
export function ownerSignInLimits(deps: Pick<AppDeps, 'db' | 'logger'>): RequestHandler[] {
  return [
    rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'owner-login' }),
    rateLimits(deps, {
      ...RATE_LIMIT_PRESETS.loginAccount,
      prefix: 'owner-login-account',
      skip: (req) => triedEmail(req) === undefined,
      keyGenerator: (req) => sha256(triedEmail(req) ?? ''),
    }),
  ];
}
