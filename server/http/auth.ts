// The guards of signed-in routes: requireOwner (roles for sessions, scopes for API keys), requireOwnerSession (one's own account) and requireSiteUser.
import type { Request, RequestHandler, Response } from 'express';
import { TWO_FACTOR_ERRORS, TWO_FACTOR_MESSAGES } from '../../domain/owner-account-rules.js';
import { MEMBER_ROLES, rolesOf } from '../accounts/roles.js';
import { CRUMB_ERROR, CRUMB_MESSAGE } from './crumb.js';
import { HttpError } from './http-error.js';
import { lacksOwnerAuthority } from './owner-authority.js';

/** 401: nobody is signed in (or the API key is unknown, revoked or expired). */
export const UNAUTHENTICATED_MESSAGE = 'Please sign in.';
/** 403: signed in, but without a role or scope the route needs. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

/** What a guarded owner route allows. */
export interface OwnerRule {
  /** SPEC §3 role numbers on `req.website`, any of which lets a signed-in owner in. Default: every role but none (14). */
  roles?: readonly number[];
  /**
   * The API-key scope that lets a key in, or several, any of which does. Without one the route is
   * for signed-in people only and every key is refused (a key can never manage keys or people
   * unless a route says so).
   */
  scope?: string | readonly string[];
  /**
   * Let in a person the website asks to set up two-factor sign-in before they have (the editor's
   * first read, which sends them to set it up). Every other route refuses them with 403
   * `two-factor-setup-needed` until they do.
   */
  beforeTwoFactor?: boolean;
}

/** The rule each guard made by `requireOwner` checks, so the API's documentation can be compared with it. */
const guardRules = new WeakMap<RequestHandler, { roles: readonly number[]; scopes: readonly string[] }>();

const unauthenticated = () => new HttpError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE);
const forbidden = () => new HttpError(403, 'forbidden', FORBIDDEN_MESSAGE);
/**
 * 403 for an owner session's state change without the owner's authority (no owner token, or from
 * another site): the crumb's answer, since reloading the editor's page gives it the token again.
 */
const withoutOwnerAuthority = () => new HttpError(403, CRUMB_ERROR, CRUMB_MESSAGE);
/**
 * An owner route's answer may not be shown in a frame (a site page's script could read a
 * same-origin frame's document): `X-Frame-Options: DENY` and `frame-ancestors 'none'`.
 */
function unframeable(res: Response): void {
  res.set('X-Frame-Options', 'DENY');
  const csp = res.get('Content-Security-Policy');
  if (csp !== undefined)
    res.set('Content-Security-Policy', csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"));
}

const twoFactorSetupNeeded = () =>
  new HttpError(403, TWO_FACTOR_ERRORS.setupNeeded, TWO_FACTOR_MESSAGES.setupNeeded);

/**
 * The one guard of owner routes, mounted per route after `authenticate`. No account: 401
 * `{ error: 'unauthenticated', message: 'Please sign in.' }`. An owner signed in by session must
 * hold one of `roles` on the website; an API key (`req.bearer`) must carry `scope`. Otherwise 403
 * `{ error: 'forbidden', message: 'You do not have permission to do that.' }`. A person the
 * website asks to set up two-factor sign-in first gets 403 `two-factor-setup-needed` (see
 * {@link OwnerRule.beforeTwoFactor}). A session's state change without the owner token (or from
 * another site) gets 403 `invalid-crumb` before its roles are looked at (http/owner-authority.ts).
 */
export function requireOwner({ roles, scope, beforeTwoFactor = false }: OwnerRule = {}): RequestHandler {
  const allowed = roles ?? MEMBER_ROLES;
  const keyScopes: readonly string[] = scope === undefined ? [] : typeof scope === 'string' ? [scope] : scope;
  const guard: RequestHandler = function guardOwnerRoute(req, res, next) {
    unframeable(res);
    const account = req.account;
    if (account === undefined) return next(unauthenticated());
    if (req.bearer || account.apiKeyScopes !== undefined) {
      const scopes = account.apiKeyScopes ?? [];
      return next(keyScopes.some((wanted) => scopes.includes(wanted)) ? undefined : forbidden());
    }
    if (lacksOwnerAuthority(req)) return next(withoutOwnerAuthority());
    if (!rolesOf(account).some((role) => allowed.includes(role))) return next(forbidden());
    next(account.twoFactorSetupNeeded === true && !beforeTwoFactor ? twoFactorSetupNeeded() : undefined);
  };
  guardRules.set(guard, { roles: allowed, scopes: keyScopes });
  return guard;
}

/**
 * The guard of a person's own account (profile, sessions, two-factor): anyone signed in with an owner
 * session, whatever their roles, on whichever website; 401 'Please sign in.' otherwise (an API key is
 * not a person). Not a `requireOwner` rule, so openapi.json documents it as `session`.
 */
export function requireOwnerSession(): RequestHandler {
  return function guardOwnSession(req, res, next) {
    unframeable(res);
    const signedIn = req.account !== undefined && !req.bearer && req.sessionId !== undefined;
    if (signedIn && lacksOwnerAuthority(req)) return next(withoutOwnerAuthority());
    next(signedIn ? undefined : unauthenticated());
  };
}

/**
 * The roles (defaults filled in) and API-key scope that `handler` checks, when it is a guard made by
 * {@link requireOwner}; undefined for any other handler.
 */
export function ownerRuleOf(
  handler: unknown,
): { roles: readonly number[]; scopes: readonly string[] } | undefined {
  return typeof handler === 'function' ? guardRules.get(handler as RequestHandler) : undefined;
}

/** Lets only a signed-in site user of this website through; 401 'Please sign in.' otherwise. */
export function requireSiteUser(): RequestHandler {
  return function guardSiteUserRoute(req, _res, next) {
    next(req.siteUser === undefined ? unauthenticated() : undefined);
  };
}

/**
 * The credential of an `Authorization: Bearer …` header ('' when empty), or undefined when the
 * request has no Bearer header. Such a request is never a browser's cross-site one, so it needs no
 * crumb, and its cookies are ignored.
 */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(req.get('authorization') ?? '');
  return match === null ? undefined : (match[1] ?? '').trim();
}
