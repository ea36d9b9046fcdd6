// A page rendered once for every visitor who sees nothing of their own, as bytes split where each visitor's crumb goes.
import { createHash, randomBytes } from 'node:crypto';
import { encodingAmong, type Encoding } from '../../http/compression.js';
import { isCrumbShaped } from '../../http/crumb.js';
import type { CachePolicy } from '../context/page-view.js';
import { encodePage, offeredEncodings, stitchedGzipBody, type PageEncodings } from './page-encodings.js';

/**
 * Rendered in place of the visitor's crumb, then replaced by it in each response. Random per
 * process and shaped like a crumb, so no owner's content contains it and forms render as usual.
 */
export const CRUMB_STAND_IN = randomBytes(24).toString('base64url');
const STAND_IN_BYTES = Buffer.from(CRUMB_STAND_IN, 'utf8');

/** A rendered page shared by visitors, with the crumb taken out. */
export interface SharedPage {
  status: number;
  cache: CachePolicy;
  /** The page's UTF-8 bytes with CRUMB_STAND_IN where each visitor's crumb goes. */
  whole: Buffer;
  /** Where the crumb goes in `whole`. */
  crumbAt: readonly number[];
  /** The UTF-8 bytes between the places of the crumb (views of `whole`): one part when the page has no form. */
  parts: readonly Buffer[];
  /** The size of the parts together. */
  bytes: number;
  /** A hash of the page without the crumb, for the ETag. */
  tag: string;
  /** Search engines are asked not to index it (`X-Robots-Tag: noindex` goes with it). */
  noIndex: boolean;
  /** Its compressed forms (none until {@link withEncodings}). */
  encodings: PageEncodings;
}

/** What a shared page request gets: a page, or a redirect. */
export type SharedOutcome = { page: SharedPage } | { redirect: string };

function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 22);
}

/** `html`, rendered with CRUMB_STAND_IN as the crumb, made ready to be sent to many visitors. */
export function sharedPage(html: string, status: number, cache: CachePolicy, noIndex = false): SharedPage {
  const whole = Buffer.from(html, 'utf8');
  const crumbAt: number[] = [];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = whole.indexOf(STAND_IN_BYTES); at >= 0; at = whole.indexOf(STAND_IN_BYTES, from)) {
    crumbAt.push(at);
    parts.push(whole.subarray(from, at));
    from = at + STAND_IN_BYTES.length;
  }
  parts.push(whole.subarray(from));
  return {
    status,
    cache,
    noIndex,
    whole,
    crumbAt,
    parts,
    bytes: whole.length - crumbAt.length * STAND_IN_BYTES.length,
    tag: digest(html),
    encodings: { bytes: 0 },
  };
}

/** `page` with its compressed forms made (off the main thread), ready to be kept and sent. */
export async function withEncodings(page: SharedPage): Promise<SharedPage> {
  return { ...page, encodings: await encodePage(page.parts, page.bytes, STAND_IN_BYTES) };
}

/** One visitor's response of a shared page: the encoding chosen, the body in it, and the ETag. */
export interface SharedPageResponse {
  encoding: Encoding | undefined;
  body: Buffer;
  etag: string;
}

/**
 * What a visitor with `crumb` whose browser sent `acceptEncoding` gets of `page`: the best of the
 * forms made once (brotli or gzip of a page without a form, the stitched gzip of one with a form),
 * else the bytes as they are. Nothing is compressed here.
 */
export function sharedPageResponse(
  page: SharedPage,
  crumb: string,
  acceptEncoding: string | undefined,
): SharedPageResponse {
  const { encodings } = page;
  // A crumb of this server's shape is written over the stand-in; any other is put in the page alone.
  const shaped = isCrumbShaped(crumb);
  const encoding = encodingAmong(acceptEncoding, offeredEncodings(encodings, shaped));
  const etag = sharedPageEtag(page, crumb);
  if (encoding === undefined) return { encoding, body: sharedPageBody(page, crumb), etag };
  const whole = encodings.whole?.[encoding];
  if (whole !== undefined) return { encoding, body: whole, etag };
  return { encoding, body: stitchedGzipBody(encodings.stitched!, crumb), etag };
}

/** Whether the page carries the crumb (a form), so it is personal to each visitor. */
export function carriesCrumb(page: SharedPage): boolean {
  return page.crumbAt.length > 0;
}

/** Characters a crumb of another shape than this server's is written with (it came from a cookie). */
const HTML_SPECIAL = /[&<>"']/g;
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The page's bytes with `crumb` put back where the forms need it. */
export function sharedPageBody(page: SharedPage, crumb: string): Buffer {
  if (!carriesCrumb(page)) return page.whole;
  if (isCrumbShaped(crumb)) {
    // A copy of the page with the crumb written over the stand-in (as long as it): one copy, whatever the page's size.
    const body = Buffer.allocUnsafe(page.whole.length);
    page.whole.copy(body);
    for (const at of page.crumbAt) body.write(crumb, at, 'latin1');
    return body;
  }
  // A crumb cookie of another shape (the general way takes any cookie): put in as HTML text.
  const filler = Buffer.from(
    crumb.replace(HTML_SPECIAL, (c) => HTML_ENTITIES[c]),
    'utf8',
  );
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(filler);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/**
 * A weak ETag of the page as one visitor gets it: the page's hash, with the crumb's when the page
 * carries it. Computed from the stored hash, so the body is not hashed again for every response.
 */
export function sharedPageEtag(page: SharedPage, crumb: string): string {
  return carriesCrumb(page) ? `W/"${page.tag}-${digest(crumb)}"` : `W/"${page.tag}"`;
}
