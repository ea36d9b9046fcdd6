// `tessera password --email E`: sets an owner account's password from the server's shell (every session of the account ends).
import type { Knex } from 'knex';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../accounts/passwords.js';
import { deletePasswordBoundRows } from '../accounts/profile/store.js';
import { deleteOwnerSessions, setOwnerPassword } from '../accounts/password-resets/store.js';
import { TABLES } from '../db/tables.js';
import { DEMO_OWNER } from '../demo/demo-owner.js';

/** Why a password was refused, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password has at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password === DEMO_OWNER.password)
    return 'That is the demo password, which is published: choose another.';
  return undefined;
}

/**
 * Sets the password of the account with `email`; false when there is none. Its sessions, reset
 * links, email changes and waiting sign-ins end with the old password, in one transaction.
 */
export async function setPasswordByEmail(db: Knex, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    const row = (await trx(TABLES.ownerAccounts).where({ email: email.trim().toLowerCase() }).first('id')) as
      { id: string } | undefined;
    if (row === undefined) return false;
    await setOwnerPassword(trx, row.id, passwordHash);
    await deletePasswordBoundRows(trx, row.id);
    await deleteOwnerSessions(trx, row.id);
    return true;
  });
}
