// Form submission keys (SPEC §7 POST /api/form/FormSubmissionKey): random, single-use, expiring, stored hashed.
import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { TABLES } from '../db/tables.js';

/** How long a key stays good: long enough to fill in a long form after asking for it. */
export const SUBMISSION_KEY_TTL_MS = 60 * 60_000;

/** Spent or expired keys are deleted once they are this old. */
const SWEEP_AFTER_MS = 24 * 60 * 60_000;

const KEY_FORMAT = /^[A-Za-z0-9_-]{32}$/;

/** The SHA-256 of a key, as stored. */
export function hashSubmissionKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** A new key for the website, good for {@link SUBMISSION_KEY_TTL_MS}; old keys are swept on the way. */
export async function issueSubmissionKey(db: Knex, websiteId: string, now: Date): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await db(TABLES.formSubmissionKeys)
    .where({ website_id: websiteId })
    .where('expires_at', '<', new Date(now.getTime() - SWEEP_AFTER_MS))
    .delete();
  await db(TABLES.formSubmissionKeys).insert({
    website_id: websiteId,
    key_hash: hashSubmissionKey(key),
    created_at: now,
    expires_at: new Date(now.getTime() + SUBMISSION_KEY_TTL_MS),
  });
  return key;
}

function usable(db: Knex, websiteId: string, key: string, now: Date) {
  return db(TABLES.formSubmissionKeys)
    .where({ website_id: websiteId, key_hash: hashSubmissionKey(key) })
    .whereNull('used_at')
    .where('expires_at', '>', now);
}

/** Whether `key` is a key of the website that is neither spent nor expired. */
export async function isUsableKey(db: Knex, websiteId: string, key: unknown, now: Date): Promise<boolean> {
  if (typeof key !== 'string' || !KEY_FORMAT.test(key)) return false;
  return (await usable(db, websiteId, key, now).first('id')) !== undefined;
}

/**
 * Spends `key`: true when this call marked it used (so two submissions racing with one key store
 * one), false when it was unknown, spent or expired. Run it in the transaction that stores the
 * submission, so a rolled-back submission leaves the key unspent.
 */
export async function spendSubmissionKey(
  db: Knex,
  websiteId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  if (!KEY_FORMAT.test(key)) return false;
  const spent = await usable(db, websiteId, key, now).update({ used_at: now }).returning('id');
  return spent.length === 1;
}
