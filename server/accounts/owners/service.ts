// Owner accounts: creating one (argon2id), checking a password, signing in with a fresh session (or a waiting one for two-factor), signing out.
import type { Knex } from 'knex';
import { PROFILE_MESSAGES } from '../../../domain/owner-account-rules.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { badRequest } from '../../http/http-error.js';
import { emailTaken, invalidCredentials, isUniqueViolation } from '../account-errors.js';
import { emailSchema, newPasswordSchema, parseInput } from '../input.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { ownerSessionTtlMs } from '../sessions/cookies.js';
import { endSession, startSession, type IssuedSession } from '../sessions/service.js';
import { startChallenge } from '../sign-in-challenges/service.js';
import { findOwnerByEmail, findOwnerById, insertOwner, touchOwnerLogin, type OwnerRow } from './store.js';
import { z } from 'zod';

/** An owner account as routes show it (never the password hash). */
export interface OwnerAccount {
  id: string;
  email: string;
  displayName: string;
}

/** An owner account and whether it signs in with a second factor. */
export interface OwnerAccountState extends OwnerAccount {
  twoFactorEnabled: boolean;
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

/** The owner account with this id, if it still exists, and whether it uses two-factor sign-in. */
export async function findOwnerAccount(db: Knex, id: string): Promise<OwnerAccountState | undefined> {
  const row = await findOwnerById(db, id);
  return row === undefined
    ? undefined
    : { ...toAccount(row), twoFactorEnabled: row.totp_enabled_at !== null };
}

/**
 * Checks that `password` is the account's, as a person proves it before a change to their account;
 * otherwise 400 naming `field` ('This is not your current password.').
 */
export async function requireOwnerPassword(
  db: Knex,
  accountId: string,
  password: string,
  field: string,
): Promise<void> {
  const row = await findOwnerById(db, accountId);
  if (!(await verifyPassword(row?.password_hash, password))) {
    throw badRequest(OWNER_INPUT_MESSAGE, { [field]: PROFILE_MESSAGES.currentPasswordWrong });
  }
}

/** What {@link signInOwner} needs: the credentials, "Keep me signed in", and the browser's old session token. */
export interface OwnerSignIn {
  email: string;
  password: string;
  /** SPEC §3 `rememberMe`: a session of 14 days (sliding) instead of one that ends with the browser. */
  rememberMe?: boolean;
  previousToken?: string;
  /** The browser's User-Agent, kept with the session for the owner's list of sessions. */
  userAgent?: string;
}

/** A sign-in whose password was right: signed in, or waiting for the account's two-factor code. */
export type OwnerSignInResult =
  | ({ kind: 'signed-in'; account: OwnerAccount; rememberMe: boolean } & IssuedSession)
  | { kind: 'code-needed'; challengeToken: string };

/**
 * Checks the credentials. 401 'Email or password is incorrect.' whether the email or the password
 * was wrong, after the same amount of hashing work. Without two-factor, starts a session
 * ({@link startOwnerSession}); with it, no session yet: a waiting sign-in (ten minutes) whose token
 * the browser keeps until it sends the code.
 */
export async function signInOwner(
  db: Knex,
  { email, password, rememberMe = false, previousToken, userAgent }: OwnerSignIn,
): Promise<OwnerSignInResult> {
  const row = await findOwnerByEmail(db, email);
  if (!(await verifyPassword(row?.password_hash, password)) || row === undefined) throw invalidCredentials();
  if (row.totp_enabled_at !== null) {
    return { kind: 'code-needed', challengeToken: await startChallenge(db, row.id, rememberMe) };
  }
  const issued = await startOwnerSession(db, { accountId: row.id, rememberMe, previousToken, userAgent });
  return { kind: 'signed-in', account: toAccount(row), rememberMe, ...issued };
}

/** What {@link startOwnerSession} needs. */
export interface NewOwnerSession {
  accountId: string;
  rememberMe: boolean;
  previousToken?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Starts a NEW session for an account that has proved who it is (the session the browser had, if
 * any, is deleted, so a session id planted before sign-in is worth nothing). The session lives
 * {@link ownerSessionTtlMs} after its last use and records `rememberMe` (whether its cookie is
 * persistent).
 */
export function startOwnerSession(
  db: Knex,
  { accountId, rememberMe, previousToken, userAgent }: NewOwnerSession,
): Promise<IssuedSession> {
  return db.transaction(async (trx) => {
    await endSession(trx, previousToken);
    const issued = await startSession(trx, {
      subject: { kind: 'owner', accountId },
      ttlMs: ownerSessionTtlMs(rememberMe),
      data: { rememberMe },
      userAgent,
    });
    await touchOwnerLogin(trx, accountId);
    return issued;
  });
}

/** Ends the owner's session (its row is deleted, so the cookie is dead even if replayed). */
export function signOutOwner(db: Knex, token: string | undefined): Promise<boolean> {
  return endSession(db, token);
}

function toAccount(row: OwnerRow): OwnerAccount {
  return { id: row.id, email: row.email, displayName: row.display_name };
}
