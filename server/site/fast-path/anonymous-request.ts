// Whether a request may be answered from the fast path: an anonymous GET of an address with no query, and the crumb it brings.
import type { IncomingMessage } from 'node:http';
import { CENSUS_COOKIE_NAMES } from '../../../domain/visitor-record.js';
import { CRUMB_COOKIE, isCrumbShaped } from '../../http/crumb.js';

/**
 * Cookies no page reads: the crumb (put back into the page's forms) and the census cookies, which
 * only the tracking endpoints read. Any other cookie (a session, a cart, a page password, a
 * member, a language, a like) sends the request the general way.
 */
const IGNORED_COOKIES = new Set<string>(CENSUS_COOKIE_NAMES);

/** One `name=value` of a Cookie header in plain characters, with spaces or tabs around it. */
const PLAIN_COOKIE = /^[ \t]*([A-Za-z0-9_.-]+)=([A-Za-z0-9_.|%-]*)[ \t]*$/;

/** An anonymous request: `crumb` is the one its browser sent, undefined when it sent none. */
export interface AnonymousRequest {
  crumb: string | undefined;
}

/**
 * The crumb of `req` when it is an anonymous GET the fast path may answer: no query, no
 * `Authorization`, no `If-Modified-Since` (answered the general way), and no cookie but the crumb
 * (well formed) and the census cookies. Undefined for any other request.
 */
export function anonymousRequest(req: IncomingMessage): AnonymousRequest | undefined {
  if (req.method !== 'GET') return undefined;
  const url = req.url ?? '';
  if (url.includes('?') || !url.startsWith('/')) return undefined;
  const { headers } = req;
  if (headers.authorization !== undefined || headers['if-modified-since'] !== undefined) return undefined;
  const cookies = headers.cookie;
  if (cookies === undefined || cookies === '') return { crumb: undefined };
  let crumb: string | undefined;
  for (const pair of cookies.split(';')) {
    // Anything cookie-parser might read otherwise than this simple split goes the general way.
    const cookie = PLAIN_COOKIE.exec(pair);
    if (cookie === null) return undefined;
    const [, name, value] = cookie;
    if (name === CRUMB_COOKIE) {
      // The first crumb counts, as cookie-parser reads it; one of another shape gets a new crumb the general way.
      if (crumb !== undefined) continue;
      if (!isCrumbShaped(value)) return undefined;
      crumb = value;
    } else if (!IGNORED_COOKIES.has(name)) return undefined;
  }
  return { crumb };
}
