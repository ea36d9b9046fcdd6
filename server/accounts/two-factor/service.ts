// Two-factor sign-in for owners: setting up an authenticator app, its ten recovery codes, turning it off, and checking a second factor once.
import type { Knex } from 'knex';
import { TWO_FACTOR_ERRORS, TWO_FACTOR_MESSAGES } from '../../../domain/owner-account-rules.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import type { TwoFactorSetup } from '../../../domain/owner-api/profile.js';
import { badRequest, HttpError } from '../../http/http-error.js';
import { requireOwnerPassword } from '../owners/service.js';
import { qrPath } from './qr-code.js';
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes.js';
import {
  claimStep,
  clearTwoFactor,
  countUnusedRecoveryCodes,
  enableWithPendingSecret,
  replaceRecoveryCodes,
  selectTwoFactor,
  spendRecoveryCode,
  storePendingSecret,
} from './store.js';
import { newTotpSecret, totpStepOf, totpUri } from './totp.js';

const alreadyOn = () => new HttpError(409, TWO_FACTOR_ERRORS.alreadyOn, TWO_FACTOR_MESSAGES.alreadyOn);
const notSetUp = () => new HttpError(409, TWO_FACTOR_ERRORS.notSetUp, TWO_FACTOR_MESSAGES.notSetUp);

/** Whether the account signs in with a second factor, and how many recovery codes it has left. */
export async function twoFactorState(
  db: Knex,
  accountId: string,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const row = await selectTwoFactor(db, accountId);
  const enabled = row?.totp_enabled_at != null;
  return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, accountId) : 0 };
}

/**
 * Makes a new secret for the account's authenticator app and keeps it aside (two-factor stays off
 * until a code from it is typed): the secret, its otpauth address and the QR code of it. 409 when
 * two-factor is already on.
 */
export async function startTwoFactorSetup(
  db: Knex,
  account: { id: string; email: string },
): Promise<TwoFactorSetup> {
  const row = await selectTwoFactor(db, account.id);
  if (row?.totp_enabled_at != null) throw alreadyOn();
  const secret = newTotpSecret();
  await storePendingSecret(db, account.id, secret);
  const uri = totpUri(secret, account.email);
  return { secret, uri, qr: qrPath(uri) };
}

/**
 * Turns two-factor on once a code from the new secret is right, and answers ten new recovery codes
 * (shown this once; only their digests are kept). The code's step counts as used. 400 naming `code`
 * for a wrong code; 409 when nothing is being set up or two-factor is already on.
 */
export async function enableTwoFactor(
  db: Knex,
  accountId: string,
  code: string,
  now = Date.now(),
): Promise<string[]> {
  const row = await selectTwoFactor(db, accountId);
  if (row?.totp_enabled_at != null) throw alreadyOn();
  const secret = row?.totp_pending_secret;
  if (secret == null) throw notSetUp();
  const step = await totpStepOf(secret, code, null, now);
  if (step === undefined) throw badRequest(OWNER_INPUT_MESSAGE, { code: TWO_FACTOR_MESSAGES.setupCodeWrong });
  const codes = newRecoveryCodes();
  await db.transaction(async (trx) => {
    if (!(await enableWithPendingSecret(trx, accountId, secret, step))) throw notSetUp();
    await replaceRecoveryCodes(trx, accountId, hashesOf(accountId, codes));
  });
  return codes;
}

/** Turns two-factor off after the password is checked (400 naming `password` when wrong). */
export async function disableTwoFactor(db: Knex, accountId: string, password: string): Promise<void> {
  await requireOwnerPassword(db, accountId, password, 'password');
  await db.transaction((trx) => clearTwoFactor(trx, accountId));
}

/**
 * Replaces the recovery codes by ten new ones (the old ones stop working), after the password is
 * checked. 409 when two-factor is off.
 */
export async function regenerateRecoveryCodes(
  db: Knex,
  accountId: string,
  password: string,
): Promise<string[]> {
  await requireOwnerPassword(db, accountId, password, 'password');
  const codes = newRecoveryCodes();
  await db.transaction(async (trx) => {
    if ((await selectTwoFactor(trx, accountId))?.totp_enabled_at == null) throw notSetUp();
    await replaceRecoveryCodes(trx, accountId, hashesOf(accountId, codes));
  });
  return codes;
}

/**
 * Whether `typed` is a second factor of the account, spending it: a 6-digit code from the app, of a
 * later time step than the last one used (so a code works once), or an unused recovery code.
 */
export async function passSecondFactor(
  db: Knex,
  accountId: string,
  typed: string,
  now = Date.now(),
): Promise<boolean> {
  const code = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) {
    const row = await selectTwoFactor(db, accountId);
    if (row?.totp_secret == null || row.totp_enabled_at === null) return false;
    const step = await totpStepOf(row.totp_secret, code, row.totp_last_step, now);
    return step !== undefined && (await claimStep(db, accountId, step));
  }
  const recovery = normaliseRecoveryCode(code);
  return (
    recovery !== undefined && (await spendRecoveryCode(db, accountId, recoveryCodeHash(accountId, recovery)))
  );
}

function hashesOf(accountId: string, codes: readonly string[]): string[] {
  return codes.map((code) => recoveryCodeHash(accountId, normaliseRecoveryCode(code)!));
}
