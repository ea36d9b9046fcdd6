// The cookie that carries a sign-in waiting for its two-factor code: HttpOnly, sent only to the sign-in routes, ten minutes.
import type { Response } from 'express';
import { SIGN_IN_CODE_TTL_MS } from '../../../domain/owner-account-rules.js';

/** The waiting sign-in's cookie. */
export const SIGN_IN_CHALLENGE_COOKIE = 'owner_sign_in';

/** Only the sign-in routes see it. */
const PATH = '/api/owner/session';

/** Sends the waiting sign-in's token. */
export function setChallengeCookie(res: Response, token: string, production: boolean): void {
  res.cookie(SIGN_IN_CHALLENGE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: production,
    path: PATH,
    maxAge: SIGN_IN_CODE_TTL_MS,
  });
}

/** Tells the browser to forget the waiting sign-in. */
export function clearChallengeCookie(res: Response, production: boolean): void {
  res.clearCookie(SIGN_IN_CHALLENGE_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: production,
    path: PATH,
  });
}
