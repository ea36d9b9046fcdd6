// An import whose server stopped under it (killed, crashed, redeployed) does not stay "running" forever: a server's start marks it failed (on PostgreSQL only once its heartbeat is old, since other servers may be running it), and so does reading it once its heartbeat stopped.
import { describe, expect, it } from 'vitest';
import type { ImportView } from '../../domain/owner-api/imports.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import {
  failImportsInterruptedAtStart,
  INTERRUPTED_IMPORT,
  startImportHeartbeat,
} from '../../server/imports/interrupted-imports.js';
import type { TestBrowser } from '../security/test-browser.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import { testDatabaseKind } from '../support/test-database.js';

let db: Database;
let owner: TestBrowser;
let websiteId: string;

setUpOwnerSuite((suite) => {
  ({ db, owner } = suite);
  websiteId = suite.fixture.websiteId;
});

const quiet = { info: () => {} };

/** An import row as a server left it: `state`, its heartbeat (updated_at) `ageMs` ago, its file still kept. */
async function importLeft(state: string, ageMs: number): Promise<string> {
  const [row] = (await db
    .knex(TABLES.imports)
    .insert({
      website_id: websiteId,
      kind: 'wxr',
      file_name: 'export.xml',
      source: '<rss/>',
      state,
      progress: 3,
      total: 10,
      updated_at: new Date(Date.now() - ageMs),
    })
    .returning('id')) as { id: string }[];
  return row!.id;
}

async function view(id: string): Promise<ImportView> {
  const res = await owner.send('GET', `/api/owner/imports/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.import as ImportView;
}

const MINUTES = 60_000;

describe(`an import interrupted when its server stopped (${testDatabaseKind()})`, () => {
  it('reads as failed, saying so, once its heartbeat stopped, its file dropped and its progress kept', async () => {
    const stopped = await importLeft('running', 10 * MINUTES);
    const neverStarted = await importLeft('queued', 10 * MINUTES);
    const alive = await importLeft('running', 0);
    const before = await view(stopped);
    expect(before).toMatchObject({ state: 'failed', error: INTERRUPTED_IMPORT, progress: 3, total: 10 });
    expect(before.finishedAt).not.toBeNull();
    expect(await view(neverStarted)).toMatchObject({ state: 'failed', error: INTERRUPTED_IMPORT });
    // Another server is running this one: its heartbeat is fresh.
    expect(await view(alive)).toMatchObject({ state: 'running', error: null, finishedAt: null });
    const sources = await db
      .knex(TABLES.imports)
      .where({ website_id: websiteId })
      .whereIn('id', [stopped, neverStarted, alive])
      .orderBy('id')
      .select('id', 'source');
    expect(Object.fromEntries(sources.map((row) => [row.id, row.source]))).toEqual({
      [stopped]: null,
      [neverStarted]: null,
      [alive]: '<rss/>',
    });
  });

  it('is marked failed at a start on PostgreSQL only once its heartbeat is old', async () => {
    const stopped = await importLeft('running', 10 * MINUTES);
    const alive = await importLeft('running', 0);
    const done = await importLeft('done', 10 * MINUTES);
    await failImportsInterruptedAtStart({ knex: db.knex, kind: 'pg' }, quiet);
    const states = await db
      .knex(TABLES.imports)
      .where({ website_id: websiteId })
      .whereIn('id', [stopped, alive, done])
      .select('id', 'state', 'error');
    expect(Object.fromEntries(states.map((row) => [row.id, [row.state, row.error]]))).toEqual({
      [stopped]: ['failed', INTERRUPTED_IMPORT],
      [alive]: ['running', null],
      [done]: ['done', null],
    });
  });

  it('is marked failed at the start of the embedded database’s one server however fresh', async () => {
    const justNow = await importLeft('running', 0);
    const queued = await importLeft('queued', 0);
    await failImportsInterruptedAtStart({ knex: db.knex, kind: 'pglite' }, quiet);
    expect(await view(justNow)).toMatchObject({ state: 'failed', error: INTERRUPTED_IMPORT });
    expect(await view(queued)).toMatchObject({ state: 'failed', error: INTERRUPTED_IMPORT });
  });

  it('keeps a running import alive by its heartbeat', async () => {
    const running = await importLeft('running', 10 * MINUTES);
    const stop = startImportHeartbeat(db.knex, websiteId, running, 5);
    try {
      for (;;) {
        const row = await db
          .knex(TABLES.imports)
          .where({ website_id: websiteId, id: running })
          .first('updated_at');
        if (Date.now() - new Date(row.updated_at).getTime() < MINUTES) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      stop();
    }
    expect(await view(running)).toMatchObject({ state: 'running', error: null });
  });
});
