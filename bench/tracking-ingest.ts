/**
 * Sustained ingest of tracking events (`npm run bench:ingest`): how many census hits a second the
 * buffered writer stores, and the CPU each costs, on PostgreSQL when DATABASE_URL is set, else on
 * the embedded database (it says which). Two runs: events appended straight to the writer
 * (`trackingSinkFor`), as fast as it stores them; then `POST /api/census/RecordHit` through the
 * whole app with autocannon, the server in a child process, each request from another address
 * (X-Forwarded-For, the app mounted behind a trusted proxy) so the census limit of 120 a minute
 * per address holds as it does for real visitors.
 */
import autocannon from 'autocannon';
import express from 'express';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import type { Database } from '../server/db/database.js';
import { openDatabase } from '../server/db/database.js';
import { runMigrations } from '../server/db/migrate.js';
import { openPgDatabase } from '../server/db/pg-database.js';
import { TABLES } from '../server/db/tables.js';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../server/http/crumb.js';
import { createLogger } from '../server/logger.js';
import { trackingSinkFor } from '../server/tracking/event-writer.js';
import { ensureTrackingPartitions } from '../server/tracking/retention-partitions.js';
import type { TrackingEvent } from '../server/tracking/tracking-event.js';
import { printVerdict, writeReport } from './report.js';
import { projectRoot } from '../server/site/render/paths.js';

type Engine = 'pglite' | 'pg';

/** Events appended straight to the writer. */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
/** Appends between two turns of the event loop: a burst of requests arriving together. */
const BURST = 1000;
/** Appends between two waits for the writer to catch up (a few batches' worth). */
const PACE = 10_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** Distinct visitor addresses the HTTP run cycles through (each stays far under 120 hits a minute). */
const ADDRESSES = 60_000;
const WEBSITE = 'bench-tracking';
const RECORD_HIT = '/api/census/RecordHit';

interface WriterResult {
  appended: number;
  stored: number;
  seconds: number;
  eventsPerSecond: number;
  /** This process's CPU (user + system) per stored event, µs: the writer, and PGlite itself when embedded. */
  cpuMicrosPerEvent: number;
}

interface HttpResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers other than 204. */
  unexpected: number;
  stored: number;
  /** Hits answered 204 during the timed run (a few more may be stored: answered after autocannon stopped counting). */
  answered: number;
  /** The server process's CPU per answered request, µs. */
  serverCpuMicrosPerEvent: number;
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

/** A migrated database with one default website (served on 127.0.0.1) and today's partitions. */
async function prepare(
  engine: Engine,
  dataDir: string,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const opened = await openEngine(engine, dataDir);
  await runMigrations(opened.db.knex);
  await opened.db.knex(TABLES.websites).insert({ id: WEBSITE, site_title: 'Tracked', is_default: true });
  await ensureTrackingPartitions(opened.db.knex);
  return opened;
}

async function storedEvents(db: Database): Promise<number> {
  const [{ n }] = await db.knex(TABLES.trackingEvents).count({ n: '*' });
  return Number(n);
}

function censusHit(n: number, at: Date): TrackingEvent {
  return {
    websiteId: WEBSITE,
    eventType: 'page-view',
    occurredAt: at,
    visitorHash: (n % 5000).toString(16).padStart(64, '0'),
    visitorId: null,
    sessionId: null,
    siteUserId: null,
    pagePath: `/page-${n % 40}`,
    referrer: n % 3 === 0 ? 'https://search.example/' : null,
    payload: {
      pagePath: `/page-${n % 40}`,
      title: 'A page',
      viewport: { width: 1280, height: 720 },
      pageType: 2,
    },
  };
}

/** Appends EVENTS events in bursts, letting the writer insert between them, then flushes. */
async function benchWriter(engine: Engine): Promise<WriterResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-ingest-'));
  const { db, drop } = await prepare(engine, dataDir);
  try {
    const sink = trackingSinkFor(db.knex, { logger: createLogger('warn') });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const at = new Date();
    for (let n = 0; n < EVENTS; n += 1) {
      sink.append(censusHit(n, at));
      if (n % BURST !== BURST - 1) continue;
      // Arrivals as fast as the writer stores them: every PACE events, wait for the buffer to empty
      // (appending faster than the database inserts only fills the buffer until its cap drops events).
      if (n % PACE === PACE - 1) await sink.flush();
      else await new Promise((resolve) => setImmediate(resolve));
    }
    await sink.flush();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const stored = await storedEvents(db);
    return {
      appended: EVENTS,
      stored,
      seconds,
      eventsPerSecond: stored / seconds,
      cpuMicrosPerEvent: (cpu.user + cpu.system) / Math.max(1, stored),
    };
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- HTTP: server process

interface Ready {
  base: string;
  crumb: string;
}

async function serve(engine: Engine): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-ingest-http-'));
  const { db, drop } = await prepare(engine, dataDir);
  try {
    const root = express();
    // Behind a proxy that says who the visitor is: each request of the bench is another address.
    root.set('trust proxy', true);
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
    process.send!({ base, crumb: line.slice(CRUMB_COOKIE.length + 1).split(';')[0] } satisfies Ready);
    for (;;) {
      const [message] = (await once(process, 'message')) as [unknown];
      if (message === 'cpu') process.send!(process.cpuUsage());
      else if (message === 'count') {
        await trackingSinkFor(db.knex).flush();
        process.send!(await storedEvents(db));
      } else break;
    }
    server.close();
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- HTTP: load generator

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  const answer = once(child, 'message');
  child.send(message);
  return answer.then(([value]) => value as T);
}

async function load(ready: Ready, seconds: number): Promise<autocannon.Result> {
  let hit = 0;
  const body = new URLSearchParams({
    event: 'page-view',
    data: JSON.stringify({
      pagePath: '/about',
      url: 'https://shop.example.test/about',
      title: 'About',
      referrer: 'https://search.example/results',
      viewport: { width: 1280, height: 720 },
      pageType: 2,
    }),
  }).toString();
  return autocannon({
    url: ready.base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: RECORD_HIT,
        setupRequest(req) {
          hit += 1;
          const address = `10.${(hit >> 16) & 255}.${(hit >> 8) & 255}.${hit & 255}`;
          return {
            ...req,
            body,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              cookie: `${CRUMB_COOKIE}=${ready.crumb}`,
              [CRUMB_HEADER]: ready.crumb,
              'x-forwarded-for': hit % ADDRESSES === 0 ? '10.255.255.255' : address,
              'user-agent': 'Mozilla/5.0 (bench) Firefox/133.0',
            },
          };
        },
      },
    ],
  });
}

async function benchHttp(engine: Engine): Promise<HttpResult> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', engine], {
    stdio: 'inherit',
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    ],
  });
  const exited = once(child, 'exit');
  try {
    const [ready] = (await Promise.race([
      once(child, 'message'),
      exited.then(() => {
        throw new Error(`The ${engine} server process stopped before it was ready.`);
      }),
    ])) as [Ready];
    await load(ready, WARMUP_SECONDS);
    const storedBefore = await ask<number>(child, 'count');
    const cpuBefore = await ask<NodeJS.CpuUsage>(child, 'cpu');
    const result = await load(ready, SECONDS);
    const cpuAfter = await ask<NodeJS.CpuUsage>(child, 'cpu');
    const stored = (await ask<number>(child, 'count')) - storedBefore;
    const answered = result.statusCodeStats?.['204']?.count ?? 0;
    const cpu = cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system;
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected: result.requests.total - result.errors - result.timeouts - answered,
      stored,
      answered,
      serverCpuMicrosPerEvent: cpu / Math.max(1, result.requests.total),
    };
  } finally {
    if (child.connected) child.send('stop');
    await exited;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const engine: Engine = process.env.DATABASE_URL ? 'pg' : 'pglite';
  const where =
    engine === 'pg'
      ? 'PostgreSQL (DATABASE_URL)'
      : 'the embedded database (PGlite; set DATABASE_URL for PostgreSQL)';
  console.log(`Tracking ingest bench on ${where}`);
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}\n`,
  );

  const writer = await benchWriter(engine);
  console.log(
    `writer   ${writer.appended.toLocaleString('en-US')} events appended in bursts of ${BURST}: ` +
      `${writer.stored.toLocaleString('en-US')} stored in ${writer.seconds.toFixed(1)} s, ` +
      `${Math.round(writer.eventsPerSecond).toLocaleString('en-US')} events/s, ` +
      `${writer.cpuMicrosPerEvent.toFixed(1)} µs CPU per event (this process${engine === 'pglite' ? ', PGlite included' : ''})`,
  );

  const http = await benchHttp(engine);
  console.log(
    `HTTP     POST ${RECORD_HIT}, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up: ` +
      `${Math.round(http.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${http.p50} ms, p99 ${http.p99} ms, ` +
      `${http.stored.toLocaleString('en-US')} events stored, server CPU ${http.serverCpuMicrosPerEvent.toFixed(0)} µs per hit` +
      (http.errors + http.unexpected > 0 ? `  (${http.errors} errors, ${http.unexpected} not 204)` : ''),
  );
  console.log(
    `\nload average at end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  const failure =
    writer.stored !== writer.appended
      ? `${writer.appended - writer.stored} events appended to the writer were not stored`
      : http.errors + http.unexpected > 0
        ? `${http.errors + http.unexpected} census requests failed`
        : http.stored < http.answered
          ? `${http.answered} census hits answered but ${http.stored} events stored`
          : undefined;
  writeReport(projectRoot(), 'tracking-ingest.json', { engine, loadAverage: loadavg(), writer, http });
  printVerdict(failure, false, started);
  if (failure !== undefined) process.exitCode = 1;
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(process.argv[serveAt + 1] as Engine);
else await main();
