// Runs and rolls back the schema migrations with knex's migrator, from the static list in migrations/.
import type { Knex } from 'knex';
import { MIGRATIONS, type MigrationModule } from './migrations/index.js';

type MigrationEntry = (typeof MIGRATIONS)[number];

/** knex's migration source over the statically imported list: no folder is read at run time. */
export const migrationSource: Knex.MigrationSource<MigrationEntry> = {
  async getMigrations() {
    return [...MIGRATIONS];
  },
  getMigrationName([name]) {
    return name;
  },
  async getMigration([, migration]): Promise<MigrationModule> {
    return migration;
  },
};

const config: Knex.MigratorConfig = {
  migrationSource: migrationSource as Knex.MigrationSource<unknown>,
};

/**
 * Applies every migration not applied yet, each in its own transaction, and returns their names in
 * order (empty when the schema is up to date, so it is safe to call on every start).
 */
export async function runMigrations(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.latest(config)) as [number, string[]];
  return names;
}

/**
 * Undoes migrations, newest first: the last batch, or with `all` every applied migration. Returns
 * the names undone, in the order they were undone.
 */
export async function rollbackMigrations(knex: Knex, options: { all?: boolean } = {}): Promise<string[]> {
  const [, names] = (await knex.migrate.rollback(config, options.all ?? false)) as [number, string[]];
  return names;
}

/** The names of the applied and of the pending migrations, oldest first. */
export async function migrationStatus(knex: Knex): Promise<{ applied: string[]; pending: string[] }> {
  const [applied, pending] = (await knex.migrate.list(config)) as [{ name: string }[], MigrationEntry[]];
  return { applied: applied.map(({ name }) => name), pending: pending.map(([name]) => name) };
}
