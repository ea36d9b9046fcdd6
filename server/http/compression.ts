// Brotli and gzip: responses compressed as they are sent, built files served from their .br/.gz twins, cached pages compressed once (site/render/page-encodings.ts).
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
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli's quality for bodies compressed once and sent many times (cached pages): 11 is 10× slower for ~5 % less. */
const CACHED_BROTLI_QUALITY = 6;

/**
 * Compresses every compressible response (HTML, JSON, JavaScript, CSS, SVG…) of 1 KB or more with
 * brotli or gzip as the request's Accept-Encoding allows (brotli first when both are equally
 * welcome), and sets `Vary: Accept-Encoding`. Responses that already carry a Content-Encoding (a
 * pre-compressed file, a cached page's compressed form) pass untouched. Mount first.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req, res) => !sentAsIs.has(res) && compression.filter(req, res),
  });
}

const sentAsIs = new WeakSet<object>();

/**
 * Tells {@link compressResponses} to leave this response's body as the handler sends it: a body
 * whose encoding was chosen among forms compressed once (a cached page), identity included.
 */
export function sendAsIs(res: Response): void {
  sentAsIs.add(res);
}

/**
 * The encoding `req` gets: brotli or gzip by its Accept-Encoding (q-values first, then brotli
 * before gzip, as the compression middleware decides), or undefined for the bytes as they are.
 */
export function chooseEncoding(req: Request): Encoding | undefined {
  return encodingAmong(req.headers['accept-encoding'], ENCODINGS);
}

/** Answers of {@link encodingAmong} by header and offer: browsers send a handful of distinct headers. */
const chosenEncodings = new Map<string, Encoding | undefined>();
const CHOSEN_ENCODINGS_KEPT = 256;

/**
 * The encoding of `offered` an `Accept-Encoding` header asks for (q-values first, then the order
 * of `offered`), or undefined for the bytes as they are; remembered per header.
 */
export function encodingAmong(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  const key = `${offered.join(',')}|${acceptEncoding ?? ''}`;
  if (chosenEncodings.has(key)) return chosenEncodings.get(key);
  // negotiator 1.x takes a server preference for ties; its type definitions (0.6) do not know it.
  const negotiator = new Negotiator({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as unknown as {
    encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
  };
  const chosen = negotiator.encoding([...offered, 'identity'], { preferred: offered });
  const encoding = offered.find((candidate) => candidate === chosen);
  if (chosenEncodings.size >= CHOSEN_ENCODINGS_KEPT) chosenEncodings.clear();
  chosenEncodings.set(key, encoding);
  return encoding;
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
