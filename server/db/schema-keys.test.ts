// Tests, from the catalog, that tenant tables lead their keys, indexes and references with website_id.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from './database.js';
import { GLOBAL_TABLES, MIGRATION_TABLES, TABLES } from './tables.js';
import { openThrowawayDatabase } from './throwaway-database.js';

/** Indexes on tenant tables that must not start with website_id, and why. */
const CROSS_TENANT_INDEXES: Record<string, string> = {
  // Resolving the website from a request's Host header, before any website is known.
  'WEBSITE_DOMAINS.host': 'website_domains_host_unique',
  // An owner's websites (the editor's website switcher).
  'MEMBERSHIPS.account_id': 'memberships_account_id',
  // The site search's GIN index on the tsvector: a GIN index cannot lead with a text column without
  // the btree_gin extension; the search's website_id condition is applied to the rows it finds.
  'CONTENT_ITEMS.search_vector': 'content_items_search',
  // The search's trigram index of titles (typos), for the same reason (pg_trgm's operator class).
  'CONTENT_ITEMS.title': 'content_items_title_trigrams',
  // The webhook worker's poll: pending deliveries of every website by due time.
  'WEBHOOK_DELIVERIES.next_attempt_at': 'webhook_deliveries_due',
};

const NOT_TENANT = new Set<string>([...GLOBAL_TABLES, ...MIGRATION_TABLES]);
const TENANT_TABLES = Object.values(TABLES).filter((table) => !NOT_TENANT.has(table));

interface KeyRow {
  table: string;
  kind: 'p' | 'f';
  name: string;
  columns: string[];
  target: string | null;
  target_columns: string[] | null;
}

let db: Database;
let constraints: KeyRow[];
let indexes: { table: string; name: string; first_column: string | null }[];

beforeAll(async () => {
  db = await openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined });
  ({ rows: constraints } = await db.knex.raw(`
    select c.relname::text as "table", con.conname::text as name, con.contype::text as kind,
      (select array_agg(a.attname::text order by k.ord)
         from unnest(con.conkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
      f.relname::text as target,
      (select array_agg(a.attname::text order by k.ord)
         from unnest(con.confkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as target_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    left join pg_class f on f.oid = con.confrelid
    where c.relnamespace = current_schema()::regnamespace and con.contype in ('p', 'f')`));
  ({ rows: indexes } = await db.knex.raw(`
    select t.relname::text as "table", i.relname::text as name, a.attname::text as first_column
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
    where t.relnamespace = current_schema()::regnamespace`));
}, 60_000);
afterAll(() => db?.close());

const primaryKeys = () =>
  new Map(constraints.filter((row) => row.kind === 'p').map((row) => [row.table, row.columns]));
const foreignKeys = () => constraints.filter((row) => row.kind === 'f');

describe('tenant tables', () => {
  test('are every table but the global ones, and each has a primary key', () => {
    expect(TENANT_TABLES.length).toBeGreaterThan(30);
    const keys = primaryKeys();
    for (const table of Object.values(TABLES)) expect(keys.has(table), table).toBe(true);
  });

  test('have primary keys that start with website_id', () => {
    const keys = primaryKeys();
    const wrong = TENANT_TABLES.filter((table) => keys.get(table)?.[0] !== 'website_id');
    expect(wrong).toEqual([]);
  });

  test('have indexes that all start with website_id, but the named cross-tenant ones', () => {
    const wrong = indexes
      .filter(({ table }) => TENANT_TABLES.includes(table as never))
      .filter(({ first_column }) => first_column !== 'website_id')
      .map(({ table, name, first_column }) => `${table}.${first_column}: ${name}`);
    const allowed = Object.entries(CROSS_TENANT_INDEXES).map(([column, name]) => `${column}: ${name}`);
    expect(wrong.sort()).toEqual(allowed.sort());
  });

  test('reference rows of other tenant tables by (website_id, …), so a row never points into another website', () => {
    const wrong = foreignKeys()
      .filter(({ table, target }) => TENANT_TABLES.includes(table as never) && !NOT_TENANT.has(target!))
      .filter(
        ({ columns, target_columns }) => columns[0] !== 'website_id' || target_columns?.[0] !== 'website_id',
      )
      .map(({ table, name }) => `${table}: ${name}`);
    expect(wrong).toEqual([]);
  });

  test('each reach WEBSITES through a reference that starts with website_id', () => {
    const covered = new Set(
      foreignKeys()
        .filter(({ columns }) => columns[0] === 'website_id')
        .map(({ table }) => table),
    );
    expect(TENANT_TABLES.filter((table) => !covered.has(table))).toEqual([]);
  });
});
