// Makes s3rver replace objects the way S3 does, whole or not at all, so concurrent writers and readers of one key behave as on a real bucket.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/** The parts of s3rver's FilesystemStore this patch uses. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

interface S3rverObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: unknown;
}

/**
 * s3rver (3.7) writes an object in place: it truncates the file, and with a Buffer body it even
 * answers the PUT before the bytes are on disk, so a GET or HEAD made meanwhile (by another app
 * server, or right after the PUT) sees an empty or partial object. S3 never shows a partial
 * object, and the file code relies on that. This writes the bytes beside the object under a name
 * s3rver's listings skip, then renames it into place.
 */
export function makeObjectWritesAtomic(server: unknown): void {
  const store = (server as { store: FilesystemStore }).store;
  store.putObject = async (object) => {
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const md5 = createHash('md5').update(content).digest('hex');
    const temporary = `${objectPath}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(temporary, content);
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    await rename(temporary, objectPath);
    return { size: content.length, md5 };
  };
}
