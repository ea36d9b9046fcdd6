// Several Tessera servers on one fresh PostgreSQL database behind nginx: started in order (the first migrates and seeds the demo), stopped and cleaned up together.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type AppServer } from './app-server.js';
import { createClusterDatabase, type ClusterDatabase } from './cluster-database.js';
import { startNginx, type Nginx } from './nginx.js';

export interface ClusterOptions {
  /** The PostgreSQL server to make the cluster's database on (any database URL of it). */
  serverUrl: string;
  /** App servers behind nginx (default 2). */
  servers?: number;
  /** More environment for every server. */
  env?: Readonly<Record<string, string>>;
  /** Only these servers (by index) behind nginx; default all. */
  behindNginx?: readonly number[];
}

export interface Cluster {
  readonly db: ClusterDatabase;
  /** The data folder every server shares. */
  readonly dataDir: string;
  /** Logs, nginx's folder. */
  readonly workDir: string;
  readonly servers: AppServer[];
  readonly nginx: Nginx;
  /** Stops nginx and the servers still running, drops the database and removes the folders. */
  stop(): Promise<void>;
}

/**
 * Starts the cluster. The first server opens the empty database, migrates it and loads the demo
 * store; the others start after it, together, on the migrated database. The planner's statistics
 * are gathered once the demo is in, as autovacuum would shortly after.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.servers ?? 2;
  const workDir = mkdtempSync(join(tmpdir(), 'tessera-cluster-'));
  const dataDir = join(workDir, 'data');
  const db = await createClusterDatabase(options.serverUrl);
  const servers: AppServer[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await db.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const common = { databaseUrl: db.url, dataDir, logDir: workDir, env: options.env };
    servers.push(await startAppServer({ ...common, index: 0 }));
    await db.knex.raw('analyze');
    const others = Array.from({ length: count - 1 }, (_, at) => startAppServer({ ...common, index: at + 1 }));
    const started = await Promise.allSettled(others);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    const behind = options.behindNginx ?? servers.map((server) => server.index);
    nginx = await startNginx(
      join(workDir, 'nginx'),
      behind.map((index) => servers[index].port),
    );
    return { db, dataDir, workDir, servers, nginx, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
