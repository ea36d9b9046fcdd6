/**
 * Memory over a long run (issue 33, `npm run bench:soak`): `tessera serve --demo` under mixed
 * traffic (pages, search, add to cart, checkout, newsletter sign-ups, census hits) for
 * BENCH_SOAK_MINUTES (default 30), its resident memory (RSS, /proc/PID/status) sampled every
 * BENCH_SOAK_SAMPLE_SECONDS (default 60); after the first BENCH_SOAK_WARMUP_MINUTES (default 5) the
 * least-squares slope of RSS must stay under 1 MiB per 10 minutes. Each sample also asks the
 * server (started with --expose-gc) for its heap after a full GC (`/readyz?verbose&gc`): the slope
 * of that heap next to RSS's tells a leak in JavaScript from memory outside V8's heap. On the embedded database and,
 * when DATABASE_URL is set, on a fresh database of that PostgreSQL server.
 * Usage: npm run bench:soak [-- --strict] [pglite|pg]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { CART_API_PATH } from '../server/commerce/cart/api-routes.js';
import { openDatabase } from '../server/db/database.js';
import { projectRoot } from '../server/site/render/paths.js';
import { createClusterDatabase } from './cluster-harness/cluster-database.js';
import {
  checkoutBody,
  demoProducts,
  standardShipping,
  type DemoProduct,
} from './cluster-harness/demo-store.js';
import { freePort } from './cluster-harness/free-port.js';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './cluster-harness/server-runtime.js';
import { Visitor } from './cluster-harness/visitor.js';
import { printVerdict, writeReport } from './report.js';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const WARMUP_MINUTES = Number(process.env.BENCH_SOAK_WARMUP_MINUTES ?? 5);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 60);
/** Visitors browsing at once, each one request at a time. */
const VISITORS = Number(process.env.BENCH_SOAK_VISITORS ?? 8);
/** Issue 33: after warm-up, RSS grows by less than 1 MiB per 10 minutes. */
const TARGET_MIB_PER_10_MIN = 1;
const MIB = 1024 * 1024;
/**
 * BENCH_SERVER_WRAPPER="heaptrack -o /tmp/soak-pg" runs the server under a native-memory profiler:
 * its words go before `node`. RSS and the allocator are then read off the node process under it.
 */
const WRAPPER = (process.env.BENCH_SERVER_WRAPPER ?? '').split(' ').filter(Boolean);

type Engine = 'pglite' | 'pg';

interface Sample {
  minute: number;
  rssMiB: number;
  /** V8's heap in use right after a full GC (live objects), when the server reports it. */
  heapUsedMiB?: number;
  /** Memory outside V8's heap the process reports (Buffers, PGlite's WASM memory). */
  externalMiB?: number;
  /** What V8 has reserved for its heap after that GC (it keeps pages it may use again): RSS less this and external is malloc's and code's. */
  heapTotalMiB?: number;
  /** Where RSS lies (/proc/PID/smaps), to tell which part grows. */
  regions?: RssRegions;
}

/**
 * The resident memory of a process by kind of mapping: glibc malloc's main heap (`[heap]`, which
 * gives memory back only from its top), other anonymous memory (V8's heap pages, malloc's other
 * heaps and its blocks of their own, PGlite's WebAssembly memory, thread stacks) and mapped files.
 */
interface RssRegions {
  mallocHeapMiB: number;
  anonymousMiB: number;
  filesMiB: number;
}

/** The server's heap after a full GC (`/readyz?verbose&gc`), in MiB; undefined if it does not say. */
async function heapAfterGc(
  base: string,
): Promise<{ heapUsedMiB?: number; externalMiB?: number; heapTotalMiB?: number }> {
  try {
    const res = await fetch(`${base}/readyz?verbose&gc`);
    const body = (await res.json()) as {
      memory?: { heapUsed?: number; external?: number; heapTotal?: number };
    };
    const inMiB = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / MIB);
    return {
      heapUsedMiB: inMiB(body.memory?.heapUsed),
      externalMiB: inMiB(body.memory?.external),
      heapTotalMiB: inMiB(body.memory?.heapTotal),
    };
  } catch {
    return {};
  }
}

interface Run {
  engine: Engine;
  /** The server's memory allocator (jemalloc when the bench's environment preloads it, else glibc's malloc). */
  allocator: string;
  samples: Sample[];
  requests: number;
  failures: number;
  slopeMiBPer10Min: number;
  /**
   * The same slope of V8's heap after a full GC: what JavaScript keeps alive. Flat while RSS
   * climbs means the growth is outside the JS heap (V8 sizing, malloc, PGlite's WASM memory).
   */
  heapSlopeMiBPer10Min: number;
  /** The slope of what V8 has reserved for its heap (heapTotal), which RSS carries whether or not it is in use. */
  heapTotalSlopeMiBPer10Min: number;
  /** The slopes of RSS's parts ({@link RssRegions}): which one grows. */
  mallocHeapSlopeMiBPer10Min: number;
  anonymousSlopeMiBPer10Min: number;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** The allocator process `pid` runs with: jemalloc when it is mapped in (LD_PRELOAD), else glibc's malloc (Linux). */
function allocatorOf(pid: number): string {
  return readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libjemalloc') ? 'jemalloc' : 'glibc malloc';
}

/** The server's node process: the child itself, or with BENCH_SERVER_WRAPPER the first process under it running this node (Linux). */
function serverPid(child: ChildProcess): number {
  if (WRAPPER.length === 0) return child.pid!;
  const queue = [child.pid!];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    try {
      if (pid !== child.pid && readlinkSync(`/proc/${pid}/exe`) === realpathSync(process.execPath))
        return pid;
      queue.push(
        ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
    } catch {
      // Gone already.
    }
  }
  throw new Error(`no node process under ${WRAPPER[0]} (pid ${child.pid})`);
}

/** {@link RssRegions} of process `pid` (Linux); undefined when smaps cannot be read. */
function rssRegions(pid: number): RssRegions | undefined {
  let smaps: string;
  try {
    smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  const kib = { mallocHeapMiB: 0, anonymousMiB: 0, filesMiB: 0 };
  let region: keyof RssRegions | undefined;
  for (const line of smaps.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping !== null) {
      const name = mapping[1];
      region =
        name === '[heap]'
          ? 'mallocHeapMiB'
          : name === ''
            ? 'anonymousMiB'
            : name.startsWith('[')
              ? undefined
              : 'filesMiB';
    } else if (region !== undefined && line.startsWith('Rss:')) {
      kib[region] += Number(line.split(/\s+/)[1]);
    }
  }
  return {
    mallocHeapMiB: kib.mallocHeapMiB / 1024,
    anonymousMiB: kib.anonymousMiB / 1024,
    filesMiB: kib.filesMiB / 1024,
  };
}

/** The resident set of process `pid` in MiB (Linux). */
function rssMiB(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (line === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** Least-squares slope of RSS (or `of` each sample) against time, in MiB per 10 minutes. */
function slopePer10Minutes(
  all: readonly Sample[],
  of: (sample: Sample) => number | undefined = (sample) => sample.rssMiB,
): number {
  const samples = all.filter((s) => of(s) !== undefined);
  if (samples.length < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.minute, 0) / samples.length;
  const meanY = samples.reduce((sum, s) => sum + of(s)!, 0) / samples.length;
  let numerator = 0;
  let denominator = 0;
  for (const s of samples) {
    numerator += (s.minute - meanX) * (of(s)! - meanY);
    denominator += (s.minute - meanX) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 10;
}

function serve(env: Record<string, string>, port: number): ChildProcess {
  const root = projectRoot();
  // BENCH_SERVER_NODE_OPTIONS="--heapsnapshot-signal=SIGUSR2" (say) goes to the server process;
  // the sampler always adds --expose-gc so `/readyz?verbose&gc` can report the heap after a full GC.
  const nodeOptions = [
    '--expose-gc',
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
  ];
  const command = [
    process.execPath,
    ...SERVER_NODE_FLAGS,
    ...nodeOptions,
    join(root, 'dist', 'cli', 'main.js'),
    'serve',
    '--demo',
  ];
  const [file, ...args] = [...WRAPPER, ...command];
  return spawn(file, args, {
    cwd: root,
    env: {
      // The server as `npm start` and docs/DEPLOY.md's unit run it (glibc's malloc settings; set one
      // in the bench's environment to soak another value).
      ...SERVER_MALLOC_ENV,
      // The embedded run must not inherit the PostgreSQL run's DATABASE_URL.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every visitor comes from 127.0.0.1: the API limit is set out of reach, and each visitor
      // names an address of its own (X-Forwarded-For from the loopback proxy) for the others.
      API_RATE_LIMIT: '1000000000',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilReady(child: ChildProcess, base: string): Promise<void> {
  for (let waited = 0; waited < 300_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`tessera serve exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error('tessera serve did not answer / within 5 minutes');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(serverPid(child), 'SIGTERM');
  // A profiler writes its report after the server exits: give it minutes, not seconds.
  await Promise.race([once(child, 'exit'), sleep(WRAPPER.length === 0 ? 30_000 : 600_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The paths a visitor reads: home, blog and a post, shop and a product, search. */
async function pagePaths(base: string): Promise<string[]> {
  const links = async (path: string, pattern: RegExp) =>
    [...(await (await fetch(`${base}${path}`)).text()).matchAll(pattern)].map((m) => m[1]);
  const posts = await links('/blog', /href="(\/blog\/[^"?#/]+)"/g);
  const products = await links('/shop', /href="(\/shop\/p\/[^"?#]+)"/g);
  return [
    '/',
    '/blog',
    '/shop',
    '/search?q=wool',
    '/search?q=mug',
    ...posts.slice(0, 5),
    ...products.slice(0, 8),
  ];
}

interface Traffic {
  base: string;
  paths: string[];
  products: DemoProduct[];
  shippingOptionId: string;
}

interface Counts {
  ok: number;
  failed: number;
  lastError?: string;
}

/** One visitor's loop until `until`: a round after another, each with a new browser. */
async function visit(traffic: Traffic, index: number, until: number, counts: Counts) {
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    // A new browser every few rounds, as real visitors come and go (new carts, crumbs, sessions).
    const visitor = new Visitor();
    const address = { 'x-forwarded-for': `10.9.${index}.${round % 250}` };
    const check = (status: number, expected: (s: number) => boolean) => {
      if (expected(status)) counts.ok += 1;
      else counts.failed += 1;
    };
    try {
      await oneRound(traffic, index, round, until, visitor, address, check);
    } catch (error) {
      // A refused or reset connection is a failed request, not the end of the run.
      counts.failed += 1;
      counts.lastError = String((error as { cause?: unknown }).cause ?? error);
      await sleep(1000);
    }
  }
}

/** One round of a visitor: every page, a census hit, an add to cart, now and then a checkout or sign-up. */
async function oneRound(
  traffic: Traffic,
  index: number,
  round: number,
  until: number,
  visitor: Visitor,
  address: Record<string, string>,
  check: (status: number, expected: (s: number) => boolean) => void,
): Promise<void> {
  for (const path of traffic.paths) {
    if (Date.now() >= until) return;
    check((await visitor.get(`${traffic.base}${path}`, { headers: address })).status, (s) => s === 200);
  }
  const census = await fetch(`${traffic.base}/api/census/RecordHit`, {
    method: 'POST',
    headers: {
      ...visitor.requestHeaders(),
      ...address,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Mozilla/5.0 (bench) Firefox/133.0',
    },
    body: new URLSearchParams({
      event: 'page-view',
      data: JSON.stringify({ pagePath: '/shop', url: `${traffic.base}/shop`, title: 'Shop', pageType: 1 }),
    }),
  });
  await census.arrayBuffer();
  check(census.status, (s) => s < 300);
  const product = traffic.products[round % traffic.products.length];
  const added = await visitor.post(
    `${traffic.base}${CART_API_PATH}/entries`,
    { itemId: product.itemId, sku: product.sku, quantity: 1 },
    address,
  );
  check(added.status, (s) => s < 300);
  check(
    (await visitor.get(`${traffic.base}${CART_API_PATH}`, { headers: address })).status,
    (s) => s === 200,
  );
  if (round % 3 === 0) {
    const cartToken = (added.json as { shoppingCart?: { id?: string } } | undefined)?.shoppingCart?.id ?? '';
    const order = await visitor.post(
      `${traffic.base}/api/commerce/orders`,
      checkoutBody(cartToken, `soak-${index}-${round}@example.test`, traffic.shippingOptionId),
      { ...address, 'idempotency-key': `soak-${index}-${round}` },
    );
    check(order.status, (s) => s < 300);
  }
  if (round % 4 === 0) {
    const signUp = await visitor.post(
      `${traffic.base}/api/newsletter/subscribe`,
      { email: `soak-${index}-${round}@example.test` },
      address,
    );
    check(signUp.status, (s) => s < 500);
  }
}

async function soak(engine: Engine): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), `tessera-soak-${engine}-`));
  const database = engine === 'pg' ? await createClusterDatabase(process.env.DATABASE_URL!) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  try {
    // The first start creates the database and loads the demo; its stock is then made unlimited so
    // checkouts never run out over the run.
    const firstPort = await freePort();
    const first = serve(env, firstPort);
    await untilReady(first, `http://127.0.0.1:${firstPort}`);
    await stop(first);
    let knex: Knex;
    let close: () => Promise<void>;
    if (database) {
      knex = database.knex;
      close = async () => {};
    } else {
      const db = await openDatabase({ dataDir: join(dataDir, 'db') });
      knex = db.knex;
      close = () => db.close();
    }
    const products = await demoProducts(knex, { count: 4, stock: 'unlimited' });
    const shippingOptionId = await standardShipping(knex);
    await close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = serve(env, port);
    try {
      await untilReady(child, base);
      const pid = serverPid(child);
      const allocator = allocatorOf(pid);
      const traffic: Traffic = { base, paths: await pagePaths(base), products, shippingOptionId };
      const started = Date.now();
      const until = started + MINUTES * 60_000;
      const counts: Counts = { ok: 0, failed: 0 };
      const visitors = Array.from({ length: VISITORS }, (_, index) => visit(traffic, index, until, counts));
      const samples: Sample[] = [];
      const sampling = (async () => {
        while (Date.now() < until) {
          const minute = (Date.now() - started) / 60_000;
          if (child.exitCode !== null || child.signalCode !== null)
            throw new Error(
              `tessera serve stopped at minute ${minute.toFixed(1)} (${child.signalCode ?? `exit code ${child.exitCode}`}); last request error: ${counts.lastError ?? 'none'}`,
            );
          const heap = await heapAfterGc(base);
          const rss = rssMiB(pid);
          const regions = rssRegions(pid);
          samples.push({ minute, rssMiB: rss, ...heap, regions });
          const mib = (value: number | undefined) =>
            value === undefined ? '    ?' : value.toFixed(1).padStart(6);
          console.log(
            `${engine} ${minute.toFixed(1).padStart(5)} min  RSS ${rss.toFixed(0).padStart(5)} MiB  heap after GC ${mib(heap.heapUsedMiB)} MiB (reserved ${mib(heap.heapTotalMiB)})  external ${mib(heap.externalMiB)} MiB  malloc heap ${mib(regions?.mallocHeapMiB)} anonymous ${mib(regions?.anonymousMiB)} files ${mib(regions?.filesMiB)} MiB  requests ${counts.ok + counts.failed} (${counts.failed} failed)`,
          );
          await sleep(Math.min(SAMPLE_SECONDS * 1000, Math.max(0, until - Date.now())));
        }
      })();
      await Promise.all([...visitors, sampling]);
      samples.push({ minute: (Date.now() - started) / 60_000, rssMiB: rssMiB(pid) });
      const afterWarmup = samples.filter((s) => s.minute >= WARMUP_MINUTES);
      return {
        engine,
        allocator,
        samples,
        requests: counts.ok + counts.failed,
        failures: counts.failed,
        slopeMiBPer10Min: slopePer10Minutes(afterWarmup),
        heapSlopeMiBPer10Min: slopePer10Minutes(afterWarmup, (sample) => sample.heapUsedMiB),
        heapTotalSlopeMiBPer10Min: slopePer10Minutes(afterWarmup, (sample) => sample.heapTotalMiB),
        mallocHeapSlopeMiBPer10Min: slopePer10Minutes(afterWarmup, (sample) => sample.regions?.mallocHeapMiB),
        anonymousSlopeMiBPer10Min: slopePer10Minutes(afterWarmup, (sample) => sample.regions?.anonymousMiB),
      };
    } finally {
      await stop(child);
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  // `node dist/bench/soak.js pg` (or `pglite`) soaks one database only: two runs can then go side by side.
  const named = process.argv.filter((arg): arg is Engine => arg === 'pglite' || arg === 'pg');
  const engines: Engine[] =
    named.length > 0 ? named : process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
  if (engines.includes('pg') && !process.env.DATABASE_URL)
    throw new Error('bench:soak pg needs DATABASE_URL');
  console.log(
    `Soak: ${MINUTES} min per database (${engines.join(', ')}), ${VISITORS} visitors, RSS every ${SAMPLE_SECONDS} s, slope after ${WARMUP_MINUTES} min; Node ${process.version} (load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')})\n`,
  );
  const runs: Run[] = [];
  for (const engine of engines) runs.push(await soak(engine));
  console.log('');
  let failed = false;
  for (const run of runs) {
    const ok = run.slopeMiBPer10Min < TARGET_MIB_PER_10_MIN && run.failures === 0;
    failed ||= !ok;
    const first = run.samples[0]?.rssMiB ?? 0;
    const last = run.samples.at(-1)?.rssMiB ?? 0;
    console.log(
      `bench:soak ${run.engine} (${run.allocator}): RSS ${first.toFixed(0)} → ${last.toFixed(0)} MiB, slope after warm-up ${run.slopeMiBPer10Min.toFixed(2)} MiB per 10 min (target < ${TARGET_MIB_PER_10_MIN}; heap after GC ${run.heapSlopeMiBPer10Min.toFixed(2)}, reserved ${run.heapTotalSlopeMiBPer10Min.toFixed(2)}; RSS in malloc's main heap ${run.mallocHeapSlopeMiBPer10Min.toFixed(2)}, anonymous ${run.anonymousSlopeMiBPer10Min.toFixed(2)}), ${run.requests} requests, ${run.failures} failed: ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  writeReport(projectRoot(), 'soak.json', {
    minutes: MINUTES,
    warmupMinutes: WARMUP_MINUTES,
    visitors: VISITORS,
    targetMiBPer10Min: TARGET_MIB_PER_10_MIN,
    runs: runs.map((run) => ({
      ...run,
      samples: run.samples.map((s) => ({ ...s, rssBytes: s.rssMiB * MIB })),
    })),
  });
  printVerdict(undefined, failed, started);
  if (process.argv.includes('--strict') && failed) process.exitCode = 1;
}

await main();
