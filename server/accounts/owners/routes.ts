// POST /api/owner/session (sign in, "Keep me signed in"), GET /api/owner/session (who is signed in) and DELETE /api/owner/session (sign out).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { signInBodySchema } from '../../../domain/owner-api/account.js';
import type { AppDeps } from '../../app-deps.js';
import { rotateCrumb } from '../../http/crumb.js';
import { HttpError } from '../../http/http-error.js';
import { UNAUTHENTICATED_MESSAGE } from '../../http/auth.js';
import { parseInput } from '../input.js';
import { clearSessionCookie, cookieOf, OWNER_SESSION_COOKIE, setSessionCookie } from '../sessions/cookies.js';
import { signInOwner, signOutOwner } from './service.js';

/**
 * The owner session routes, relative to `/api/owner`.
 * - `POST /session` `{ email, password, rememberMe? }` (SPEC §3) → 200 `{ account }` with a new
 *   HttpOnly session cookie and a new crumb. `rememberMe: true` makes the cookie persistent
 *   (Max-Age 14 days, renewed as it is used); otherwise it is a browser-session cookie whose
 *   session also ends after a day without use. A wrong email or password: 401 `invalid-credentials`.
 *   Too many failures from the address or at the account (`loginRateLimit`): 429 with the wait,
 *   'Too many sign-in attempts. Try again in 15 minutes.', agreeing with Retry-After.
 * - `GET /session` → 200 `{ account }` for a person signed in with a session, else 401 (an API key
 *   is not a person).
 * - `DELETE /session` deletes the session and the cookie, 204 (also when nobody was signed in).
 */
export function createOwnerSessionRouter(
  deps: AppDeps,
  loginRateLimit: RequestHandler | RequestHandler[],
): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();
  const limits: RequestHandler[] = Array.isArray(loginRateLimit) ? loginRateLimit : [loginRateLimit];

  router.post('/session', limits, async (req: Request, res: Response) => {
    const { email, password, rememberMe } = parseInput(signInBodySchema, req.body);
    const previousToken = cookieOf(req.cookies, OWNER_SESSION_COOKIE);
    const signedIn = await signInOwner(db, { email, password, rememberMe, previousToken });
    const maxAgeMs = signedIn.rememberMe ? signedIn.session.ttlMs : undefined;
    setSessionCookie(res, OWNER_SESSION_COOKIE, signedIn.token, { production, maxAgeMs });
    rotateCrumb(req, res);
    res.set('Cache-Control', 'no-store');
    res.json({ account: signedIn.account });
  });

  router.get('/session', (req, res) => {
    const account = req.account;
    if (account === undefined || req.bearer || req.sessionId === undefined) {
      throw new HttpError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE);
    }
    res.set('Cache-Control', 'no-store');
    res.json({ account: { id: account.id, email: account.email, displayName: account.displayName ?? '' } });
  });

  router.delete('/session', async (req, res) => {
    await signOutOwner(db, cookieOf(req.cookies, OWNER_SESSION_COOKIE));
    clearSessionCookie(res, OWNER_SESSION_COOKIE, production);
    res.status(204).end();
  });

  return router;
}
