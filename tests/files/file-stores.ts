// The two file stores every file test runs against: the disk in a temporary folder, and S3 (s3rver on a random port).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { s3Storage, type S3StorageSettings } from '../../server/files/storage/s3-storage.js';
import { makeObjectWritesAtomic } from './atomic-s3rver-store.js';

/** The kinds of store the file suites are run against (`describe.each(FILE_STORES)`). */
export const FILE_STORES = ['disk', 's3'] as const;

/** A store kind of {@link FILE_STORES}. */
export type FileStoreKind = (typeof FILE_STORES)[number];

/** A store made for one suite, and how to take it down. */
export interface TestFileStore {
  storage: FileStorage;
  /** A temporary data folder (the disk store's root; unused by S3 but there for the app's settings). */
  dataDir: string;
  /** S3: how the bucket is reached (for tests that try it directly). */
  s3?: S3StorageSettings & { endpoint: string };
  close(): Promise<void>;
}

/**
 * A fresh store of `kind`: the disk under a new temporary folder, or a new s3rver in a temporary
 * folder on a random port with one bucket (whose writes are made atomic, as on S3), reached with path-style addresses and a key prefix
 * (so the prefix is exercised too).
 */
export async function openFileStore(kind: FileStoreKind): Promise<TestFileStore> {
  const dataDir = await mkdtemp(join(tmpdir(), `tessera-files-${kind}-`));
  if (kind === 'disk') {
    return {
      storage: diskStorage(dataDir),
      dataDir,
      close: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const bucket = `tessera-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dataDir, 's3rver'),
    configureBuckets: [{ name: bucket }],
  });
  makeObjectWritesAtomic(server);
  const { port } = await server.run();
  const s3 = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    prefix: 'shop/',
    forcePathStyle: true,
    region: 'us-east-1',
    // s3rver's fixed credentials; a real bucket's come from the AWS SDK's provider chain.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    storage: s3Storage(s3),
    dataDir,
    s3,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
