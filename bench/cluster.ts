/**
 * Throughput with one and with two app servers behind nginx on one PostgreSQL database, on this
 * machine: a product page (GET) and add-to-cart (POST /api/commerce/shopping-cart/entries, each
 * connection a visitor with a cart of its own), 50 connections, BENCH_SECONDS (default 10) each
 * after a 3 s warm-up. Prints req/s, p50 and p99, and the CPU each process took during the run (the
 * servers, nginx, PostgreSQL's backends, this load generator, the machine), to say where the limit is.
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster } from './cluster-harness/cluster.js';
import { childPids, startCpuWindow, type CpuGroup, type CpuShares } from './cluster-harness/cpu-sampler.js';
import { demoProducts, productPagePath, type DemoProduct } from './cluster-harness/demo-store.js';
import { nginxBinary, startNginx, type Nginx } from './cluster-harness/nginx.js';
import { Visitor } from './cluster-harness/visitor.js';
import { printVerdict, writeReport } from './report.js';
import { CART_API_PATH } from '../server/commerce/cart/api-routes.js';
import { projectRoot } from '../server/site/render/paths.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const PRODUCTS_PER_CART = 4;

type Op = 'page' | 'add';

interface Run {
  servers: number;
  op: Op;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Transport errors, timeouts and answers other than 200. */
  failures: number;
  cpu: CpuShares;
  /** CPU ms each group spent per answered request: what a request costs, however busy the machine was. */
  cpuMsPerRequest: Record<string, number>;
}

/** The groups a request costs wherever the site runs (the load generator is the visitors' side). */
const SERVING_SIDE = (name: string) => name !== 'load generator';

/** Per-connection state of the add-to-cart load: which visitor the connection is, how many adds it made. */
interface ConnectionContext {
  headers?: Record<string, string>;
  adds?: number;
}

function load(
  url: string,
  op: Op,
  path: string,
  visitors: readonly Record<string, string>[],
  products: readonly DemoProduct[],
  seconds: number,
): Promise<autocannon.Result> {
  let nextVisitor = 0;
  const request: autocannon.Request =
    op === 'page'
      ? { method: 'GET', path }
      : {
          method: 'POST',
          path,
          setupRequest(req, context) {
            const own = context as ConnectionContext;
            own.headers ??= visitors[nextVisitor++ % visitors.length];
            own.adds = (own.adds ?? 0) + 1;
            const product = products[own.adds % products.length];
            return {
              ...req,
              headers: { ...own.headers, accept: 'application/json', 'content-type': 'application/json' },
              body: JSON.stringify({ itemId: product.itemId, sku: product.sku, quantity: 1 }),
            };
          },
        };
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
    initialContext: {},
  });
}

/** The process groups whose CPU a run reports. */
function cpuGroups(cluster: Cluster, nginx: Nginx, servers: number): CpuGroup[] {
  return [
    ...cluster.servers.slice(0, servers).map((server) => ({
      name: `server ${server.index + 1}`,
      pids: () => [server.pid],
    })),
    { name: 'nginx', pids: () => [nginx.pid, ...childPids(nginx.pid)] },
    {
      name: 'PostgreSQL',
      pids: async () =>
        (
          await cluster.db.knex.raw('select pid from pg_stat_activity where datname = current_database()')
        ).rows.map((row: { pid: number }) => row.pid),
    },
    { name: 'load generator', pids: () => [process.pid] },
  ];
}

async function measure(
  cluster: Cluster,
  nginx: Nginx,
  servers: number,
  op: Op,
  path: string,
  visitors: readonly Record<string, string>[],
  products: readonly DemoProduct[],
): Promise<Run> {
  await load(nginx.url, op, path, visitors, products, WARMUP_SECONDS);
  const stop = await startCpuWindow(cpuGroups(cluster, nginx, servers));
  const result = await load(nginx.url, op, path, visitors, products, SECONDS);
  const cpu = await stop();
  const ok = result.statusCodeStats?.['200']?.count ?? 0;
  return {
    servers,
    op,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.requests.total - ok,
    cpu,
    cpuMsPerRequest: Object.fromEntries(
      cpu.groups.map((group) => [
        group.name,
        ((group.percent / 100) * cpu.seconds * 1000) / Math.max(1, result.requests.total),
      ]),
    ),
  };
}

/** Where the limit is: the machine's cores when they are nearly all busy, and who spends them. */
function limitOf(run: Run): string {
  const { cpu } = run;
  const ranked = [...cpu.groups].sort((a, b) => b.percent - a.percent);
  const ours = ranked.reduce((sum, group) => sum + group.percent, 0);
  // The machine may be shared: what else ran is part of the answer.
  const others = { name: 'other processes', percent: Math.max(0, cpu.machinePercent - ours) };
  const spent = [...ranked, others].map((group) => `${group.name} ${group.percent.toFixed(0)} %`).join(', ');
  const capacity = cpu.cores * 100;
  const busy = cpu.machinePercent / capacity;
  const saturated = ranked.filter((group) => group.name.startsWith('server') && group.percent >= 90);
  if (busy >= 0.9)
    return `the machine's ${cpu.cores} cores (${cpu.machinePercent.toFixed(0)} of ${capacity} % busy: ${spent})`;
  if (saturated.length > 0)
    return `the app server's one JavaScript thread (${saturated.map((group) => group.name).join(', ')} at ~100 %: ${spent})`;
  return `not CPU (${cpu.machinePercent.toFixed(0)} of ${capacity} % busy: ${spent}): waiting on the database or the network`;
}

/**
 * What one request costs in CPU on the serving side, and the ceiling that sets with nothing else
 * running (the load generator elsewhere): the machine's cores for everything, and one core per app
 * server, whose JavaScript runs on one thread.
 */
function costOf(run: Run): string {
  const serving = Object.entries(run.cpuMsPerRequest).filter(([name]) => SERVING_SIDE(name));
  const total = serving.reduce((sum, [, ms]) => sum + ms, 0);
  const servers = serving.filter(([name]) => name.startsWith('server')).reduce((sum, [, ms]) => sum + ms, 0);
  const parts = serving.map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`).join(', ');
  const byCores = (run.cpu.cores * 1000) / Math.max(total, 0.001);
  const byThreads = (run.servers * 1000) / Math.max(servers, 0.001);
  const ceiling = Math.min(byCores, byThreads);
  const bound =
    byThreads < byCores
      ? `${run.servers} server thread${run.servers > 1 ? 's' : ''}`
      : `${run.cpu.cores} cores`;
  return `${parts}; ${total.toFixed(2)} ms in all: ~${ceiling.toFixed(0)} req/s on an idle machine, bound by the ${bound}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || nginxBinary() === undefined) {
    console.error(
      'bench:cluster needs DATABASE_URL (a PostgreSQL server) and nginx (apt-get install -y nginx)',
    );
    process.exit(2);
  }
  console.log(
    `Cluster bench: nginx round robin to 1 and to 2 app servers on one PostgreSQL, ${CONNECTIONS} connections, ` +
      `${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up; CPU in % of one core\n`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const cluster = await startCluster({ serverUrl, servers: 2, behindNginx: [0] });
  const runs: Run[] = [];
  let failure: string | undefined;
  try {
    const products = await demoProducts(cluster.db.knex, { count: PRODUCTS_PER_CART, stock: 'unlimited' });
    const pagePath = await productPagePath(cluster.nginx.url);
    const visitors: Record<string, string>[] = [];
    for (let at = 0; at < CONNECTIONS; at++) {
      const visitor = new Visitor();
      const product = products[at % products.length];
      const added = await visitor.post(`${cluster.nginx.url}${CART_API_PATH}/entries`, {
        itemId: product.itemId,
        sku: product.sku,
        quantity: 1,
      });
      if (added.status !== 200)
        throw new Error(`Adding to a new cart answered ${added.status}: ${added.text}`);
      visitors.push(visitor.requestHeaders());
    }
    await cluster.db.knex.raw('analyze');
    const both = await startNginx(
      join(cluster.workDir, 'nginx-both'),
      cluster.servers.map((server) => server.port),
    );
    try {
      for (const [servers, nginx] of [
        [1, cluster.nginx],
        [2, both],
      ] as const) {
        for (const op of ['page', 'add'] as const) {
          const path = op === 'page' ? pagePath : `${CART_API_PATH}/entries`;
          const run = await measure(cluster, nginx, servers, op, path, visitors, products);
          runs.push(run);
          const name = op === 'page' ? `product page  GET  ${pagePath}` : `add to cart   POST ${path}`;
          console.log(
            `${servers} server${servers === 1 ? ' ' : 's'}  ${name.padEnd(62)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
              `p50 ${String(run.p50).padStart(4)} ms  p99 ${String(run.p99).padStart(4)} ms${run.failures > 0 ? `  (${run.failures} failed)` : ''}`,
          );
          console.log(`           limit: ${limitOf(run)}`);
          console.log(`           CPU per request: ${costOf(run)}`);
          if (run.failures > 0) failure ??= `${run.failures} failed requests (${servers} servers, ${op})`;
        }
      }
    } finally {
      await both.stop();
    }
  } finally {
    await cluster.stop();
  }
  for (const op of ['page', 'add'] as const) {
    const [one, two] = [1, 2].map((servers) => runs.find((run) => run.servers === servers && run.op === op)!);
    console.log(
      `${op === 'page' ? 'product page' : 'add to cart '}: 2 servers / 1 server = ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}×`,
    );
  }
  console.log(
    `load average at end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  writeReport(projectRoot(), 'cluster.json', {
    loadAverage: loadavg(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    runs: runs.map((run) => ({ ...run, limit: limitOf(run), cost: costOf(run) })),
  });
  printVerdict(failure, false, started);
  if (failure !== undefined) process.exitCode = 1;
}

await main();
