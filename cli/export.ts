// `tessera export [--website ID] --out FILE`: writes a website (default: the default website) as one archive (docs/ARCHIVE.md).
import { writeFile, rename } from 'node:fs/promises';
import type { Knex } from 'knex';
import { loadConfig } from '../server/config.js';
import { runMigrations } from '../server/db/migrate.js';
import { TABLES } from '../server/db/tables.js';
import { filesOf } from '../server/files/storage/configured-storage.js';
import type { FileStorage } from '../server/files/storage/file-storage.js';
import { openConfiguredDatabase } from '../server/serve.js';
import { exportWebsite } from '../server/site-archive/export-website.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';

export const EXPORT_USAGE = 'tessera export [--website ID] --out FILE';

/** Reads `argv` (`[--website ID] --out FILE`); undefined when it is not that. */
export function exportArguments(argv: readonly string[]): { out: string; websiteId?: string } | undefined {
  const values: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 2) {
    const flag = argv[index]!;
    const value = argv[index + 1];
    if ((flag !== '--website' && flag !== '--out') || value === undefined || value.startsWith('--'))
      return undefined;
    if (values[flag] !== undefined) return undefined;
    values[flag] = value;
  }
  if (values['--out'] === undefined) return undefined;
  return {
    out: values['--out'],
    ...(values['--website'] === undefined ? {} : { websiteId: values['--website'] }),
  };
}

/** Exports the website to `args.out` (written whole, then renamed into place); answers the exit code. */
export async function exportTo(
  target: { db: Knex; files: FileStorage },
  args: { out: string; websiteId?: string },
  io: Io,
): Promise<number> {
  const query = target.db(TABLES.websites);
  const website = (await (
    args.websiteId === undefined ? query.where({ is_default: true }) : query.where({ id: args.websiteId })
  ).first('id')) as { id: string } | undefined;
  if (website === undefined) {
    io.err(
      `tessera export: ${args.websiteId === undefined ? 'there is no default website' : `no website ${args.websiteId}`}\n`,
    );
    return EXIT.usage;
  }
  const { archive, manifest } = await exportWebsite(target.db, target.files, website.id);
  const partial = `${args.out}.${process.pid}.partial`;
  await writeFile(partial, archive);
  await rename(partial, args.out);
  const counts = Object.entries(manifest.counts)
    .filter(([, count]) => count > 0)
    .map(([entity, count]) => `${entity} ${count}`)
    .join(', ');
  io.out(
    `Exported "${manifest.website.title}" (${website.id}) to ${args.out}: ${archive.length} bytes; ${counts}.\n`,
  );
  return EXIT.ok;
}

/** `tessera export`, on the configured database and file store. */
export async function runExportCommand(argv: string[], io: Io): Promise<number> {
  const args = exportArguments(argv);
  if (args === undefined) {
    io.err(`usage: ${EXPORT_USAGE}\n`);
    return EXIT.usage;
  }
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  try {
    await runMigrations(db.knex);
    return await exportTo({ db: db.knex, files: filesOf({ config }) }, args, io);
  } finally {
    await db.close();
  }
}
