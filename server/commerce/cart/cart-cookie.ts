// The cart cookie: which cart an anonymous visitor's browser holds (its value is the cart token, the CARTS id).
import type { CookieOptions, Request, Response } from 'express';

/** The cookie's name. Each website has its own host, so each has its own cookie. */
export const CART_COOKIE = 'tessera_cart';

/** How long a cart survives without a visit; every cart write starts the count again. */
export const CART_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

// Tokens are the database's uuids; anything else in the cookie is ignored rather than queried.
const TOKEN_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

function cookieOptions(req: Request): CookieOptions {
  // HttpOnly: page scripts never need the token (the API reads it); Lax: sent on top-level
  // navigations, so a link to /cart from another site still shows the cart.
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

/**
 * The cart token the request carries, or undefined. Reads `req.cookies` when cookie-parser ran,
 * else the Cookie header itself, so a page route works whichever middleware came first.
 */
export function readCartToken(req: Request): string | undefined {
  const parsed = req.cookies as Record<string, unknown> | undefined;
  const value = parsed === undefined ? fromHeader(req.get('cookie') ?? '') : parsed[CART_COOKIE];
  return isCartToken(value) ? value : undefined;
}

/** Whether `value` can be a cart token (anything else is ignored rather than queried). */
export function isCartToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

function fromHeader(header: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === CART_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Sets (or refreshes for another 30 days) the cart cookie to `token`. */
export function writeCartCookie(req: Request, res: Response, token: string): void {
  res.cookie(CART_COOKIE, token, { ...cookieOptions(req), maxAge: CART_COOKIE_MAX_AGE_MS });
}

/** Removes the cart cookie (its cart was bought or no longer exists). */
export function clearCartCookie(req: Request, res: Response): void {
  res.clearCookie(CART_COOKIE, cookieOptions(req));
}
