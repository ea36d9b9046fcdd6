// Tests of createTestDatabase: migrated, isolated from the others, gone after close, on either engine.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from './test-database.js';

describe(`createTestDatabase (${testDatabaseKind()})`, () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  }, 60_000);
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  test('is migrated, on the engine DATABASE_URL selects', async () => {
    expect(first.kind).toBe(testDatabaseKind());
    expect(await first.knex.schema.hasTable(TABLES.productVariants)).toBe(true);
    expect(await first.knex(TABLES.websites)).toEqual([]);
  });

  test('is not shared with another test database', async () => {
    await first.knex(TABLES.websites).insert({ site_title: 'Only in the first' });
    expect(await first.knex(TABLES.websites).pluck('site_title')).toEqual(['Only in the first']);
    expect(await second.knex(TABLES.websites)).toEqual([]);
  });

  test('runs transactions that roll back', async () => {
    await expect(
      second.knex.transaction(async (trx) => {
        await trx(TABLES.websites).insert({ site_title: 'Rolled back' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await second.knex(TABLES.websites)).toEqual([]);
  });

  test('can start empty', async () => {
    const empty = await createTestDatabase({ migrated: false });
    try {
      expect(await empty.knex.schema.hasTable(TABLES.websites)).toBe(false);
    } finally {
      await empty.close();
    }
  });

  test('leaves nothing behind once closed', async () => {
    const db = await createTestDatabase();
    const { rows } = await db.knex.raw('select current_schema() as schema');
    await db.close();
    await db.close();
    await expect(db.knex(TABLES.websites)).rejects.toThrow();
    const { rows: left } = await first.knex.raw('select nspname from pg_namespace where nspname = ?', [
      rows[0].schema,
    ]);
    // A server schema is dropped; PGlite's `public` lived only in the closed instance's memory.
    expect(left.length).toBe(db.kind === 'pg' ? 0 : 1);
  });

  test('hands the next one no row and no schema change of a closed one', async () => {
    const used = await createTestDatabase();
    await used.knex(TABLES.websites).insert({ site_title: 'Left behind' });
    await used.knex.raw('set statement_timeout = 1234');
    await used.close();
    const next = await createTestDatabase();
    try {
      expect(await next.knex(TABLES.websites)).toEqual([]);
      const { rows } = await next.knex.raw('show statement_timeout');
      expect(rows[0].statement_timeout).not.toBe('1234ms');
    } finally {
      await next.close();
    }

    const altered = await createTestDatabase();
    await altered.knex.raw('create table "LEFT_OVER" (id int)');
    await altered.close();
    const after = await createTestDatabase();
    try {
      expect(await after.knex.schema.hasTable('LEFT_OVER')).toBe(false);
    } finally {
      await after.close();
    }
  });
});
