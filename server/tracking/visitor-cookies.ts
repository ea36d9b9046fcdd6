// The census cookies of one hit: reads the visitor record and visit, runs SPEC §4's lifecycle, sets or clears the cookies.
import { randomUUID } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { CENSUS_COOKIES, nextVisitorState, type VisitorState } from '../../domain/visitor-record.js';

/** What {@link visitorCookies} needs besides the request. */
export interface VisitorCookieOptions {
  now: Date;
  /** No consent to analytics cookies (SPEC §4's restrictive cookie policy). */
  restrictive: boolean;
  cloneable: boolean;
  /** Mark cookies Secure (production runs behind HTTPS). */
  secure: boolean;
  /** The `ss_cvr` a post sent in its body (RecordHit's `ss_cvr`, the JSON calls' `visitorCookie`), used when no cookie came. */
  postedRecord?: string | undefined;
}

function cookie(req: Request, name: string): string | undefined {
  const value: unknown = req.cookies?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Applies SPEC §4 to this hit: sets the record, visit and visit-time cookies (readable by the
 * page's script, SameSite=Lax), or under a restrictive policy clears the census cookies the
 * browser sent. Returns the state the hit counts under.
 */
export function visitorCookies(req: Request, res: Response, options: VisitorCookieOptions): VisitorState {
  const state = nextVisitorState({
    record: cookie(req, CENSUS_COOKIES.record) ?? options.postedRecord,
    visit: cookie(req, CENSUS_COOKIES.visit),
    now: options.now.getTime(),
    restrictive: options.restrictive,
    cloneable: options.cloneable,
    newId: randomUUID,
  });
  const base: CookieOptions = { path: '/', sameSite: 'lax', secure: options.secure, httpOnly: false };
  // Written as SPEC §3 shows them (`id|1|2|3|4`, not `id%7C1…`): `|`, digits, letters and dashes are
  // all valid cookie characters, and the page's script reads the record as it is.
  for (const set of state.setCookies)
    res.cookie(set.name, set.value, { ...base, maxAge: set.maxAgeMs, encode: String });
  for (const name of state.clearCookies) if (cookie(req, name) !== undefined) res.clearCookie(name, base);
  return state;
}
