// SQL for SESSIONS: insert, find a live one, push its expiry, delete.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** A stored session. `id` is the SHA-256 of the cookie's token, never the token itself. */
export interface SessionRow {
  id: string;
  website_id: string | null;
  owner_account_id: string | null;
  site_user_id: string | null;
  data: Record<string, unknown>;
  expires_at: Date;
}

/** Stores a new session. */
export async function insertSession(db: Knex, row: SessionRow): Promise<void> {
  await db(TABLES.sessions).insert({ ...row, data: JSON.stringify(row.data) });
}

/** The session with this id that has not expired at `now`. */
export async function findLiveSession(db: Knex, id: string, now: Date): Promise<SessionRow | undefined> {
  const row = await db<SessionRow>(TABLES.sessions).where({ id }).andWhere('expires_at', '>', now).first();
  return row === undefined ? undefined : { ...row, expires_at: new Date(row.expires_at) };
}

/** Moves a session's expiry (sliding renewal). */
export async function extendSession(db: Knex, id: string, expiresAt: Date): Promise<void> {
  await db(TABLES.sessions).where({ id }).update({ expires_at: expiresAt, updated_at: db.fn.now() });
}

/** Deletes one session; how many rows went (0 or 1). */
export function deleteSession(db: Knex, id: string): Promise<number> {
  return db(TABLES.sessions).where({ id }).delete();
}

/** Deletes every session that expired before `now`; how many went. */
export function deleteExpiredSessions(db: Knex, now: Date): Promise<number> {
  return db(TABLES.sessions).where('expires_at', '<=', now).delete();
}
