// Rate limits (express-rate-limit) counted in PostgreSQL, answering 429 with SPEC §8's message (or the real wait) and Retry-After.
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Request, Response } from 'express';
import type { AppDeps } from '../app-deps.js';
import { PostgresRateLimitStore } from './rate-limit-store.js';
import { signInLimitedMessage } from './rate-limit-wait.js';

/** SPEC §8: what a 429 says. */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';

/** One limit: at most `limit` requests per client per `windowMs`, counted under `prefix`. */
export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  /** Names the counters; every limiter needs its own. */
  prefix: string;
  /**
   * Write a client's hits behind, at most once per this many milliseconds (see
   * PostgresRateLimitStore); 0 or absent: every hit is written before it is answered.
   */
  syncMs?: number;
  /** Count only failed requests (status ≥ 400), e.g. wrong passwords. */
  skipSuccessfulRequests?: boolean;
  /** Who is counted; default the client address (IPv6 by /56). */
  keyGenerator?: (req: Request) => string | Promise<string>;
  /** Requests this limit does not count or refuse (e.g. a sign-in without an email to count it by). */
  skip?: (req: Request) => boolean;
  /**
   * The 429's message for a client that must wait `retryAfterSeconds` (the Retry-After header
   * sent with it); default SPEC §8's 'Please try again in a few seconds.', right for short windows.
   */
  message?: (retryAfterSeconds: number) => string;
}

const MINUTE_MS = 60_000;

/** Limits the routes use. */
export const RATE_LIMIT_PRESETS = {
  /**
   * Sign-in attempts: 10 failed ones per 15 minutes per address (successful sign-ins are free); the
   * 429 names the real wait ('Too many sign-in attempts. Try again in 15 minutes.').
   */
  login: {
    windowMs: 15 * MINUTE_MS,
    limit: 10,
    prefix: 'login',
    skipSuccessfulRequests: true,
    message: signInLimitedMessage,
  },
  /**
   * Checks at one account made by someone already past the password (a signed-in owner re-typing
   * it, a sign-in waiting for its two-factor code): 20 failed ones per 15 minutes, from any number
   * of addresses. Sign-in itself is limited per account and address instead (sign-in-limits.ts),
   * so strangers guessing from elsewhere cannot lock the owner out.
   */
  loginAccount: {
    windowMs: 15 * MINUTE_MS,
    limit: 20,
    prefix: 'login-account',
    skipSuccessfulRequests: true,
    message: signInLimitedMessage,
  },
  /** The JSON API in general: 300 requests a minute per address, written behind once a second. */
  api: { windowMs: MINUTE_MS, limit: 300, prefix: 'api', syncMs: 1000 },
  /** Form submissions (site forms, restock sign-ups, sign-ups): 10 a minute per address. */
  forms: { windowMs: MINUTE_MS, limit: 10, prefix: 'forms' },
} as const satisfies Record<string, RateLimitOptions>;

/** The Retry-After (seconds) express-rate-limit set on this 429, else the seconds to the window's end. */
function retryAfterOf(req: Request, res: Response): number {
  const header = Number(res.getHeader('Retry-After'));
  if (Number.isFinite(header)) return header;
  const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  return resetTime === undefined ? 1 : Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000));
}

/**
 * A rate-limiting middleware whose counters live in the database (so limits hold across app
 * servers). Over the limit it answers 429 `{ error: 'rate-limited', message }` with `Retry-After`
 * (seconds) and the draft-7 `RateLimit` headers; `message` is 'Please try again in a few seconds.'
 * unless the options word the wait themselves (from the same Retry-After, so the two agree).
 */
export function rateLimits(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  {
    windowMs,
    limit,
    prefix,
    syncMs = 0,
    skipSuccessfulRequests = false,
    keyGenerator,
    skip,
    message,
  }: RateLimitOptions,
): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests,
    ...(keyGenerator === undefined ? {} : { keyGenerator }),
    ...(skip === undefined ? {} : { skip }),
    store: new PostgresRateLimitStore(deps.db.knex, prefix, syncMs),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    statusCode: 429,
    message: (req: Request, res: Response) => ({
      error: 'rate-limited',
      message: message === undefined ? RATE_LIMITED_MESSAGE : message(retryAfterOf(req, res)),
    }),
    logger: {
      error: (error, message) => deps.logger.error({ err: error }, message ?? 'rate limit error'),
      warn: (error, message) => deps.logger.warn({ err: error }, message ?? 'rate limit warning'),
    },
  });
}
