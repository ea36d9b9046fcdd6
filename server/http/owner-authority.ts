// The owner's authority on a state change: the owner token (a second CSRF token, bound to the owner session and never in a cookie) and the browser's fetch metadata.
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the editor sends the owner token in, on every owner write. */
export const OWNER_TOKEN_HEADER = 'X-Owner-Token';
/** The `<meta name>` the editor's page carries the owner token in (top-level navigations only). */
export const OWNER_TOKEN_META = 'tessera-owner-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The owner token of a session: a SHA-256 of its (HttpOnly) cookie token, with a label of its own,
 * so it says nothing about the token nor about the SHA-256 the SESSIONS table stores. Only who holds
 * the cookie's value (the server) can make it; the editor learns it from its own page or from the
 * sign-in's answer, never from a cookie a site page could read.
 */
export function ownerTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`tessera-owner-token:${sessionToken}`, 'utf8').digest('base64url');
}

interface OwnerSessionRequest {
  /** The owner token the session's cookie makes. */
  token: string;
  /** Whether this request may act with the owner's authority (see {@link noteOwnerSession}). */
  authorised: boolean;
}
const ownerSessions = new WeakMap<Request, OwnerSessionRequest>();

/**
 * Records that `req` is signed in with the owner session whose cookie holds `sessionToken`, and
 * whether it may act with the owner's authority: a state change only when it carries the session's
 * owner token in `X-Owner-Token`, and the browser says it comes from this origin
 * (`Sec-Fetch-Site: same-origin` when sent; an `Origin` header, when sent, naming this host); a read
 * made by a script (`Sec-Fetch-Dest: empty`: `fetch`, XMLHttpRequest) only with the owner token
 * too, while the browser's own navigations, and clients without fetch metadata, read freely.
 * A page of the site (a theme's script, an uploaded file) runs on the same origin and sends the same
 * cookies and crumb, but cannot read the owner token.
 */
export function noteOwnerSession(req: Request, sessionToken: string): void {
  const token = ownerTokenOf(sessionToken);
  const carriesToken = sameToken(req.get(OWNER_TOKEN_HEADER), token);
  const authorised = SAFE_METHODS.has(req.method)
    ? !isScriptFetch(req) || carriesToken
    : sameOriginRequest(req) && carriesToken;
  ownerSessions.set(req, { token, authorised });
}

/** Whether the browser says a script made the request (`fetch`, XMLHttpRequest, a beacon). */
function isScriptFetch(req: Request): boolean {
  return req.get('Sec-Fetch-Dest') === 'empty';
}

/** The owner token of the request's owner session, when it has one. */
export function ownerTokenFor(req: Request): string | undefined {
  return ownerSessions.get(req)?.token;
}

/**
 * Whether a request signed in with an owner session may not act with its authority (a state change
 * without the owner token or from another site, a script's read without the owner token). False for
 * API keys and requests with no session.
 */
export function lacksOwnerAuthority(req: Request): boolean {
  const noted = ownerSessions.get(req);
  return noted !== undefined && !noted.authorised && req.bearer !== true;
}

/**
 * Whether the browser's fetch metadata says the request comes from this origin: `Sec-Fetch-Site`,
 * when sent, is `same-origin`; `Origin`, when sent, has this request's host. Browsers without
 * fetch metadata send neither on a same-origin GET, and `Origin` on every other same-origin fetch.
 */
export function sameOriginRequest(req: Request): boolean {
  const site = req.get('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('Origin');
  if (origin === undefined) return true;
  // The Host header, or the forwarded host a trusted proxy names (Express's `req.host`).
  const hosts = [req.get('Host'), req.host].filter((host) => host !== undefined).map((h) => h.toLowerCase());
  try {
    return hosts.includes(new URL(origin).host);
  } catch {
    return false;
  }
}

function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const left = Buffer.from(sent);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
