// SQL for two-factor sign-in: the secrets on OWNER_ACCOUNTS, the last time step used, and OWNER_RECOVERY_CODES.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** An account's two-factor columns. */
export interface TwoFactorRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: number | null;
}

/** The two-factor columns of an account (undefined when it is gone). */
export async function selectTwoFactor(db: Knex, accountId: string): Promise<TwoFactorRow | undefined> {
  const row = (await db(TABLES.ownerAccounts)
    .select('totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step')
    .where({ id: accountId })
    .first()) as TwoFactorRow | undefined;
  // bigint columns come back as strings from pg.
  return row === undefined
    ? undefined
    : { ...row, totp_last_step: row.totp_last_step === null ? null : Number(row.totp_last_step) };
}

/** Keeps a secret being set up (replacing an earlier unfinished one). */
export async function storePendingSecret(db: Knex, accountId: string, secret: string): Promise<void> {
  await db(TABLES.ownerAccounts)
    .where({ id: accountId })
    .update({ totp_pending_secret: secret, updated_at: db.fn.now() });
}

/**
 * Turns two-factor on with the secret being set up, if it is still the one `secret` names and two-factor
 * is off; `step` (the code just typed) becomes the last step used. True when it was turned on.
 */
export async function enableWithPendingSecret(
  db: Knex,
  accountId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const changed = await db(TABLES.ownerAccounts)
    .where({ id: accountId, totp_pending_secret: secret })
    .whereNull('totp_enabled_at')
    .update({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled_at: db.fn.now(),
      totp_last_step: step,
      updated_at: db.fn.now(),
    });
  return changed > 0;
}

/**
 * Records `step` as the last one used, if it is later than the last (a conditional update, so two
 * requests with one code cannot both succeed). True when this request won the step.
 */
export async function claimStep(db: Knex, accountId: string, step: number): Promise<boolean> {
  const changed = await db(TABLES.ownerAccounts)
    .where({ id: accountId })
    .whereNotNull('totp_enabled_at')
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return changed > 0;
}

/** Turns two-factor off: the secrets and the recovery codes go. */
export async function clearTwoFactor(db: Knex, accountId: string): Promise<void> {
  await db(TABLES.ownerAccounts).where({ id: accountId }).update({
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    updated_at: db.fn.now(),
  });
  await db(TABLES.ownerRecoveryCodes).where({ account_id: accountId }).delete();
}

/** Replaces the account's recovery codes by these digests. */
export async function replaceRecoveryCodes(
  db: Knex,
  accountId: string,
  hashes: readonly string[],
): Promise<void> {
  await db(TABLES.ownerRecoveryCodes).where({ account_id: accountId }).delete();
  await db(TABLES.ownerRecoveryCodes).insert(
    hashes.map((code_hash) => ({ account_id: accountId, code_hash })),
  );
}

/** Spends the unused recovery code with this digest; true when there was one (it works once). */
export async function spendRecoveryCode(db: Knex, accountId: string, hash: string): Promise<boolean> {
  const changed = await db(TABLES.ownerRecoveryCodes)
    .where({ account_id: accountId, code_hash: hash })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
  return changed > 0;
}

/** How many recovery codes of the account are unused. */
export async function countUnusedRecoveryCodes(db: Knex, accountId: string): Promise<number> {
  const row = (await db(TABLES.ownerRecoveryCodes)
    .where({ account_id: accountId })
    .whereNull('used_at')
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
