// POST /api/owner/password-reset (send a link) and POST /api/owner/password-reset/confirm (set the new password with it).
import { Router, type RequestHandler } from 'express';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_SENT,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../../domain/owner-api/account.js';
import type { AppDeps } from '../../app-deps.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { parseInput } from '../input.js';
import { clearSessionCookie, OWNER_SESSION_COOKIE } from '../sessions/cookies.js';
import { confirmPasswordReset, requestPasswordReset } from './service.js';

/**
 * The password-reset routes, relative to `/api/owner`, both behind `rateLimit` (every request
 * counts, as the answer is the same whether or not an account exists):
 * - `POST /password-reset` `{ email }` → 202 `{ message }` (PASSWORD_RESET_SENT) whether or not
 *   the email has an account; for one that has, the link `<origin>/config/reset-password?token=…`
 *   is emailed through the outbox.
 * - `POST /password-reset/confirm` `{ token, password }` → 200 `{ message }` ('Your password has
 *   been changed. Sign in with your new password.'); every session of the account ends (this
 *   browser's cookie is cleared too). 410 `reset-link-invalid` for a used, expired or unknown
 *   link; 400 naming `password` when it is too short.
 */
export function createPasswordResetRouter(deps: AppDeps, rateLimit: RequestHandler): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();

  router.post('/password-reset', rateLimit, async (req, res) => {
    const { email } = parseInput(passwordResetRequestSchema, req.body);
    // The editor's reset screen is on the website's public address, never the request's Host.
    const origin = await publicBaseUrl(deps, req.website);
    await requestPasswordReset(db, { email, origin });
    res.set('Cache-Control', 'no-store');
    res.status(202).json({ message: PASSWORD_RESET_SENT });
  });

  router.post('/password-reset/confirm', rateLimit, async (req, res) => {
    const { token, password } = parseInput(passwordResetConfirmSchema, req.body);
    await confirmPasswordReset(db, { token, password });
    clearSessionCookie(res, OWNER_SESSION_COOKIE, production);
    res.set('Cache-Control', 'no-store');
    res.json({ message: PASSWORD_RESET_DONE });
  });

  return router;
}
