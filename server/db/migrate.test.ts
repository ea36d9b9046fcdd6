// Tests that the migrations apply, report, roll back and apply again, on both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from './database.js';
import { migrationStatus, rollbackMigrations, runMigrations } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { MIGRATION_TABLES, TABLES } from './tables.js';
import { openThrowawayDatabase } from './throwaway-database.js';

const url = process.env.DATABASE_URL || undefined;
const ENGINES = [
  { title: 'embedded PGlite', url: undefined, skip: false },
  {
    title: url ? 'PostgreSQL at DATABASE_URL' : 'PostgreSQL server (skipped: DATABASE_URL is not set)',
    url,
    skip: !url,
  },
];
const NAMES = MIGRATIONS.map(([name]) => name);

async function tablesIn(db: Database): Promise<string[]> {
  // Not the day partitions of TRACKING_EVENTS on PostgreSQL (relispartition): they are that table's.
  const rows: { tablename: string }[] = await db
    .knex('pg_catalog.pg_tables')
    .select('tablename')
    .whereRaw('schemaname = current_schema()')
    .whereRaw(
      `not exists (select 1 from pg_class c where c.oid = format('%I.%I', schemaname, tablename)::regclass and c.relispartition)`,
    );
  return rows.map(({ tablename }) => tablename).sort();
}

test('migration files are date-prefixed, numbered in order, and listed once', () => {
  for (const name of NAMES) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
  expect([...NAMES].sort()).toEqual(NAMES);
  expect(new Set(NAMES).size).toBe(NAMES.length);
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`migrations on ${engine.title}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openThrowawayDatabase({ url: engine.url, migrated: false });
    });
    afterAll(() => db?.close());

    test('apply every migration in order, then nothing on a second run', async () => {
      expect(await runMigrations(db.knex)).toEqual(NAMES);
      expect(await runMigrations(db.knex)).toEqual([]);
      expect(await migrationStatus(db.knex)).toEqual({ applied: NAMES, pending: [] });
      expect(await tablesIn(db)).toEqual([...Object.values(TABLES), ...MIGRATION_TABLES].sort());
    });

    test('roll back newest first to an empty schema, and apply again', async () => {
      expect(await rollbackMigrations(db.knex, { all: true })).toEqual([...NAMES].reverse());
      expect(await tablesIn(db)).toEqual([...MIGRATION_TABLES].sort());
      expect(await migrationStatus(db.knex)).toEqual({ applied: [], pending: NAMES });
      expect(await runMigrations(db.knex)).toEqual(NAMES);
    });

    test('roll back the last batch by default (one run is one batch)', async () => {
      expect(await rollbackMigrations(db.knex)).toEqual([...NAMES].reverse());
      expect(await runMigrations(db.knex)).toEqual(NAMES);
    });
  });
}
