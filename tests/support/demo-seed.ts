// The demo website for suites that need it loaded, drawn and hashed once per process and copied to each later suite's database.
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { seedDemo } from '../../server/demo/seed.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';

/** What a seeded database holds: every table's rows as JSON text, the sequences, the files. */
interface SeededCopy {
  websiteId: string;
  /** Per table, the columns it takes (not the generated ones) and its rows, `json_agg` of them. */
  tables: { name: string; columns: string[]; rows: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** A copy of the seeded data folder's `files/`. */
  filesDir: string;
}

let cached: Promise<SeededCopy> | undefined;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * `seedDemo(knex, { dataDir })` on a database just made by createTestDatabase, for the suites that
 * test something else on the demo. The first call in a process seeds for real (drawing the pictures
 * and hashing the owner's password are most of a seed's cost) and keeps what it made; later calls
 * insert the same rows and copy the same files, with every id (UUID) in them new, so no suite
 * shares a website, page or product id with another (the process's caches are keyed by them). The
 * demo's own tests (server/demo/seed.test.ts) and suites that store files elsewhere call seedDemo.
 */
export async function seedDemoCopy(
  knex: Knex,
  { dataDir }: { dataDir: string },
): Promise<{ websiteId: string }> {
  if (cached === undefined) {
    const made = (async () => {
      const { websiteId } = await seedDemo(knex, { dataDir });
      return capture(knex, dataDir, websiteId);
    })();
    cached = made;
    try {
      const copy = await made;
      return { websiteId: copy.websiteId };
    } catch (error) {
      cached = undefined;
      throw error;
    }
  }
  return restore(knex, dataDir, await cached);
}

async function capture(knex: Knex, dataDir: string, websiteId: string): Promise<SeededCopy> {
  const { rows: tableRows } = (await knex.raw(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'knex\\_%'
      order by table_name`,
  )) as { rows: { name: string }[] };
  const tables: SeededCopy['tables'] = [];
  for (const { name } of tableRows) {
    const { rows: columnRows } = (await knex.raw(
      `select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ? and is_generated = 'NEVER'
        order by ordinal_position`,
      [name],
    )) as { rows: { name: string }[] };
    const { rows } = (await knex.raw(
      `select coalesce(json_agg(t), '[]')::text as rows from ${quoted(name)} t`,
    )) as {
      rows: { rows: string }[];
    };
    tables.push({ name, columns: columnRows.map((column) => column.name), rows: rows[0].rows });
  }
  const { rows: sequenceRows } = (await knex.raw(
    `select sequence_name as name from information_schema.sequences
      where sequence_schema = current_schema() and sequence_name not like 'knex\\_%'`,
  )) as { rows: { name: string }[] };
  const sequences: SeededCopy['sequences'] = [];
  for (const { name } of sequenceRows) {
    const { rows } = (await knex.raw(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${quoted(name)}`,
    )) as {
      rows: { lastValue: string; isCalled: boolean }[];
    };
    sequences.push({ name, ...rows[0] });
  }
  const filesDir = mkdtempSync(join(tmpdir(), 'tessera-demo-copy-'));
  process.once('exit', () => rmSync(filesDir, { recursive: true, force: true }));
  copyTree(join(dataDir, 'files'), filesDir, (segment) => segment);
  return { websiteId, tables, sequences, filesDir };
}

async function restore(knex: Knex, dataDir: string, copy: SeededCopy): Promise<{ websiteId: string }> {
  const ids = new Map<string, string>();
  const renew = (text: string) =>
    text.replace(UUID, (id) => {
      let fresh = ids.get(id.toLowerCase());
      if (fresh === undefined) {
        fresh = randomUUID();
        ids.set(id.toLowerCase(), fresh);
      }
      return fresh;
    });
  const websiteId = renew(copy.websiteId);
  copyTree(copy.filesDir, join(dataDir, 'files'), renew);
  await knex.transaction(async (trx) => {
    // The rows are a consistent whole: their foreign keys and triggers were satisfied when seeded.
    await trx.raw('set local session_replication_role = replica');
    for (const { name, columns, rows } of copy.tables) {
      const list = columns.map(quoted).join(', ');
      await trx.raw(`delete from ${quoted(name)}`);
      if (rows === '[]') continue;
      await trx.raw(
        `insert into ${quoted(name)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${quoted(name)}, ?::json)`,
        [renew(rows)],
      );
    }
    for (const { name, lastValue, isCalled } of copy.sequences)
      await trx.raw('select setval(?::regclass, ?::bigint, ?)', [quoted(name), lastValue, isCalled]);
  });
  // What seedDemo does once its rows are in: pages served from the site cache show this website.
  invalidateSiteData(websiteId);
  return { websiteId };
}

/** Copies the folder `from` into `to`, each file and folder name passed through `rename`. */
function copyTree(from: string, to: string, rename: (segment: string) => string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const target = join(to, rename(entry.name));
    if (entry.isDirectory()) copyTree(join(from, entry.name), target, rename);
    else copyFileSync(join(from, entry.name), target);
  }
}
