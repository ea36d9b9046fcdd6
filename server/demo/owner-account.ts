// The demo's owner account: created, or given the demo password again, with an argon2id hash.
import { hash } from '@node-rs/argon2';
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/**
 * An argon2id hash (PHC string) of `password`, with the library's defaults (19 MiB, 2 passes).
 * Until `server/accounts` exports its own helper, the seed hashes here with the same settings.
 */
export function hashOwnerPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Inserts the owner account, or, when the email already has one (a reseed), sets its password and
 * name back to the demo's. Returns the account id. Emails are stored lower-cased.
 */
export async function upsertOwnerAccount(
  trx: Knex,
  owner: { email: string; displayName: string },
  passwordHash: string,
): Promise<string> {
  const now = new Date();
  const [row] = await trx(TABLES.ownerAccounts)
    .insert({
      email: owner.email.trim().toLowerCase(),
      password_hash: passwordHash,
      display_name: owner.displayName,
      updated_at: now,
    })
    .onConflict('email')
    .merge(['password_hash', 'display_name', 'updated_at'])
    .returning('id');
  return (row as { id: string }).id;
}
