// Sessions: a random token in the cookie, its hash in SESSIONS, a lifetime that slides with use.
import type { Knex } from 'knex';
import { randomToken, sha256 } from '../tokens.js';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
  markSessionSeen,
  SEEN_EVERY_MS,
} from './store.js';

/** Who a session signs in: an owner account (any website), or a site user of one website. */
export type SessionSubject =
  { kind: 'owner'; accountId: string } | { kind: 'site-user'; websiteId: string; siteUserId: string };

/** A session as the rest of the server sees it. */
export interface Session {
  /** The row id: the SHA-256 of `token`. */
  id: string;
  subject: SessionSubject;
  /** Extra values kept with the session (a site user's XSRF token, `rememberMe`). */
  data: Record<string, unknown>;
  expiresAt: Date;
  /** How long the session lives after its last use. */
  ttlMs: number;
  /** When a request last noted its use (null before the first). */
  lastSeenAt?: Date | null;
}

/** A session just made or just renewed, with the token the cookie must carry. */
export interface IssuedSession {
  token: string;
  session: Session;
}

/** Options of {@link startSession}. */
export interface StartSessionInput {
  subject: SessionSubject;
  ttlMs: number;
  data?: Record<string, unknown>;
  now?: Date;
  /** The browser's User-Agent, kept (512 characters at most) for the owner's list of sessions. */
  userAgent?: string | undefined;
}

/** Starts a session: a new random 32-byte token, of which only the hash is stored. */
export async function startSession(db: Knex, input: StartSessionInput): Promise<IssuedSession> {
  const { subject, ttlMs, now = new Date() } = input;
  const token = randomToken(32);
  const data = { ...input.data, ttlMs };
  const expiresAt = new Date(now.getTime() + ttlMs);
  await insertSession(db, {
    id: sha256(token),
    website_id: subject.kind === 'site-user' ? subject.websiteId : null,
    owner_account_id: subject.kind === 'owner' ? subject.accountId : null,
    site_user_id: subject.kind === 'site-user' ? subject.siteUserId : null,
    data,
    expires_at: expiresAt,
    user_agent: input.userAgent === undefined ? null : input.userAgent.slice(0, 512),
    last_seen_at: now,
  });
  return { token, session: { id: sha256(token), subject, data, expiresAt, ttlMs, lastSeenAt: now } };
}

/** The live session a cookie token names, or undefined (unknown, expired or malformed). */
export async function findSession(db: Knex, token: string, now = new Date()): Promise<Session | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await findLiveSession(db, sha256(token), now);
  if (row === undefined) return undefined;
  const subject: SessionSubject | undefined = row.owner_account_id
    ? { kind: 'owner', accountId: row.owner_account_id }
    : row.site_user_id && row.website_id
      ? { kind: 'site-user', websiteId: row.website_id, siteUserId: row.site_user_id }
      : undefined;
  if (subject === undefined) return undefined;
  const ttlMs = typeof row.data.ttlMs === 'number' ? row.data.ttlMs : 0;
  return {
    id: row.id,
    subject,
    data: row.data,
    expiresAt: row.expires_at,
    ttlMs,
    lastSeenAt: row.last_seen_at ?? null,
  };
}

/** Notes the session's use for the owner's list of sessions, at most every few minutes. */
export async function noteSessionUse(db: Knex, session: Session, now = new Date()): Promise<void> {
  const last = session.lastSeenAt?.getTime() ?? 0;
  if (now.getTime() - last < SEEN_EVERY_MS) return;
  session.lastSeenAt = now;
  await markSessionSeen(db, session.id, now);
}

/**
 * Slides the session's expiry to `now + ttl` once a tenth of its lifetime has been used since the
 * last renewal (so an active session never expires, without a write on every request). True when
 * it moved: a persistent cookie must then be sent again with the new lifetime.
 */
export async function renewSession(db: Knex, session: Session, now = new Date()): Promise<boolean> {
  const remaining = session.expiresAt.getTime() - now.getTime();
  if (session.ttlMs <= 0 || remaining > session.ttlMs * 0.9) return false;
  session.expiresAt = new Date(now.getTime() + session.ttlMs);
  await extendSession(db, session.id, session.expiresAt);
  return true;
}

/** Ends the session a cookie token names, if any; true when a row was deleted. */
export async function endSession(db: Knex, token: string | undefined): Promise<boolean> {
  if (token === undefined || token === '') return false;
  return (await deleteSession(db, sha256(token))) > 0;
}

/** Deletes expired sessions (schedule it now and then); how many went. */
export function sweepExpiredSessions(db: Knex, now = new Date()): Promise<number> {
  return deleteExpiredSessions(db, now);
}
