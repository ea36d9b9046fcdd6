// The fast path: an anonymous GET of a page in the page cache, answered before Express's router with the bytes and headers the general way would send.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newCrumbValue } from '../../http/crumb.js';
import type { RequestLine } from '../../logger.js';
import { sharedPageResponse } from '../render/shared-page.js';
import { anonymousRequest } from './anonymous-request.js';
import { FastPages, replayHeaders, variantKey } from './fast-pages.js';

/** What the fast path needs besides the request. */
export interface FastPathOptions {
  fastPages: FastPages;
  /** Whether the server is draining (then every request goes the general way: Connection: close). */
  draining: () => boolean;
  /** Writes the request's log line (batched); undefined when request lines are not logged. */
  log?: (line: RequestLine) => void;
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** Express's `req.fresh` for a response whose only validator is `etag` (the `fresh` package's rules). */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch === undefined || noneMatch === '') return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl !== undefined && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch === '*') return true;
  return noneMatch
    .split(/[ ,]+/)
    .filter((token) => token !== '')
    .some((match) => match === etag || `W/${match}` === etag || match === `W/${etag}`);
}

/**
 * Answers `req` from the fast path when it can, and says whether it did. It can when the request
 * is anonymous (see anonymousRequest), the general way has answered the same Host and address
 * with a page the page cache still holds, and it has done so in the same shape (a crumb issued or
 * not, the same encoding, a 304 or not): then the response is that page's bytes, made once, with
 * the headers recorded from the general way's response, this visitor's crumb and ETag put in.
 * Anything else is left to the general way, which records what it sends for the next time.
 */
export function answerFromFastPath(
  req: IncomingMessage,
  res: ServerResponse,
  options: FastPathOptions,
): boolean {
  const anonymous = anonymousRequest(req);
  if (anonymous === undefined || options.draining()) return false;
  const url = req.url ?? '/';
  const fast = options.fastPages.lookup(FastPages.keyOf(req.headers.host, url));
  if (fast === undefined) return false;
  const started = Date.now();
  const issued = anonymous.crumb === undefined;
  const crumb = anonymous.crumb ?? newCrumbValue();
  const { page } = fast;
  const sent = sharedPageResponse(page, crumb, req.headers['accept-encoding']);
  const notModified = page.status >= 200 && page.status < 300 && isFresh(req, sent.etag);
  const recorded = fast.variants.get(variantKey(issued, sent.encoding, notModified));
  if (recorded === undefined) return false;
  res.writeHead(recorded.status, replayHeaders(recorded, crumb, sent.etag));
  options.fastPages.answered += 1;
  if (notModified) res.end();
  else res.end(sent.body);
  options.log?.({ method: 'GET', url, status: recorded.status, ms: Date.now() - started });
  return true;
}

/** Express's entry point, called with every request the server gets (`app(req, res)` calls it). */
type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void;

/**
 * Makes `app` try the fast path for every request before its router (and every middleware: the
 * request logger, compression, security headers, cookie parsing), which answers the rest.
 */
export function answerFromFastPathFirst(app: object, options: FastPathOptions): void {
  const express = app as { handle: Handle };
  const handle = express.handle.bind(app);
  express.handle = (req, res, callback) => {
    if (!answerFromFastPath(req, res, options)) handle(req, res, callback);
  };
}
