/**
 * HTTP throughput of the running server on the embedded database: the product list, a product
 * detail page and a bare "hello" route of the same server, 50 connections, 10 s each after a warm-up.
 */
import autocannon from 'autocannon';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { runMigrations } from '../server/db/migrate.js';
import { seedDemo } from '../server/demo/seed.js';
import { createLogger } from '../server/logger.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** The product list must reach this share of the hello route's requests per second. */
const TARGET_RATIO = 0.2;

interface RouteResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds });
}

async function measure(base: string, name: string, path: string): Promise<RouteResult> {
  await load(base + path, WARMUP_SECONDS);
  const result = await load(base + path, SECONDS);
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The path of one product page of the seeded demo store, found by following the list page. */
async function firstProductPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/shop`)).text();
  const match = /href="(\/shop\/p\/[^"?#]+)"/.exec(html);
  if (match === null) throw new Error('No product link found on /shop: is the demo store seeded?');
  return match[1];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const db = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await runMigrations(db.knex);
    await seedDemo(db.knex, { dataDir });
    const config = testConfig({ dataDir });
    const root = express();
    root.get('/hello', (_req, res) => {
      res.type('text/plain').send('hello');
    });
    root.use(createApp({ db, config, logger: createLogger('silent') }));
    const server = root.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const productPath = await firstProductPath(base);
    console.log(
      `HTTP bench: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s warm-up, embedded database (node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'})\n`,
    );
    const results = [
      await measure(base, 'hello (bare Express route)', '/hello'),
      await measure(base, 'product list', '/shop'),
      await measure(base, 'product detail', productPath),
    ];
    server.close();
    const hello = results[0].requestsPerSecond;
    for (const r of results) {
      const ratio = r.requestsPerSecond / hello;
      console.log(
        `${r.name.padEnd(28)} ${r.path.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${ratio.toFixed(3)}× hello${r.errors + r.non2xx > 0 ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : ''}`,
      );
    }
    const listRatio = results[1].requestsPerSecond / hello;
    console.log(
      `\nproduct list / hello = ${listRatio.toFixed(3)} (target ≥ ${TARGET_RATIO}): ${listRatio >= TARGET_RATIO ? 'ok' : 'MISSED'}`,
    );
    if (results.some((r) => r.errors + r.non2xx > 0)) process.exitCode = 1;
    if (process.argv.includes('--strict') && listRatio < TARGET_RATIO) process.exitCode = 1;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
