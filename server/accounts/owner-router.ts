// Every owner API route of the accounts capability outside the route table, on one router for `/api/owner`.
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../http/rate-limit.js';
import { passwordResetLimitedMessage, waitInWords } from '../http/rate-limit-wait.js';
import { createApiKeysRouter } from './api-keys/routes.js';
import { createEmailChangeRouter } from './email-changes/routes.js';
import { createInvitationRouter } from './invitations/routes.js';
import { createMembersRouter } from './memberships/routes.js';
import { createOwnerWebsiteRouter } from './owner-website/routes.js';
import { passwordCheckLimits } from './owners/password-check-limits.js';
import { createOwnerSessionRouter } from './owners/routes.js';
import { ownerSignInLimits } from './owners/sign-in-limits.js';
import { createSignInUnlockRouter } from './owners/sign-in-unlock.js';
import { createPasswordResetRouter } from './password-resets/routes.js';
import { createProfileRouter } from './profile/routes.js';
import { twoFactorCodeLimits } from './sign-in-challenges/limits.js';
import { createTwoFactorRouter } from './two-factor/routes.js';

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
  /** The limiters of two-factor codes at sign-in (default: as passwords, see twoFactorCodeLimits). */
  codeRateLimit?: RequestHandler[];
  /**
   * The limiters of a signed-in person's password checks (changing the password or email, turning
   * two-factor off, new recovery codes, a new API key; default: see passwordCheckLimits).
   */
  passwordCheckRateLimit?: RequestHandler[];
  /**
   * The limiter of the links anyone may open (invitations, email confirmations; default: 10 refused
   * requests per 15 minutes per address).
   */
  linkRateLimit?: RequestHandler;
}

/**
 * The owner router, to mount at `/api/owner` after `authenticate` and `crumbProtection`:
 * `POST`/`GET`/`DELETE /session`, `POST /session/two-factor`, `GET /session/unlock`
 * (sign-in-unlock.ts), `POST /password-reset`, `POST /password-reset/confirm`, the profile
 * (`/profile…`), `POST /email-change/confirm`, `GET /invitation`, `POST /invitation/accept`,
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
    codeRateLimit = twoFactorCodeLimits(deps),
    passwordCheckRateLimit = passwordCheckLimits(deps),
    linkRateLimit = rateLimits(deps, {
      ...RATE_LIMIT_PRESETS.login,
      prefix: 'owner-links',
      message: (seconds) => `Too many tries. Try again in ${waitInWords(seconds)}.`,
    }),
  }: OwnerRouterOptions = {},
): Router {
  const router = Router();
  router.use(createOwnerSessionRouter(deps, loginRateLimit, codeRateLimit));
  router.use(createPasswordResetRouter(deps, passwordResetRateLimit));
  router.use(createProfileRouter(deps, passwordCheckRateLimit));
  router.use(createEmailChangeRouter(deps, passwordCheckRateLimit, linkRateLimit));
  router.use(createTwoFactorRouter(deps, passwordCheckRateLimit));
  router.use(createInvitationRouter(deps, linkRateLimit));
  router.use(createSignInUnlockRouter(deps));
  router.use(createOwnerWebsiteRouter());
  router.use(createMembersRouter(deps));
  router.use(createApiKeysRouter(deps, passwordCheckRateLimit));
  return router;
}
