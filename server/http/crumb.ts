// The crumb: double-submit CSRF protection. A random cookie scripts can read, echoed back on every state change.
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { randomFillSync, timingSafeEqual } from 'node:crypto';
import { bearerToken, UNAUTHENTICATED_MESSAGE } from './auth.js';
import { HttpError } from './http-error.js';

/** The cookie holding the crumb (SPEC §3 "Cookies"). */
export const CRUMB_COOKIE = 'crumb';
/** The header a script sends the crumb back in. */
export const CRUMB_HEADER = 'X-Csrf-Token';
/** The form field a plain HTML form sends the crumb back in (see {@link crumbFor}). */
export const CRUMB_FIELD = 'crumb';
/** The `error` code of a crumb failure, which the browser client recognises. */
export const CRUMB_ERROR = 'invalid-crumb';
/** SPEC §8: a crumb failure (the client shows its cookies-disabled variant itself). */
export const CRUMB_MESSAGE = 'Your session has expired. Please reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CRUMB_FORMAT = /^[A-Za-z0-9_-]{32}$/;

/** Whether `value` has the shape of a crumb this server issues (32 base64url characters). */
export function isCrumbShaped(value: string): boolean {
  return CRUMB_FORMAT.test(value);
}

/** The random bytes of one crumb. */
const CRUMB_BYTES = 24;
/** Crumbs' randomness is drawn from the system's CSPRNG this many at a time, not one call per crumb. */
const CRUMBS_PER_DRAW = 256;
const pool = Buffer.alloc(CRUMB_BYTES * CRUMBS_PER_DRAW);
let poolUsed = pool.length;

/**
 * A new crumb value: 24 bytes from the operating system's CSPRNG as 32 base64url characters. The
 * bytes are drawn 256 crumbs at a time (one `randomFillSync` per 256 cookieless visitors) and
 * each byte is handed out once.
 */
export function newCrumbValue(): string {
  if (poolUsed + CRUMB_BYTES > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const value = pool.toString('base64url', poolUsed, poolUsed + CRUMB_BYTES);
  pool.fill(0, poolUsed, poolUsed + CRUMB_BYTES);
  poolUsed += CRUMB_BYTES;
  return value;
}

/** The crumb cookie's attributes (Secure in production). */
export function crumbCookieOptions(production: boolean): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure: production, path: '/' };
}

interface IssuedCrumb {
  value: string;
  production: boolean;
  /** Set in this response's cookie (the browser sent none, or it was rotated). */
  issued: boolean;
}
const crumbs = new WeakMap<Request, IssuedCrumb>();

/** Options of {@link crumbProtection}. */
export interface CrumbOptions {
  /** Mark the cookie Secure (production runs behind HTTPS). */
  production?: boolean;
  /**
   * Paths a POST may reach without the crumb because the request carries its own secret: the
   * one-click unsubscribe (RFC 8058), which mail clients post with no cookie and a token.
   */
  exemptPosts?: readonly string[];
}

/**
 * Sets the `crumb` cookie when the browser has none, and refuses every state-changing request
 * (anything but GET, HEAD and OPTIONS) whose `X-Csrf-Token` header or `crumb` form field does not
 * equal it: 403 `{ error: 'invalid-crumb', message }`, or a small HTML page for a plain form post.
 * Requests that `authenticate` signed in with an API key (`req.bearer`) are let through: a browser
 * never adds that header to a cross-site request, and the server then ignores cookies. Any other
 * `Authorization: Bearer` header (junk, an unknown, revoked or expired key) earns nothing: without
 * the crumb such a state change is refused 401 `{ error: 'unauthenticated', message: 'Please sign
 * in.' }`, the answer to a bad key elsewhere, which tells an API client more than "reload the page".
 * Mount after the cookie and body parsers and `authenticate`.
 */
export function crumbProtection({ production = false, exemptPosts = [] }: CrumbOptions = {}): RequestHandler {
  return function checkCrumb(req, res, next) {
    // Routers may run it again as a safeguard; one check per request is enough.
    if (crumbs.has(req)) return next();
    const fromCookie: unknown = req.cookies?.[CRUMB_COOKIE];
    const cookie = typeof fromCookie === 'string' && CRUMB_FORMAT.test(fromCookie) ? fromCookie : undefined;
    if (cookie === undefined) issueCrumb(req, res, production);
    else crumbs.set(req, { value: cookie, production, issued: false });

    if (SAFE_METHODS.has(req.method) || req.bearer === true) return next();
    if (req.method === 'POST' && exemptPosts.includes(req.path)) return next();
    if (cookie !== undefined && sameCrumb(sentCrumb(req), cookie)) return next();
    if (bearerToken(req) !== undefined)
      return next(new HttpError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE));
    refuse(req, res, next);
  };
}

/**
 * The crumb of this request, for a server-rendered form's hidden field
 * (`<input type="hidden" name="crumb" value="…">`). Needs {@link crumbProtection} to have run.
 */
export function crumbFor(req: Request): string {
  const issued = crumbs.get(req);
  if (issued === undefined) throw new Error('crumbFor() needs crumbProtection() mounted before it.');
  return issued.value;
}

/** Whether this response sets the crumb cookie (the browser sent none, or it was rotated). */
export function crumbIssued(req: Request): boolean {
  return crumbs.get(req)?.issued === true;
}

/** Replaces the browser's crumb (at sign-in, so a crumb planted before it is worth nothing after). */
export function rotateCrumb(req: Request, res: Response): string {
  return issueCrumb(req, res, crumbs.get(req)?.production ?? false);
}

function issueCrumb(req: Request, res: Response, production: boolean): string {
  const value = newCrumbValue();
  res.cookie(CRUMB_COOKIE, value, crumbCookieOptions(production));
  crumbs.set(req, { value, production, issued: true });
  return value;
}

function sentCrumb(req: Request): unknown {
  const header = req.get(CRUMB_HEADER);
  if (header !== undefined) return header;
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[CRUMB_FIELD]
    : undefined;
}

function sameCrumb(sent: unknown, cookie: string): boolean {
  if (typeof sent !== 'string') return false;
  const left = Buffer.from(sent);
  const right = Buffer.from(cookie);
  return left.length === right.length && timingSafeEqual(left, right);
}

function refuse(req: Request, res: Response, next: (error: unknown) => void): void {
  if (req.accepts(['json', 'html']) !== 'html') return next(new HttpError(403, CRUMB_ERROR, CRUMB_MESSAGE));
  res.status(403).type('html').send(CRUMB_PAGE);
}

// No script and no inline style: the Content-Security-Policy allows neither.
const CRUMB_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Session expired</title></head>
<body><main><h1>Session expired</h1><p>${CRUMB_MESSAGE}</p><p><a href="/">Go to the home page</a></p></main></body>
</html>
`;
