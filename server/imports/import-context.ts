// What an import runs with: the database, the file store, the website and who started it, and where its progress goes.
import type { Knex } from 'knex';
import type { FileStorage } from '../files/storage/file-storage.js';
import type { RequestWebsite } from '../http/request-context.js';
import type { Actor } from '../owner/api/actor.js';

/** What an importer is given. */
export interface ImportContext {
  db: Knex;
  files: FileStorage;
  website: RequestWebsite;
  actor: Actor;
  /** Fetch images and attachments from private networks too (IMPORTS_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean;
  /** Told after each step: `done` of `total`. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
}
