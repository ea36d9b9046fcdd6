// The session cookies: names, lifetimes, and the HttpOnly, SameSite=Lax options they are sent with.
import type { CookieOptions, Response } from 'express';

/** The cookie of a signed-in owner (editor area and owner API). */
export const OWNER_SESSION_COOKIE = 'owner_session';
/** The cookie of a signed-in site user (a visitor with an account on the website). */
export const SITE_USER_SESSION_COOKIE = 'site_user_session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An owner who chose "Keep me signed in" stays signed in 14 days after their last use. */
export const OWNER_SESSION_TTL_MS = 14 * DAY_MS;
/** A site user who chose "remember me" stays signed in 30 days after their last visit. */
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
/**
 * A site user who did not: the cookie ends with the browser session, and the row after a day
 * without use (browsers that restore tabs keep session cookies for ever).
 */
export const BROWSER_SESSION_TTL_MS = DAY_MS;

/**
 * The lifetime of a new owner session: 14 days (sliding) with "Keep me signed in", else a day
 * without use behind a browser-session cookie (as site users' sessions).
 */
export function ownerSessionTtlMs(rememberMe: boolean): number {
  return rememberMe ? OWNER_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS;
}

/**
 * Whether a session's cookie is persistent (sent with Max-Age, and sent again when the session
 * slides). Sessions record `rememberMe`; owner sessions made before it existed were persistent.
 */
export function isPersistentSession(data: Record<string, unknown>): boolean {
  return data.rememberMe !== false;
}

/** Options for a cookie scripts must not read; `maxAgeMs` undefined makes a browser-session cookie. */
export function sessionCookieOptions(production: boolean, maxAgeMs: number | undefined): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: production, path: '/' };
  if (maxAgeMs !== undefined) options.maxAge = maxAgeMs;
  return options;
}

/** Sends a session cookie carrying `token`. */
export function setSessionCookie(
  res: Response,
  name: string,
  token: string,
  { production, maxAgeMs }: { production: boolean; maxAgeMs: number | undefined },
): void {
  res.cookie(name, token, sessionCookieOptions(production, maxAgeMs));
}

/** Tells the browser to forget a session cookie. */
export function clearSessionCookie(res: Response, name: string, production: boolean): void {
  res.clearCookie(name, sessionCookieOptions(production, undefined));
}

/** A request cookie's value when it is a string (cookie-parser turns `j:` values into objects). */
export function cookieOf(cookies: unknown, name: string): string | undefined {
  const value = (cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
