// SQL for API_KEYS: insert, list, find a live key by its hash, revoke.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A stored API key (its hash only; the key itself is never stored). */
export interface ApiKeyRow {
  id: string;
  website_id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_by_account_id: string | null;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const LISTED = [
  'id',
  'website_id',
  'name',
  'prefix',
  'scopes',
  'created_by_account_id',
  'last_used_at',
  'expires_at',
  'revoked_at',
  'created_at',
];

/** Stores a new key. */
export async function insertApiKey(
  db: Knex,
  row: Pick<ApiKeyRow, 'website_id' | 'name' | 'prefix' | 'scopes' | 'created_by_account_id'> & {
    key_hash: string;
  },
): Promise<ApiKeyRow> {
  const [created] = await db(TABLES.apiKeys).insert(row).returning(LISTED);
  return created as ApiKeyRow;
}

/** The keys of a website that are not revoked, newest first. */
export function selectApiKeys(db: Knex, websiteId: string): Promise<ApiKeyRow[]> {
  return db(TABLES.apiKeys)
    .select(LISTED)
    .where({ website_id: websiteId })
    .whereNull('revoked_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, 'id']);
}

/** The key of `websiteId` with this hash that is neither revoked nor expired at `now`. */
export function findLiveApiKey(
  db: Knex,
  websiteId: string,
  keyHash: string,
  now: Date,
): Promise<ApiKeyRow | undefined> {
  return db(TABLES.apiKeys)
    .select(LISTED)
    .where({ website_id: websiteId, key_hash: keyHash })
    .whereNull('revoked_at')
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    .first();
}

/** Notes that a key was used, at most once a minute per key (no write on every request). */
export async function touchApiKey(db: Knex, websiteId: string, id: string, now: Date): Promise<void> {
  await db(TABLES.apiKeys)
    .where({ website_id: websiteId, id })
    .andWhere((q) =>
      q.whereNull('last_used_at').orWhere('last_used_at', '<', new Date(now.getTime() - 60_000)),
    )
    .update({ last_used_at: now });
}

/** Revokes a key of `websiteId`; how many rows changed (0 when unknown or already revoked). */
export function revokeApiKeyRow(db: Knex, websiteId: string, id: string, now: Date): Promise<number> {
  return db(TABLES.apiKeys)
    .where({ website_id: websiteId, id })
    .whereNull('revoked_at')
    .update({ revoked_at: now, updated_at: now });
}

/** Revokes every live key of `websiteId` that `accountId` made; how many. */
export function revokeApiKeysMadeBy(
  db: Knex,
  websiteId: string,
  accountId: string,
  now: Date,
): Promise<number> {
  return db(TABLES.apiKeys)
    .where({ website_id: websiteId, created_by_account_id: accountId })
    .whereNull('revoked_at')
    .update({ revoked_at: now, updated_at: now });
}
