// SQL for SESSIONS: insert, find a live one, push its expiry, note its use, an owner's list, delete.
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
  /** The User-Agent at sign-in (owners' sessions), cut to 512 characters. */
  user_agent?: string | null;
  /** When the session was last used, to within {@link SEEN_EVERY_MS}. */
  last_seen_at?: Date | null;
  created_at?: Date;
}

/** How stale `last_seen_at` may get before a request moves it (no write on every request). */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

/** Stores a new session. */
export async function insertSession(db: Knex, row: SessionRow): Promise<void> {
  await db(TABLES.sessions).insert({ ...row, data: JSON.stringify(row.data) });
}

/** The session with this id that has not expired at `now`. */
export async function findLiveSession(db: Knex, id: string, now: Date): Promise<SessionRow | undefined> {
  const row = await db<SessionRow>(TABLES.sessions).where({ id }).andWhere('expires_at', '>', now).first();
  return row === undefined
    ? undefined
    : {
        ...row,
        expires_at: new Date(row.expires_at),
        last_seen_at: row.last_seen_at == null ? null : new Date(row.last_seen_at),
      };
}

/** Notes that a session was used at `now`, unless that was already noted less than {@link SEEN_EVERY_MS} ago. */
export async function markSessionSeen(db: Knex, id: string, now: Date): Promise<void> {
  await db(TABLES.sessions)
    .where({ id })
    .andWhere((q) =>
      q.whereNull('last_seen_at').orWhere('last_seen_at', '<', new Date(now.getTime() - SEEN_EVERY_MS)),
    )
    .update({ last_seen_at: now });
}

/** The live sessions of an owner account, most recently used first. */
export async function selectOwnerSessions(db: Knex, accountId: string, now: Date): Promise<SessionRow[]> {
  const rows: SessionRow[] = await db(TABLES.sessions)
    .select('id', 'user_agent', 'last_seen_at', 'created_at', 'expires_at', 'data')
    .where({ owner_account_id: accountId })
    .andWhere('expires_at', '>', now)
    .orderByRaw('coalesce(last_seen_at, created_at) desc, id');
  return rows;
}

/** Ends every session of an owner but `keptId` (none kept when undefined); how many went. */
export function deleteOwnerSessionsExcept(db: Knex, accountId: string, keptId?: string): Promise<number> {
  const query = db(TABLES.sessions).where({ owner_account_id: accountId });
  if (keptId !== undefined) query.whereNot({ id: keptId });
  return query.delete();
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
