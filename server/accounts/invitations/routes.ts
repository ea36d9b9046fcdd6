// GET /api/owner/invitation (what a link offers) and POST /api/owner/invitation/accept (join the website, with a new account or the signed-in one).
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  invitationTokenSchema,
} from '../../../domain/owner-api/website-members.js';
import type { AppDeps } from '../../app-deps.js';
import { parseOwnerInput } from '../../commerce/stores/owner-input.js';
import { rotateCrumb } from '../../http/crumb.js';
import { lacksOwnerAuthority, ownerTokenOf } from '../../http/owner-authority.js';
import { startOwnerSession } from '../owners/service.js';
import { cookieOf, OWNER_SESSION_COOKIE, setSessionCookie } from '../sessions/cookies.js';
import { acceptInvitation, invitationDetails } from './service.js';

/** The person this browser is signed in as with a session (never an API key, nor a write without the owner token). */
function signedInPerson(req: Request): { id: string; email: string } | undefined {
  const account = req.account;
  return account === undefined || req.bearer || req.sessionId === undefined || lacksOwnerAuthority(req)
    ? undefined
    : { id: account.id, email: account.email };
}

/**
 * The invitation routes anyone with the link may call, relative to `/api/owner`, behind `limit`
 * (refused requests counted per address):
 * - `GET /invitation?token=` → `{ email, role, roleName, websiteTitle, accountExists, signedInAs }`;
 *   410 `invitation-invalid` for a link that expired, was withdrawn, resent or used.
 * - `POST /invitation/accept` `{ token, displayName?, password? }` → 200 `{ account, role,
 *   websiteTitle }`. Without an account for the address, one is made with the name and password and
 *   this browser is signed in as it (a session cookie, "Keep me signed in" off; the answer adds the
 *   session's `ownerToken`, as a sign-in's does); with one, the
 *   browser must be signed in as it already (401 `sign-in-to-accept`, 403
 *   `invitation-for-another-account`).
 */
export function createInvitationRouter(deps: AppDeps, limit: RequestHandler): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();

  router.get('/invitation', limit, async (req, res) => {
    const { token } = parseOwnerInput(z.object({ token: invitationTokenSchema }), req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await invitationDetails(db, token, signedInPerson(req)?.email));
  });

  router.post('/invitation/accept', limit, async (req, res) => {
    const { token, displayName, password } = parseOwnerInput(acceptInvitationBodySchema, req.body);
    const accepted = await acceptInvitation(db, {
      token,
      signedIn: signedInPerson(req),
      displayName,
      password,
    });
    let ownerToken: string | undefined;
    if (accepted.created) {
      const issued = await startOwnerSession(db, {
        accountId: accepted.account.id,
        rememberMe: false,
        previousToken: cookieOf(req.cookies, OWNER_SESSION_COOKIE),
        userAgent: req.get('user-agent'),
      });
      setSessionCookie(res, OWNER_SESSION_COOKIE, issued.token, { production, maxAgeMs: undefined });
      rotateCrumb(req, res);
      ownerToken = ownerTokenOf(issued.token);
    }
    res.set('Cache-Control', 'no-store');
    res.json({
      account: accepted.account,
      role: accepted.role,
      websiteTitle: accepted.websiteTitle,
      ...(ownerToken === undefined ? {} : { ownerToken }),
    });
  });

  return router;
}
