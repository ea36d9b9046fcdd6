// A page rendered once for every visitor who sees nothing of their own, as bytes split where each visitor's crumb goes.
import { createHash, randomBytes } from 'node:crypto';
import { encodingAmong, type Encoding } from '../../http/compression.js';
import type { CachePolicy } from '../context/page-view.js';
import { encodePage, offeredEncodings, stitchedGzip, type PageEncodings } from './page-encodings.js';

/**
 * Rendered in place of the visitor's crumb, then replaced by it in each response. Random per
 * process and shaped like a crumb, so no owner's content contains it and forms render as usual.
 */
export const CRUMB_STAND_IN = randomBytes(24).toString('base64url');

/** A rendered page shared by visitors, with the crumb taken out. */
export interface SharedPage {
  status: number;
  cache: CachePolicy;
  /** The UTF-8 bytes between the places of the crumb: one part when the page has no form. */
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
  const parts = html.split(CRUMB_STAND_IN).map((part) => Buffer.from(part, 'utf8'));
  return {
    status,
    cache,
    noIndex,
    parts,
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
    tag: digest(html),
    encodings: { bytes: 0 },
  };
}

/** `page` with its compressed forms made (off the main thread), ready to be kept and sent. */
export async function withEncodings(page: SharedPage): Promise<SharedPage> {
  return { ...page, encodings: await encodePage(page.parts, page.bytes) };
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
  const encoding = encodingAmong(acceptEncoding, offeredEncodings(encodings));
  const etag = sharedPageEtag(page, crumb);
  if (encoding === undefined) return { encoding, body: sharedPageBody(page, crumb), etag };
  const whole = encodings.whole?.[encoding];
  if (whole !== undefined) return { encoding, body: whole, etag };
  return { encoding, body: stitchedGzip(page.parts, encodings, Buffer.from(crumb, 'utf8')), etag };
}

/** Whether the page carries the crumb (a form), so it is personal to each visitor. */
export function carriesCrumb(page: SharedPage): boolean {
  return page.parts.length > 1;
}

/** The page's bytes with `crumb` put back where the forms need it. */
export function sharedPageBody(page: SharedPage, crumb: string): Buffer {
  if (!carriesCrumb(page)) return page.parts[0];
  const filler = Buffer.from(crumb, 'utf8');
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
