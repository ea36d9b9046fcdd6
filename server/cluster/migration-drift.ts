// How the database's applied migrations differ from the ones this version of Tessera carries.
import type { Knex } from 'knex';
import { MIGRATIONS } from '../db/migrations/index.js';

/** Migrations this code has and the database lacks, and ones the database has and this code does not know. */
export interface MigrationDrift {
  pending: string[];
  unknown: string[];
}

/** The names of the migrations recorded in `knex`'s database (none before the first migration). */
export async function appliedMigrations(knex: Knex): Promise<string[]> {
  if (!(await knex.schema.hasTable('knex_migrations'))) return [];
  const rows: { name: string }[] = await knex('knex_migrations').select('name').orderBy('id');
  return rows.map(({ name }) => name);
}

/** Compares the database's applied migrations with this code's list. */
export async function migrationDrift(knex: Knex): Promise<MigrationDrift> {
  const applied = await appliedMigrations(knex);
  const known = new Set(MIGRATIONS.map(([name]) => name));
  const done = new Set(applied);
  return {
    pending: [...known].filter((name) => !done.has(name)),
    unknown: applied.filter((name) => !known.has(name)),
  };
}

/** The message of a server refusing to start on a database newer than its code. */
export function newerDatabaseMessage(unknown: readonly string[]): string {
  return (
    `The database has migrations this version of Tessera does not know (${unknown.join(', ')}): ` +
    'upgrade Tessera before starting it, or restore a backup made for this version.'
  );
}
