// The site user's XSRF token: issued at sign-in, kept with the session, required on their state changes.
import type { Request } from 'express';
import { sameSecret } from '../tokens.js';

/** The header a signed-in site user's scripts send the token in (SPEC §6). */
export const XSRF_HEADER = 'X-XSRF-Token';
/** The form field a server-rendered form sends it in (see {@link xsrfTokenFor}). */
export const XSRF_FIELD = 'xsrfToken';

const tokens = new WeakMap<Request, string>();

/** Remembers the signed-in site user's token for this request (set by `authenticate`). */
export function rememberXsrfToken(req: Request, token: string): void {
  tokens.set(req, token);
}

/**
 * The signed-in site user's XSRF token, for the page context (so scripts can send it again after a
 * reload) and for hidden fields of server-rendered forms; undefined for a guest.
 */
export function xsrfTokenFor(req: Request): string | undefined {
  return tokens.get(req);
}

/** Whether the request carries `expected` in the `X-XSRF-Token` header or the `xsrfToken` field. */
export function carriesXsrfToken(req: Request, expected: string): boolean {
  const body: unknown = req.body;
  const field =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[XSRF_FIELD] : undefined;
  const sent = req.get(XSRF_HEADER) ?? (typeof field === 'string' ? field : undefined);
  return sameSecret(sent, expected);
}
