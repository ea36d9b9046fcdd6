// Tests /healthz and /readyz as a load balancer sees them: status, reason in words, no cookie, never cached.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import knex from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { createApp } from '../../server/app.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { MIGRATIONS } from '../../server/db/migrations/index.js';
import { markDraining } from '../../server/cluster/draining.js';
import { READY_TEXTS, readiness } from '../../server/cluster/health-routes.js';

describe(`health and readiness (${testDatabaseKind()})`, () => {
  let db: Database;
  let app: Express;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = createApp({ db, config: testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'h19a-health-')) }) });
  });
  afterAll(() => db?.close());

  test('/healthz says ok without a cookie or a cache', async () => {
    const res = await request(app).get('/healthz').set('Host', 'localhost');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('/readyz is ready on a migrated database', async () => {
    const res = await request(app).get('/readyz').set('Host', 'unknown.example');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('/readyz?verbose reports each cache against its byte bound', async () => {
    await request(app).get('/').set('Host', 'localhost');
    const res = await request(app).get('/readyz?verbose').set('Host', 'localhost');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    for (const name of ['data', 'pages', 'crawler']) {
      const cache = res.body.caches[name] as { bytes: number; maxBytes: number; maxBytesPerWebsite: number };
      expect(cache.maxBytes, name).toBeGreaterThan(0);
      expect(cache.maxBytesPerWebsite, name).toBeLessThanOrEqual(cache.maxBytes);
      expect(cache.bytes, name).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(res.body.memory.rss).toBeGreaterThan(0);
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready' });
  });

  test('/readyz?verbose&gc collects garbage first when the process exposes gc (bench:soak), and answers alike without it', async () => {
    const withGc = globalThis as { gc?: () => void };
    const had = withGc.gc;
    let collections = 0;
    withGc.gc = () => {
      collections += 1;
    };
    try {
      const res = await request(app).get('/readyz?verbose&gc');
      expect(res.status).toBe(200);
      expect(res.body.memory.heapUsed).toBeGreaterThan(0);
      expect(collections).toBe(1);
      await request(app).get('/readyz?gc');
      expect(collections).toBe(1);
    } finally {
      withGc.gc = had;
    }
    if (had === undefined) delete withGc.gc;
    expect((await request(app).get('/readyz?verbose&gc')).body.memory.heapUsed).toBeGreaterThan(0);
  });

  test('/readyz is unavailable while a migration is missing or unknown', async () => {
    const [last] = MIGRATIONS.at(-1)!;
    const row = await db.knex('knex_migrations').where({ name: last }).first();
    await db.knex('knex_migrations').where({ name: last }).delete();
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', reason: READY_TEXTS.pending });
    } finally {
      await db.knex('knex_migrations').insert(row);
    }
    await db
      .knex('knex_migrations')
      .insert({ name: '2099-01-01-99-from-the-future', batch: 99, migration_time: new Date() });
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.reason).toBe(READY_TEXTS.unknown);
    } finally {
      await db.knex('knex_migrations').where({ name: '2099-01-01-99-from-the-future' }).delete();
    }
    expect((await request(app).get('/readyz')).status).toBe(200);
  });

  test('a database that does not answer makes the server unready', async () => {
    const unreachable = knex({
      client: 'pg',
      connection: 'postgres://postgres@127.0.0.1:1/none',
      pool: { min: 0, max: 1 },
    });
    try {
      const found = await readiness({ db: { knex: unreachable, kind: 'pg', close: async () => {} } });
      expect(found).toEqual({ ready: false, reason: READY_TEXTS.unreachable });
    } finally {
      await unreachable.destroy();
    }
  });

  test('a draining server is unready at once, still alive, and asks clients to close', async () => {
    markDraining(db.knex);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', reason: READY_TEXTS.draining });
    expect(ready.headers.connection).toBe('close');
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});
