/**
 * Cart API throughput and p99 latency of the whole app (SPEC §7): add-to-cart
 * (`POST /api/commerce/shopping-cart/entries`) and get-cart (`GET /api/commerce/shopping-cart`),
 * 50 connections, each a visitor with a cart of its own (crumb and cart cookies, crumb header), on
 * the embedded database and, when DATABASE_URL is set, on that PostgreSQL server too. The server
 * runs in a child process, so the load generator does not share its event loop.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/app.js';
import { CART_API_PATH } from '../server/commerce/cart/api-routes.js';
import { CART_COOKIE } from '../server/commerce/cart/cart-cookie.js';
import { testConfig } from '../server/config.js';
import type { Database } from '../server/db/database.js';
import { openDatabase } from '../server/db/database.js';
import { runMigrations } from '../server/db/migrate.js';
import { openPgDatabase } from '../server/db/pg-database.js';
import { TABLES } from '../server/db/tables.js';
import { seedDemo } from '../server/demo/seed.js';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../server/http/crumb.js';
import { createLogger } from '../server/logger.js';
import { demoProducts } from './cluster-harness/demo-store.js';
import { printVerdict, writeReport } from './report.js';
import { projectRoot } from '../server/site/render/paths.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** The p99 latency the cart API must stay under on PostgreSQL. */
const TARGET_P99_MS = 50;
/** Products each visitor's adds cycle through, so a cart holds a few entries, as real ones do. */
const PRODUCTS_PER_CART = 4;
/**
 * `/api` allows 300 requests a minute per address, and every connection of the bench comes from
 * 127.0.0.1. The limiter stays in the stack (its counter is written on every request), with a
 * limit the bench cannot reach: the `apiRateLimit` setting (`API_RATE_LIMIT` for `tessera serve`).
 */
const BENCH_API_RATE_LIMIT = 1_000_000_000;

type Engine = 'pglite' | 'pg';
type Op = 'add' | 'get' | 'floor';

/**
 * The floor: an add's request (headers, cookies, crumb and body) sent to an `/api` path no route
 * claims. It crosses every middleware an add crosses (security headers, cookies, body parsing, the
 * website, authentication, the crumb, the rate limit) and the routers, and is answered 404 by the
 * API's not-found handler: what any API call costs on this machine before its own work starts.
 */
const FLOOR_PATH = '/api/commerce/bench-floor';

/** A visitor of the bench: the cookies of its browser and the crumb it sends back. */
interface Visitor {
  cookie: string;
  crumb: string;
}

interface Product {
  itemId: string;
  sku: string;
}

/** What the server process tells the bench once it listens. */
interface Ready {
  base: string;
  products: Product[];
  visitors: Visitor[];
}

interface OpResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  op: Op;
  errors: number;
  /** Answers with another status than the call expects (`EXPECTED_STATUS`). */
  unexpected: number;
  /** The server process's CPU time (user and system) per answered request, in ms. */
  serverCpuMs: number;
}

// ---------------------------------------------------------------- server process

/** The physical products a visitor can add without an additional-fields form, made unlimited for the bench. */
async function benchProducts(db: Database): Promise<Product[]> {
  // Stock would run out over thousands of adds; the stock check still runs, on unlimited variants.
  const products = await demoProducts(db.knex, { count: PRODUCTS_PER_CART, stock: 'unlimited' });
  return products.map(({ itemId, sku }) => ({ itemId, sku }));
}

function cookieValue(setCookies: string[], name: string): string {
  const line = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (line === undefined) throw new Error(`The server set no ${name} cookie.`);
  return line.slice(name.length + 1).split(';')[0];
}

/** A visitor with a cart of its own: a first GET hands out the crumb, a first add makes the cart. */
async function newVisitor(base: string, product: Product): Promise<Visitor> {
  const first = await fetch(`${base}${CART_API_PATH}`);
  const crumb = cookieValue(first.headers.getSetCookie(), CRUMB_COOKIE);
  const added = await fetch(`${base}${CART_API_PATH}/entries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${CRUMB_COOKIE}=${crumb}`,
      [CRUMB_HEADER]: crumb,
    },
    body: JSON.stringify({ ...product, quantity: 1 }),
  });
  if (added.status !== 200)
    throw new Error(`Adding to a new cart answered ${added.status}: ${await added.text()}`);
  const cart = cookieValue(added.headers.getSetCookie(), CART_COOKIE);
  return { cookie: `${CRUMB_COOKIE}=${crumb}; ${CART_COOKIE}=${cart}`, crumb };
}

async function openEngine(
  engine: Engine,
  dataDir: string,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDatabase({ dataDir: join(dataDir, 'db') });
    return { db, drop: () => db.close() };
  }
  const schema = `bench_${process.pid}_${Date.now()}`;
  const db = await openPgDatabase({ url: process.env.DATABASE_URL!, schema });
  await db.knex.raw('create schema ??', [schema]);
  return {
    db,
    drop: async () => {
      await db.knex.raw('drop schema if exists ?? cascade', [schema]);
      await db.close();
    },
  };
}

/**
 * Gathers the planner's statistics on every table, as autovacuum does within a minute or so of a
 * database filling up. Without them, right after seeding, PostgreSQL plans the cart's joins for
 * empty tables and walks whole indexes for one row: a state no running site is in for long.
 */
async function analyzeTables(db: Database): Promise<void> {
  for (const table of Object.values(TABLES)) await db.knex.raw('analyze ??', [table]);
}

/** The child: a migrated, seeded database, the real app on a free port, 50 visitors with carts. */
async function serve(engine: Engine): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-cart-'));
  const { db, drop } = await openEngine(engine, dataDir);
  try {
    await runMigrations(db.knex);
    await seedDemo(db.knex, { dataDir });
    const products = await benchProducts(db);
    const config = testConfig({ dataDir, apiRateLimit: BENCH_API_RATE_LIMIT });
    const server = createApp({ db, config, logger: createLogger('silent') }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const visitors: Visitor[] = [];
    for (let i = 0; i < CONNECTIONS; i++)
      visitors.push(await newVisitor(base, products[i % products.length]));
    await analyzeTables(db);
    process.send!({ base, products, visitors } satisfies Ready);
    // The bench asks for the process's CPU time around each timed run; any other message stops it.
    for (;;) {
      const [message] = (await once(process, 'message')) as [unknown];
      if (message !== 'cpu') break;
      process.send!(process.cpuUsage());
    }
    server.close();
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- load generator

interface ConnectionContext {
  visitor?: Visitor;
  adds?: number;
}

/** The status each call must answer: the floor's path is claimed by no route. */
const EXPECTED_STATUS: Record<Op, number> = { add: 200, get: 200, floor: 404 };

const OP_PATHS: Record<Op, string> = {
  add: `${CART_API_PATH}/entries`,
  get: `${CART_API_PATH}?calculateSubtotal=true`,
  floor: FLOOR_PATH,
};

async function load(ready: Ready, op: Op, seconds: number): Promise<autocannon.Result> {
  let nextVisitor = 0;
  const request: autocannon.Request = {
    method: op === 'get' ? 'GET' : 'POST',
    path: OP_PATHS[op],
    setupRequest(req, context) {
      const own = context as ConnectionContext;
      // Each connection is one visitor, with its own cart, for the whole run.
      own.visitor ??= ready.visitors[nextVisitor++ % ready.visitors.length];
      const headers: Record<string, string> = { cookie: own.visitor.cookie, accept: 'application/json' };
      if (op === 'get') return { ...req, headers };
      own.adds = (own.adds ?? 0) + 1;
      const product = ready.products[own.adds % ready.products.length];
      return {
        ...req,
        headers: { ...headers, 'content-type': 'application/json', [CRUMB_HEADER]: own.visitor.crumb },
        body: JSON.stringify({ itemId: product.itemId, sku: product.sku, quantity: 1 }),
      };
    },
  };
  return autocannon({
    url: ready.base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
    initialContext: {},
  });
}

/** The server process's CPU time so far (user + system), in µs. */
async function serverCpu(child: ChildProcess): Promise<number> {
  const answer = once(child, 'message');
  child.send('cpu');
  const [usage] = (await answer) as [NodeJS.CpuUsage];
  return usage.user + usage.system;
}

async function measure(child: ChildProcess, ready: Ready, op: Op, name: string): Promise<OpResult> {
  await load(ready, op, WARMUP_SECONDS);
  const cpuBefore = await serverCpu(child);
  const result = await load(ready, op, SECONDS);
  const cpu = (await serverCpu(child)) - cpuBefore;
  const status = String(EXPECTED_STATUS[op]) as keyof NonNullable<typeof result.statusCodeStats>;
  const expected = result.statusCodeStats?.[status]?.count ?? 0;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    op,
    errors: result.errors + result.timeouts,
    unexpected: result.requests.total - result.errors - result.timeouts - expected,
    serverCpuMs: cpu / 1000 / Math.max(1, result.requests.total),
  };
}

async function benchEngine(engine: Engine, ops: readonly Op[]): Promise<OpResult[]> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', engine], {
    stdio: 'inherit',
    // BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server process.
    execArgv: (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
  });
  const exited = once(child, 'exit');
  try {
    const [ready] = (await Promise.race([
      once(child, 'message'),
      exited.then(() => {
        throw new Error(`The ${engine} server process stopped before it was ready.`);
      }),
    ])) as [Ready];
    const results: OpResult[] = [];
    if (ops.includes('add')) {
      results.push(
        await measure(child, ready, 'add', 'add to cart  POST /api/commerce/shopping-cart/entries'),
      );
    }
    if (ops.includes('get'))
      results.push(await measure(child, ready, 'get', 'get cart     GET  /api/commerce/shopping-cart'));
    if (ops.includes('floor'))
      results.push(await measure(child, ready, 'floor', `floor        POST ${FLOOR_PATH}`));
    return results;
  } finally {
    if (child.connected) child.send('stop');
    await exited;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const asked = process.argv.slice(2).filter((arg): arg is Engine => arg === 'pglite' || arg === 'pg');
  const engines: Engine[] =
    asked.length > 0 ? asked : process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
  // `add`, `get` or `floor` measures only those calls (e.g. while profiling the server); default all three.
  const askedOps = process.argv
    .slice(2)
    .filter((arg): arg is Op => arg === 'add' || arg === 'get' || arg === 'floor');
  const ops: Op[] = askedOps.length > 0 ? askedOps : ['add', 'get', 'floor'];
  if (engines.includes('pg') && !process.env.DATABASE_URL) {
    console.error('bench: set DATABASE_URL to measure PostgreSQL');
    process.exit(2);
  }
  console.log(
    `Cart API bench: ${CONNECTIONS} connections (one visitor and cart each), ${SECONDS} s per call after ${WARMUP_SECONDS} s warm-up; ` +
      `p99 target < ${TARGET_P99_MS} ms on PostgreSQL${process.env.DATABASE_URL ? '' : ' (set DATABASE_URL to measure it)'}\n`,
  );
  // The figures move with whatever else the machine runs; say how busy it was.
  const load = () => loadavg().map((value) => value.toFixed(1));
  console.log(`load average at start: ${load().join(' ')}`);
  const report: Record<string, OpResult[]> = {};
  let missed = false;
  let failure: string | undefined;
  for (const engine of engines) {
    const results = await benchEngine(engine, ops);
    report[engine] = results;
    console.log(engine === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite');
    for (const r of results) {
      // The floor has no target: it shows what the machine allows any call.
      const floor = r.op === 'floor';
      const target =
        engine !== 'pg' ? '' : floor ? '  (no target)' : r.p99 < TARGET_P99_MS ? '  ok' : '  MISSED';
      if (engine === 'pg' && !floor && r.p99 >= TARGET_P99_MS) missed = true;
      const bad = r.errors + r.unexpected;
      if (bad > 0) failure ??= `${bad} failed requests (${engine}, ${r.name.split('  ')[0]})`;
      console.log(
        `  ${r.name.padEnd(52)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  server CPU ${r.serverCpuMs.toFixed(2)} ms/req${target}${bad > 0 ? `  (${r.errors} errors, ${r.unexpected} not ${EXPECTED_STATUS[r.op]})` : ''}`,
      );
    }
  }
  console.log(`load average at end: ${load().join(' ')}`);
  writeReport(projectRoot(), 'cart.json', {
    loadAverage: loadavg(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    targetP99Ms: TARGET_P99_MS,
    results: report,
  });
  printVerdict(failure, missed, started);
  if (failure !== undefined) process.exitCode = 1;
  else if (missed && process.argv.includes('--strict')) process.exitCode = 1;
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(process.argv[serveAt + 1] as Engine);
else await main();
