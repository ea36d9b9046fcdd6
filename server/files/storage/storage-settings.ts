// Which file store the server uses, read from FILES_S3_* (unset: the local disk), checked so a bad value is named.
import { z } from 'zod';
import type { S3StorageSettings } from './s3-storage.js';

/** The local disk under the data folder, or an S3-compatible bucket. */
export type FileStorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3StorageSettings);

const flag = z.enum(['true', 'false', '1', '0', '']).default('');
const PREFIX = /^([A-Za-z0-9_][A-Za-z0-9._-]*\/)*$/;

const environment = z
  .object({
    FILES_S3_BUCKET: z.string().trim().default(''),
    FILES_S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    FILES_S3_PREFIX: z
      .string()
      .trim()
      .default('')
      .transform((prefix) => (prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`))
      .refine(
        (prefix) => PREFIX.test(prefix) && !prefix.includes('..'),
        'use folder names of letters, digits, ".", "-" and "_", separated by "/"',
      ),
    FILES_S3_FORCE_PATH_STYLE: flag,
  })
  .refine((e) => e.FILES_S3_BUCKET !== '' || (e.FILES_S3_ENDPOINT === '' && e.FILES_S3_PREFIX === ''), {
    message: 'FILES_S3_ENDPOINT and FILES_S3_PREFIX need FILES_S3_BUCKET',
    path: ['FILES_S3_BUCKET'],
  });

/**
 * The file store the environment asks for: S3 when `FILES_S3_BUCKET` is set (with
 * `FILES_S3_ENDPOINT`, `FILES_S3_PREFIX`, `FILES_S3_FORCE_PATH_STYLE`; region and credentials
 * come from the AWS SDK's usual variables and profiles), else the disk. Throws naming the bad variable.
 */
export function fileStorageSettings(env: NodeJS.ProcessEnv): FileStorageSettings {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.FILES_S3_BUCKET === '') return { kind: 'disk' };
  return {
    kind: 's3',
    bucket: e.FILES_S3_BUCKET,
    endpoint: e.FILES_S3_ENDPOINT || undefined,
    prefix: e.FILES_S3_PREFIX,
    forcePathStyle: ['true', '1'].includes(e.FILES_S3_FORCE_PATH_STYLE),
  };
}
