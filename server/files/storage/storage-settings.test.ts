// Checks how FILES_S3_* choose the file store, and that a bad value is refused by name.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { fileStorageSettings } from './storage-settings.js';

describe('file storage settings', () => {
  it('keeps files on the disk when no bucket is named', () => {
    expect(fileStorageSettings({})).toEqual({ kind: 'disk' });
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'disk' });
  });

  it('reads the bucket, endpoint, prefix and path style', () => {
    expect(
      fileStorageSettings({
        FILES_S3_BUCKET: 'shop-files',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000',
        FILES_S3_PREFIX: 'tessera/live',
        FILES_S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      prefix: 'tessera/live/',
      forcePathStyle: true,
    });
    expect(fileStorageSettings({ FILES_S3_BUCKET: 'b' })).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      prefix: '',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ FILES_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /FILES_S3_BUCKET: .*need FILES_S3_BUCKET/],
    [{ FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'ftp://x' }, /FILES_S3_ENDPOINT/],
    [{ FILES_S3_BUCKET: 'b', FILES_S3_PREFIX: '../up' }, /FILES_S3_PREFIX/],
    [{ FILES_S3_BUCKET: 'b', FILES_S3_PREFIX: '/abs' }, /FILES_S3_PREFIX/],
    [{ FILES_S3_BUCKET: 'b', FILES_S3_FORCE_PATH_STYLE: 'yes' }, /FILES_S3_FORCE_PATH_STYLE/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
