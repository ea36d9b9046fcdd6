// Removes a website completely: its rows in every table (by website_id), then its stored files.
import type { Knex } from 'knex';
import { idSchema } from '../files/file-ref.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { TABLES, type TableName } from '../db/tables.js';

/** Tables without a `website_id` column. */
const NOT_PER_WEBSITE: readonly TableName[] = [
  TABLES.websites,
  TABLES.ownerAccounts,
  TABLES.rateLimitCounters,
  TABLES.ownerPasswordResets,
  TABLES.ownerRecoveryCodes,
  TABLES.ownerSignInChallenges,
  TABLES.ownerEmailChanges,
  TABLES.trackingSalts,
  TABLES.serverSetup,
];

/**
 * Deletes the rows of `websiteId` from every table, children first (TABLES lists them in
 * migration order, so in reverse no row is deleted before a row pointing at it), then the website
 * row itself, whose cascades catch any table added since. Owner accounts stay: they are global.
 */
export async function deleteWebsiteRows(trx: Knex, websiteId: string): Promise<void> {
  const tables = (Object.values(TABLES) as TableName[])
    .filter((table) => !NOT_PER_WEBSITE.includes(table))
    .reverse();
  for (const table of tables) await trx(table).where({ website_id: websiteId }).delete();
  await trx(TABLES.websites).where({ id: websiteId }).delete();
}

/** Deletes a website's stored files and resized copies from the store; none there is fine. */
export async function deleteWebsiteFiles(storage: FileStorage, websiteId: string): Promise<void> {
  // The id names a prefix: refuse anything that could reach past the website's own files.
  if (!idSchema.safeParse(websiteId).success) return;
  await Promise.all([
    storage.deletePrefix(`files/${websiteId}/`),
    storage.deletePrefix(`cache/images/${websiteId}/`),
  ]);
}
