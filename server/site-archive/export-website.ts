// Writes a website as one archive (docs/ARCHIVE.md): a JSON file per entity, its stored files beside them, and a manifest with counts and checksums; read in one repeatable-read transaction, so the archive is one moment of the website.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATA_PREFIX,
  MANIFEST_ENTRY,
  STORE_PREFIX,
  entityName,
  type ArchiveManifest,
} from '../../domain/site-archive/archive-manifest.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { TABLES } from '../db/tables.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { readCatalog, referenceOrder, type CatalogTable } from './archive-catalog.js';
import { rowToArchive, type ArchiveRow } from './archive-rows.js';
import { SECRET_COLUMNS, SECRET_JSON_KEYS, archivedHandles } from './archive-tables.js';
import { writeArchiveZip } from './archive-zip.js';

/** Options of {@link exportWebsite}. */
export interface ExportOptions {
  /** Called as tables and files are done (`done` of `total` steps). */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** The manifest's `exportedAt` (default now). */
  now?: Date;
}

/** What an export gives: the archive and its manifest. */
export interface ExportedWebsite {
  archive: Buffer;
  manifest: ArchiveManifest;
}

/** An owner of the website as the archive holds them: no password, no second factor. */
export interface ArchivedOwner {
  id: string;
  email: string;
  displayName: string;
  roles: number[];
}

const json = (value: unknown): Buffer => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** Thrown when there is no such website. */
export class NoSuchWebsite extends Error {
  constructor(websiteId: string) {
    super(`There is no website ${websiteId}.`);
    this.name = 'NoSuchWebsite';
  }
}

/** A row as written: secrets out, references to what the archive lacks cleared. */
function scrub(
  table: CatalogTable,
  row: ArchiveRow,
  owners: ReadonlySet<string>,
  archived: ReadonlySet<string>,
): ArchiveRow {
  const handle = (Object.keys(TABLES) as (keyof typeof TABLES)[]).find((key) => TABLES[key] === table.name)!;
  for (const column of SECRET_COLUMNS[handle] ?? []) if (column in row) row[column] = null;
  for (const [column, keys] of Object.entries(SECRET_JSON_KEYS[handle] ?? {})) {
    const value = row[column];
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      row[column] = Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
  }
  if (table.name === TABLES.pages && row.password_protected === true) {
    // The password is not written, so the page is not served open: it comes disabled.
    row.password_protected = false;
    row.enabled = false;
  }
  if (table.name === TABLES.orders && row.payment !== null && typeof row.payment === 'object') {
    row.payment = Object.fromEntries(
      Object.entries(row.payment as Record<string, unknown>).filter(([key]) => !/token|secret/i.test(key)),
    );
  }
  for (const reference of table.references) {
    const columns = reference.columns.filter((column) => column !== 'website_id');
    if (reference.target === TABLES.ownerAccounts) {
      for (const column of columns)
        if (row[column] !== null && !owners.has(String(row[column]))) row[column] = null;
    } else if (reference.target !== TABLES.websites && !archived.has(reference.target)) {
      for (const column of columns) row[column] = null;
    }
  }
  return row;
}

/** The archive of `websiteId`. */
export async function exportWebsite(
  db: Knex,
  files: FileStorage,
  websiteId: string,
  options: ExportOptions = {},
): Promise<ExportedWebsite> {
  const handles = archivedHandles();
  const names = handles.map((handle) => TABLES[handle]);
  const entries = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  const storedFiles: string[] = [];
  let title = '';
  await db.transaction(async (trx) => {
    await trx.raw('set transaction isolation level repeatable read, read only');
    const catalog = await readCatalog(trx, [...names, TABLES.websites]);
    const website = await trx(TABLES.websites).where({ id: websiteId }).first();
    if (website === undefined) throw new NoSuchWebsite(websiteId);
    title = String(website.site_title);
    const websiteRow = rowToArchive(
      website as Record<string, unknown>,
      catalog.get(TABLES.websites)!.columns,
    );
    delete websiteRow.id;
    delete websiteRow.is_default;
    entries.set(`${DATA_PREFIX}website.json`, json(websiteRow));

    const ownerRows = (await trx({ m: TABLES.memberships })
      .join({ a: TABLES.ownerAccounts }, 'a.id', 'm.account_id')
      .where('m.website_id', websiteId)
      .orderBy([{ column: 'a.id' }, { column: 'm.role' }])
      .select('a.id', 'a.email', 'a.display_name', 'm.role')) as {
      id: string;
      email: string;
      display_name: string;
      role: number;
    }[];
    const owners = new Map<string, ArchivedOwner>();
    for (const row of ownerRows) {
      const owner = owners.get(row.id) ?? {
        id: row.id,
        email: row.email,
        displayName: row.display_name,
        roles: [],
      };
      owner.roles.push(Number(row.role));
      owners.set(row.id, owner);
    }
    entries.set(`${DATA_PREFIX}owners.json`, json([...owners.values()]));
    counts.owners = owners.size;

    const order = referenceOrder(catalog, names);
    const archived = new Set(names);
    const ownerIds = new Set(owners.keys());
    for (const name of order) {
      const table = catalog.get(name)!;
      const columns = table.columns.filter((column) => column.name !== 'website_id');
      const key = table.primaryKey.filter((column) => column !== 'website_id');
      const rows = (await trx(name)
        .where({ website_id: websiteId })
        .orderBy(key.map((column) => ({ column })))
        .select(columns.map((column) => column.name))) as Record<string, unknown>[];
      const handle = handles[names.indexOf(name as (typeof names)[number])]!;
      const entity = entityName(handle);
      entries.set(
        `${DATA_PREFIX}${entity}.json`,
        json(rows.map((row) => scrub(table, rowToArchive(row, columns), ownerIds, archived))),
      );
      counts[entity] = rows.length;
      if (name === TABLES.files) storedFiles.push(...rows.map((row) => String(row.path)));
    }
  });

  const total = handles.length + storedFiles.length;
  // Progress is told outside the transaction: the callback may write (an embedded database has one connection).
  let done = handles.length;
  await options.onProgress?.(done, total);
  let missing = 0;
  for (const path of storedFiles) {
    const data = await files.read(path);
    if (data === undefined) missing++;
    else entries.set(`${STORE_PREFIX}${path}`, data);
    await options.onProgress?.(++done, total);
  }
  counts.files = storedFiles.length - missing;

  const checksums: Record<string, string> = {};
  for (const name of [...entries.keys()].sort()) checksums[name] = sha256(entries.get(name)!);
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: (options.now ?? new Date()).toISOString(),
    schema: newestMigration(),
    website: { id: websiteId, title },
    counts: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))),
    checksums,
  };
  entries.set(MANIFEST_ENTRY, json(manifest));
  return { archive: await writeArchiveZip(entries), manifest };
}

/** The newest migration this server has (names sort by date and number). */
export function newestMigration(): string {
  return MIGRATIONS.map(([name]) => name)
    .sort()
    .at(-1)!;
}
