// The buffered tracking writer: appends are batched into few inserts, flush writes them, a failing database neither throws nor stops later events.
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { createLogger } from '../../server/logger.js';
import { TABLES } from '../../server/db/tables.js';
import {
  TRACKING_BATCH_SIZE,
  TRACKING_BUFFER_CAP,
  trackingSinkFor,
} from '../../server/tracking/event-writer.js';
import type { TrackingEvent } from '../../server/tracking/tracking-event.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const SITE = 'writer-site';
let db: Database;
/** What the writer logged (JSON lines). */
const logged: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.knex(TABLES.websites).insert({ id: SITE, site_title: 'Tracked' });
  trackingSinkFor(db.knex, { logger: createLogger('warn', { write: (line: string) => logged.push(line) }) });
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.knex(TABLES.trackingEvents).delete();
});

function pageView(n: number): TrackingEvent {
  return {
    websiteId: SITE,
    eventType: 'page-view',
    occurredAt: new Date(Date.UTC(2026, 10, 26, 12, 0, n % 60)),
    visitorHash: 'a'.repeat(64),
    visitorId: null,
    sessionId: `visit-${n % 7}`,
    siteUserId: null,
    pagePath: `/page-${n}`,
    referrer: 'https://search.example/',
    payload: { n },
  };
}

/** Counts the inserts into TRACKING_EVENTS `db` sends while `run` runs. */
async function countingInserts(knex: Knex, run: () => Promise<void>): Promise<number> {
  let inserts = 0;
  const listener = (query: { sql: string }) => {
    if (/^insert into "TRACKING_EVENTS"/i.test(query.sql)) inserts += 1;
  };
  knex.on('query', listener);
  try {
    await run();
  } finally {
    knex.removeListener('query', listener);
  }
  return inserts;
}

describe(`tracking event writer (${testDatabaseKind()})`, () => {
  test('is one writer per database', () => {
    expect(trackingSinkFor(db.knex)).toBe(trackingSinkFor(db.knex));
  });

  test('writes 1,200 appended events in three inserts, each row as appended', async () => {
    const sink = trackingSinkFor(db.knex);
    const inserts = await countingInserts(db.knex, async () => {
      for (let n = 0; n < 1200; n += 1) sink.append(pageView(n));
      await sink.flush();
    });
    expect(inserts).toBe(Math.ceil(1200 / TRACKING_BATCH_SIZE));
    const rows = await db.knex(TABLES.trackingEvents).where({ page_path: '/page-42' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      website_id: SITE,
      event_type: 'page-view',
      visitor_hash: 'a'.repeat(64),
      session_id: 'visit-0',
      visitor_id: null,
      referrer: 'https://search.example/',
      payload: { n: 42 },
    });
    expect(new Date(rows[0].occurred_at).toISOString()).toBe('2026-11-26T12:00:42.000Z');
    const [{ count }] = await db.knex(TABLES.trackingEvents).count({ count: '*' });
    expect(Number(count)).toBe(1200);
  });

  test('append returns before anything reaches the database; flush writes it', async () => {
    const sink = trackingSinkFor(db.knex);
    const inserts = await countingInserts(db.knex, async () => {
      sink.append(pageView(1));
      sink.append(pageView(2));
      const [{ count }] = await db.knex(TABLES.trackingEvents).count({ count: '*' });
      expect(Number(count)).toBe(0);
      await sink.flush();
    });
    expect(inserts).toBe(1);
    const paths = await db.knex(TABLES.trackingEvents).orderBy('page_path').pluck('page_path');
    expect(paths).toEqual(['/page-1', '/page-2']);
  });

  test('a batch the database refuses does not throw, and events appended later still land', async () => {
    const sink = trackingSinkFor(db.knex);
    // A website that does not exist: the reference refuses the whole batch, twice.
    expect(() => sink.append({ ...pageView(3), websiteId: 'no-such-site' })).not.toThrow();
    await expect(sink.flush()).resolves.toBeUndefined();
    expect(logged.map((line) => JSON.parse(line) as { msg: string; count: number })).toEqual([
      expect.objectContaining({ count: 1, msg: expect.stringMatching(/tracking events dropped/) }),
    ]);
    sink.append(pageView(4));
    await sink.flush();
    const paths = await db.knex(TABLES.trackingEvents).pluck('page_path');
    expect(paths).toEqual(['/page-4']);
  });

  test('no column of a stored event holds the visitor address', async () => {
    const sink = trackingSinkFor(db.knex);
    sink.append(pageView(5));
    await sink.flush();
    const columns = Object.keys(await db.knex(TABLES.trackingEvents).columnInfo());
    expect(columns.filter((column) => /ip|address/i.test(column))).toEqual([]);
  });

  test('with the database unreachable, appends never throw, the oldest past the cap are dropped, and every loss is reported', async () => {
    const quiet = () => {};
    const down = knex({
      client: 'pg',
      connection: 'postgres://nobody@127.0.0.1:1/none',
      pool: { min: 0, max: 1 },
      // knex's own line per refused connection; the writer's warnings are what the test reads.
      log: { warn: quiet, error: quiet, debug: quiet, deprecate: quiet },
    });
    const lines: string[] = [];
    try {
      const sink = trackingSinkFor(down, {
        logger: createLogger('warn', { write: (line: string) => lines.push(line) }),
      });
      expect(() => {
        for (let n = 0; n < TRACKING_BUFFER_CAP + 10; n += 1) sink.append(pageView(n));
      }).not.toThrow();
      await expect(sink.flush()).resolves.toBeUndefined();
      const warnings = lines.map(
        (line) => JSON.parse(line) as { msg: string; dropped?: number; count?: number },
      );
      expect(warnings.filter((w) => /buffer was full/.test(w.msg)).map((w) => w.dropped)).toEqual([10]);
      const refused = warnings.filter((w) => /refused them twice/.test(w.msg));
      expect(refused.reduce((sum, w) => sum + (w.count ?? 0), 0)).toBe(TRACKING_BUFFER_CAP);
    } finally {
      await down.destroy();
    }
  }, 60_000);
});
