// Runs and rolls back the schema migrations with knex's migrator, from the static list in migrations/.
import type { Knex } from 'knex';
import { migrationDrift, newerDatabaseMessage } from '../cluster/migration-drift.js';
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

/** The advisory lock key of this schema's migrations: servers on other schemas (test suites) do not wait. */
const MIGRATION_LOCK = `hashtext('tessera migrations ' || current_schema())`;

/** Whether `knex` talks to a PostgreSQL server, which several app servers may share (the embedded database has one). */
function isServerDatabase(knex: Knex): boolean {
  return (knex.client as { config?: { client?: unknown } }).config?.client === 'pg';
}

/** Refuses a database that has migrations this code does not know (a newer Tessera migrated it). */
async function refuseNewerDatabase(knex: Knex): Promise<void> {
  const { unknown } = await migrationDrift(knex);
  if (unknown.length > 0) throw new Error(newerDatabaseMessage(unknown));
}

/**
 * Applies every migration not applied yet, each in its own transaction, and returns their names in
 * order (empty when the schema is up to date, so it is safe to call on every start). On a
 * PostgreSQL server, app servers starting together take turns on an advisory lock (held by a
 * transaction on a connection of its own while the migrations run on others): the first migrates,
 * the others then find nothing to do. Throws, migrating nothing, when the database has migrations
 * this code does not know.
 */
export async function runMigrations(knex: Knex): Promise<string[]> {
  // A start on an up-to-date database (every start but the first after an upgrade) reads the
  // applied names and stops there: knex's migrator would take its lock table, list and compare,
  // about ten queries (~0.4 s of a cold start on the embedded database).
  const drift = await migrationDrift(knex);
  if (drift.unknown.length > 0) throw new Error(newerDatabaseMessage(drift.unknown));
  if (drift.pending.length === 0) return [];
  const latest = async (): Promise<string[]> => {
    await refuseNewerDatabase(knex);
    const [, names] = (await knex.migrate.latest(config)) as [number, string[]];
    return names;
  };
  if (!isServerDatabase(knex)) return latest();
  return knex.transaction(async (lock) => {
    await lock.raw(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return latest();
  });
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
