// The visitor hash: the same all day on every app server, another the next day and on another website; old salts go.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { trackingSinkFor } from '../../server/tracking/event-writer.js';
import { deleteOldSalts, visitorHash } from '../../server/tracking/visitor-hash.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { openDatabase } from '../../server/db/database.js';

const IP = '203.0.113.7';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';
const MORNING = new Date('2026-11-26T08:00:00Z');
const EVENING = new Date('2026-11-26T23:30:00Z');
const NEXT_DAY = new Date('2026-11-27T00:10:00Z');

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

describe(`visitor hash (${testDatabaseKind()})`, () => {
  test('is a hex SHA-256, the same all day, another the next day', async () => {
    const morning = await visitorHash(db.knex, 'site-a', IP, UA, MORNING);
    expect(morning).toMatch(/^[0-9a-f]{64}$/);
    expect(await visitorHash(db.knex, 'site-a', IP, UA, EVENING)).toBe(morning);
    expect(await visitorHash(db.knex, 'site-a', IP, UA, NEXT_DAY)).not.toBe(morning);
  });

  test('differs per website, address and browser', async () => {
    const hash = await visitorHash(db.knex, 'site-a', IP, UA, MORNING);
    expect(await visitorHash(db.knex, 'site-b', IP, UA, MORNING)).not.toBe(hash);
    expect(await visitorHash(db.knex, 'site-a', '203.0.113.8', UA, MORNING)).not.toBe(hash);
    expect(await visitorHash(db.knex, 'site-a', IP, `${UA} Edg/131`, MORNING)).not.toBe(hash);
  });

  test('keeps one random salt per day in the database, never the address', async () => {
    await visitorHash(db.knex, 'site-a', IP, UA, MORNING);
    const rows: { salt: string }[] = await db.knex(TABLES.trackingSalts).select('salt');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.salt)).size).toBe(rows.length);
    for (const { salt } of rows) expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(IP);
  });

  test.runIf(testDatabaseKind() === 'pg')(
    'is the same from another app server on the same database',
    async () => {
      const schema = (await db.knex.raw<{ rows: { s: string }[] }>('select current_schema() as s')).rows[0].s;
      const other = await openDatabase({ url: process.env.DATABASE_URL, schema });
      try {
        expect(await visitorHash(other.knex, 'site-a', IP, UA, EVENING)).toBe(
          await visitorHash(db.knex, 'site-a', IP, UA, MORNING),
        );
      } finally {
        await other.close();
      }
    },
  );

  test('an event counted by its hash leaves the address in no table', async () => {
    await db.knex(TABLES.websites).insert({ id: 'site-a', site_title: 'Hashed' });
    const sink = trackingSinkFor(db.knex);
    sink.append({
      websiteId: 'site-a',
      eventType: 'page-view',
      occurredAt: MORNING,
      visitorHash: await visitorHash(db.knex, 'site-a', IP, UA, MORNING),
      visitorId: null,
      sessionId: null,
      siteUserId: null,
      pagePath: '/',
      referrer: null,
      payload: { pagePath: '/' },
    });
    await sink.flush();
    expect(await db.knex(TABLES.trackingEvents).where({ website_id: 'site-a' })).toHaveLength(1);
    for (const table of Object.values(TABLES)) {
      const rows: unknown[] = await db.knex(table).select('*');
      expect(JSON.stringify(rows), table).not.toContain(IP);
    }
  });

  test('salts older than two days are deleted', async () => {
    await visitorHash(db.knex, 'site-a', IP, UA, MORNING);
    await visitorHash(db.knex, 'site-a', IP, UA, NEXT_DAY);
    expect(await deleteOldSalts(db.knex, new Date('2026-11-29T01:00:00Z'))).toBe(1);
    const { rows } = await db.knex.raw<{ rows: { day: string }[] }>(
      `select to_char("day", 'YYYY-MM-DD') as "day" from "TRACKING_SALTS"`,
    );
    const days = rows.map((row) => row.day);
    expect(days).toEqual(['2026-11-27']);
  });
});
