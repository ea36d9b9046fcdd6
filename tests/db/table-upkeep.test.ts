import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-database.js';
import type { Database } from '../../server/db/database-types.js';
import { runTableUpkeep, tablesDue } from '../../server/db/table-upkeep.js';

// A table shaped like CARTS: a primary key on (website_id, id) and a partial index on
// (website_id, user_id) of the open rows, filled with open rows of no user (anonymous carts).
const TABLE = 'UPKEEP_PROBE';
const WEBSITE = 'w1';

async function lookupPlan(db: Database): Promise<string> {
  const { rows } = (await db.knex.raw(
    `explain select * from "${TABLE}" where website_id = ? and not done and id = ? and user_id is null`,
    [WEBSITE, 'c2500'],
  )) as { rows: { 'QUERY PLAN': string }[] };
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('table upkeep (what autovacuum does, where none runs)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.knex.raw(`create table "${TABLE}" (
      website_id text not null, id text not null, user_id text, done boolean not null default false,
      primary key (website_id, id))`);
    await db.knex.raw(
      `create index upkeep_probe_open_by_user on "${TABLE}" (website_id, user_id) where not done`,
    );
    await db.knex.raw(
      `insert into "${TABLE}" (website_id, id) select ?, 'c' || g from generate_series(1, 5000) g`,
      [WEBSITE],
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('analyses a table past autovacuum’s thresholds, after which a lookup by key uses the key', async () => {
    // The counts reach pg_stat_user_tables about a second after the writes.
    await expect
      .poll(async () => (await tablesDue(db.knex)).map(({ name }) => name), { timeout: 15_000 })
      .toContain(TABLE);
    const done = await runTableUpkeep(db.knex);
    expect(done.map(({ name }) => name)).toContain(TABLE);
    expect(await lookupPlan(db)).toContain(`${TABLE}_pkey`);
    await expect
      .poll(async () => (await tablesDue(db.knex)).map(({ name }) => name), { timeout: 15_000 })
      .not.toContain(TABLE);
  });

  it('vacuums a table whose dead rows pass the threshold', async () => {
    await db.knex.raw(`update "${TABLE}" set done = true where id like 'c1%'`);
    await expect
      .poll(async () => (await tablesDue(db.knex)).find(({ name }) => name === TABLE), { timeout: 15_000 })
      .toEqual({ name: TABLE, vacuum: true });
    await runTableUpkeep(db.knex);
    await expect
      .poll(
        async () => {
          const { rows } = (await db.knex.raw(
            `select n_dead_tup::int as dead from pg_stat_user_tables where relname = ? and schemaname = current_schema()`,
            [TABLE],
          )) as { rows: { dead: number }[] };
          return rows[0]?.dead;
        },
        { timeout: 15_000 },
      )
      .toBe(0);
  });
});
