// Who is asking: an API key (Authorization: Bearer), else the owner and site-user session cookies.
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../app-deps.js';
import { bearerToken } from '../http/auth.js';
import { CRUMB_ERROR, CRUMB_MESSAGE } from '../http/crumb.js';
import { HttpError } from '../http/http-error.js';
import { noteOwnerSession } from '../http/owner-authority.js';
import { findApiKey } from './api-keys/service.js';
import { accessOnWebsite } from './memberships/service.js';
import { findOwnerAccount } from './owners/service.js';
import { primaryRole } from './roles.js';
import {
  clearSessionCookie,
  cookieOf,
  isPersistentSession,
  OWNER_SESSION_COOKIE,
  setSessionCookie,
  SITE_USER_SESSION_COOKIE,
} from './sessions/cookies.js';
import { findSession, noteSessionUse, renewSession } from './sessions/service.js';
import { setSignedOutSiteUserInfo } from './site-users/site-user-info.js';
import { findSiteUser } from './site-users/service.js';
import { carriesXsrfToken, rememberXsrfToken } from './site-users/xsrf.js';

/**
 * Site-user routes that work without the XSRF token: signing up, in and out (a reloaded page has
 * none), and the census posts (beacons, which change nothing of the account; the crumb still
 * guards them). A path ending in `/` stands for every path under it.
 */
export const XSRF_EXEMPT_PATHS: readonly string[] = [
  '/api/site-users/account',
  '/api/site-users/account/session',
  '/api/census/',
];

function isXsrfExempt(path: string, exempt: readonly string[]): boolean {
  return exempt.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Options of {@link authenticate}. */
export interface AuthenticateOptions {
  /** Paths (without query) where a signed-in site user's state changes need no XSRF token. */
  xsrfExemptPaths?: readonly string[];
}

/**
 * Sets `req.account`, `req.siteUser` and `req.sessionId` for the guards. Mount after cookie-parser,
 * the body parsers and the website resolver, before `crumbProtection` and the routers.
 * - `Authorization: Bearer tsk_…`: a live key of `req.website` makes `req.account` (with
 *   `apiKeyScopes`, no role) and `req.bearer`; cookies are then ignored entirely, so a bad key is
 *   simply nobody (and `requireOwner` answers 401).
 * - The owner session cookie: the account and its roles on `req.website` (and whether the website
 *   asks it to set up two-factor sign-in first); the session's last use is noted now and then.
 *   Whether a state change carries the owner's authority (the owner token, same-origin fetch
 *   metadata) is noted for the guards (http/owner-authority.ts).
 * - The site-user session cookie of this website: `req.siteUser`. Their state-changing requests
 *   must carry the session's XSRF token (`X-XSRF-Token`), else 403 `invalid-crumb`.
 * Live sessions slide their expiry; dead cookies are cleared. `req.sessionId` is the owner's
 * session when there is one, else the site user's.
 */
export function authenticate(
  deps: AppDeps,
  { xsrfExemptPaths = XSRF_EXEMPT_PATHS }: AuthenticateOptions = {},
): RequestHandler {
  const db = deps.db.knex;
  const production = deps.config.production;

  async function bearer(req: Request, key: string): Promise<void> {
    const row = req.website === undefined ? undefined : await findApiKey(db, req.website.id, key);
    if (row === undefined) return;
    req.account = {
      id: row.created_by_account_id ?? `api-key:${row.id}`,
      email: '',
      role: undefined,
      apiKeyScopes: row.scopes,
      apiKeyId: row.id,
    };
    req.bearer = true;
  }

  async function owner(req: Request, res: Response): Promise<void> {
    const token = cookieOf(req.cookies, OWNER_SESSION_COOKIE);
    if (token === undefined) return;
    const session = await findSession(db, token);
    const account =
      session?.subject.kind === 'owner' ? await findOwnerAccount(db, session.subject.accountId) : undefined;
    if (session === undefined || account === undefined)
      return clearSessionCookie(res, OWNER_SESSION_COOKIE, production);
    const { roles, twoFactorRequired } =
      req.website === undefined
        ? { roles: [], twoFactorRequired: false }
        : await accessOnWebsite(db, req.website.id, account.id);
    req.account = {
      id: account.id,
      email: account.email,
      displayName: account.displayName,
      role: primaryRole(roles),
      roles,
      twoFactorSetupNeeded: twoFactorRequired && !account.twoFactorEnabled,
    };
    req.sessionId = session.id;
    noteOwnerSession(req, token);
    await noteSessionUse(db, session);
    // A browser-session cookie ("Keep me signed in" not ticked) has no lifetime to push forward.
    if ((await renewSession(db, session)) && isPersistentSession(session.data)) {
      setSessionCookie(res, OWNER_SESSION_COOKIE, token, { production, maxAgeMs: session.ttlMs });
    }
  }

  async function siteUser(req: Request, res: Response): Promise<void> {
    const token = cookieOf(req.cookies, SITE_USER_SESSION_COOKIE);
    if (token === undefined) return;
    const session = await findSession(db, token);
    const subject = session?.subject;
    const user =
      subject?.kind === 'site-user' && subject.websiteId === req.website?.id
        ? await findSiteUser(db, subject.websiteId, subject.siteUserId)
        : undefined;
    if (session === undefined || user === undefined) {
      clearSessionCookie(res, SITE_USER_SESSION_COOKIE, production);
      return setSignedOutSiteUserInfo(res, production);
    }
    const xsrfToken = String(session.data.xsrfToken ?? '');
    if (
      !SAFE_METHODS.has(req.method) &&
      !isXsrfExempt(pathOf(req), xsrfExemptPaths) &&
      !carriesXsrfToken(req, xsrfToken)
    ) {
      throw new HttpError(403, CRUMB_ERROR, CRUMB_MESSAGE);
    }
    req.siteUser = { id: user.id, email: user.email };
    req.sessionId ??= session.id;
    rememberXsrfToken(req, xsrfToken);
    if ((await renewSession(db, session)) && session.data.rememberMe === true) {
      setSessionCookie(res, SITE_USER_SESSION_COOKIE, token, { production, maxAgeMs: session.ttlMs });
    }
  }

  return async function authenticateRequest(req, res, next) {
    const key = bearerToken(req);
    if (key !== undefined) await bearer(req, key);
    else {
      await owner(req, res);
      await siteUser(req, res);
    }
    next();
  };
}

function pathOf(req: Request): string {
  const url = req.originalUrl;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
