// POST /api/owner/session (sign in) and DELETE /api/owner/session (sign out).
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { rotateCrumb } from '../../http/crumb.js';
import { credentialsSchema, parseInput } from '../input.js';
import {
  clearSessionCookie,
  cookieOf,
  OWNER_SESSION_COOKIE,
  OWNER_SESSION_TTL_MS,
  setSessionCookie,
} from '../sessions/cookies.js';
import { signInOwner, signOutOwner } from './service.js';

/**
 * The owner session routes, relative to `/api/owner`. Sign-in answers 200 `{ account }` with a new
 * HttpOnly session cookie and a new crumb; a wrong email or password 401 `invalid-credentials`.
 * Sign-out deletes the session and the cookie, 204 (also when nobody was signed in).
 */
export function createOwnerSessionRouter(deps: AppDeps, loginRateLimit: RequestHandler): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();

  router.post('/session', loginRateLimit, async (req, res) => {
    const { email, password } = parseInput(credentialsSchema, req.body);
    const previousToken = cookieOf(req.cookies, OWNER_SESSION_COOKIE);
    const { account, token } = await signInOwner(db, { email, password, previousToken });
    setSessionCookie(res, OWNER_SESSION_COOKIE, token, { production, maxAgeMs: OWNER_SESSION_TTL_MS });
    rotateCrumb(req, res);
    res.json({ account });
  });

  router.delete('/session', async (req, res) => {
    await signOutOwner(db, cookieOf(req.cookies, OWNER_SESSION_COOKIE));
    clearSessionCookie(res, OWNER_SESSION_COOKIE, production);
    res.status(204).end();
  });

  return router;
}
