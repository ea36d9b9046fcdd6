// Rate limits (express-rate-limit) counted in PostgreSQL, answering 429 with SPEC §8's message and Retry-After.
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Request } from 'express';
import type { AppDeps } from '../app-deps.js';
import { PostgresRateLimitStore } from './rate-limit-store.js';

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
}

const MINUTE_MS = 60_000;

/** Limits the routes use. */
export const RATE_LIMIT_PRESETS = {
  /** Sign-in attempts: 10 failed ones per 15 minutes per address (successful sign-ins are free). */
  login: { windowMs: 15 * MINUTE_MS, limit: 10, prefix: 'login', skipSuccessfulRequests: true },
  /** The JSON API in general: 300 requests a minute per address, written behind once a second. */
  api: { windowMs: MINUTE_MS, limit: 300, prefix: 'api', syncMs: 1000 },
  /** Form submissions (site forms, restock sign-ups, sign-ups): 10 a minute per address. */
  forms: { windowMs: MINUTE_MS, limit: 10, prefix: 'forms' },
} as const satisfies Record<string, RateLimitOptions>;

/**
 * A rate-limiting middleware whose counters live in the database (so limits hold across app
 * servers). Over the limit it answers 429 `{ error: 'rate-limited', message: 'Please try again in a
 * few seconds.' }` with `Retry-After` (seconds) and the draft-7 `RateLimit` headers.
 */
export function rateLimits(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  { windowMs, limit, prefix, syncMs = 0, skipSuccessfulRequests = false, keyGenerator }: RateLimitOptions,
): RateLimitRequestHandler {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests,
    ...(keyGenerator === undefined ? {} : { keyGenerator }),
    store: new PostgresRateLimitStore(deps.db.knex, prefix, syncMs),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    statusCode: 429,
    message: { error: 'rate-limited', message: RATE_LIMITED_MESSAGE },
    logger: {
      error: (error, message) => deps.logger.error({ err: error }, message ?? 'rate limit error'),
      warn: (error, message) => deps.logger.warn({ err: error }, message ?? 'rate limit warning'),
    },
  });
}
