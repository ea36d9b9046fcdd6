// Owner accounts: creating one (argon2id), signing in with a fresh session, signing out.
import type { Knex } from 'knex';
import { emailTaken, invalidCredentials, isUniqueViolation } from '../account-errors.js';
import { emailSchema, newPasswordSchema, parseInput } from '../input.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { ownerSessionTtlMs } from '../sessions/cookies.js';
import { endSession, startSession, type IssuedSession } from '../sessions/service.js';
import { findOwnerByEmail, findOwnerById, insertOwner, touchOwnerLogin, type OwnerRow } from './store.js';
import { z } from 'zod';

/** An owner account as routes show it (never the password hash). */
export interface OwnerAccount {
  id: string;
  email: string;
  displayName: string;
}

const newOwnerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  displayName: z.string().trim().max(200).default(''),
});

/** What {@link createOwnerAccount} needs. */
export interface NewOwnerAccount {
  email: string;
  password: string;
  displayName?: string;
}

/**
 * Creates an owner account with an argon2id password hash (used by the demo seed too). The email is
 * trimmed and lower-cased. 400 for a bad email or a password under 8 characters; 409 'An account
 * with this email already exists.' when taken.
 */
export async function createOwnerAccount(db: Knex, input: NewOwnerAccount): Promise<OwnerAccount> {
  const { email, password, displayName } = parseInput(newOwnerSchema, input);
  const password_hash = await hashPassword(password);
  try {
    return toAccount(await insertOwner(db, { email, password_hash, display_name: displayName }));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The owner account with this id, if it still exists. */
export async function findOwnerAccount(db: Knex, id: string): Promise<OwnerAccount | undefined> {
  const row = await findOwnerById(db, id);
  return row === undefined ? undefined : toAccount(row);
}

/** What {@link signInOwner} needs: the credentials, "Keep me signed in", and the browser's old session token. */
export interface OwnerSignIn {
  email: string;
  password: string;
  /** SPEC §3 `rememberMe`: a session of 14 days (sliding) instead of one that ends with the browser. */
  rememberMe?: boolean;
  previousToken?: string;
}

/**
 * Checks the credentials and starts a NEW session (the one the browser had, if any, is deleted, so
 * a session id planted before sign-in is worth nothing). 401 'Email or password is incorrect.'
 * whether the email or the password was wrong, after the same amount of hashing work. The session
 * lives {@link ownerSessionTtlMs} after its last use and records `rememberMe` (whether its cookie
 * is persistent).
 */
export async function signInOwner(
  db: Knex,
  { email, password, rememberMe = false, previousToken }: OwnerSignIn,
): Promise<{ account: OwnerAccount; rememberMe: boolean } & IssuedSession> {
  const row = await findOwnerByEmail(db, email);
  if (!(await verifyPassword(row?.password_hash, password)) || row === undefined) throw invalidCredentials();
  return db.transaction(async (trx) => {
    await endSession(trx, previousToken);
    const issued = await startSession(trx, {
      subject: { kind: 'owner', accountId: row.id },
      ttlMs: ownerSessionTtlMs(rememberMe),
      data: { rememberMe },
    });
    await touchOwnerLogin(trx, row.id);
    return { account: toAccount(row), rememberMe, ...issued };
  });
}

/** Ends the owner's session (its row is deleted, so the cookie is dead even if replayed). */
export function signOutOwner(db: Knex, token: string | undefined): Promise<boolean> {
  return endSession(db, token);
}

function toAccount(row: OwnerRow): OwnerAccount {
  return { id: row.id, email: row.email, displayName: row.display_name };
}
