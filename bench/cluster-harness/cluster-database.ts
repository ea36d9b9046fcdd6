// A PostgreSQL database of the cluster's own on the server DATABASE_URL names: created empty, dropped (with its connections) afterwards.
import knex, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';

/** A fresh database: its URL for the servers, a pool for checks, and the drop. */
export interface ClusterDatabase {
  readonly name: string;
  readonly url: string;
  /** A small pool on the database, for the checks of tests and benches. */
  readonly knex: Knex;
  /** Closes the pool and drops the database, ending whatever connections a killed server left. */
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Creates `tessera_cluster_<random>` on the server of `serverUrl` (any database of it). */
export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const name = `tessera_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = withDatabase(serverUrl, name);
  const pool = knex({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  return {
    name,
    url,
    knex: pool,
    drop: async () => {
      await pool.destroy();
      const dropper = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      try {
        await dropper.raw('drop database if exists ?? with (force)', [name]);
      } finally {
        await dropper.destroy();
      }
    },
  };
}
