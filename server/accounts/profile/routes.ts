// GET and PATCH /api/owner/profile, POST /api/owner/profile/password, GET /api/owner/profile/sessions and DELETE /api/owner/profile/other-sessions: a person's own account.
import { Router, type Request, type RequestHandler } from 'express';
import { PROFILE_MESSAGES } from '../../../domain/owner-account-rules.js';
import { changePasswordBodySchema, updateProfileBodySchema } from '../../../domain/owner-api/profile.js';
import type { AppDeps } from '../../app-deps.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { requireOwnerSession } from '../../http/auth.js';
import {
  changeOwnerPassword,
  endOtherOwnerSessions,
  listOwnerSessions,
  readProfile,
  renameOwner,
} from './service.js';

/** The signed-in person (the guard has made sure of a session). */
function ownerOf(req: Request): { id: string; email: string; displayName: string; sessionId: string } {
  const account = req.account!;
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName ?? '',
    sessionId: req.sessionId!,
  };
}

/**
 * The profile routes, relative to `/api/owner`, for anyone signed in with a session (whatever their
 * roles; API keys are refused with 401):
 * - `GET /profile` → `{ account, twoFactor, pendingEmail }`; `PATCH /profile` `{ displayName }` → the same.
 * - `POST /profile/password` `{ currentPassword, newPassword }` → `{ message, endedSessions }`: every
 *   other session ends. 400 naming `currentPassword` when it is wrong (limited: `passwordCheckLimit`).
 * - `GET /profile/sessions` → `{ sessions }`: device, sign-in and last use, this one marked.
 * - `DELETE /profile/other-sessions` → `{ ended }`: "Sign out everywhere else".
 */
export function createProfileRouter(deps: AppDeps, passwordCheckLimit: RequestHandler[]): Router {
  const db = deps.db.knex;
  const router = Router();
  const signedIn = requireOwnerSession();

  router.get('/profile', signedIn, async (req, res) => {
    const { sessionId: _session, ...owner } = ownerOf(req);
    res.set('Cache-Control', 'no-store');
    res.json(await readProfile(db, owner));
  });

  router.patch('/profile', signedIn, async (req, res) => {
    const { displayName } = parseOwnerInput(updateProfileBodySchema, req.body);
    const { sessionId: _session, ...owner } = ownerOf(req);
    await renameOwner(db, owner.id, displayName);
    res.set('Cache-Control', 'no-store');
    res.json(await readProfile(db, { ...owner, displayName }));
  });

  router.post('/profile/password', signedIn, ...passwordCheckLimit, async (req, res) => {
    const { currentPassword, newPassword } = parseOwnerInput(changePasswordBodySchema, req.body);
    const owner = ownerOf(req);
    const endedSessions = await changeOwnerPassword(db, {
      accountId: owner.id,
      sessionId: owner.sessionId,
      currentPassword,
      newPassword,
    });
    res.set('Cache-Control', 'no-store');
    res.json({ message: PROFILE_MESSAGES.passwordChanged, endedSessions });
  });

  router.get('/profile/sessions', signedIn, async (req, res) => {
    const owner = ownerOf(req);
    res.set('Cache-Control', 'no-store');
    res.json({ sessions: await listOwnerSessions(db, owner.id, owner.sessionId) });
  });

  router.delete('/profile/other-sessions', signedIn, async (req, res) => {
    const owner = ownerOf(req);
    res.set('Cache-Control', 'no-store');
    res.json({ ended: await endOtherOwnerSessions(db, owner.id, owner.sessionId) });
  });

  return router;
}
