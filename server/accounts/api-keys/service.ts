// API keys: made at random (`tsk_…`), shown once, stored as a SHA-256 hash, scoped, revocable.
import type { Knex } from 'knex';
import { notFound } from '../../http/http-error.js';
import { randomToken, sha256 } from '../tokens.js';
import type { ApiKeyScope } from './scopes.js';
import {
  findLiveApiKey,
  insertApiKey,
  revokeApiKeyRow,
  selectApiKeys,
  touchApiKey,
  type ApiKeyRow,
} from './store.js';

/** Every key starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'tsk_';
/** How many leading characters of a key are kept to tell keys apart in lists. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** A key as lists show it: never the secret. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The key's first characters, e.g. `tsk_AbC123xy`. */
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** What {@link createApiKey} needs. */
export interface NewApiKey {
  websiteId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
  createdByAccountId: string | null;
}

/** Makes a key; `key` is returned this once and cannot be recovered later. */
export async function createApiKey(db: Knex, input: NewApiKey): Promise<{ apiKey: ApiKeyInfo; key: string }> {
  const key = API_KEY_PREFIX + randomToken(32);
  const row = await insertApiKey(db, {
    website_id: input.websiteId,
    name: input.name,
    prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    scopes: [...new Set(input.scopes)],
    created_by_account_id: input.createdByAccountId,
    key_hash: sha256(key),
  });
  return { apiKey: toInfo(row), key };
}

/** The website's keys that are still usable, newest first. */
export async function listApiKeys(db: Knex, websiteId: string): Promise<ApiKeyInfo[]> {
  return (await selectApiKeys(db, websiteId)).map(toInfo);
}

/** Revokes a key at once; 404 'No such API key.' when the website has no such live key. */
export async function revokeApiKey(db: Knex, websiteId: string, id: string): Promise<void> {
  if ((await revokeApiKeyRow(db, websiteId, id, new Date())) === 0) throw notFound('No such API key.');
}

/** The live key of `websiteId` that `key` is, noting its use; undefined when unknown, revoked or expired. */
export async function findApiKey(db: Knex, websiteId: string, key: string): Promise<ApiKeyRow | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return undefined;
  const now = new Date();
  const row = await findLiveApiKey(db, websiteId, sha256(key), now);
  if (row !== undefined) await touchApiKey(db, websiteId, row.id, now);
  return row;
}

function toInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}
