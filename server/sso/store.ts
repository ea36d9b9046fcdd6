// SQL for single sign-on: a website's provider settings (SSO_SETTINGS) and the sign-ins on their way through the provider (SSO_SIGN_INS).
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A website's provider, as stored (the secret included: server only). */
export interface SsoSettingsRow {
  website_id: string;
  enabled: boolean;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  provider_name: string;
}

/** The website's provider settings, if the owner saved any. */
export function readSsoSettings(db: Knex, websiteId: string): Promise<SsoSettingsRow | undefined> {
  return db(TABLES.ssoSettings).where({ website_id: websiteId }).first();
}

/** Saves the website's provider settings; without `client_secret` the stored one is kept. */
export async function writeSsoSettings(
  db: Knex,
  websiteId: string,
  row: Omit<SsoSettingsRow, 'website_id' | 'client_secret'> & { client_secret?: string },
): Promise<void> {
  const now = new Date();
  const changes = { ...row, updated_at: now };
  if (row.client_secret === undefined) {
    const updated = await db(TABLES.ssoSettings).where({ website_id: websiteId }).update(changes);
    if (updated === 0) throw new Error('A new single sign-on setting needs its client secret.');
    return;
  }
  await db(TABLES.ssoSettings)
    .insert({ website_id: websiteId, ...changes })
    .onConflict('website_id')
    .merge();
}

/** One sign-in that left for the provider. */
export interface SsoSignInRow {
  code_verifier: string;
  nonce: string;
  return_to: string;
}

/** Remembers a sign-in that leaves for the provider. */
export async function insertSsoSignIn(
  db: Knex,
  row: {
    websiteId: string;
    stateHash: string;
    codeVerifier: string;
    nonce: string;
    returnTo: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db(TABLES.ssoSignIns).insert({
    website_id: row.websiteId,
    state_hash: row.stateHash,
    code_verifier: row.codeVerifier,
    nonce: row.nonce,
    return_to: row.returnTo,
    expires_at: row.expiresAt,
  });
}

/**
 * Takes the live sign-in whose state hashes to `stateHash` (deleting it, so a state works once);
 * undefined when there is none or it has expired. Expired ones of the website go too.
 */
export async function spendSsoSignIn(
  db: Knex,
  websiteId: string,
  stateHash: string,
  now = new Date(),
): Promise<SsoSignInRow | undefined> {
  const rows = (await db(TABLES.ssoSignIns)
    .where({ website_id: websiteId, state_hash: stateHash })
    .andWhere('expires_at', '>', now)
    .delete()
    .returning(['code_verifier', 'nonce', 'return_to'])) as SsoSignInRow[];
  await db(TABLES.ssoSignIns).where({ website_id: websiteId }).andWhere('expires_at', '<=', now).delete();
  return rows[0];
}
