// The daily salted visitor hash: who a cookieless visitor is for one day, without keeping their address.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** Salts are kept this many days back from today (UTC), then deleted: older hashes can no longer be recomputed. */
export const SALT_KEPT_DAYS = 2;

/** Each database's salts by day, so only the first hash of a day asks the database. */
const salts = new WeakMap<object, Map<string, Promise<string>>>();

/** The UTC day of `at` as `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The salt of `day` (`YYYY-MM-DD`, UTC): random, made by whichever app server asks first and read
 * from TRACKING_SALTS by the others, so every server hashes a visitor alike.
 */
export function dailySalt(db: Knex, day: string): Promise<string> {
  let byDay = salts.get(db);
  if (byDay === undefined) {
    byDay = new Map();
    salts.set(db, byDay);
  }
  let salt = byDay.get(day);
  if (salt === undefined) {
    salt = readOrMakeSalt(db, day);
    // A failed read is not remembered: the next hash asks again.
    salt.catch(() => byDay.delete(day));
    for (const old of byDay.keys()) if (old < day) byDay.delete(old);
    byDay.set(day, salt);
  }
  return salt;
}

async function readOrMakeSalt(db: Knex, day: string): Promise<string> {
  await db(TABLES.trackingSalts)
    .insert({ day, salt: randomBytes(32).toString('hex') })
    .onConflict('day')
    .ignore();
  const row = await db(TABLES.trackingSalts).where({ day }).first('salt');
  return (row as { salt: string }).salt;
}

/** The hex SHA-256 of the salt, the website, the address and the user agent (pure; see {@link visitorHash}). */
export function hashVisitor(salt: string, websiteId: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${websiteId}\n${ip}\n${userAgent}`).digest('hex');
}

/**
 * A visitor's hash for the day of `at` (UTC): the same all day on every app server, another the
 * next day and on another website. The address is only hashed, never stored.
 */
export async function visitorHash(
  db: Knex,
  websiteId: string,
  ip: string,
  userAgent: string,
  at: Date = new Date(),
): Promise<string> {
  return hashVisitor(await dailySalt(db, utcDay(at)), websiteId, ip, userAgent);
}

/** Deletes the salts older than {@link SALT_KEPT_DAYS} days before `now`'s day; returns how many. */
export async function deleteOldSalts(db: Knex, now: Date = new Date()): Promise<number> {
  const oldest = utcDay(new Date(now.getTime() - SALT_KEPT_DAYS * 86_400_000));
  const deleted = await db.raw<{ rows: unknown[] }>(
    `delete from "${TABLES.trackingSalts}" where "day" < ?::date returning "day"`,
    [oldest],
  );
  return deleted.rows.length;
}
