// Signed cookies that remember a visitor entered a password: the site's lock screen or one page's.
import type { CookieOptions, Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccessCheck } from '../context/page-view.js';
import type { PageRecord } from '../context/store.js';

/** The cookie of the site-wide lock screen. */
export const SITE_ACCESS_COOKIE = 'tessera_site_access';
/** The prefix of a protected page's cookie; the page id follows. */
export const PAGE_ACCESS_COOKIE_PREFIX = 'tessera_page_access_';
/** How long an entered password is remembered. */
export const ACCESS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const COOKIE_FORMAT = /^([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signature of an access grant. It is keyed by the page's password hash, which never leaves
 * the server: nobody can forge it, and changing the password invalidates every grant at once.
 */
function signature(passwordHash: string, scope: string, issuedAt: number): string {
  return createHmac('sha256', passwordHash).update(`${scope}|${issuedAt}`).digest('base64url');
}

/** The cookie's name for a page (`target` is a page id) or the lock screen (`site`). */
export function accessCookieName(target: 'site' | string): string {
  return target === 'site' ? SITE_ACCESS_COOKIE : `${PAGE_ACCESS_COOKIE_PREFIX}${target}`;
}

/** Whether `value` is a grant for `scope`, signed with `passwordHash` and not older than ACCESS_MAX_AGE_MS. */
export function isValidGrant(
  value: unknown,
  passwordHash: string | null,
  scope: string,
  now: number,
): boolean {
  if (passwordHash === null || typeof value !== 'string') return false;
  const match = COOKIE_FORMAT.exec(value);
  if (match === null) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now + 60_000 || now - issuedAt > ACCESS_MAX_AGE_MS) return false;
  const expected = Buffer.from(signature(passwordHash, scope, issuedAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: ACCESS_MAX_AGE_MS };
}

/** Sets the cookie that lets this browser past `page`'s password (the lock page's for `site`). */
export function grantAccess(
  req: Request,
  res: Response,
  target: 'site' | string,
  page: PageRecord,
  now: number,
): void {
  if (page.password_hash === null) return;
  const value = `${now}.${signature(page.password_hash, `${target}:${page.id}`, now)}`;
  res.cookie(accessCookieName(target), value, cookieOptions(req));
}

/** The access check of a request, from its cookies (needs cookie-parser). */
export function accessFromCookies(req: Request, now: number): AccessCheck {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  return {
    siteUnlocked: (lockPage) =>
      isValidGrant(cookies[SITE_ACCESS_COOKIE], lockPage.password_hash, `site:${lockPage.id}`, now),
    pageUnlocked: (page) =>
      isValidGrant(cookies[accessCookieName(page.id)], page.password_hash, `${page.id}:${page.id}`, now),
  };
}
