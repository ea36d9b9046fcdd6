// /api/site-users/account: sign-up, sign-in (→ xsrfToken), sign-out (?cloneCart), language.
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { rotateCrumb } from '../../http/crumb.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../../http/rate-limit.js';
import { credentialsSchema, emailSchema, newPasswordSchema, parseInput } from '../input.js';
import {
  clearSessionCookie,
  cookieOf,
  setSessionCookie,
  SITE_USER_SESSION_COOKIE,
} from '../sessions/cookies.js';
import { websiteOf } from '../website-of.js';
import { browserCookies } from './browser-cookies.js';
import { GUEST_CART_COOKIE } from './hooks.js';
import { setSignedInSiteUserInfo, setSignedOutSiteUserInfo } from './site-user-info.js';
import { chooseLocale } from '../../multilingual/locale-choice.js';
import { signInSiteUser, signOutSiteUser, signUpSiteUser } from './service.js';

/** A form posts `"true"`/`"on"`, a script `true`. */
const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean());
const signInSchema = credentialsSchema.extend({ rememberMe: flag });
const signUpSchema = z.object({ email: emailSchema, password: newPasswordSchema });
const signOutSchema = z.object({ cloneCart: flag });
const localeSchema = z.object({
  language: z
    .string({ error: 'Choose a language, such as en-US.' })
    .regex(/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,3}$/, 'Choose a language, such as en-US.'),
});

/** Options of {@link createSiteUserRouter}. */
export interface SiteUserRouterOptions {
  /** Sign-in attempts (default: the `login` preset, counted in the database). */
  loginRateLimit?: RequestHandler;
  /** Sign-ups (default: the `forms` preset). */
  signUpRateLimit?: RequestHandler;
}

/**
 * The site-user router, to mount at `/api/site-users` after `authenticate` and `crumbProtection`:
 * `POST /account` (201 `{ siteUser }`; 409 when the email is taken), `POST /account/session`
 * (200 `{ xsrfToken }`; 401 for wrong credentials), `DELETE /account/session?cloneCart=` (204),
 * `POST /account/locale` (200 `{ language, path? }`: server/multilingual/locale-choice.ts).
 */
export function createSiteUserRouter(
  deps: AppDeps,
  {
    loginRateLimit = rateLimits(deps, { ...RATE_LIMIT_PRESETS.login, prefix: 'site-user-login' }),
    signUpRateLimit = rateLimits(deps, { ...RATE_LIMIT_PRESETS.forms, prefix: 'site-user-sign-up' }),
  }: SiteUserRouterOptions = {},
): Router {
  const db = deps.db.knex;
  const production = deps.config.production;
  const router = Router();

  router.post('/account', signUpRateLimit, async (req, res) => {
    const { email, password } = parseInput(signUpSchema, req.body);
    const siteUser = await signUpSiteUser(db, { websiteId: websiteOf(req).id, email, password });
    res.status(201).json({ siteUser });
  });

  router.post('/account/session', loginRateLimit, async (req, res) => {
    const { email, password, rememberMe } = parseInput(signInSchema, req.body);
    const cookies = browserCookies(req, res);
    const previousToken = cookies.get(SITE_USER_SESSION_COOKIE);
    const guestCartToken = cookies.get(GUEST_CART_COOKIE);
    const input = {
      websiteId: websiteOf(req).id,
      email,
      password,
      rememberMe,
      previousToken,
      cookies,
      guestCartToken,
    };
    const { siteUser, token, xsrfToken, ttlMs } = await signInSiteUser(db, input);
    const maxAgeMs = rememberMe ? ttlMs : undefined;
    setSessionCookie(res, SITE_USER_SESSION_COOKIE, token, { production, maxAgeMs });
    setSignedInSiteUserInfo(res, siteUser.id, { production, maxAgeMs });
    rotateCrumb(req, res);
    res.json({ xsrfToken });
  });

  router.delete('/account/session', async (req, res) => {
    const { cloneCart } = parseInput(signOutSchema, req.query);
    const token = cookieOf(req.cookies, SITE_USER_SESSION_COOKIE);
    await signOutSiteUser(db, {
      websiteId: websiteOf(req).id,
      token,
      cloneCart,
      cookies: browserCookies(req, res),
    });
    clearSessionCookie(res, SITE_USER_SESSION_COOKIE, production);
    setSignedOutSiteUserInfo(res, production);
    res.status(204).end();
  });

  router.post('/account/locale', async (req, res) => {
    const { language } = parseInput(localeSchema, req.body);
    await chooseLocale(db, req, res, language);
  });

  return router;
}
