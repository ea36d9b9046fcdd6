// Signing a site user in and out from the plain forms, with the same session, cookies and hooks as the site-user API (server/accounts/site-users/routes.ts).
import type { Request, Response } from 'express';
import type { AppDeps } from '../app-deps.js';
import { rotateCrumb } from '../http/crumb.js';
import {
  clearSessionCookie,
  cookieOf,
  setSessionCookie,
  SITE_USER_SESSION_COOKIE,
} from '../accounts/sessions/cookies.js';
import { browserCookies } from '../accounts/site-users/browser-cookies.js';
import { GUEST_CART_COOKIE } from '../accounts/site-users/hooks.js';
import { signInSiteUser, signOutSiteUser, type SiteUser } from '../accounts/site-users/service.js';
import { setSignedInSiteUserInfo, setSignedOutSiteUserInfo } from '../accounts/site-users/site-user-info.js';

/**
 * Checks the credentials and starts the session (the guest cart joins the user's, the crumb is
 * replaced, the SiteUserInfo cookie says who is signed in). Throws the service's 401 for wrong ones.
 */
export async function startSiteUserSession(
  deps: AppDeps,
  req: Request,
  res: Response,
  input: { websiteId: string; email: string; password: string; rememberMe: boolean },
): Promise<SiteUser> {
  const production = deps.config.production;
  const cookies = browserCookies(req, res);
  const { siteUser, token, ttlMs } = await signInSiteUser(deps.db.knex, {
    ...input,
    previousToken: cookies.get(SITE_USER_SESSION_COOKIE),
    cookies,
    guestCartToken: cookies.get(GUEST_CART_COOKIE),
  });
  const maxAgeMs = input.rememberMe ? ttlMs : undefined;
  setSessionCookie(res, SITE_USER_SESSION_COOKIE, token, { production, maxAgeMs });
  setSignedInSiteUserInfo(res, siteUser.id, { production, maxAgeMs });
  rotateCrumb(req, res);
  return siteUser;
}

/** Ends the browser's site-user session (the cart stays with the account) and clears its cookies. */
export async function endSiteUserSession(
  deps: AppDeps,
  req: Request,
  res: Response,
  websiteId: string,
): Promise<void> {
  const production = deps.config.production;
  await signOutSiteUser(deps.db.knex, {
    websiteId,
    token: cookieOf(req.cookies, SITE_USER_SESSION_COOKIE),
    cloneCart: false,
    cookies: browserCookies(req, res),
  });
  clearSessionCookie(res, SITE_USER_SESSION_COOKIE, production);
  setSignedOutSiteUserInfo(res, production);
}
