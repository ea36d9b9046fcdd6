// The file store a configuration names, made once per configuration, so every router of one app shares it.
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config.js';
import { diskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';
import { s3Storage } from './s3-storage.js';
import { fileStorageSettings, type FileStorageSettings } from './storage-settings.js';

const made = new WeakMap<object, FileStorage>();

/** A store for `settings`: the disk under `dataDir`, or the S3 bucket. */
export function createFileStorage(
  dataDir: string,
  settings: FileStorageSettings = { kind: 'disk' },
): FileStorage {
  return settings.kind === 's3' ? s3Storage(settings) : diskStorage(dataDir);
}

/** The store `config` names (`fileStorage`, default the disk under `dataDir`), one per config object. */
export function fileStorageFor(config: Pick<Config, 'dataDir' | 'fileStorage'>): FileStorage {
  let storage = made.get(config);
  if (storage === undefined) {
    storage = createFileStorage(config.dataDir, config.fileStorage);
    made.set(config, storage);
  }
  return storage;
}

/** The app's file store: the one given to the app (`deps.files`), else the one its configuration names. */
export function filesOf(deps: Pick<AppDeps, 'config' | 'files'>): FileStorage {
  return deps.files ?? fileStorageFor(deps.config);
}

/**
 * The store the environment names (`FILES_S3_*`, read as `loadConfig` reads it) for data folder
 * `dataDir`: what `tessera seed` and the first start's demo seed write to when given no store.
 */
export function defaultFileStorage(dataDir: string, env: NodeJS.ProcessEnv = process.env): FileStorage {
  return createFileStorage(dataDir, fileStorageSettings(env));
}
