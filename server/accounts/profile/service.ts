// A signed-in owner's own account: the profile, the name, a new password (other sessions end), the list of sessions and signing the others out.
import type { Knex } from 'knex';
import type { OwnerSessionInfo, Profile } from '../../../domain/owner-api/profile.js';
import { deviceName } from '../../../domain/device-name.js';
import { pendingEmailOf } from '../email-changes/service.js';
import { requireOwnerPassword } from '../owners/service.js';
import { updateOwnerName } from '../owners/store.js';
import { hashPassword } from '../passwords.js';
import { setOwnerPassword } from '../password-resets/store.js';
import { deleteOwnerSessionsExcept, selectOwnerSessions } from '../sessions/store.js';
import { twoFactorState } from '../two-factor/service.js';
import { deletePasswordBoundRows } from './store.js';

/** The signed-in owner, as `req.account` has them. */
export interface ProfileOwner {
  id: string;
  email: string;
  displayName: string;
}

/** The profile: who you are, two-factor, and an email change waiting for its link. */
export async function readProfile(db: Knex, owner: ProfileOwner): Promise<Profile> {
  const [twoFactor, pendingEmail] = await Promise.all([
    twoFactorState(db, owner.id),
    pendingEmailOf(db, owner.id),
  ]);
  return { account: owner, twoFactor, pendingEmail };
}

/** Sets the name the editor greets you by. */
export function renameOwner(db: Knex, accountId: string, displayName: string): Promise<void> {
  return updateOwnerName(db, accountId, displayName);
}

/**
 * Sets a new password once the current one is checked (400 naming `currentPassword` when wrong). In
 * one transaction: the new argon2id hash, every other session ended (this one stays), and what the
 * old password could still finish deleted (reset links, email changes, sign-ins waiting for a code).
 * How many sessions ended.
 */
export async function changeOwnerPassword(
  db: Knex,
  {
    accountId,
    sessionId,
    currentPassword,
    newPassword,
  }: {
    accountId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
  },
): Promise<number> {
  await requireOwnerPassword(db, accountId, currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (trx) => {
    await setOwnerPassword(trx, accountId, passwordHash);
    await deletePasswordBoundRows(trx, accountId);
    return deleteOwnerSessionsExcept(trx, accountId, sessionId);
  });
}

/** Your live sessions, most recently used first (this one marked), each named by its browser. */
export async function listOwnerSessions(
  db: Knex,
  accountId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<OwnerSessionInfo[]> {
  const rows = await selectOwnerSessions(db, accountId, now);
  const sessions = rows.map((row) => {
    const signedInAt = new Date(row.created_at ?? now);
    return {
      // The row id is the SHA-256 of the cookie's token: a part of it tells sessions apart, and
      // gives nothing of the token.
      id: row.id.slice(0, 16),
      device: deviceName(row.user_agent),
      current: row.id === currentSessionId,
      signedInAt: signedInAt.toISOString(),
      lastSeenAt: new Date(row.last_seen_at ?? signedInAt).toISOString(),
    };
  });
  return [
    ...sessions.filter((session) => session.current),
    ...sessions.filter((session) => !session.current),
  ];
}

/** Signs out every other session of the account ("Sign out everywhere else"); how many ended. */
export function endOtherOwnerSessions(
  db: Knex,
  accountId: string,
  currentSessionId: string,
): Promise<number> {
  return deleteOwnerSessionsExcept(db, accountId, currentSessionId);
}
