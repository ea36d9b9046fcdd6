// Brotli and gzip: responses compressed as they are sent, built files served from their .br/.gz twins, cached pages compressed once.
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import Negotiator from 'negotiator';
import type { ServeStaticOptions } from 'serve-static';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings we send, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
/** One of them. */
export type Encoding = (typeof ENCODINGS)[number];

/** Responses smaller than this go as they are (compressing them saves less than its headers cost). */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality for bodies compressed once and sent many times (cached pages): 11 is 10× slower for ~5 % less. */
const CACHED_BROTLI_QUALITY = 6;

/**
 * Compresses every compressible response (HTML, JSON, JavaScript, CSS, SVG…) of 1 KB or more with
 * brotli or gzip as the request's Accept-Encoding allows (brotli first when both are equally
 * welcome), and sets `Vary: Accept-Encoding`. Responses that already carry a Content-Encoding (a
 * pre-compressed file, a cached page's compressed form) pass untouched. Mount first.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: THRESHOLD_BYTES });
}

/**
 * The encoding `req` gets: brotli or gzip by its Accept-Encoding (q-values first, then brotli
 * before gzip, as the compression middleware decides), or undefined for the bytes as they are.
 */
export function chooseEncoding(req: Request): Encoding | undefined {
  // negotiator 1.x takes a server preference for ties; its type definitions (0.6) do not know it.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
  };
  const chosen = negotiator.encoding([...ENCODINGS, 'identity'], { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === chosen);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** `bytes` compressed with `encoding` (off the main thread, in libuv's pool). */
export function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipped(bytes, { level: 6 });
}

/** Compressed forms of bodies sent many times, kept as long as the object they belong to. */
const compressedForms = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

/**
 * Sends `body` (the same bytes for as long as `owner` lives: a cached page) in the encoding `req`
 * accepts, compressing it once per encoding and owner. Sets Vary and Content-Encoding; the caller
 * sets the status, type and other headers first. Bodies under the threshold go as they are.
 */
export async function sendCompressedOnce(
  req: Request,
  res: Response,
  owner: object,
  body: Buffer,
): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = body.length < THRESHOLD_BYTES ? undefined : chooseEncoding(req);
  if (encoding === undefined) {
    res.send(body);
    return;
  }
  let forms = compressedForms.get(owner);
  if (forms === undefined) compressedForms.set(owner, (forms = new Map()));
  let compressed = forms.get(encoding);
  if (compressed === undefined) {
    compressed = compress(body, encoding);
    forms.set(encoding, compressed);
  }
  const bytes = await compressed;
  res.set('Content-Encoding', encoding);
  res.send(bytes);
}

/** Suffixes of the pre-compressed twins the build writes beside each file (scripts/precompress.mjs). */
export const PRECOMPRESSED_SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A built file's own name: without the `.br` or `.gz` of its compressed twin. */
export function uncompressedPath(path: string): string {
  return path.replace(/\.(br|gz)$/, '');
}

/**
 * Serves the files under `root` like `express.static`, but sends a file's `.br` or `.gz` twin
 * (written at build time) with its Content-Encoding, the original's Content-Type and
 * `Vary: Accept-Encoding` when the request accepts it (brotli whenever it is accepted at all, then
 * gzip). Files without twins are left to {@link compressResponses}. The folder is listed once, when
 * this is called: files built later are compressed as they are sent.
 */
export function precompressedStatic(root: string, options: ServeStaticOptions): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: [...ENCODINGS],
    index: false,
    serveStatic: {
      ...options,
      setHeaders(res, path, stat) {
        // The original's type exactly as express.static would send it (express-static-gzip writes
        // the charset in capitals), so every encoding of a file carries the same Content-Type.
        const original = uncompressedPath(path);
        if (original !== path) (res as unknown as Response).type(extname(original));
        options.setHeaders?.(res, path, stat);
      },
    },
  }) as RequestHandler;
}
