// Single sign-on for site users (SPEC §2 page type 400): the SSO page, the start that leaves for the OpenID Connect provider, and the callback that signs the site user in.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { MEMBER_PATHS } from '../../domain/members.js';
import { SSO_PATHS, SSO_SIGN_IN_TTL_MS, SSO_TEXTS } from '../../domain/sso.js';
import { setSessionCookie, SITE_USER_SESSION_COOKIE } from '../accounts/sessions/cookies.js';
import { browserCookies } from '../accounts/site-users/browser-cookies.js';
import { GUEST_CART_COOKIE } from '../accounts/site-users/hooks.js';
import { signInVerifiedSiteUser } from '../accounts/site-users/service.js';
import { setSignedInSiteUserInfo } from '../accounts/site-users/site-user-info.js';
import { sha256 } from '../accounts/tokens.js';
import type { AppDeps } from '../app-deps.js';
import { localPath } from '../commerce/cart/return-path.js';
import { createPageRenderer, type PageRendererOptions } from '../commerce/checkout/page-renderer.js';
import { rotateCrumb } from '../http/crumb.js';
import { RATE_LIMIT_PRESETS, rateLimits } from '../http/rate-limit.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { websiteRecordOf } from '../site/website/request-website.js';
import { finishAuthorization, providerConfig, startAuthorization } from './oidc.js';
import { ssoPage } from './sso-page.js';
import { insertSsoSignIn, readSsoSettings, spendSsoSignIn, type SsoSettingsRow } from './store.js';

/** The browser's half of a sign-in on its way: the state, kept where only the callback reads it. */
export const SSO_STATE_COOKIE = 'sso_state';

/** Options of {@link createSsoRouter}. */
export interface SsoRouterOptions extends PageRendererOptions {
  /** The app's crumbProtection() (the page carries the crumb like every page). */
  crumb: RequestHandler;
  /** Sign-ins started (default: the `forms` preset). */
  startRateLimit?: RequestHandler;
}

function websiteIdOf(req: Request): string {
  const website = websiteRecordOf(req);
  if (website === undefined) throw new Error('The SSO routes need resolveWebsite() mounted before them.');
  return website.id;
}

function returnToOf(value: unknown): string {
  return localPath(value) ?? MEMBER_PATHS.account;
}

/**
 * `GET /account/sso` (400: "Sign in with …"; 404 when the website has no provider switched on),
 * `GET /account/sso/start?returnTo=` (303 to the provider with S256 PKCE, state and nonce; the
 * state's hash, verifier and nonce wait 10 minutes in SSO_SIGN_INS, the state in an HttpOnly cookie),
 * `GET /account/sso/callback` (the state must match the cookie and a waiting sign-in, once; the code
 * is exchanged; a verified email signs its site user in, made on first sign-in; 303 to `returnTo`).
 */
export function createSsoRouter(deps: AppDeps, options: SsoRouterOptions): Router {
  const db = deps.db.knex;
  const pages = createPageRenderer(deps, options);
  const startLimit =
    options.startRateLimit ?? rateLimits(deps, { ...RATE_LIMIT_PRESETS.forms, prefix: 'sso-start' });
  const production = deps.config.production;
  const router = Router();
  // A provider on a private network only when the server allows it (server/sso/public-fetch.ts).
  const configOf = (settings: SsoSettingsRow) =>
    providerConfig(settings, { allowPrivateNetworks: deps.config.ssoAllowPrivateNetworks === true });

  const enabledSettings = async (req: Request): Promise<SsoSettingsRow | undefined> => {
    const settings = await readSsoSettings(db, websiteIdOf(req));
    return settings?.enabled === true ? settings : undefined;
  };
  const redirectUri = async (req: Request) =>
    `${await publicBaseUrl(deps, websiteRecordOf(req))}${SSO_PATHS.callback}`;
  const refuse = (
    req: Request,
    res: Response,
    settings: SsoSettingsRow | undefined,
    error: string,
    status: number,
  ) =>
    pages.send(req, res, async () =>
      ssoPage({ error, ...(settings === undefined ? {} : { providerName: settings.provider_name }) }, status),
    );
  const clearState = (res: Response) =>
    res.clearCookie(SSO_STATE_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      path: '/account/sso',
    });

  router.get(SSO_PATHS.page, options.crumb, async (req, res) => {
    const settings = await enabledSettings(req);
    if (settings === undefined) return refuse(req, res, undefined, SSO_TEXTS.notConfigured, 404);
    const returnTo = localPath(req.query.returnTo);
    const startUrl = `${SSO_PATHS.start}${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`;
    await pages.send(req, res, async () => ssoPage({ providerName: settings.provider_name, startUrl }));
  });

  router.get(SSO_PATHS.start, startLimit, async (req, res) => {
    const settings = await enabledSettings(req);
    if (settings === undefined) return refuse(req, res, undefined, SSO_TEXTS.notConfigured, 404);
    let start;
    try {
      start = await startAuthorization(await configOf(settings), await redirectUri(req));
    } catch (error) {
      deps.logger.warn(
        { err: error, issuer: settings.issuer_url },
        'single sign-on: the provider could not be reached',
      );
      return refuse(req, res, settings, SSO_TEXTS.failed, 502);
    }
    await insertSsoSignIn(db, {
      websiteId: settings.website_id,
      stateHash: sha256(start.state),
      codeVerifier: start.codeVerifier,
      nonce: start.nonce,
      returnTo: returnToOf(req.query.returnTo),
      expiresAt: new Date(Date.now() + SSO_SIGN_IN_TTL_MS),
    });
    res.cookie(SSO_STATE_COOKIE, start.state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      path: '/account/sso',
      maxAge: SSO_SIGN_IN_TTL_MS,
    });
    res.set('Cache-Control', 'no-store').redirect(303, start.url);
  });

  router.get(SSO_PATHS.callback, async (req, res) => {
    res.set('Referrer-Policy', 'no-referrer');
    const settings = await enabledSettings(req);
    if (settings === undefined) return refuse(req, res, undefined, SSO_TEXTS.notConfigured, 404);
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const cookieState = (req.cookies as Record<string, unknown> | undefined)?.[SSO_STATE_COOKIE];
    clearState(res);
    if (state === '' || state !== cookieState) return refuse(req, res, settings, SSO_TEXTS.expired, 400);
    const waiting = await spendSsoSignIn(db, settings.website_id, sha256(state));
    if (waiting === undefined) return refuse(req, res, settings, SSO_TEXTS.expired, 400);
    if (req.query.error !== undefined) return refuse(req, res, settings, SSO_TEXTS.failed, 400);
    const callbackUrl = new URL(await redirectUri(req));
    callbackUrl.search = new URL(req.originalUrl, 'http://x').search;
    let identity;
    try {
      identity = await finishAuthorization(await configOf(settings), callbackUrl, {
        state,
        codeVerifier: waiting.code_verifier,
        nonce: waiting.nonce,
      });
    } catch (error) {
      deps.logger.warn(
        { err: error, issuer: settings.issuer_url },
        'single sign-on: the code exchange failed',
      );
      return refuse(req, res, settings, SSO_TEXTS.failed, 400);
    }
    if (identity.email === undefined || !identity.emailVerified)
      return refuse(req, res, settings, SSO_TEXTS.unverifiedEmail, 403);
    const cookies = browserCookies(req, res);
    const { siteUser, token } = await signInVerifiedSiteUser(db, {
      websiteId: settings.website_id,
      email: identity.email,
      rememberMe: false,
      previousToken: cookies.get(SITE_USER_SESSION_COOKIE),
      cookies,
      guestCartToken: cookies.get(GUEST_CART_COOKIE),
    });
    setSessionCookie(res, SITE_USER_SESSION_COOKIE, token, { production, maxAgeMs: undefined });
    setSignedInSiteUserInfo(res, siteUser.id, { production, maxAgeMs: undefined });
    rotateCrumb(req, res);
    res.set('Cache-Control', 'no-store').redirect(303, waiting.return_to);
  });

  return router;
}
