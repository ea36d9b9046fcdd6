// What the cluster suite needs before it can run (PostgreSQL, nginx, the built server), and the small helpers its files share.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { builtCli } from '../../bench/cluster-harness/app-server.js';
import { startCluster, type Cluster } from '../../bench/cluster-harness/cluster.js';
import { nginxBinary } from '../../bench/cluster-harness/nginx.js';

/** Why the suite cannot run here, or undefined when it can. */
export function clusterSkipReason(): string | undefined {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set: the servers share one PostgreSQL database';
  if (nginxBinary() === undefined) return 'nginx is not installed (Debian: apt-get install -y nginx)';
  if (!existsSync(builtCli())) return 'dist/cli/main.js is missing: run npm run build first';
  return undefined;
}

/** The reason, said once per file, so a skipped suite is not mistaken for a passing one. */
export function announceSkip(file: string): string | undefined {
  const reason = clusterSkipReason();
  if (reason !== undefined) console.warn(`cluster suite ${file} skipped: ${reason}`);
  return reason;
}

/** A file's cluster: started before its tests (unless the suite cannot run here), stopped after. */
export interface ClusterSuite {
  /** Why the file's tests are skipped, or undefined. */
  readonly skipped: string | undefined;
  /** The running cluster (set once beforeAll has run). */
  cluster: Cluster;
}

/** Says why `file` is skipped, or starts two servers and nginx for it before its tests and stops them after. */
export function clusterSuite(file: string): ClusterSuite {
  const suite = { skipped: announceSkip(file) } as ClusterSuite;
  beforeAll(async () => {
    if (suite.skipped !== undefined) return;
    suite.cluster = await startCluster({ serverUrl: process.env.DATABASE_URL! });
  });
  afterAll(async () => {
    await suite.cluster?.stop();
  });
  return suite;
}

/** Answers counted by status (`{ 201: 10, 409: 190 }`); a request that got no answer counts as 0. */
export function statusCounts(answers: readonly ({ status: number } | undefined)[]): Record<number, number> {
  return answers.reduce<Record<number, number>>((counts, answer) => {
    const status = answer?.status ?? 0;
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` over `items`, `width` at a time, keeping the order of the results. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T, at: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += width) {
    const batch = items.slice(at, at + width);
    results.push(...(await Promise.all(batch.map((item, offset) => task(item, at + offset)))));
  }
  return results;
}
