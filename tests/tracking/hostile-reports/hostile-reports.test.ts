// The hostile-report corpus through the real app (error reports, performance beacons, census hits) and through the functions that read them: the answer, what is stored, and bounded output.
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.js';
import { testConfig } from '../../../server/config.js';
import type { Database } from '../../../server/db/database.js';
import { TABLES } from '../../../server/db/tables.js';
import { createLogger } from '../../../server/logger.js';
import { trackingSinkFor } from '../../../server/tracking/event-writer.js';
import {
  MAX_FRAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_STACK_LENGTH,
  errorFingerprint,
  normaliseMessage,
  normaliseStackTop,
} from '../../../server/tracking/errors-fingerprint.js';
import { ERRORS_PATH } from '../../../server/tracking/errors-routes.js';
import { PERFORMANCE_PATH } from '../../../server/tracking/performance-routes.js';
import { performanceWriterFor } from '../../../server/tracking/performance-writer.js';
import { TestBrowser } from '../../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../../support/test-database.js';
import {
  HOSTILE_BEACONS,
  HOSTILE_ERROR_REPORTS,
  HOSTILE_HITS,
  UNSTORABLE_HIT_DATA,
  type HostileErrorReport,
  type ReportedError,
  vital,
} from './corpus.js';

const SITE = 'hostile-reports-site';
const logger = createLogger('silent');
let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.knex(TABLES.websites).insert({ id: SITE, site_title: 'Hostile reports', is_default: true });
  app = createApp({ db, config: testConfig({ apiRateLimit: 100_000 }), logger });
}, 60_000);
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.knex(TABLES.jsErrorGroups).where({ website_id: SITE }).delete();
  await db.knex(TABLES.performanceRecords).where({ website_id: SITE }).delete();
  await db.knex(TABLES.trackingEvents).where({ website_id: SITE }).delete();
});

/** A browser that has its crumb (any answer of the app sets it). */
async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit('/api/no-such-route');
  return browser;
}

/** The errors of a corpus body that is a list of reports, or none. */
function errorsOf(hostile: HostileErrorReport): ReportedError[] {
  if (!Array.isArray(hostile.body)) return [];
  return (hostile.body as unknown[]).filter(
    (item): item is ReportedError => typeof (item as ReportedError | undefined)?.data?.message === 'string',
  );
}

describe(`hostile error reports to ${ERRORS_PATH} (${testDatabaseKind()})`, () => {
  it.each(HOSTILE_ERROR_REPORTS.map((hostile) => [hostile.name, hostile] as const))(
    '%s',
    async (_name, hostile) => {
      // Through the function: whatever the report holds, a bounded number of bounded frames.
      for (const { data } of errorsOf(hostile)) {
        const frames = normaliseStackTop(data.stack ?? '');
        expect(frames.length).toBeLessThanOrEqual(3);
        for (const frame of frames) expect(frame.length).toBeLessThanOrEqual(MAX_FRAME_LENGTH);
        expect(normaliseMessage(data.message).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
      }

      // Through the endpoint.
      const browser = await visitor();
      const res = await browser.send('POST', ERRORS_PATH, { body: hostile.body as never });
      expect(res.status).toBe(hostile.status);
      const rows: { fingerprint: string; message: string; stack: string; count: number }[] = await db
        .knex(TABLES.jsErrorGroups)
        .where({ website_id: SITE });
      if (hostile.status !== 204) {
        expect(rows).toEqual([]);
        return;
      }
      const errors = errorsOf(hostile);
      expect(rows).toHaveLength(hostile.groups!);
      expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(errors.length);
      const fingerprints = new Set(
        errors.map(({ data }) => errorFingerprint('browser', data.message, data.stack ?? '')),
      );
      expect(new Set(rows.map((row) => row.fingerprint))).toEqual(fingerprints);
      for (const row of rows) {
        expect(row.stack.length).toBeLessThanOrEqual(MAX_STACK_LENGTH);
        expect(row.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
      }
    },
  );

  it('keeps the page path of a report without its query string', async () => {
    const browser = await visitor();
    const hostile = HOSTILE_ERROR_REPORTS.find((report) => report.name.startsWith('a page path of 2,048'))!;
    expect((await browser.send('POST', ERRORS_PATH, { body: hostile.body as never })).status).toBe(204);
    const row = await db.knex(TABLES.jsErrorGroups).where({ website_id: SITE }).first();
    expect(row?.last_page_path).toBe('/');
  });
});

describe(`hostile beacons to ${PERFORMANCE_PATH} (${testDatabaseKind()})`, () => {
  it("refuses a record the database cannot store, and the other visitors' records are stored", async () => {
    const beacon = (body: unknown) =>
      request(app)
        .post(PERFORMANCE_PATH)
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify(body));
    expect((await beacon([vital('/before')])).status).toBe(204);
    const refused = await beacon([vital('/a\u0000')]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid-characters');
    expect((await beacon([vital('/after')])).status).toBe(204);
    await performanceWriterFor(db.knex, logger).flush();
    const rows: { page_path: string }[] = await db
      .knex(TABLES.performanceRecords)
      .where({ website_id: SITE })
      .orderBy('page_path')
      .select('page_path');
    expect(rows.map((row) => row.page_path)).toEqual(['/after', '/before']);
  });

  it.each(HOSTILE_BEACONS.map((hostile) => [hostile.name, hostile] as const))(
    '%s',
    async (_name, hostile) => {
      const res = await request(app)
        .post(PERFORMANCE_PATH)
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(hostile.body);
      expect(res.status).toBe(hostile.status);
      await performanceWriterFor(db.knex, logger).flush();
      const rows: { page_path: string }[] = await db
        .knex(TABLES.performanceRecords)
        .where({ website_id: SITE })
        .select('page_path');
      if (hostile.storedPath === undefined) expect(rows).toEqual([]);
      else {
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row.page_path).toBe(hostile.storedPath);
      }
    },
  );
});

describe(`hostile census hits (${testDatabaseKind()})`, () => {
  it.each(UNSTORABLE_HIT_DATA.map((hostile) => [hostile.name, hostile] as const))(
    "refuses %s, and the other visitors' hits are stored",
    async (_name, hostile) => {
      const hit = async (data: Record<string, unknown>) =>
        (await visitor()).send('POST', '/api/census/RecordHit', {
          form: true,
          body: { event: 'page-view', data: JSON.stringify(data) },
        });
      expect((await hit({ pagePath: '/before' })).status).toBe(204);
      const res = await hit(hostile.data);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid-characters');
      expect((await hit({ pagePath: '/after' })).status).toBe(204);
      await trackingSinkFor(db.knex).flush();
      const rows: { page_path: string }[] = await db
        .knex(TABLES.trackingEvents)
        .where({ website_id: SITE })
        .orderBy('page_path')
        .select('page_path');
      expect(rows.map((row) => row.page_path)).toEqual(['/after', '/before']);
    },
  );

  it.each(HOSTILE_HITS.map((hostile) => [hostile.name, hostile] as const))('%s', async (_name, hostile) => {
    const browser = await visitor();
    const res = await browser.send('POST', '/api/census/RecordHit', {
      form: true,
      headers: hostile.headers,
      body: { event: 'page-view', data: JSON.stringify({ pagePath: hostile.pagePath, pageType: 2 }) },
    });
    expect(res.status).toBe(204);
    await trackingSinkFor(db.knex).flush();
    const rows: { page_path: string; payload: unknown }[] = await db
      .knex(TABLES.trackingEvents)
      .where({ website_id: SITE })
      .select('page_path', 'payload');
    expect(rows).toHaveLength(1);
    const payload = (
      typeof rows[0].payload === 'string' ? JSON.parse(rows[0].payload) : rows[0].payload
    ) as Record<string, unknown>;
    const { pagePath, ...fields } = hostile.stored;
    expect(rows[0].page_path).toBe(pagePath);
    expect(payload).toMatchObject(fields);
  });
});
