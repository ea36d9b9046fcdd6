// POST /api/owner/session (sign in, "Keep me signed in"), POST /api/owner/session/two-factor (its code), GET /api/owner/session (who is signed in) and DELETE /api/owner/session (sign out).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { TWO_FACTOR_MESSAGES } from '../../../domain/owner-account-rules.js';
import { signInBodySchema, signInCodeBodySchema } from '../../../domain/owner-api/account.js';
import type { AppDeps } from '../../app-deps.js';
import { rotateCrumb } from '../../http/crumb.js';
import { HttpError } from '../../http/http-error.js';
import { ownerTokenOf } from '../../http/owner-authority.js';
import { UNAUTHENTICATED_MESSAGE } from '../../http/auth.js';
import { parseInput } from '../input.js';
import { clearSessionCookie, cookieOf, OWNER_SESSION_COOKIE, setSessionCookie } from '../sessions/cookies.js';
import type { IssuedSession } from '../sessions/service.js';
import {
  clearChallengeCookie,
  setChallengeCookie,
  SIGN_IN_CHALLENGE_COOKIE,
} from '../sign-in-challenges/cookie.js';
import { signInOwner, signOutOwner, type OwnerAccount } from './service.js';
import { finishTwoFactorSignIn } from './two-factor-sign-in.js';

/**
 * The owner session routes, relative to `/api/owner`.
 * - `POST /session` `{ email, password, rememberMe? }` (SPEC §3) → 200 `{ account, ownerToken }`
 *   with a new HttpOnly session cookie and a new crumb; the editor sends `ownerToken` back in
 *   `X-Owner-Token` on every owner write (http/owner-authority.ts). `rememberMe: true` makes the cookie persistent
 *   (Max-Age 14 days, renewed as it is used); otherwise it is a browser-session cookie whose
 *   session also ends after a day without use. An account with two-factor sign-in gets 202
 *   `{ twoFactorRequired: true, message }` and no session: an HttpOnly cookie names the sign-in
 *   waiting (ten minutes) for its code. A wrong email or password: 401 `invalid-credentials`.
 *   Too many failures from the address or at the account (`loginRateLimit`): 429 with the wait,
 *   'Too many sign-in attempts. Try again in 15 minutes.', agreeing with Retry-After.
 * - `POST /session/two-factor` `{ code }` → 200 `{ account }` as above, for a 6-digit code from the
 *   app or a recovery code; 401 `invalid-code` or `sign-in-expired`; wrong codes limited as
 *   passwords are (`codeRateLimit`).
 * - `GET /session` → 200 `{ account }` for a person signed in with a session, else 401 (an API key
 *   is not a person).
 * - `DELETE /session` deletes the session and the cookie, 204 (also when nobody was signed in).
 */
export function createOwnerSessionRouter(
  deps: AppDeps,
  loginRateLimit: RequestHandler | RequestHandler[],
  codeRateLimit: RequestHandler | RequestHandler[],
): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();
  const list = (handlers: RequestHandler | RequestHandler[]) =>
    Array.isArray(handlers) ? handlers : [handlers];

  /** Sends the new session's cookie and crumb, and the account. */
  function signedIn(
    req: Request,
    res: Response,
    { account, rememberMe, token, session }: { account: OwnerAccount; rememberMe: boolean } & IssuedSession,
  ): void {
    setSessionCookie(res, OWNER_SESSION_COOKIE, token, {
      production,
      maxAgeMs: rememberMe ? session.ttlMs : undefined,
    });
    rotateCrumb(req, res);
    res.set('Cache-Control', 'no-store');
    res.json({ account, ownerToken: ownerTokenOf(token) });
  }

  router.post('/session', list(loginRateLimit), async (req: Request, res: Response) => {
    const { email, password, rememberMe } = parseInput(signInBodySchema, req.body);
    const previousToken = cookieOf(req.cookies, OWNER_SESSION_COOKIE);
    const result = await signInOwner(db, {
      email,
      password,
      rememberMe,
      previousToken,
      userAgent: req.get('user-agent'),
    });
    if (result.kind === 'code-needed') {
      setChallengeCookie(res, result.challengeToken, production);
      res.set('Cache-Control', 'no-store');
      res.status(202).json({ twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.codeNeeded });
      return;
    }
    signedIn(req, res, result);
  });

  router.post('/session/two-factor', list(codeRateLimit), async (req: Request, res: Response) => {
    const { code } = parseInput(signInCodeBodySchema, req.body);
    const finished = await finishTwoFactorSignIn(db, {
      challengeToken: cookieOf(req.cookies, SIGN_IN_CHALLENGE_COOKIE),
      code,
      previousToken: cookieOf(req.cookies, OWNER_SESSION_COOKIE),
      userAgent: req.get('user-agent'),
    });
    clearChallengeCookie(res, production);
    signedIn(req, res, finished);
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
