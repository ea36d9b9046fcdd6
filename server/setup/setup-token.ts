// The one-time setup address of a new server: its token made and printed at start, kept hashed in SERVER_SETUP and in DATA_DIR/setup-token, used once.
import type { Knex } from 'knex';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TABLES } from '../db/tables.js';
import { randomToken, sameSecret, sha256 } from '../accounts/tokens.js';

/** How long a setup address works. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The file beside the database that holds the token, for whoever missed the printed line. */
export const SETUP_TOKEN_FILE = 'setup-token';

/** The editor's setup screen. */
export const SETUP_PATH = '/config/setup';

/** The address printed at start: `http://HOST:PORT/config/setup?token=…`. */
export function setupAddress(origin: string, token: string): string {
  return `${origin}${SETUP_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a new setup token (the one printed by an earlier start stops working: only its hash was
 * kept), stores its hash valid {@link SETUP_TOKEN_TTL_MS}, and writes it to `dataDir/setup-token`
 * (readable by its owner only). Returns the token.
 */
export async function issueSetupToken(db: Knex, dataDir: string, now = new Date()): Promise<string> {
  const token = randomToken();
  const row = {
    id: 'server',
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
    updated_at: now,
  };
  await db(TABLES.serverSetup)
    .insert({ ...row, created_at: now })
    .onConflict('id')
    .merge(row);
  await writeFile(join(dataDir, SETUP_TOKEN_FILE), `${token}\n`, { mode: 0o600 });
  return token;
}

/**
 * Uses the token up in `trx`: true when it is the live one (its row is deleted, so it works once),
 * false when it is wrong, expired or used.
 */
export async function consumeSetupToken(trx: Knex, token: string, now = new Date()): Promise<boolean> {
  const row = (await trx(TABLES.serverSetup)
    .where({ id: 'server' })
    .first('token_hash', 'expires_at')
    .forUpdate()) as { token_hash: string; expires_at: Date } | undefined;
  if (row === undefined || !sameSecret(row.token_hash, sha256(token))) return false;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return false;
  await trx(TABLES.serverSetup).where({ id: 'server' }).delete();
  return true;
}

/** Removes `dataDir/setup-token` once the token is used (none there is fine). */
export async function removeSetupTokenFile(dataDir: string): Promise<void> {
  await rm(join(dataDir, SETUP_TOKEN_FILE), { force: true });
}
