// Tests that app servers starting together migrate once, and that a server older than its database refuses to start.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { newerDatabaseMessage } from '../../server/cluster/migration-drift.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { runMigrations } from '../../server/db/migrate.js';
import { MIGRATIONS } from '../../server/db/migrations/index.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';

const url = process.env.DATABASE_URL || undefined;
const NAMES = MIGRATIONS.map(([name]) => name);
const FUTURE = '2099-01-01-99-from-a-newer-tessera';

describe.skipIf(!url)('three servers starting together on one fresh PostgreSQL schema', () => {
  const schema = `h19a_migrate_${randomBytes(4).toString('hex')}`;
  const servers: Database[] = [];
  afterAll(async () => {
    for (const db of servers) await db.close();
    const admin = await openDatabase({ url });
    await admin.knex.raw(`drop schema if exists "${schema}" cascade`);
    await admin.close();
  });

  test('all three succeed and each migration runs once', async () => {
    const admin = await openDatabase({ url });
    await admin.knex.raw(`create schema "${schema}"`);
    await admin.close();
    for (let n = 0; n < 3; n++) servers.push(await openDatabase({ url, schema }));
    const ran = await Promise.all(servers.map((db) => runMigrations(db.knex)));
    expect(ran.flat().sort()).toEqual([...NAMES].sort());
    expect(ran.filter((names) => names.length > 0)).toHaveLength(1);
    const rows: { name: string; count: number }[] = await servers[0]
      .knex('knex_migrations')
      .select('name')
      .count('* as count')
      .groupBy('name');
    expect(rows).toHaveLength(NAMES.length);
    expect(rows.every(({ count }) => Number(count) === 1)).toBe(true);
  }, 120_000);

  test('a server whose code is older than the database refuses to start, migrating nothing', async () => {
    const [db] = servers;
    await db.knex('knex_migrations').insert({ name: FUTURE, batch: 99, migration_time: new Date() });
    await expect(runMigrations(db.knex)).rejects.toThrow(newerDatabaseMessage([FUTURE]));
    await db.knex('knex_migrations').where({ name: FUTURE }).delete();
  });
});

describe(`a database newer than the code (${testDatabaseKind()})`, () => {
  test('is refused with a message saying what to do', async () => {
    const db = await createTestDatabase();
    try {
      await db.knex('knex_migrations').insert({ name: FUTURE, batch: 99, migration_time: new Date() });
      await expect(runMigrations(db.knex)).rejects.toThrow(
        `The database has migrations this version of Tessera does not know (${FUTURE}): upgrade Tessera before starting it, or restore a backup made for this version.`,
      );
    } finally {
      await db.knex('knex_migrations').where({ name: FUTURE }).delete();
      await db.close();
    }
  });
});
