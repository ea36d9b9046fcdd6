// The request's cookies as the BrowserCookies hooks receive: read from the request, set on the response.
import type { Request, Response } from 'express';
import { cookieOf } from '../sessions/cookies.js';
import type { BrowserCookies } from './hooks.js';

/** `req`'s cookies, writable through `res`. */
export function browserCookies(req: Request, res: Response): BrowserCookies {
  return {
    get: (name) => cookieOf(req.cookies, name),
    set: (name, value, options = {}) =>
      void res.cookie(name, value, { path: '/', sameSite: 'lax', ...options }),
    clear: (name, options = {}) => void res.clearCookie(name, { path: '/', ...options }),
  };
}
