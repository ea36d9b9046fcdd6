// Tests, from the migrated catalog, that the schema can be distributed by website_id (the Citus model) as server/db/distribution.ts says, and that the check finds each kind of break.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { DISTRIBUTION_COLUMN, REFERENCE_TABLES, isWebsiteTable } from '../../server/db/distribution.js';
import { GLOBAL_TABLES, MIGRATION_TABLES } from '../../server/db/tables.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { distributionProblems, type DistributionProblems } from './distribution-problems.js';

let db: Database;
let problems: DistributionProblems;

beforeAll(async () => {
  db = await createTestDatabase();
  problems = await distributionProblems(db.knex);
}, 60_000);
afterAll(() => db?.close());

describe(`distribution by ${DISTRIBUTION_COLUMN} (${testDatabaseKind()})`, () => {
  test('every listed reference table exists, with a reason, and the global tables of tables.ts are all listed', () => {
    expect(problems.missingReferenceTables).toEqual([]);
    expect([...GLOBAL_TABLES, ...MIGRATION_TABLES].filter(isWebsiteTable)).toEqual([]);
    for (const [table, why] of Object.entries(REFERENCE_TABLES))
      expect(why.length, table).toBeGreaterThan(20);
  });

  test('every table that is not a reference table carries website_id', () => {
    expect(problems.websiteTables).toBeGreaterThan(50);
    expect(problems.withoutWebsiteId).toEqual([]);
  });

  test('every website table has a primary key, and it includes website_id', () => {
    expect(problems.primaryKeys).toEqual([]);
  });

  test('every unique constraint and unique index of a website table includes website_id', () => {
    expect(problems.uniqueKeys).toEqual([]);
  });

  test('foreign keys between website tables pair website_id with website_id (co-located)', () => {
    expect(problems.foreignKeys).toEqual([]);
  });

  test('no reference table points at a website table (a copy on every node cannot)', () => {
    expect(problems.referenceToWebsite).toEqual([]);
  });

  test('the check names each kind of break, table and constraint', async () => {
    const broken = await createTestDatabase();
    try {
      const statements = [
        `create table "BROKEN_NO_SITE" ("id" text primary key)`,
        `create table "BROKEN_KEYS" ("website_id" text not null, "id" text primary key, "slug" text, "code" text, constraint "broken_keys_slug" unique ("slug"), "page_id" text, constraint "broken_keys_page" foreign key ("website_id", "page_id") references "PAGES" ("website_id", "id"))`,
        `create unique index "broken_keys_code" on "BROKEN_KEYS" (lower("code"))`,
        `create table "BROKEN_LINKS" ("website_id" text not null, "id" text, primary key ("website_id", "id"), "key_id" text references "BROKEN_KEYS" ("id"))`,
        `alter table "WEBSITES" add column "broken_page_id" text`,
        `alter table "WEBSITES" add constraint "websites_broken_page" foreign key ("id", "broken_page_id") references "PAGES" ("website_id", "id")`,
        `alter table "TRACKING_SALTS" rename to "TRACKING_SALTS_GONE"`,
      ];
      for (const statement of statements) await broken.knex.raw(statement);
      const found = await distributionProblems(broken.knex);
      expect(found.missingReferenceTables).toEqual(['TRACKING_SALTS']);
      expect(found.withoutWebsiteId).toContain('BROKEN_NO_SITE: no website_id column');
      expect(found.withoutWebsiteId).toContain('TRACKING_SALTS_GONE: no website_id column');
      expect(found.primaryKeys).toContain('BROKEN_KEYS.BROKEN_KEYS_pkey: (id)');
      expect(found.uniqueKeys).toEqual([
        'BROKEN_KEYS.broken_keys_code: (<expression>)',
        'BROKEN_KEYS.broken_keys_slug: (slug)',
      ]);
      expect(found.foreignKeys).toEqual([
        'BROKEN_LINKS.BROKEN_LINKS_key_id_fkey: (key_id) -> BROKEN_KEYS(id)',
      ]);
      expect(found.referenceToWebsite).toEqual(['WEBSITES.websites_broken_page -> PAGES']);
    } finally {
      await broken.close();
    }
  });
});
