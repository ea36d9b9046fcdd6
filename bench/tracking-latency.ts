/**
 * Visitor-page latency with tracking on against off (`npm run bench:tracking`), on the embedded
 * database (or the PostgreSQL server of DATABASE_URL) with the demo store, the server in a child process. Tracking changes nothing the server
 * does for the page itself (the page is the same; its `data-tracking` marker only tells the browser
 * whether to post): what tracking adds on the server is the census hit each page view posts after
 * load. So "off" is the page alone and "on" is the page while the server also answers one
 * `POST /api/census/RecordHit` per page served. Per page (home, a product page), two loads:
 * - saturated: CONNECTIONS connections as fast as the server answers; "on" posts the hits at the
 *   page rate "off" reached (a second autocannon beside the first);
 * - steady: the pages at half that rate, "on" with hits at the same rate;
 * - light: LIGHT_RATE pages a second (default 50) and as many hits: the latency a visitor sees on a
 *   server that is far from flat out.
 * Light is an open loop with arrivals spread as visitors' are (paced, Poisson), not autocannon's
 * `overallRate`, which sends each second's requests in one burst; steady is too fast to pace from
 * one Node client and keeps the bursts.
 * It prints p50/p99 (ms) and page requests per second of each, and on/off ratios.
 */
import autocannon from 'autocannon';
import express from 'express';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { openPgDatabase } from '../server/db/pg-database.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../server/demo/seed.js';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../server/http/crumb.js';
import { createLogger } from '../server/logger.js';
import { projectRoot } from '../server/site/render/paths.js';
import { trackingSinkFor } from '../server/tracking/event-writer.js';
import { printVerdict, writeReport } from './report.js';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const RECORD_HIT = '/api/census/RecordHit';
/** Pages (and hits) a second of the light load. */
const LIGHT_RATE = Number(process.env.LIGHT_RATE ?? 50);
/** The highest rate (pages a second) sent paced; above it, autocannon's bursts. */
const PACED_MAX = 200;
/** Distinct visitor addresses the hits cycle through (each far under the census limit of 120 a minute). */
const ADDRESSES = 60_000;

interface Ready {
  base: string;
  crumb: string;
  productPath: string;
}

// ---------------------------------------------------------------- the server process

async function serve(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-tracking-latency-'));
  // DATABASE_URL: the same on that PostgreSQL server, in a schema of its own dropped at the end.
  const schema = `bench_latency_${process.pid}_${Date.now()}`;
  const url = process.env.DATABASE_URL;
  const db =
    url === undefined
      ? await openDatabase({ dataDir: join(dataDir, 'db') })
      : await openPgDatabase({ url, schema });
  if (url !== undefined) await db.knex.raw('create schema ??', [schema]);
  try {
    await runMigrations(db.knex);
    await seedDemo(db.knex, { dataDir });
    const root = express();
    // Behind a proxy that says who the visitor is: each hit comes from another address.
    root.set('trust proxy', true);
    // The server's own time for each page (request in to response handed to the socket): what the
    // load generator's clock, shared by two autocannon runs in one process, cannot tell apart.
    let pageTimes: number[] = [];
    root.use((req, res, next) => {
      if (req.method === 'GET') {
        const start = process.hrtime.bigint();
        res.on('finish', () => pageTimes.push(Number(process.hrtime.bigint() - start) / 1e6));
      }
      next();
    });
    root.use(
      createApp({
        db,
        config: testConfig({ dataDir, apiRateLimit: 1_000_000_000 }),
        logger: createLogger('silent'),
      }),
    );
    const server = root.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const first = await fetch(`${base}/`);
    const line = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CRUMB_COOKIE}=`));
    if (line === undefined) throw new Error('The server set no crumb cookie.');
    const shop = await (await fetch(`${base}/shop`)).text();
    const productPath = /href="(\/shop\/p\/[^"?#]+)"/.exec(shop)?.[1];
    if (productPath === undefined) throw new Error('No product link on /shop: is the demo seeded?');
    process.send!({
      base,
      crumb: line.slice(CRUMB_COOKIE.length + 1).split(';')[0] ?? '',
      productPath,
    } satisfies Ready);
    for (;;) {
      const [message] = (await once(process, 'message')) as [unknown];
      if (message === 'flush') {
        await trackingSinkFor(db.knex).flush();
        process.send!('flushed');
      } else if (message === 'page-times') {
        const sorted = pageTimes.sort((a, b) => a - b);
        const at = (share: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
        process.send!({ p50: at(0.5), p99: at(0.99) } satisfies ServerTimes);
        pageTimes = [];
      } else break;
    }
    server.close();
  } finally {
    if (url !== undefined) await db.knex.raw('drop schema if exists ?? cascade', [schema]);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the load generator

/** The server's own page times (ms) over a run. */
interface ServerTimes {
  p50: number;
  p99: number;
}

/** Asks the server process for its page times since the last ask (and forgets them). */
async function pageTimesOf(child: ChildProcess): Promise<ServerTimes> {
  child.send('page-times');
  const [times] = (await once(child, 'message')) as [ServerTimes];
  return times;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests not answered 200 (pages) or 204 (hits), errors and timeouts. */
  failed: number;
}

function figures(result: autocannon.Result, status: string): Figures {
  const answered = result.statusCodeStats?.[status as keyof typeof result.statusCodeStats]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.requests.total - answered + result.errors + result.timeouts,
  };
}

function loadPage(ready: Ready, path: string, seconds: number, rate?: number): Promise<autocannon.Result> {
  return autocannon({
    url: ready.base + path,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate === undefined ? {} : { overallRate: rate }),
    headers: { 'user-agent': BROWSER_UA, accept: 'text/html' },
  });
}

let hit = 0;

/** A page view's census hit for `path`, form-encoded as the browser posts it. */
function hitBody(path: string): string {
  return new URLSearchParams({
    event: 'page-view',
    data: JSON.stringify({
      pagePath: path,
      url: `https://shop.example.test${path}`,
      title: 'A page',
      referrer: 'https://search.example/results',
      viewport: { width: 1280, height: 720 },
      pageType: 2,
    }),
  }).toString();
}

/** A hit's headers: the crumb, and the next of ADDRESSES visitor addresses. */
function hitHeaders(ready: Ready): Record<string, string> {
  hit += 1;
  const n = hit % ADDRESSES;
  return {
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `${CRUMB_COOKIE}=${ready.crumb}`,
    [CRUMB_HEADER]: ready.crumb,
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    'user-agent': BROWSER_UA,
  };
}

/** Page views' census hits for `path` at `rate` a second (autocannon), each from another address, as browsers post them. */
function loadHits(ready: Ready, path: string, seconds: number, rate: number): Promise<autocannon.Result> {
  const body = hitBody(path);
  return autocannon({
    url: ready.base,
    connections: CONNECTIONS,
    duration: seconds,
    overallRate: Math.max(1, Math.round(rate)),
    requests: [
      {
        method: 'POST',
        path: RECORD_HIT,
        setupRequest: (req) => ({ ...req, body, headers: hitHeaders(ready) }),
      },
    ],
  });
}

/** One request of a paced load. */
interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * An open-loop load at `rate` requests a second for `seconds`, arrivals spread as a Poisson process
 * (seeded, so runs compare): autocannon's `overallRate` sends each second's requests in one burst,
 * which makes pages queue behind hits that real visitors would not send at the same instant. Each
 * latency counts from the request's planned time, so a stalled server is not hidden.
 */
async function pacedLoad(
  ready: Ready,
  seconds: number,
  rate: number,
  expected: number,
  next: () => PacedRequest,
  seed: number,
): Promise<Figures> {
  const { hostname, port } = new URL(ready.base);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let failed = 0;
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start;
  const pending = new Set<Promise<void>>();
  while (due < end) {
    const now = performance.now();
    if (now < due) {
      await sleep(Math.max(0, Math.min(due - now, 4)));
      continue;
    }
    const planned = due;
    const one = next();
    const answered = new Promise<void>((resolve) => {
      const req = request(
        { hostname, port, method: one.method, path: one.path, headers: one.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === expected) latencies.push(performance.now() - planned);
            else failed += 1;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(one.body);
    });
    pending.add(answered);
    void answered.finally(() => pending.delete(answered));
    due += (-Math.log(1 - random()) * 1000) / rate;
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0) * 100) /
    100;
  return { requestsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failed };
}

const BROWSER_UA = 'Mozilla/5.0 (bench) Firefox/133.0';

/** Page requests at `rate` a second, paced. */
function pacedPages(ready: Ready, path: string, seconds: number, rate: number): Promise<Figures> {
  return pacedLoad(
    ready,
    seconds,
    rate,
    200,
    () => ({
      method: 'GET',
      path,
      headers: { 'user-agent': BROWSER_UA, accept: 'text/html' },
    }),
    1,
  );
}

/** Census hits at `rate` a second, paced, each from another address. */
function pacedHits(ready: Ready, path: string, seconds: number, rate: number): Promise<Figures> {
  const body = hitBody(path);
  return pacedLoad(
    ready,
    seconds,
    rate,
    204,
    () => ({
      method: 'POST',
      path: RECORD_HIT,
      headers: hitHeaders(ready),
      body,
    }),
    2,
  );
}

interface Comparison {
  off: Figures;
  on: Figures;
  hits: Figures;
  /** The server's own page times without and with the hits. */
  serverOff: ServerTimes;
  serverOn: ServerTimes;
}

/**
 * The page alone, then the page with one census hit per page served beside it: saturated (no
 * `pageRate`) with autocannon, hits at the rate "off" reached; at a rate up to PACED_MAX both paced
 * (one Node client cannot pace more on this machine); above it autocannon's `overallRate` (bursts).
 */
async function compare(
  child: ChildProcess,
  ready: Ready,
  path: string,
  pageRate?: number,
): Promise<Comparison> {
  await pageTimesOf(child);
  if (pageRate !== undefined && pageRate <= PACED_MAX) {
    const off = await pacedPages(ready, path, SECONDS, pageRate);
    const serverOff = await pageTimesOf(child);
    const [on, hits] = await Promise.all([
      pacedPages(ready, path, SECONDS, pageRate),
      pacedHits(ready, path, SECONDS, pageRate),
    ]);
    const serverOn = await pageTimesOf(child);
    return { off, on, hits, serverOff, serverOn };
  }
  const off = figures(await loadPage(ready, path, SECONDS, pageRate), '200');
  const serverOff = await pageTimesOf(child);
  const [pages, hits] = await Promise.all([
    loadPage(ready, path, SECONDS, pageRate),
    loadHits(ready, path, SECONDS, pageRate ?? off.requestsPerSecond),
  ]);
  const serverOn = await pageTimesOf(child);
  return { off, on: figures(pages, '200'), hits: figures(hits, '204'), serverOff, serverOn };
}

const ratio = (on: number, off: number): number => (off === 0 ? NaN : on / off);

function line(name: string, { off, on, hits, serverOff, serverOn }: Comparison): string {
  const f = (figs: Figures, server: ServerTimes) =>
    `${Math.round(figs.requestsPerSecond)} req/s, p50 ${figs.p50} ms, p99 ${figs.p99} ms ` +
    `(server: p50 ${server.p50.toFixed(2)} ms, p99 ${server.p99.toFixed(2)} ms)`;
  return (
    `${name.padEnd(26)} off: ${f(off, serverOff)}\n${''.padEnd(26)} on:  ${f(on, serverOn)} (+ ${Math.round(hits.requestsPerSecond)} hits/s)\n` +
    `${''.padEnd(26)} on/off: p50 ${ratio(on.p50, off.p50).toFixed(2)}×, p99 ${ratio(on.p99, off.p99).toFixed(2)}×, ` +
    `req/s ${ratio(on.requestsPerSecond, off.requestsPerSecond).toFixed(2)}×; ` +
    `server p50 ${ratio(serverOn.p50, serverOff.p50).toFixed(2)}×, p99 ${ratio(serverOn.p99, serverOff.p99).toFixed(2)}×`
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAverage = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(
    `Tracking on/off page latency: ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, ${process.env.DATABASE_URL === undefined ? 'embedded database' : 'PostgreSQL (DATABASE_URL)'}, server in a child process`,
  );
  console.log(`load average at start: ${loadAverage()}\n`);
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  const exited = once(child, 'exit');
  const results: Record<string, { saturated: Comparison; steady: Comparison; light: Comparison }> = {};
  let failure: string | undefined;
  try {
    const [ready] = (await Promise.race([
      once(child, 'message'),
      exited.then(() => {
        throw new Error('The server process stopped before it was ready.');
      }),
    ])) as [Ready];
    for (const [name, path] of [
      ['home', '/'],
      ['product page', ready.productPath],
    ] as const) {
      await loadPage(ready, path, WARMUP_SECONDS);
      await loadHits(ready, path, WARMUP_SECONDS, 100);
      const saturated = await compare(child, ready, path);
      console.log(line(`${name} ${path === '/' ? '' : '(' + path + ') '}saturated`, saturated));
      const steady = await compare(
        child,
        ready,
        path,
        Math.max(1, Math.round(saturated.off.requestsPerSecond / 2)),
      );
      console.log(line(`${name} steady (half rate)`, steady));
      const light = await compare(child, ready, path, LIGHT_RATE);
      console.log(line(`${name} light (${LIGHT_RATE}/s)`, light));
      results[path] = { saturated, steady, light };
      const failed = [saturated, steady, light]
        .flatMap((run) => [run.off, run.on, run.hits])
        .reduce((sum, figs) => sum + figs.failed, 0);
      if (failed > 0) failure = `${failed} requests to ${path} or its hits not answered as expected`;
    }
    child.send('flush');
    await once(child, 'message');
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    if (child.connected) child.send('stop');
    await exited;
  }
  console.log(`\nload average at end: ${loadAverage()}`);
  writeReport(projectRoot(), 'tracking-latency.json', {
    connections: CONNECTIONS,
    seconds: SECONDS,
    results,
  });
  printVerdict(failure, false, started);
  if (failure !== undefined) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await main();
