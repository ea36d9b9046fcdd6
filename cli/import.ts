// `tessera import FILE [--website ID]`: imports a Shopify product CSV or a WordPress/Squarespace WXR export (told apart by content) into a website, or a Tessera website archive as a new website or over one; prints the report, exits 1 when nothing could be imported.
import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { reportText } from '../domain/imports/import-report.js';
import { UNKNOWN_IMPORT_FILE } from '../domain/owner-api/imports.js';
import { loadConfig } from '../server/config.js';
import { runMigrations } from '../server/db/migrate.js';
import { TABLES } from '../server/db/tables.js';
import { filesOf } from '../server/files/storage/configured-storage.js';
import type { FileStorage } from '../server/files/storage/file-storage.js';
import { queueImport, runImport } from '../server/imports/import-jobs.js';
import { importKindOf } from '../server/imports/import-kind.js';
import { openConfiguredDatabase } from '../server/serve.js';
import { looksLikeZip } from '../server/site-archive/archive-zip.js';
import { importWebsiteArchive } from '../server/site-archive/import-website.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';

export const IMPORT_USAGE = 'tessera import FILE [--website ID]';

interface WebsiteRow {
  id: string;
  site_title: string;
  time_zone: string;
  currency: string;
}

/** What `tessera import` works with: the database, the file store and whether private networks may be fetched from. */
export interface ImportTarget {
  db: Knex;
  files: FileStorage;
  allowPrivateNetworks: boolean;
}

/** Reads `argv` (`FILE [--website ID]`); undefined when it is not that. */
export function importArguments(argv: readonly string[]): { file: string; websiteId?: string } | undefined {
  const rest = [...argv];
  let websiteId: string | undefined;
  const flag = rest.indexOf('--website');
  if (flag >= 0) {
    websiteId = rest[flag + 1];
    if (websiteId === undefined || websiteId.startsWith('--')) return undefined;
    rest.splice(flag, 2);
  }
  if (rest.length !== 1 || rest[0]!.startsWith('--')) return undefined;
  return { file: rest[0]!, ...(websiteId === undefined ? {} : { websiteId }) };
}

/** Imports `file` into the website (`websiteId`, else the default one); prints the report; answers the exit code. */
export async function importInto(
  target: ImportTarget,
  args: { file: string; websiteId?: string },
  io: Io,
): Promise<number> {
  let data: Buffer;
  try {
    data = await readFile(args.file);
  } catch (error) {
    io.err(`tessera import: cannot read ${args.file}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  if (looksLikeZip(data)) return importArchive(target, data, args, io);
  const text = data.toString('utf8');
  const kind = importKindOf(text);
  if (kind === undefined) {
    io.err(`tessera import: ${args.file}: ${UNKNOWN_IMPORT_FILE}\n`);
    return EXIT.failed;
  }
  const query = target.db(TABLES.websites);
  const website = (await (
    args.websiteId === undefined ? query.where({ is_default: true }) : query.where({ id: args.websiteId })
  ).first('id', 'site_title', 'time_zone', 'currency')) as WebsiteRow | undefined;
  if (website === undefined) {
    io.err(
      `tessera import: ${args.websiteId === undefined ? 'there is no default website' : `no website ${args.websiteId}`}\n`,
    );
    return EXIT.usage;
  }
  const id = await queueImport(target.db, website.id, null, { kind, name: args.file, text });
  const done = await runImport(
    {
      db: target.db,
      files: target.files,
      website: {
        id: website.id,
        title: website.site_title,
        timeZone: website.time_zone,
        currency: website.currency,
      },
      actor: { accountId: null, apiKeyId: null, label: 'tessera import' },
      allowPrivateNetworks: target.allowPrivateNetworks,
    },
    id,
  );
  io.out(
    `${kind === 'wxr' ? 'WXR export' : 'Shopify product CSV'} ${args.file} into "${website.site_title}":\n`,
  );
  if (done.report !== null) io.out(`${reportText(done.report)}\n`);
  if (done.error !== null) io.err(`tessera import: ${done.error}\n`);
  io.out(done.state === 'done' ? 'Imported.\n' : 'Nothing could be imported.\n');
  return done.state === 'done' ? EXIT.ok : EXIT.failed;
}

/** A Tessera website archive: a new website, or over website `--website ID`; prints what it holds. */
async function importArchive(
  target: ImportTarget,
  data: Buffer,
  args: { file: string; websiteId?: string },
  io: Io,
): Promise<number> {
  try {
    const done = await importWebsiteArchive(
      target.db,
      target.files,
      data,
      args.websiteId === undefined ? { kind: 'new' } : { kind: 'replace', websiteId: args.websiteId },
    );
    const counts = Object.entries(done.manifest.counts)
      .filter(([, count]) => count > 0)
      .map(([entity, count]) => `${entity} ${count}`)
      .join(', ');
    io.out(
      `Website archive ${args.file}: "${done.title}" ${args.websiteId === undefined ? 'imported as website' : 'written over website'} ${done.websiteId}: ${counts}.\n`,
    );
    for (const email of done.ownersCreated)
      io.out(
        `Owner account ${email} made without a password: set one with tessera password --email ${email}\n`,
      );
    io.out('Imported.\n');
    return EXIT.ok;
  } catch (error) {
    io.err(`tessera import: ${args.file}: ${(error as Error).message}\n`);
    io.out('Nothing could be imported.\n');
    return EXIT.failed;
  }
}

/** `tessera import`, on the configured database and file store. */
export async function runImportCommand(argv: string[], io: Io): Promise<number> {
  const args = importArguments(argv);
  if (args === undefined) {
    io.err(`usage: ${IMPORT_USAGE}\n`);
    return EXIT.usage;
  }
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  try {
    await runMigrations(db.knex);
    return await importInto(
      {
        db: db.knex,
        files: filesOf({ config }),
        allowPrivateNetworks: config.importsAllowPrivateNetworks === true,
      },
      args,
      io,
    );
  } finally {
    await db.close();
  }
}
