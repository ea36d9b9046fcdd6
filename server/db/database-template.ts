// The migrated empty database the build leaves in dist/, so a first start copies it instead of running initdb.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseSnapshot, schemaHash } from './database-snapshot.js';

/** Where the build writes the template, under the project root: `dist/db-template/<schema hash>.tar`. */
export const TEMPLATE_DIR = join('dist', 'db-template');

/**
 * Writes into `dir` the template of the current schema (a dump of a new embedded database with every
 * migration applied) and removes those of other schemas. Run by `npm run build`: creating a PGlite
 * database (initdb) holds about 800 MB while it runs, which the server then never gives back.
 */
export async function writeDatabaseTemplate(dir: string): Promise<string> {
  const name = `${schemaHash()}.tar`;
  const dump = await databaseSnapshot(true);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), new Uint8Array(await dump.arrayBuffer()));
  for (const other of readdirSync(dir)) if (other !== name) rmSync(join(dir, other), { force: true });
  return join(dir, name);
}

/** The template of the current schema in `dir` (its path), or undefined when the build made none (initdb runs instead). */
export function databaseTemplate(dir: string): string | undefined {
  const path = join(dir, `${schemaHash()}.tar`);
  return existsSync(path) ? path : undefined;
}
