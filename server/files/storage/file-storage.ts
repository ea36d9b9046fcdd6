// The one interface every reader and writer of stored files goes through: the local disk or S3-compatible object storage.
import type { Readable } from 'node:stream';

/** What a stored object is: its size, when it was written, and a validator for conditional requests. */
export interface StoredObjectInfo {
  size: number;
  lastModified: Date;
  /** A quoted entity tag (`"…"` or `W/"…"`), changing whenever the bytes do. */
  etag: string;
}

/** Bytes `start` to `end` of an object, both included (HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Stored files by key: `files/<websiteId>/<fileId>/<filename>` for originals,
 * `cache/images/…` for resized copies (server/files/file-ref.ts). A key is relative, `/`-separated,
 * without empty, `.` or `..` segments (`storage-key.ts` refuses the others). Writes are whole: a
 * reader sees the old object or the new one, never a part.
 */
export interface FileStorage {
  /** `disk` or `s3`, for logs and the operator. */
  readonly kind: 'disk' | 's3';
  /** Writes `data` under `key`, replacing what was there; resolves once it is durable. */
  put(key: string, data: Buffer, options?: { contentType?: string }): Promise<void>;
  /** The object's size, time and entity tag, or `undefined` when there is none. */
  head(key: string): Promise<StoredObjectInfo | undefined>;
  /** The whole object, or `undefined`. */
  read(key: string): Promise<Buffer | undefined>;
  /** The object (or `range` of it) as a stream, or `undefined` when there is none. */
  stream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes one object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The keys starting with `prefix` (which ends with `/`), in no particular order. */
  list(prefix: string): Promise<string[]>;
}
