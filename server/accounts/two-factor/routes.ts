// POST /api/owner/profile/two-factor/setup, POST /api/owner/profile/two-factor, POST …/two-factor/disable and POST …/two-factor/recovery-codes: one's own two-factor sign-in.
import { Router, type RequestHandler } from 'express';
import { enableTwoFactorBodySchema, passwordConfirmBodySchema } from '../../../domain/owner-api/profile.js';
import type { AppDeps } from '../../app-deps.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { requireOwnerSession } from '../../http/auth.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './service.js';

/**
 * The two-factor routes, relative to `/api/owner`, for anyone signed in with a session:
 * - `POST /profile/two-factor/setup` → `{ secret, uri, qr }`: a new secret, kept aside; 409 when on.
 * - `POST /profile/two-factor` `{ code }` → 201 `{ recoveryCodes }` (shown once): on, once a code from
 *   the new secret is right (400 naming `code`); 409 when nothing is set up or it is already on.
 * - `POST /profile/two-factor/disable` `{ password }` → 204: off (400 naming `password` when wrong).
 * - `POST /profile/two-factor/recovery-codes` `{ password }` → `{ recoveryCodes }`: ten new ones, the
 *   old ones stop working; 409 when two-factor is off.
 * Wrong passwords are limited (`passwordCheckLimit`). Codes at set-up are not: the session is already
 * signed in, and a code guessed there gains nothing the session does not have.
 */
export function createTwoFactorRouter(deps: AppDeps, passwordCheckLimit: RequestHandler[]): Router {
  const db = deps.db.knex;
  const router = Router();
  const signedIn = requireOwnerSession();

  router.post('/profile/two-factor/setup', signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await startTwoFactorSetup(db, req.account!));
  });

  router.post('/profile/two-factor', signedIn, async (req, res) => {
    const { code } = parseOwnerInput(enableTwoFactorBodySchema, req.body);
    const recoveryCodes = await enableTwoFactor(db, req.account!.id, code);
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ recoveryCodes });
  });

  router.post('/profile/two-factor/disable', signedIn, ...passwordCheckLimit, async (req, res) => {
    const { password } = parseOwnerInput(passwordConfirmBodySchema, req.body);
    await disableTwoFactor(db, req.account!.id, password);
    res.status(204).end();
  });

  router.post('/profile/two-factor/recovery-codes', signedIn, ...passwordCheckLimit, async (req, res) => {
    const { password } = parseOwnerInput(passwordConfirmBodySchema, req.body);
    const recoveryCodes = await regenerateRecoveryCodes(db, req.account!.id, password);
    res.set('Cache-Control', 'no-store');
    res.json({ recoveryCodes });
  });

  return router;
}
