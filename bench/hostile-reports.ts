/**
 * Visitor-page latency while one address posts hostile error reports (`npm run bench:hostile-reports`),
 * issue 33's finding 2: the server (embedded database, demo store) in a child process, `GET /` sent
 * paced at PAGE_RATE a second for SECONDS, alone and then beside REPORTS reports of ten 5,000-character
 * frames each, evenly spread from one address (under its limit of 75 a minute). Each page's latency
 * counts from its planned time, so a stalled server is not hidden. Prints p50/p99/max of the pages
 * and of the reports; the target is the pages' p50 with reports within 2× the p50 without, plus 20 ms.
 */
import express from 'express';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../server/demo/seed.js';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../server/http/crumb.js';
import { createLogger } from '../server/logger.js';
import { projectRoot } from '../server/site/render/paths.js';
import { ERRORS_PATH } from '../server/tracking/errors-routes.js';
import { printVerdict, writeReport } from './report.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Pages a second: a light load, so what the pages wait for is the reports. */
const PAGE_RATE = Number(process.env.PAGE_RATE ?? 10);
/** Reports posted over SECONDS from one address: the probe's 66 in 30 s. */
const REPORTS = Number(process.env.REPORTS ?? Math.round((66 * SECONDS) / 30));

/** Ten errors, each with one stack of `stack(i)`. */
const tenErrors = (stack: (i: number) => string) =>
  JSON.stringify(
    Array.from({ length: 10 }, (_, i) => ({
      event: 'JavascriptError',
      data: { message: 'boom', stack: stack(i), where: 'window', path: '/' },
      timestamp: 1764150000000,
    })),
  );

/** The hostile reports: the probe's, and the run of `:1` that is not a line and column. */
const HOSTILE = [
  { name: 'probe: 10 × "at " + 4,997 letters', body: tenErrors(() => `at ${'a'.repeat(4997)}`) },
  {
    name: '10 × "at f (x.js" + ":1" × 2,490 + "x"',
    body: tenErrors(() => `at f (x.js${':1'.repeat(2490)}x`),
  },
];

interface Ready {
  base: string;
  crumb: string;
}

// ---------------------------------------------------------------- the server process

async function serve(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-hostile-reports-'));
  const db = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await runMigrations(db.knex);
    await seedDemo(db.knex, { dataDir });
    const root = express();
    // Behind a proxy that says who the visitor is: each row's reports come from an address of their
    // own, under the default limit of 75 reports a minute.
    root.set('trust proxy', true);
    root.use(createApp({ db, config: testConfig({ dataDir }), logger: createLogger('silent') }));
    const server = root.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const first = await fetch(`${base}/`);
    const line = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CRUMB_COOKIE}=`));
    if (line === undefined) throw new Error('The server set no crumb cookie.');
    process.send!({ base, crumb: line.slice(CRUMB_COOKIE.length + 1).split(';')[0] ?? '' } satisfies Ready);
    await once(process, 'message');
    server.close();
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the load generator

interface Figures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than the expected status, errors and timeouts. */
  failed: number;
  /** What the failed ones got: a status or an error code, and how many. */
  failures: Record<string, number>;
}

interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** `count` requests evenly spread over `seconds`, each timed from its planned start. */
async function paced(
  ready: Ready,
  seconds: number,
  count: number,
  expected: number,
  one: PacedRequest,
): Promise<Figures> {
  const { hostname, port } = new URL(ready.base);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const fail = (why: string) => {
    failures[why] = (failures[why] ?? 0) + 1;
  };
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const planned = start + (i * seconds * 1000) / count;
    const wait = planned - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      new Promise<void>((resolve) => {
        const req = request(
          { hostname, port, method: one.method, path: one.path, headers: one.headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === expected) latencies.push(performance.now() - planned);
              else fail(String(res.statusCode));
              resolve();
            });
          },
        );
        let timedOut = false;
        req.setTimeout(30_000, () => {
          timedOut = true;
          req.destroy();
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          fail(timedOut ? 'no answer in 30 s' : (error.code ?? error.message));
          resolve();
        });
        req.end(one.body);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return {
    count: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    failed: Object.values(failures).reduce((sum, n) => sum + n, 0),
    failures,
  };
}

const pages = (ready: Ready) =>
  paced(ready, SECONDS, SECONDS * PAGE_RATE, 200, {
    method: 'GET',
    path: '/',
    headers: { 'user-agent': 'Mozilla/5.0 (bench) Firefox/133.0', accept: 'text/html' },
  });

const reports = (ready: Ready, body: string, address: string) =>
  paced(ready, SECONDS, REPORTS, 204, {
    method: 'POST',
    path: ERRORS_PATH,
    headers: {
      'x-forwarded-for': address,
      'content-type': 'application/json',
      cookie: `${CRUMB_COOKIE}=${ready.crumb}`,
      [CRUMB_HEADER]: ready.crumb,
    },
    body,
  });

const show = (f: Figures) =>
  `p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms (${f.count} answered` +
  (f.failed > 0 ? `, not as expected: ${JSON.stringify(f.failures)})` : ')');

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `GET / at ${PAGE_RATE}/s for ${SECONDS} s, alone and beside ${REPORTS} hostile error reports from one address (embedded database, server in a child process)`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}\n`,
  );
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  const exited = once(child, 'exit');
  let failure: string | undefined;
  let missed = false;
  const rows: Record<string, { pages: Figures; reports?: Figures }> = {};
  try {
    const [ready] = (await Promise.race([
      once(child, 'message'),
      exited.then(() => {
        throw new Error('The server process stopped before it was ready.');
      }),
    ])) as [Ready];
    await paced(ready, 3, 3 * PAGE_RATE, 200, { method: 'GET', path: '/', headers: {} });
    const alone = await pages(ready);
    rows['no reports'] = { pages: alone };
    console.log(`${'no reports'.padEnd(44)} pages: ${show(alone)}`);
    for (const [row, hostile] of HOSTILE.entries()) {
      const address = `10.0.0.${row + 1}`;
      const [withReports, posted] = await Promise.all([pages(ready), reports(ready, hostile.body, address)]);
      rows[hostile.name] = { pages: withReports, reports: posted };
      const ok = withReports.p50 <= 2 * alone.p50 + 20;
      missed ||= !ok;
      console.log(
        `${hostile.name.padEnd(44)} pages: ${show(withReports)} ${ok ? 'ok' : 'MISSED'}\n${''.padEnd(44)} reports: ${show(posted)}`,
      );
      if (posted.failed + withReports.failed > 0)
        failure = `${posted.failed} reports and ${withReports.failed} pages not answered as expected`;
    }
    if (alone.failed > 0) failure = `${alone.failed} pages not answered 200`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    if (child.connected) child.send('stop');
    await exited;
  }
  writeReport(projectRoot(), 'hostile-reports.json', {
    seconds: SECONDS,
    pageRate: PAGE_RATE,
    reports: REPORTS,
    rows,
  });
  printVerdict(failure, missed, started);
  if (failure !== undefined || (missed && process.argv.includes('--strict'))) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await main();
