// Tests of openDatabase: both engines, idempotent close, the folder lock, same values on both engines.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCK_FILE_NAME } from './data-dir-lock.js';
import { openDatabase, type Database } from './database.js';
import { writeDatabaseTemplate } from './database-template.js';
import { openThrowawayDatabase } from './throwaway-database.js';

const url = process.env.DATABASE_URL || undefined;
const ENGINES = [
  { title: 'embedded PGlite', kind: 'pglite', url: undefined, skip: false },
  {
    title: url ? 'PostgreSQL at DATABASE_URL' : 'PostgreSQL server (skipped: DATABASE_URL is not set)',
    kind: 'pg',
    url,
    skip: !url,
  },
] as const;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`openDatabase on ${engine.title}`, () => {
    // A new in-memory PGlite runs initdb, seconds of CPU: on a busy 2-core machine it took 29 s.
    test('answers queries, says its kind, and closes twice without complaint', async () => {
      const db = await openDatabase(engine.url ? { url: engine.url } : { memory: true });
      expect(db.kind).toBe(engine.kind);
      const { rows } = await db.knex.raw('select 1 + 1 as two');
      expect(rows).toEqual([{ two: 2 }]);
      await Promise.all([db.close(), db.close()]);
      await db.close();
      await expect(db.knex.raw('select 1')).rejects.toThrow();
    }, 60_000);
  });

  describe.skipIf(engine.skip)(`values read back on ${engine.title}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openThrowawayDatabase({ url: engine.url, migrated: false });
      await db.knex.raw(`create table "SAMPLES" (
        at timestamptz, doc jsonb, list text[], big bigint, exact numeric(9, 6), ratio real,
        flag boolean, code char(3), n integer)`);
    });
    afterAll(() => db?.close());

    test('are the same JavaScript values on both engines', async () => {
      const at = new Date('2026-11-21T12:34:56.789Z');
      await db.knex('SAMPLES').insert({
        at,
        doc: JSON.stringify({ a: [1, 'two'] }),
        list: ['x', 'y'],
        big: 9007199254740991,
        exact: '0.0825',
        ratio: 0.5,
        flag: true,
        code: 'USD',
        n: 42,
      });
      const row = await db.knex('SAMPLES').first();
      expect(row).toEqual({
        at,
        doc: { a: [1, 'two'] },
        list: ['x', 'y'],
        big: 9007199254740991,
        exact: '0.082500',
        ratio: 0.5,
        flag: true,
        code: 'USD',
        n: 42,
      });
      const [{ count }] = await db.knex('SAMPLES').count({ count: '*' });
      expect(count).toBe(1);
    });

    test('say how many rows an update or a delete touched, as a number', async () => {
      await db.knex('SAMPLES').insert([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(await db.knex('SAMPLES').where('n', '<', 3).update({ flag: false })).toBe(2);
      expect(await db.knex('SAMPLES').where({ n: 1 }).delete()).toBe(1);
      expect(await db.knex('SAMPLES').where({ n: 1 }).del()).toBe(0);
      expect(await db.knex('SAMPLES').where({ n: -1 }).update({ flag: true })).toBe(0);
    });
  });
}

describe('openDatabase on a data folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-db-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('refuses a second opener while the first runs, then reopens with the data kept', async () => {
    const dataDir = join(dir, 'db');
    // A new folder starts from a template, as `tessera serve` starts one (database-template.test.ts
    // covers that): unpacking a dump takes a fraction of initdb's time (and of its ~800 MB).
    const template = await writeDatabaseTemplate(join(dir, 'template'));
    const first = await openDatabase({ dataDir, template: () => template });
    try {
      expect(first.kind).toBe('pglite');
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
      await first.knex.raw('create table "NOTES" (body text)');
      await first.knex('NOTES').insert({ body: 'kept' });
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The database folder ${dataDir} is in use by another Tessera process (pid ${process.pid}). ` +
          'Stop it first, or set DATABASE_URL.',
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await openDatabase({ dataDir });
    try {
      expect(await second.knex('NOTES').pluck('body')).toEqual(['kept']);
    } finally {
      await second.close();
    }
  }, 60_000);
});
