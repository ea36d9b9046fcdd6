// Every owner API route of the accounts capability, on one router for `/api/owner`.
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../http/rate-limit.js';
import { passwordResetLimitedMessage } from '../http/rate-limit-wait.js';
import { createApiKeysRouter } from './api-keys/routes.js';
import { createMembersRouter } from './memberships/routes.js';
import { createOwnerWebsiteRouter } from './owner-website/routes.js';
import { createOwnerSessionRouter } from './owners/routes.js';
import { ownerSignInLimits } from './owners/sign-in-limits.js';
import { createPasswordResetRouter } from './password-resets/routes.js';

/** Options of {@link createOwnerRouter}. */
export interface OwnerRouterOptions {
  /**
   * The limiters of sign-in attempts (default: per address and per account, counted in the
   * database: see ownerSignInLimits).
   */
  loginRateLimit?: RequestHandler | RequestHandler[];
  /**
   * The limiter of password-reset requests and confirmations (default: the `login` preset's 10 per
   * 15 minutes per address, counting every request, since each one answers the same).
   */
  passwordResetRateLimit?: RequestHandler;
}

/**
 * The owner router, to mount at `/api/owner` after `authenticate` and `crumbProtection`:
 * `POST`/`GET`/`DELETE /session`, `POST /password-reset`, `POST /password-reset/confirm`,
 * `GET /website`, `GET /members`, `POST`/`GET /api-keys`, `DELETE /api-keys/:id`.
 */
export function createOwnerRouter(
  deps: AppDeps,
  {
    loginRateLimit = ownerSignInLimits(deps),
    passwordResetRateLimit = rateLimits(deps, {
      ...RATE_LIMIT_PRESETS.login,
      skipSuccessfulRequests: false,
      prefix: 'owner-password-reset',
      message: passwordResetLimitedMessage,
    }),
  }: OwnerRouterOptions = {},
): Router {
  const router = Router();
  router.use(createOwnerSessionRouter(deps, loginRateLimit));
  router.use(createPasswordResetRouter(deps, passwordResetRateLimit));
  router.use(createOwnerWebsiteRouter());
  router.use(createMembersRouter(deps));
  router.use(createApiKeysRouter(deps));
  return router;
}
