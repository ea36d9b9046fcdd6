// Who likes: a random first-party cookie the like endpoint sets, stored only as its SHA-256 (never an address).
import type { CookieOptions, Request, Response } from 'express';
import { randomToken, sha256 } from '../accounts/tokens.js';

/** The like cookie: HttpOnly, so page scripts never read it; the island asks the server instead. */
export const LIKER_COOKIE = 'tessera_liker';

/** 390 days, as long as the site's other visitor cookies (ARCHITECTURE "Visitor tracking"). */
const LIFETIME_MS = 390 * 24 * 60 * 60 * 1000;
const FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The key of the visitor's like cookie, or undefined when the browser has none (no like given yet). */
export function readVisitorKey(req: Request): string | undefined {
  const value: unknown = req.cookies?.[LIKER_COOKIE];
  return typeof value === 'string' && FORMAT.test(value) ? sha256(value) : undefined;
}

/** The visitor's key, giving the browser a like cookie first when it has none (a like is being given). */
export function visitorKeyFor(req: Request, res: Response, production: boolean): string {
  const known = readVisitorKey(req);
  if (known !== undefined) return known;
  const value = randomToken(32);
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    maxAge: LIFETIME_MS,
  };
  res.cookie(LIKER_COOKIE, value, options);
  return sha256(value);
}
