// File storage in an S3-compatible bucket (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3: what several app servers share.
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';
import { assertKey, assertPrefix } from './storage-key.js';

/** Where the bucket is and how to reach it. */
export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible server (`http://127.0.0.1:9000`); unset, AWS S3 itself. */
  endpoint?: string;
  /** Put before every key (`shop-a/`), so several installations can share a bucket; `''` for none. */
  prefix: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Unset: the SDK's chain (`AWS_REGION`, the profile), or `us-east-1` for a custom endpoint. */
  region?: string;
  /** Unset: the SDK's default provider chain (`AWS_ACCESS_KEY_ID`…, profiles, instance roles). */
  credentials?: S3ClientConfig['credentials'];
}

const notFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404
  );
};

/**
 * Objects in `bucket` under `prefix`. The bucket stays private: nothing is written with a public
 * ACL and no URL of the bucket is ever handed out; the files router and the downloads route stream
 * objects through the server after their own checks.
 */
export function s3Storage(settings: S3StorageSettings): FileStorage {
  // The SDK is loaded with the first call (~150 ms and ~25 MB), so servers on the disk never pay for it.
  let connected: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        region: settings.region ?? (settings.endpoint === undefined ? undefined : 'us-east-1'),
        credentials: settings.credentials,
      }),
    })));
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${settings.prefix}${key}`;
  };

  async function keysUnder(prefix: string): Promise<string[]> {
    assertPrefix(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    const { sdk, client } = await connect();
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) keys.push(object.Key.slice(settings.prefix.length));
      }
      ContinuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (ContinuationToken !== undefined);
    return keys;
  }

  async function get(key: string, Range?: string) {
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key), Range }));
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, data, options = {}) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentType: options.contentType }),
      );
    },
    async head(key) {
      const { sdk, client } = await connect();
      try {
        const found = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return {
          size: found.ContentLength ?? 0,
          lastModified: found.LastModified ?? new Date(0),
          etag: found.ETag ?? `"${found.ContentLength ?? 0}"`,
        };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      const found = await get(key);
      if (found?.Body === undefined) return undefined;
      return Buffer.from(await found.Body.transformToByteArray());
    },
    async stream(key, range) {
      const found = await get(key, range === undefined ? undefined : `bytes=${range.start}-${range.end}`);
      // In Node the SDK's body is the HTTP response itself, a Readable.
      return found?.Body as Readable | undefined;
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async deletePrefix(prefix) {
      const keys = await keysUnder(prefix);
      const { sdk, client } = await connect();
      // DeleteObjects takes at most 1,000 keys a call.
      for (let at = 0; at < keys.length; at += 1000) {
        const Objects = keys.slice(at, at + 1000).map((key) => ({ Key: `${settings.prefix}${key}` }));
        await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    list: keysUnder,
  };
}
