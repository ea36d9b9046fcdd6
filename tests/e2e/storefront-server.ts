// The real server for the browser suite: `startServer` on a fresh data folder holding the demo store.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { testConfig, type Config } from '../../server/config.js';
import type { Knex } from 'knex';
import type { DatabaseKind } from '../../server/db/database.js';
import { runMigrations } from '../../server/db/migrate.js';
import { openConfiguredDatabase, startServer } from '../../server/serve.js';
import { seedDemoCopy } from '../support/demo-seed.js';

/** A running demo store. */
export interface Storefront {
  /** The address `startServer` reports, e.g. `http://localhost:41234`. */
  origin: string;
  /** The database it runs on: embedded PGlite, or PostgreSQL when `DATABASE_URL` is set. */
  kind: DatabaseKind;
  /** The server's own database connection, to check what a purchase wrote (queued mail, orders). */
  knex: Knex;
  /** The server's data folder (uploaded files live under its `files/`). */
  dataDir: string;
  /** Stops the server and deletes its data folder (and, on PostgreSQL, its schema). */
  stop(): Promise<void>;
}

/**
 * A schema of its own on the server at `url`, and a URL whose connections use it (`search_path`
 * as a startup option), so the seeded store never meets another run's rows in `public`.
 */
export async function throwawaySchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema "${schema}"`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}

/**
 * The demo website loaded into the database and data folder `config` names, as `tessera serve
 * --demo`'s first run loads it: the worker's first storefront seeds it for real (drawing the
 * pictures is most of that), later ones copy those rows and files with every id new
 * (tests/support/demo-seed.ts), so a browser suite does not pay for a seed of its own.
 */
async function loadDemo(config: Config): Promise<void> {
  const db = await openConfiguredDatabase(config);
  try {
    await runMigrations(db.knex);
    await seedDemoCopy(db.knex, { dataDir: config.dataDir });
  } finally {
    await db.close();
  }
}

/**
 * Starts the app the way `tessera serve --demo` does (open, migrate, listen on a free port) in a new
 * temporary data folder with the demo already loaded (`loadDemo`); on the PostgreSQL server at
 * `DATABASE_URL` when set. `config` sets anything else (the server's timeouts…).
 */
export async function startStorefront(config: Partial<Config> = {}): Promise<Storefront> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-storefront-e2e-'));
  const schema = process.env.DATABASE_URL ? await throwawaySchema(process.env.DATABASE_URL) : undefined;
  try {
    const serverConfig = testConfig({ ...config, dataDir, port: 0, databaseUrl: schema?.url });
    await loadDemo(serverConfig);
    const server = await startServer(serverConfig);
    return {
      origin: server.url,
      kind: server.db.kind,
      knex: server.db.knex,
      dataDir,
      async stop() {
        try {
          await server.stop();
          await schema?.drop();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
