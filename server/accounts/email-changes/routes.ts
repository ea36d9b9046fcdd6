// POST /api/owner/profile/email (ask to change one's email) and POST /api/owner/email-change/confirm (the mailed link's token makes the change).
import { Router, type RequestHandler } from 'express';
import { PROFILE_MESSAGES } from '../../../domain/owner-account-rules.js';
import { changeEmailBodySchema, confirmEmailBodySchema } from '../../../domain/owner-api/profile.js';
import type { AppDeps } from '../../app-deps.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { requireOwnerSession } from '../../http/auth.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { confirmEmailChange, requestEmailChange } from './service.js';

/**
 * The email-change routes, relative to `/api/owner`:
 * - `POST /profile/email` `{ email, password }` (signed in) → 202 `{ message }`; the link goes to the
 *   new address and a notice to the old one. 400 naming `password` or `email`; 409 `email-taken`.
 *   Wrong passwords are limited (`passwordCheckLimit`).
 * - `POST /email-change/confirm` `{ token }` (public: the link may be opened in another browser) →
 *   200 `{ message }`; 410 `email-link-invalid`; 409 `email-taken`; limited like reset links.
 */
export function createEmailChangeRouter(
  deps: AppDeps,
  passwordCheckLimit: RequestHandler[],
  confirmLimit: RequestHandler,
): Router {
  const db = deps.db.knex;
  const router = Router();

  router.post('/profile/email', requireOwnerSession(), ...passwordCheckLimit, async (req, res) => {
    const { email, password } = parseOwnerInput(changeEmailBodySchema, req.body);
    const account = req.account!;
    // The editor's confirmation screen is on the website's public address, never the request's Host.
    const origin = await publicBaseUrl(deps, req.website);
    await requestEmailChange(db, {
      accountId: account.id,
      currentEmail: account.email,
      newEmail: email,
      password,
      origin,
    });
    res.set('Cache-Control', 'no-store');
    res.status(202).json({ message: PROFILE_MESSAGES.emailChangeSent(email) });
  });

  router.post('/email-change/confirm', confirmLimit, async (req, res) => {
    const { token } = parseOwnerInput(confirmEmailBodySchema, req.body);
    const email = await confirmEmailChange(db, token);
    res.set('Cache-Control', 'no-store');
    res.json({ message: PROFILE_MESSAGES.emailChanged(email) });
  });

  return router;
}
