// The fast path's index: which cached page an anonymous request for a host and address gets, and the very headers the general way answered it with.
import type { ServerResponse } from 'node:http';
import type { Encoding } from '../../http/compression.js';
import type { SiteCache } from '../cache/site-cache.js';
import { LruMap } from '../cache/lru-map.js';
import type { SharedOutcome, SharedPage } from '../render/shared-page.js';

/** The most addresses the fast path knows (each holds a few headers; the pages stay in the page cache). */
export const FAST_PAGES_KEPT = 5000;

/** Headers recorded from a response of the general way, in the order they were written. */
export interface RecordedHeaders {
  status: number;
  /** `[name, value]` as written; the crumb's cookie and the ETag are replaced per response. */
  pairs: readonly (readonly [string, string])[];
  /** Where the crumb cookie is in `pairs` (-1: none), and its attributes after the value. */
  cookieAt: number;
  cookieTail: string;
  /** Where the ETag is in `pairs` (-1: none). */
  etagAt: number;
}

/** One response shape of a page: whether a crumb is issued, the encoding, 200-like or 304. */
export function variantKey(issued: boolean, encoding: Encoding | undefined, notModified: boolean): string {
  return `${issued ? 'new' : 'kept'} ${encoding ?? 'identity'} ${notModified ? '304' : 'full'}`;
}

/** A page the fast path may send, while the page cache still holds it. */
export interface FastPage {
  websiteId: string;
  cacheKey: string;
  /** The page cache's promise for it: the page is current while the cache holds this promise. */
  held: Promise<SharedOutcome>;
  page: SharedPage;
  variants: Map<string, RecordedHeaders>;
}

/** Headers Node writes itself, or that belong to one connection or one response only. */
const NOT_RECORDED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers `res` (answered the general way, finished) was sent with, ready to be replayed for
 * another visitor: undefined when they carry anything but one crumb cookie or anything the fast
 * path would not know how to make again.
 */
export function recordHeaders(res: ServerResponse, crumb: string, etag: string): RecordedHeaders | undefined {
  const pairs: [string, string][] = [];
  let cookieAt = -1;
  let cookieTail = '';
  let etagAt = -1;
  // Node has it since 15.13; @types/node 20 does not list it.
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (NOT_RECORDED.has(lower)) {
      if (lower === 'transfer-encoding') return undefined;
      continue;
    }
    const value = res.getHeader(name);
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const one of values) {
      if (lower === 'set-cookie') {
        const prefix = `crumb=${crumb};`;
        if (cookieAt >= 0 || !one.startsWith(prefix)) return undefined;
        cookieAt = pairs.length;
        cookieTail = one.slice(prefix.length - 1);
      } else if (lower === 'etag') {
        if (one !== etag) return undefined;
        etagAt = pairs.length;
      }
      pairs.push([name, one]);
    }
  }
  return { status: res.statusCode, pairs, cookieAt, cookieTail, etagAt };
}

/**
 * The headers of `recorded` for a visitor: flat `[name, value, …]` as `writeHead` takes them, with
 * this visitor's crumb cookie (when one is issued) and ETag.
 */
export function replayHeaders(recorded: RecordedHeaders, crumb: string, etag: string): string[] {
  const flat: string[] = [];
  recorded.pairs.forEach(([name, value], index) => {
    flat.push(
      name,
      index === recorded.cookieAt
        ? `crumb=${crumb}${recorded.cookieTail}`
        : index === recorded.etagAt
          ? etag
          : value,
    );
  });
  return flat;
}

/**
 * Pages the site router sent to anonymous visitors, by Host header and address, with the headers
 * of each response shape it sent them in. A page is given out while the page cache holds the very
 * entry it came from: when the entry expires, is dropped by `invalidateSiteData` or evicted, the
 * next request goes the general way again and records the new page.
 */
export class FastPages {
  readonly #pages: LruMap<string, FastPage>;

  constructor(
    readonly pageCache: SiteCache,
    capacity = FAST_PAGES_KEPT,
  ) {
    this.#pages = new LruMap(capacity);
  }

  /** The key of a request: its Host header and its address as sent. */
  static keyOf(host: string | undefined, url: string): string {
    return `${host ?? ''} ${url}`;
  }

  /** The page for `key`, while it is current. */
  lookup(key: string): FastPage | undefined {
    const known = this.#pages.get(key);
    if (known === undefined) return undefined;
    if (this.pageCache.holds(known.websiteId, known.cacheKey, known.held)) return known;
    this.#pages.delete(key);
    return undefined;
  }

  /** Records that the page of `held` was sent for `key` with `headers` in the shape `variant`. */
  remember(key: string, page: Omit<FastPage, 'variants'>, variant: string, headers: RecordedHeaders): void {
    let known = this.#pages.peek(key);
    if (known === undefined || known.held !== page.held) {
      known = { ...page, variants: new Map() };
      this.#pages.set(key, known);
    }
    known.variants.set(variant, headers);
  }

  /** Requests the fast path has answered with these pages. */
  answered = 0;

  /** How many addresses it knows. */
  get size(): number {
    return this.#pages.size;
  }
}
