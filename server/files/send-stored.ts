// Sends a stored object over HTTP from any file store: ETag, Last-Modified, 304s, one byte range, HEAD, streamed.
import type { Request, Response } from 'express';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../http/http-error.js';
import type { ByteRange, FileStorage, StoredObjectInfo } from './storage/file-storage.js';

/** How to send one object. */
export interface SendStoredOptions {
  /** The name whose extension gives the Content-Type (unless `contentType` is given). */
  filename: string;
  contentType?: string;
  cacheControl: string;
  /** Send Last-Modified (and honour If-Modified-Since); default true. */
  lastModified?: boolean;
  /** Extra headers (safety headers, Content-Disposition). */
  headers?: Record<string, string>;
  /** The answer when the object is gone. */
  missingMessage: string;
}

/**
 * Answers `req` with the object at `key` (described by `info`, from `storage.head`): 304 when the
 * client's copy is current, 206 for a single satisfiable `Range` (416 for an unsatisfiable one),
 * else 200 with the whole object, streamed from the store. HEAD gets the headers only.
 */
export async function sendStoredObject(
  req: Request,
  res: Response,
  storage: FileStorage,
  key: string,
  info: StoredObjectInfo,
  options: SendStoredOptions,
): Promise<void> {
  res.set(options.headers ?? {});
  res.set({ 'Cache-Control': options.cacheControl, 'Accept-Ranges': 'bytes', ETag: info.etag });
  if (options.lastModified !== false) res.set('Last-Modified', info.lastModified.toUTCString());
  if (req.fresh) {
    // A 304 carries the validators and caching headers, no Content-* ones.
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Disposition');
    res.status(304).end();
    return;
  }
  if (options.contentType !== undefined) res.type(options.contentType);
  else res.type(extname(options.filename) || 'application/octet-stream');

  const range = requestedRange(req, info, options.lastModified !== false);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${info.size}`).end();
    return;
  }
  if (range !== undefined) {
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  res.set('Content-Length', String(range === undefined ? info.size : range.end - range.start + 1));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  let body: Readable | undefined;
  try {
    body = await storage.stream(key, range);
  } catch (error) {
    // The store failed (S3 unreachable or answering 5xx): the error answer must not be cached.
    forgetObject(res);
    throw error;
  }
  if (body === undefined) {
    forgetObject(res);
    throw notFound(options.missingMessage);
  }
  // A client that hangs up mid-way ends the pipeline with an error: nothing left to answer then.
  await pipeline(body, res).catch(() => body.destroy());
}

/**
 * Takes back the headers set for the object before it was read, so that the error answered instead
 * is typed as what it is (JSON, not the image) and carries neither the object's validators nor its
 * caching (a year, immutable, for a resized copy: a browser would keep a 500 that long).
 */
function forgetObject(res: Response): void {
  for (const name of [
    'Content-Type',
    'Content-Range',
    'Content-Length',
    'Content-Disposition',
    'ETag',
    'Last-Modified',
    'Cache-Control',
    'Accept-Ranges',
  ]) {
    res.removeHeader(name);
  }
  res.status(200);
}

/** The one range asked for, when `Range` asks for one that If-Range (if any) allows. */
function requestedRange(
  req: Request,
  info: StoredObjectInfo,
  dates: boolean,
): ByteRange | 'unsatisfiable' | undefined {
  if (req.headers.range === undefined || info.size === 0) return undefined;
  const ifRange = req.get('if-range');
  if (ifRange !== undefined) {
    const matches = ifRange.includes('"')
      ? ifRange === info.etag
      : dates && Date.parse(ifRange) >= Math.floor(info.lastModified.getTime() / 1000) * 1000;
    if (!matches) return undefined;
  }
  const ranges = req.range(info.size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed or several ranges: the whole object, as express's static files answer.
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1)
    return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}
