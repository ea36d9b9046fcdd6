// Reads a website archive into this server, as a new website or over one, in one transaction: a refused or failed import leaves no row and no stored file behind.
import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ARCHIVE_MESSAGES,
  ARCHIVE_VERSION,
  DATA_PREFIX,
  MANIFEST_ENTRY,
  STORE_PREFIX,
  archiveManifestSchema,
  entityName,
  type ArchiveManifest,
} from '../../domain/site-archive/archive-manifest.js';
import { ROLE } from '../../domain/roles.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { TABLES } from '../db/tables.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { readCatalog, referenceOrder, type CatalogTable } from './archive-catalog.js';
import { parentsFirst, replaceText, rowFromArchive, type ArchiveRow } from './archive-rows.js';
import { archivedHandles } from './archive-tables.js';
import { ArchiveError, readArchiveZip } from './archive-zip.js';
import type { ArchivedOwner } from './export-website.js';

/** The password hash of an owner account an import made: no password verifies against it. */
export const NO_PASSWORD_HASH = '!imported: set a password with `tessera password --email EMAIL`';

/** Where an archive goes: a new website, or over the rows of an existing one. */
/**
 * Where an archive goes: a new website (optionally answering on `hosts`, with `adminAccountId` made
 * its admin, both in the import's transaction), or over an existing one.
 */
export type ImportTarget =
  | { kind: 'new'; hosts?: readonly string[]; adminAccountId?: string }
  | { kind: 'replace'; websiteId: string };

/**
 * Told `done` of `total` steps: each stored file written, then the rows (one step, told once the
 * transaction is committed: a single-connection database cannot be written to beside it).
 */
export type ArchiveProgress = (done: number, total: number) => Promise<void> | void;

/** What an import did. */
export interface ArchiveImportResult {
  websiteId: string;
  title: string;
  manifest: ArchiveManifest;
  /** Owner accounts made (they have no password yet), by email. */
  ownersCreated: string[];
}

/** An archive read and checked: its manifest, rows per table and stored files. */
interface ReadArchive {
  manifest: ArchiveManifest;
  website: ArchiveRow;
  owners: ArchivedOwner[];
  rows: Map<string, ArchiveRow[]>;
  files: Map<string, Buffer>;
}

const parseJson = (entries: Map<string, Buffer>, name: string): unknown => {
  const data = entries.get(name);
  if (data === undefined) throw new ArchiveError(ARCHIVE_MESSAGES.missing(name));
  return JSON.parse(data.toString('utf8')) as unknown;
};

/** Unzips and checks an archive: format, version, schema, every checksum, nothing unlisted. */
export async function readWebsiteArchive(data: Buffer): Promise<ReadArchive> {
  const entries = await readArchiveZip(data);
  let manifest: ArchiveManifest;
  try {
    const parsed = archiveManifestSchema.safeParse(parseJson(entries, MANIFEST_ENTRY));
    if (!parsed.success) throw new ArchiveError(ARCHIVE_MESSAGES.notArchive);
    manifest = parsed.data;
  } catch {
    throw new ArchiveError(ARCHIVE_MESSAGES.notArchive);
  }
  if (manifest.version > ARCHIVE_VERSION)
    throw new ArchiveError(ARCHIVE_MESSAGES.newerVersion(manifest.version));
  if (!MIGRATIONS.some(([name]) => name === manifest.schema))
    throw new ArchiveError(ARCHIVE_MESSAGES.newerSchema(manifest.schema));
  for (const [name, sum] of Object.entries(manifest.checksums)) {
    const entry = entries.get(name);
    if (entry === undefined) throw new ArchiveError(ARCHIVE_MESSAGES.missing(name));
    if (createHash('sha256').update(entry).digest('hex') !== sum)
      throw new ArchiveError(ARCHIVE_MESSAGES.checksum(name));
  }
  for (const name of entries.keys())
    if (name !== MANIFEST_ENTRY && manifest.checksums[name] === undefined)
      throw new ArchiveError(ARCHIVE_MESSAGES.extra(name));

  const rows = new Map<string, ArchiveRow[]>();
  for (const handle of archivedHandles()) {
    const name = `${DATA_PREFIX}${entityName(handle)}.json`;
    // An archive from before a table existed has no file for it.
    if (entries.has(name)) rows.set(TABLES[handle], parseJson(entries, name) as ArchiveRow[]);
  }
  const files = new Map<string, Buffer>();
  for (const [name, entry] of entries)
    if (name.startsWith(STORE_PREFIX)) files.set(name.slice(STORE_PREFIX.length), entry);
  return {
    manifest,
    website: parseJson(entries, `${DATA_PREFIX}website.json`) as ArchiveRow,
    owners: parseJson(entries, `${DATA_PREFIX}owners.json`) as ArchivedOwner[],
    rows,
    files,
  };
}

/** Owner accounts for the archive's owners: the account with their email, else a new one without a password. */
async function placeOwners(
  trx: Knex.Transaction,
  websiteId: string,
  owners: readonly ArchivedOwner[],
): Promise<{ ids: Map<string, string>; created: string[] }> {
  const ids = new Map<string, string>();
  const created: string[] = [];
  for (const owner of owners) {
    const existing = (await trx(TABLES.ownerAccounts)
      .whereRaw('lower(email) = lower(?)', [owner.email])
      .first('id')) as { id: string } | undefined;
    let id = existing?.id;
    if (id === undefined) {
      const taken = await trx(TABLES.ownerAccounts).where({ id: owner.id }).first('id');
      id = taken === undefined ? owner.id : randomUUID();
      await trx(TABLES.ownerAccounts).insert({
        id,
        email: owner.email,
        display_name: owner.displayName,
        password_hash: NO_PASSWORD_HASH,
      });
      created.push(owner.email);
    }
    ids.set(owner.id, id);
    for (const role of owner.roles)
      await trx(TABLES.memberships)
        .insert({ website_id: websiteId, account_id: id, role })
        .onConflict()
        .ignore();
  }
  return { ids, created };
}

/** Inserts the archive's rows of `table`, owner references mapped, parents before children. */
async function insertRows(
  trx: Knex.Transaction,
  table: CatalogTable,
  websiteId: string,
  rows: readonly ArchiveRow[],
  ownerIds: ReadonlyMap<string, string>,
): Promise<void> {
  const columns = new Map(table.columns.map((column) => [column.name, column]));
  const ownerColumns = table.references
    .filter((reference) => reference.target === TABLES.ownerAccounts)
    .flatMap((reference) => reference.columns);
  const selfColumn = table.references
    .find((reference) => reference.target === table.name)
    ?.columns.find((column) => column !== 'website_id');
  const entity = entityName(
    (Object.keys(TABLES) as (keyof typeof TABLES)[]).find((key) => TABLES[key] === table.name)!,
  );
  const ordered = selfColumn === undefined ? rows : parentsFirst(rows, selfColumn);
  const prepared = ordered.map((row) => {
    for (const name of Object.keys(row))
      if (!columns.has(name) || name === 'website_id')
        throw new ArchiveError(ARCHIVE_MESSAGES.unknownColumn(entity, name));
    const out = rowFromArchive(row, columns);
    for (const column of ownerColumns)
      if (out[column] !== null && out[column] !== undefined)
        out[column] = ownerIds.get(String(out[column])) ?? null;
    return { ...out, website_id: websiteId };
  });
  // A self-referencing table goes row by row so each parent is there before its children.
  const chunk = selfColumn === undefined ? 200 : 1;
  for (let start = 0; start < prepared.length; start += chunk)
    await trx(table.name).insert(prepared.slice(start, start + chunk));
}

/** Deletes the website's rows of the archived tables, children first. */
async function clearWebsite(
  trx: Knex.Transaction,
  websiteId: string,
  order: readonly string[],
): Promise<void> {
  for (const name of [...order].reverse()) await trx(name).where({ website_id: websiteId }).delete();
}

/**
 * Imports the archive `data`. A new website keeps the archive's id when this server has no website
 * with it (so addresses of its files stay the same), else takes a new one, written over every text
 * of the archive that held the old. It becomes the default website when the server has none.
 * Replacing: the website's rows in the archived tables are deleted and the archive's written, its
 * id kept. Stored files are written first; when the transaction fails they are removed again.
 * `onProgress` is told how far it is (see ArchiveProgress).
 */
export async function importWebsiteArchive(
  db: Knex,
  storage: FileStorage,
  data: Buffer,
  target: ImportTarget,
  onProgress?: ArchiveProgress,
): Promise<ArchiveImportResult> {
  const archive = await readWebsiteArchive(data);
  const from = archive.manifest.website.id;
  let websiteId: string;
  if (target.kind === 'replace') {
    if ((await db(TABLES.websites).where({ id: target.websiteId }).first('id')) === undefined)
      throw new ArchiveError(`There is no website ${target.websiteId}.`);
    websiteId = target.websiteId;
  } else {
    const taken = await db(TABLES.websites).where({ id: from }).first('id');
    websiteId = taken === undefined ? from : randomUUID();
  }
  const website = replaceText(archive.website, from, websiteId);
  const rows = new Map([...archive.rows].map(([name, list]) => [name, replaceText(list, from, websiteId)]));
  const files = new Map([...archive.files].map(([key, bytes]) => [replaceText(key, from, websiteId), bytes]));
  for (const key of files.keys())
    if (!key.startsWith(`files/${websiteId}/`))
      throw new ArchiveError(`The archive holds a file at "${key}", outside the website's files.`);

  // Files first: a key this import made is removed again if the rows are not written.
  const made: string[] = [];
  const steps = files.size + 1;
  let done = 0;
  try {
    await onProgress?.(done, steps);
    for (const [key, bytes] of files) {
      if ((await storage.head(key)) === undefined) made.push(key);
      await storage.put(key, bytes);
      await onProgress?.((done += 1), steps);
    }
    const names = archivedHandles().map((handle) => TABLES[handle]);
    let created: string[] = [];
    await db.transaction(async (trx) => {
      const catalog = await readCatalog(trx, [...names, TABLES.websites]);
      const order = referenceOrder(catalog, names);
      const websiteColumns = new Map(
        catalog.get(TABLES.websites)!.columns.map((column) => [column.name, column]),
      );
      for (const name of Object.keys(website))
        if (!websiteColumns.has(name) || name === 'id' || name === 'is_default')
          throw new ArchiveError(ARCHIVE_MESSAGES.unknownColumn('website', name));
      const websiteRow = rowFromArchive(website, websiteColumns);
      if (target.kind === 'replace') {
        await clearWebsite(trx, websiteId, order);
        await trx(TABLES.websites).where({ id: websiteId }).update(websiteRow);
      } else {
        const hasDefault = await trx(TABLES.websites).where({ is_default: true }).first('id');
        await trx(TABLES.websites).insert({
          ...websiteRow,
          id: websiteId,
          is_default: hasDefault === undefined,
        });
      }
      if (target.kind === 'new') {
        const hosts = target.hosts ?? [];
        if (hosts.length > 0)
          await trx(TABLES.websiteDomains).insert(
            hosts.map((host, index) => ({ website_id: websiteId, host, is_primary: index === 0 })),
          );
        if (target.adminAccountId !== undefined)
          await trx(TABLES.memberships)
            .insert({ website_id: websiteId, account_id: target.adminAccountId, role: ROLE.admin })
            .onConflict()
            .ignore();
      }
      const owners = await placeOwners(trx, websiteId, archive.owners);
      created = owners.created;
      for (const name of order)
        await insertRows(trx, catalog.get(name)!, websiteId, rows.get(name) ?? [], owners.ids);
    });
    if (target.kind === 'replace') await dropStaleFiles(storage, websiteId, new Set(files.keys()));
    await onProgress?.(steps, steps);
    return {
      websiteId,
      title: String(website.site_title ?? ''),
      manifest: archive.manifest,
      ownersCreated: created,
    };
  } catch (error) {
    await Promise.all(made.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** After a replace: the website's stored files the archive did not hold, and every resized copy. */
async function dropStaleFiles(
  storage: FileStorage,
  websiteId: string,
  kept: ReadonlySet<string>,
): Promise<void> {
  for (const key of await storage.list(`files/${websiteId}/`)) if (!kept.has(key)) await storage.delete(key);
  await storage.deletePrefix(`cache/images/${websiteId}/`);
}
