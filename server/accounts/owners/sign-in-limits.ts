// The owner sign-in's limits: failed attempts per client address, and per account and address pair (with an emailed unlock), never per account alone.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AppDeps } from '../../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../../http/rate-limit.js';
import { waitInWords } from '../../http/rate-limit-wait.js';
import { sha256 } from '../tokens.js';
import { mailSignInUnlock, PAIR_PREFIX } from './sign-in-unlock.js';

/** Failed sign-ins one address may make at one account in 15 minutes before that pair is refused. */
export const PAIR_LIMIT = 5;
const PAIR_WINDOW_MS = 15 * 60 * 1000;

/** What a refused pair hears: the wait, and the mail its account's owner got (said whether or not the account exists). */
export function pairLimitedMessage(retryAfterSeconds: number): string {
  return (
    `Too many sign-in attempts at this account from here. Try again in ${waitInWords(retryAfterSeconds)}, ` +
    'or follow the link we emailed to the account, if it is one of ours.'
  );
}

/** The email a sign-in tries, normalised as accounts store it (trimmed, lower-cased); undefined when it is not one. */
function triedEmail(req: Request): string | undefined {
  const email: unknown = (req.body as Record<string, unknown> | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised.length >= 3 && normalised.length <= 256 && normalised.includes('@')
    ? normalised
    : undefined;
}

/** The counter of an account and a client address (an IPv6 client by its /56), as a hash: no email or address is stored. */
export function pairOf(email: string, req: Pick<Request, 'ip'>): string {
  return sha256(`${email}\n${ipKeyGenerator(req.ip ?? '')}`);
}

/**
 * The limiters in front of `POST /api/owner/session`, in order: 10 failed sign-ins per 15 minutes
 * per client address (`login`), then {@link PAIR_LIMIT} per 15 minutes per account and address
 * (the normalised email and the address, counted under their SHA-256). There is no limit per
 * account alone: 20 wrong passwords from two addresses used to lock the real owner out everywhere
 * (issue 33, finding 6); now only the addresses that guessed are refused, and the account's owner
 * is mailed a link that lets such an address in again (sign-in-unlock.ts), in case it was theirs.
 * Guessing one account from many addresses stays bounded by the per-address limit. Successful
 * sign-ins count for neither. A request without a usable email is left to the address limit.
 * Each 429 says the real wait, agreeing with its Retry-After.
 */
export function ownerSignInLimits(deps: Pick<AppDeps, 'db' | 'logger' | 'config'>): RequestHandler[] {
  const pair = rateLimits(deps, {
    windowMs: PAIR_WINDOW_MS,
    limit: PAIR_LIMIT,
    prefix: PAIR_PREFIX,
    skipSuccessfulRequests: true,
    message: pairLimitedMessage,
    skip: (req) => triedEmail(req) === undefined,
    keyGenerator: (req) => pairOf(triedEmail(req) ?? '', req),
  });
  return [
    rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'owner-login' }),
    function signInPairLimit(req, res, next) {
      // The first refusal of a pair in its window mails the account's owner the way back in.
      res.once('finish', () => {
        const info = (req as Request & { rateLimit?: { limit?: number; used?: number } }).rateLimit;
        const email = triedEmail(req);
        if (res.statusCode !== 429 || info?.limit !== PAIR_LIMIT || info.used !== PAIR_LIMIT + 1) return;
        if (email === undefined) return;
        mailSignInUnlock(deps, req, email, pairOf(email, req)).catch((error: unknown) =>
          deps.logger.error({ err: error }, 'the sign-in unlock mail could not be queued'),
        );
      });
      void pair(req, res, next);
    },
  ];
}
