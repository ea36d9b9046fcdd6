// Every owner API route of the accounts capability, on one router for `/api/owner`.
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../http/rate-limit.js';
import { createApiKeysRouter } from './api-keys/routes.js';
import { createMembersRouter } from './memberships/routes.js';
import { createOwnerWebsiteRouter } from './owner-website/routes.js';
import { createOwnerSessionRouter } from './owners/routes.js';

/** Options of {@link createOwnerRouter}. */
export interface OwnerRouterOptions {
  /** The limiter of sign-in attempts (default: the `login` preset, counted in the database). */
  loginRateLimit?: RequestHandler;
}

/**
 * The owner router, to mount at `/api/owner` after `authenticate` and `crumbProtection`:
 * `POST`/`DELETE /session`, `GET /website`, `GET /members`, `POST`/`GET /api-keys`,
 * `DELETE /api-keys/:id`.
 */
export function createOwnerRouter(
  deps: AppDeps,
  {
    loginRateLimit = rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'owner-login' }),
  }: OwnerRouterOptions = {},
): Router {
  const router = Router();
  router.use(createOwnerSessionRouter(deps, loginRateLimit));
  router.use(createOwnerWebsiteRouter());
  router.use(createMembersRouter(deps));
  router.use(createApiKeysRouter(deps));
  return router;
}
